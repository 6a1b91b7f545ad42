/**
 * A full-page answer for a route opened without what it needs, or for a step that has finished: an icon, what
 * happened, and one or two ways on. Used by /mobileApprove without a work order, /registerResult and /ddOpen.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export interface LandingAction {
  label: string;
  to: string;
  primary?: boolean;
  testId?: string;
}

export function Landing({
  icon,
  title,
  children,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions: LandingAction[];
  testId: string;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 3 },
        minHeight: { xs: 'auto', sm: 360 },
        width: '100%',
      }}
      data-testid={testId}
    >
      <Card sx={{ width: '100%', maxWidth: 480, borderRadius: 2 }} elevation={4}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2} alignItems="center" textAlign="center">
            <Box sx={{ fontSize: 56, lineHeight: 1, display: 'flex' }}>{icon}</Box>
            <Typography variant="h5" component="h1" fontWeight={600} data-testid="landing-title">
              {title}
            </Typography>
            <Box sx={{ color: 'text.secondary', width: '100%' }} data-testid="landing-text">
              {children}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {actions.map((a) => (
                <Button
                  key={a.to}
                  component={Link}
                  to={a.to}
                  variant={a.primary ? 'contained' : 'outlined'}
                  data-testid={a.testId}
                >
                  {a.label}
                </Button>
              ))}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
