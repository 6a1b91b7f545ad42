/**
 * The store's own app for a visitor's page load (issue 13, DESIGN.md section 7's /home budget): react-router,
 * MUI and the store's pages, with translate/notify from a polyglot translator and a snackbar instead of
 * react-admin. Whatever is not a store page (login, the console, a session that just started) is loaded anew
 * through the console's entry: main.tsx decides per page load.
 */
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Alert, CssBaseline, Snackbar, ThemeProvider, createTheme } from '@mui/material';
import { bindApiEvents } from '../../api/events.ts';
import { clearSession, isLoggedIn } from '../../api/session.ts';
import {
  ShellHostProvider,
  useLocaleState,
  useNotify,
  useTranslate,
  type NotifyFunction,
  type NotifyType,
  type ShellHost,
} from '../../shell/host.tsx';
import { applyDocumentTitle, publishedTitle, useTitlesVersion } from '../../shell/page-title.ts';
import { HideSettingKeeper, withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { LoadingState } from '../../shell/ui/states.tsx';
import { storeTheme } from '../../shell/theme.ts';
import PublicLayout from '../layout/PublicLayout.tsx';
import { createStoreI18n } from './i18n.ts';
import { STORE_PATHS, storeRouteFor } from './paths.ts';
import { storeScreens } from './screens.ts';

const theme = createTheme(storeTheme);
const i18n = createStoreI18n();

interface Notice {
  key: number;
  message: ReactNode;
  type: NotifyType;
  multiLine: boolean;
  autoHideDuration: number | null;
}

function StoreHost({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(i18n.getLocale());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  // a new function per language, as react-admin's: components that depend on it re-render
  const translate = useMemo(
    () => (key: string, options?: Record<string, unknown>) => i18n.translate(key, options),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what makes the function new
    [locale],
  );
  const setLocale = useCallback((next: string) => {
    i18n.changeLocale(next);
    setLocaleState(i18n.getLocale());
  }, []);
  const notify = useCallback<NotifyFunction>((message, options = {}) => {
    // react-admin translates a string message (a key, or a text that is its own default) with its args
    const text =
      typeof message === 'string' ? i18n.translate(message, { _: message, ...options.messageArgs }) : message;
    setNotice({
      key: Date.now(),
      message: text,
      type: options.type ?? 'info',
      multiLine: !!options.multiLine,
      autoHideDuration: options.autoHideDuration === undefined ? 4000 : options.autoHideDuration,
    });
    setOpen(true);
  }, []);
  // useRemote's reads follow the language through their own dependencies: nothing else to refetch here
  const refresh = useCallback(() => undefined, []);
  const host = useMemo<ShellHost>(
    () => ({ translate, locale, setLocale, notify, refresh }),
    [translate, locale, setLocale, notify, refresh],
  );
  return (
    <ShellHostProvider value={host}>
      {children}
      <Snackbar
        key={notice?.key}
        open={open}
        autoHideDuration={notice?.autoHideDuration ?? null}
        onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.type ?? 'info'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ whiteSpace: notice?.multiLine ? 'pre-wrap' : undefined }}
          data-testid="store-notice"
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </ShellHostProvider>
  );
}

/** the request wrapper's notify/translate, and a lost session sent to the login page (the console's entry) */
function ApiEventsBinder() {
  const notify = useNotify();
  useEffect(
    () =>
      bindApiEvents({
        translate: (key, args) => i18n.translate(key, args),
        notify: (message, type) => notify(message, { type, multiLine: message.length > 40 }),
        sessionLost: (kind) => {
          // a visitor has no session to lose; a stale one is dropped and the login page (the console's entry) opens
          clearSession();
          if (kind === 'auth_failed') location.assign(withKeptQuery('/login', location.search));
        },
      }),
    [notify],
  );
  return null;
}

/** page title = product name + the page's title, in the current language (as the console's TitleSync) */
function TitleSync() {
  const location = useLocation();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const version = useTitlesVersion();
  useEffect(() => {
    const name = storeRouteFor(location.pathname);
    applyDocumentTitle(
      translate,
      locale,
      publishedTitle(location.pathname) ?? (name ? { key: `routes.${name}` } : undefined),
    );
  }, [location.pathname, location.search, translate, locale, version]);
  return null;
}

/**
 * A path this app does not serve (login, console, anything unknown), or a session started on this page (a login
 * in another tab): the URL is already the new one, so loading it anew hands it to the console's entry.
 */
function ConsoleHandOff() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <LoadingState minHeight={320} />;
}

function SessionWatch() {
  const location = useLocation();
  useEffect(() => {
    if (isLoggedIn()) window.location.reload();
  }, [location]);
  return null;
}

function StorePage({ name }: { name: keyof typeof storeScreens }) {
  const Screen = storeScreens[name];
  return (
    <PublicLayout>
      <Suspense fallback={<LoadingState minHeight={320} />}>
        <Screen />
      </Suspense>
    </PublicLayout>
  );
}

function RootRedirect() {
  const location = useLocation();
  return <Navigate to={`/home${location.search}`} replace />;
}

export function StoreApp() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <StoreHost>
          <Routes>
            <Route path="/" element={<RootRedirect />} />
            {Object.entries(STORE_PATHS).map(([path, name]) => (
              <Route key={name} path={path} element={<StorePage name={name} />} />
            ))}
            <Route path="*" element={<ConsoleHandOff />} />
          </Routes>
          <ApiEventsBinder />
          <HideSettingKeeper />
          <TitleSync />
          <SessionWatch />
        </StoreHost>
      </ThemeProvider>
    </BrowserRouter>
  );
}

/** starts the current page's chunk while React boots, as the console's preload does */
export function preloadStorePage(pathname: string) {
  const name = storeRouteFor(pathname) ?? (pathname === '/' ? 'home' : undefined);
  if (name) void storeScreens[name].preload().catch(() => undefined);
}
