/** The coloured title band at the top of the store's content pages. */
import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

export function PageBand({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Box
      sx={{ background: 'linear-gradient(120deg, #0b3d91, #1f6feb)', color: '#fff', py: { xs: 3, md: 5 } }}
      data-testid="page-band"
    >
      <Container maxWidth="lg">
        <Typography variant="h4" component="p" fontWeight={700} sx={{ fontSize: { xs: 24, md: 34 } }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ opacity: 0.85, mt: 1, maxWidth: 720 }}>{subtitle}</Typography>}
        {children}
      </Container>
    </Box>
  );
}
