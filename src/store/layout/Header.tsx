/**
 * The public header (SPEC.md section 2). Without a stored token it offers only the login button on the
 * account side: bell, environment, console and user menu need a session. On a phone the search box becomes
 * an icon and the documentation, language, environment and console entries fold into one menu, so the header
 * fits 375 px with the login button in view.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Box, Button, IconButton, InputBase, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import HubIcon from '@mui/icons-material/Hub';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from '../../shell/host.tsx';
import { isLoggedIn } from '../../api/session.ts';
import { LanguageMenu } from '../../shell/LanguageMenu.tsx';
import { AccountMenuSlot } from '../../shell/account-slots.tsx';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import MoreIcon from '@mui/icons-material/MoreVert';

/**
 * The bell, environment switcher and phone menu (menus, badges, tooltips) arrive as their own chunk: a visitor's
 * desktop header shows none of them, and the phone menu's button stands in while it loads.
 */
const actions = () => import('./HeaderActions.tsx');
const NoticeBell = lazy(() => actions().then((m) => ({ default: m.NoticeBell })));
const EnvSwitcher = lazy(() => actions().then((m) => ({ default: m.EnvSwitcher })));
const PhoneSearchButton = lazy(() => actions().then((m) => ({ default: m.PhoneSearchButton })));
const HeaderMoreMenu = lazy(() => actions().then((m) => ({ default: m.HeaderMoreMenu })));

/** the search dialog's code arrives when a visitor first opens it, not with every page */
const SearchModal = lazy(() => import('./SearchModal.tsx').then((m) => ({ default: m.SearchModal })));

export function Header() {
  const t = useTranslate();
  const location = useLocation();
  const loggedIn = isLoggedIn();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const keep = (path: string) => withKeptQuery(path, location.search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearching(true);
  };

  return (
    <Box
      component="header"
      data-testid="public-header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, md: 1.5 },
        px: { xs: 1.5, md: 3 },
        height: 64,
        bgcolor: '#fff',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.primary',
        minWidth: 0,
      }}
    >
      <Box
        component={Link}
        to={keep('/home')}
        aria-label={t('app.header.logo')}
        data-testid="logo"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'primary.main',
          textDecoration: 'none',
          mr: { xs: 0, md: 2 },
          minWidth: 0,
        }}
      >
        <HubIcon fontSize={phone ? 'medium' : 'large'} />
        <Typography variant="h6" noWrap fontWeight={700} color="text.primary" sx={{ fontSize: { xs: 16, md: 20 } }}>
          {t('app.name')}
        </Typography>
      </Box>
      {!phone && (
        <Paper
          component="form"
          onSubmit={submit}
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', px: 1.5, width: 300, maxWidth: '32vw', borderRadius: 5 }}
        >
          <SearchIcon fontSize="small" color="action" />
          <InputBase
            value={text}
            onChange={(e) => setText(e.target.value)}
            onFocus={() => setSearching(true)}
            placeholder={t('app.header.search_placeholder')}
            sx={{ ml: 1, flex: 1, fontSize: 14 }}
            inputProps={{ 'data-testid': 'header-search' }}
          />
        </Paper>
      )}
      <Box sx={{ flex: 1 }} />
      {phone && (
        <Suspense
          fallback={
            <IconButton color="inherit" disabled aria-label={t('app.search.title')}>
              <SearchIcon />
            </IconButton>
          }
        >
          <PhoneSearchButton onClick={() => setSearching(true)} />
        </Suspense>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <NoticeBell />
        </Suspense>
      )}
      {!phone && (
        <>
          <Button
            color="inherit"
            component={Link}
            to={keep('/doccenter')}
            sx={{ textTransform: 'none' }}
            data-testid="doc-center"
          >
            {t('app.header.doc_center')}
          </Button>
          <LanguageMenu />
          {loggedIn && (
            <Suspense fallback={null}>
              <EnvSwitcher />
            </Suspense>
          )}
          {loggedIn && (
            <Button
              variant="outlined"
              component={Link}
              to={keep('/')}
              sx={{ textTransform: 'none' }}
              data-testid="console-link"
            >
              {t('app.header.console')}
            </Button>
          )}
        </>
      )}
      {phone && (
        <Suspense
          fallback={
            <IconButton color="inherit" disabled aria-label={t('app.header.more')}>
              <MoreIcon />
            </IconButton>
          }
        >
          <HeaderMoreMenu loggedIn={loggedIn} />
        </Suspense>
      )}
      {loggedIn ? (
        <Box sx={{ color: 'primary.main' }}>
          <AccountMenuSlot />
        </Box>
      ) : (
        <Button
          variant="contained"
          component={Link}
          to={keep('/login')}
          data-testid="login-button"
          sx={{ flexShrink: 0, minWidth: 0 }}
        >
          {t('app.header.login')}
        </Button>
      )}
      {searching && (
        <Suspense fallback={null}>
          <SearchModal key={String(searching)} open={searching} initial={text} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </Box>
  );
}
