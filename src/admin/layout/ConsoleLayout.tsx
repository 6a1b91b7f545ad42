/**
 * react-admin's layout slot. Console pages get the gate (login, user info, permissions), side menu,
 * breadcrumb and tabs; any other path reaching this slot is the catch-all and renders bare.
 */
import { useEffect, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import { Layout, useGetIdentity, useLogout, useResourceDefinitions } from 'react-admin';
import { getTicket } from '../../api/session.ts';
import { endSessionLocally } from '../authProvider.ts';
import { firstLeaf } from '../permissions.ts';
import { GoConsoleHome, NO_RETRY, usePerms } from '../routing/guards.tsx';
import { useNavHidden } from '../routing/hide-setting.tsx';
import { builtConsoleRoutes } from '../routing/registry.ts';
import { loginUrlFor } from '../routing/return-url.ts';
import { LoadingState } from '../ui/states.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { ConsoleAppBar } from './ConsoleAppBar.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';
import { isConsolePath } from './console-paths.ts';
import { PageTabs, TabsProvider } from './PageTabs.tsx';
import { InitPasswordGate } from './UserMenu.tsx';

const NoAppBar = () => null;

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
  if (identity.isPending || isPending) return <LoadingState minHeight={480} />;
  if (!firstLeaf(builtConsoleRoutes, permissions)) return <GoConsoleHome />;
  return <>{children}</>;
}

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const resources = useResourceDefinitions();
  const navHidden = useNavHidden();
  if (!isConsolePath(location.pathname, Object.keys(resources))) return <>{children}</>;
  if (!getTicket()) return <Navigate to={loginUrlFor(location.pathname, location.search)} replace />;
  return (
    <ConsoleSession>
      <TabsProvider>
        <Layout
          appBar={navHidden ? NoAppBar : ConsoleAppBar} menu={ConsoleMenu}
          sx={navHidden ? { '& .RaLayout-appFrame': { marginTop: 0 } } : undefined}
        >
          <Breadcrumb />
          <PageTabs />
          <Box sx={{ pb: 3 }}>{children}</Box>
        </Layout>
        <InitPasswordGate />
      </TabsProvider>
    </ConsoleSession>
  );
}
