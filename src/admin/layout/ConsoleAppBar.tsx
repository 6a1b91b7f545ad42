/** The console's top bar: menu toggle, product name (to the public home), language, user menu. */
import { Box, Button, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Link, useLocation } from 'react-router-dom';
import { AppBar, useTranslate } from 'react-admin';
import { withKeptQuery } from '../routing/hide-setting.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { AccountMenu } from './UserMenu.tsx';

export function ConsoleAppBar() {
  const t = useTranslate();
  const location = useLocation();
  return (
    <AppBar userMenu={<AccountMenu />} toolbar={<LanguageMenu />} data-testid="console-appbar">
      <Typography variant="h6" noWrap sx={{ fontSize: 17, fontWeight: 600 }}>{t('app.name')}</Typography>
      <Box sx={{ flex: 1 }} />
      <Button color="inherit" component={Link} to={withKeptQuery('/home', location.search)} startIcon={<HomeIcon />} sx={{ textTransform: 'none' }}>
        {t('routes.home')}
      </Button>
    </AppBar>
  );
}
