/** The login frame: product name, language menu, and the form centred on a quiet background. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import HubIcon from '@mui/icons-material/Hub';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../shell/host.tsx';
import { LanguageMenu } from '../../shell/LanguageMenu.tsx';

export default function LoginLayout({ children }: { children: ReactNode }) {
  const t = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #0b3d91 0%, #1f6feb 60%, #5aa2ff 100%)',
      }}
      data-testid="login-layout"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: { xs: 2, sm: 4 }, height: 64, color: '#fff', minWidth: 0 }}>
        <Box
          component={Link}
          to="/home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: '#fff', textDecoration: 'none' }}
        >
          <HubIcon fontSize="large" />
          <Typography variant="h6" fontWeight={700} noWrap>
            {t('app.name')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
      </Box>
      {/* minmax(0, 1fr): a grid column would otherwise grow to the card's 400 px on a 375 px phone */}
      <Box
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          placeItems: 'center',
          p: { xs: 1.5, sm: 2 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
