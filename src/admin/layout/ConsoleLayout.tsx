/**
 * react-admin's layout slot. Console pages get the gate (login, user info, permissions), side menu,
 * breadcrumb and tabs; any other path reaching this slot is the catch-all and renders bare. The frame shows at
 * once: while the session calls are out, the page area says it is loading instead of the whole screen.
 */
import { memo, useEffect, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { Layout, useGetIdentity, useLogout, useResourceDefinitions } from 'react-admin';
import { getTicket } from '../../api/session.ts';
import { endSessionLocally } from '../../shell/authProvider.ts';
import { ExportTray } from '../exports/ExportTray.tsx';
import { firstLeaf } from '../../shell/permissions.ts';
import { GoConsoleHome } from '../routing/guards.tsx';
import { NO_RETRY, usePerms } from '../routing/perms.ts';
import { useNavHidden } from '../../shell/routing/hide-setting.tsx';
import { builtConsoleRoutes } from '../routing/built-routes.ts';
import { loginUrlFor } from '../../shell/routing/return-url.ts';
import { LoadingState } from '../../shell/ui/states.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { ConsoleAppBar } from './ConsoleAppBar.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';
import { isConsolePath } from './console-paths.ts';
import { PageTabs, TabsProvider } from './PageTabs.tsx';
import { InitPasswordGate } from './UserMenu.tsx';

const NoAppBar = () => null;

/** memoized (no props): react-admin's layout renders its children again with every change above it */
const PageHead = memo(function PageHead() {
  return (
    <>
      <Breadcrumb />
      <PageTabs />
    </>
  );
});

/** Loads who the user is and what they may do; a failed load ends the session (SPEC.md section 8). */
function ConsoleSession({ children }: { children: ReactNode }) {
  const identity = useGetIdentity(NO_RETRY);
  const { permissions, isPending, error } = usePerms();
  const logout = useLogout();
  const failed = identity.error || error;
  useEffect(() => {
    // a lost session was already handled by the request wrapper (with its return route)
    if (failed && getTicket()) {
      endSessionLocally();
      void logout({}, '/login', false);
    }
  }, [failed, logout]);
  if (failed) return null;
  if (identity.isPending || isPending) return <LoadingState minHeight={320} />;
  if (!firstLeaf(builtConsoleRoutes(), permissions)) return <GoConsoleHome />;
  return <>{children}</>;
}

/**
 * The page may never be wider than the window: react-admin's frame is `min-width: fit-content`, so one wide
 * child (16 tabs, a wide table) used to widen the whole page and push the toolbar and pagination off screen.
 */
const frame = (navHidden: boolean) => ({
  minWidth: 0,
  '& .RaLayout-contentWithSidebar, & .RaLayout-content, & #main-content': { minWidth: 0 },
  '& .RaList-main, & .RaShow-main, & .RaEdit-main, & .RaCreate-main': { minWidth: 0 },
  // a record page's side panel (a role's permissions) goes below the record on a phone
  '& .RaShow-main, & .RaEdit-main': { flexWrap: { xs: 'wrap', md: 'nowrap' } },
  '& .RaLayout-content': { px: { xs: 0.5, sm: 1 } },
  ...(navHidden ? { '& .RaLayout-appFrame': { marginTop: 0 } } : {}),
});

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const resources = useResourceDefinitions();
  const navHidden = useNavHidden();
  if (!isConsolePath(location.pathname, Object.keys(resources))) return <>{children}</>;
  if (!getTicket()) return <Navigate to={loginUrlFor(location.pathname, location.search)} replace />;
  return (
    <TabsProvider>
      {/* the bar stays in place: hiding it on scroll costs every page load a forced layout (useScrollTrigger) */}
      <Layout appBar={navHidden ? NoAppBar : ConsoleAppBar} appBarAlwaysOn menu={ConsoleMenu} sx={frame(navHidden)}>
        <PageHead />
        <Box sx={{ pb: 3, minWidth: 0 }}>
          <ConsoleSession>{children}</ConsoleSession>
        </Box>
      </Layout>
      <InitPasswordGate />
      <ExportTray />
    </TabsProvider>
  );
}
