/**
 * The console's top bar: menu toggle, product name, a way back to the public home, language, user menu.
 * On a phone the labels fold into their icons so the bar fits 375 px.
 */
import { memo } from 'react';
import { Box, Button, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Link, useLocation } from 'react-router-dom';
import { AppBar, useTranslate } from 'react-admin';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { LanguageMenu } from '../../shell/LanguageMenu.tsx';
import { AccountMenu } from './UserMenu.tsx';

/** memoized: react-admin's layout renders it again with every change above it, its props (alwaysOn) unchanged */
export const ConsoleAppBar = memo(function ConsoleAppBar({ alwaysOn }: { alwaysOn?: boolean }) {
  const t = useTranslate();
  const location = useLocation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const home = withKeptQuery('/home', location.search);
  return (
    <AppBar
      alwaysOn={alwaysOn}
      userMenu={<AccountMenu />}
      toolbar={<LanguageMenu compact={phone} />}
      data-testid="console-appbar"
    >
      <Typography variant="h6" noWrap sx={{ fontSize: { xs: 16, sm: 17 }, fontWeight: 600, minWidth: 0 }}>
        {t('app.name')}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {phone ? (
        <Tooltip title={t('routes.home')}>
          <IconButton color="inherit" component={Link} to={home} aria-label={t('routes.home')}>
            <HomeIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" component={Link} to={home} startIcon={<HomeIcon />} sx={{ textTransform: 'none' }}>
          {t('routes.home')}
        </Button>
      )}
    </AppBar>
  );
});
