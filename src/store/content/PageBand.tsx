/** The coloured title band at the top of the store's content pages, with the page's illustration beside the text. */
import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

export function PageBand({
  title,
  subtitle,
  art,
  children,
}: {
  title: string;
  subtitle?: string;
  /** the page's drawing: right of the text on a desktop, under it (smaller) on a phone */
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{ background: 'linear-gradient(120deg, #0b3d91, #1f6feb)', color: '#fff', py: { xs: 3, md: 5 } }}
      data-testid="page-band"
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: { xs: 2, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: art ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="p" fontWeight={700} sx={{ fontSize: { xs: 24, md: 34 } }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ opacity: 0.85, mt: 1, maxWidth: 720 }}>{subtitle}</Typography>}
          {children}
        </Box>
        {art && (
          <Box sx={{ height: { xs: 150, md: 260 }, maxWidth: { xs: 260, md: 'none' }, justifySelf: { xs: 'center' } }}>
            {art}
          </Box>
        )}
      </Container>
    </Box>
  );
}
