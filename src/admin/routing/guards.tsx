/**
 * The navigation rules of SPEC.md section 2 that decide where a path goes: the root redirect, public
 * screens in their layout, console screens behind their permission, and everything unknown to home.
 */
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { isLoggedIn } from '../../api/session.ts';
import type { RouteEntry } from '../../shared/routes.ts';
import { firstLeaf, mayOpen } from '../../shell/permissions.ts';
import { usePerms } from './perms.ts';
import { LoadingState, TitledNotice } from '../../shell/ui/states.tsx';
import { BLANK_PATH, HOME_PATH, routeForPath } from '../../shell/routing/return-url.ts';
import { builtConsoleRoutes, builtScreens } from './built-routes.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { RoleCallout, useHoldsNoRole, type NeededRole } from '../../shell/ui/RoleCallout.tsx';

/**
 * A developer's or provider's page opened by an account holding neither role (a fresh registration): the role it
 * needs, so the page says how to get it instead of bouncing with 无权访问. Anyone holding a role is bounced as before.
 */
function roleNeeded(noRole: boolean | undefined, entry: RouteEntry): NeededRole | undefined {
  if (!noRole) return undefined;
  return entry.group === 'developers' ? 'developer' : entry.group === 'providers' ? 'provider' : undefined;
}

/** Sends a logged-in user to the first console page they may open, or to /blank with the SPEC's notice. */
export function GoConsoleHome({ notice }: { notice?: string }) {
  const { permissions, isPending } = usePerms();
  const notify = useNotify();
  const t = useTranslate();
  const location = useLocation();
  const leaf = permissions ? firstLeaf(builtConsoleRoutes(), permissions) : undefined;
  useEffect(() => {
    if (isPending || !permissions) return;
    if (!leaf) {
      notify(<TitledNotice title={t('app.permission.error_title')} message={t('app.permission.no_resource')} />, {
        type: 'error',
      });
    } else if (notice) {
      notify(notice, { type: 'warning' });
    }
  }, [isPending, permissions, leaf, notice, notify, t]);
  if (isPending) return <LoadingState minHeight={320} />;
  return <Navigate to={withKeptQuery(leaf?.path ?? BLANK_PATH, location.search)} replace />;
}

export function RootRedirect() {
  const location = useLocation();
  if (isLoggedIn()) return <GoConsoleHome />;
  return <Navigate to={`${HOME_PATH}${location.search}`} replace />;
}

function Screen({ name, component }: { name: string; component?: ComponentType }) {
  const Component: ComponentType = component ?? builtScreens()[name];
  return (
    <Suspense fallback={<LoadingState minHeight={320} />}>
      <Component />
    </Suspense>
  );
}

/** Public-layout pages about the visitor's own account: a visitor goes to login and comes back, not to an error banner. */
const LOGIN_NEEDED = new Set(['joinEnterprise', 'modifyInformation', 'changeIdUserdetails']);

function publicLoginUrl(entry: RouteEntry, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('return');
  const out = new URLSearchParams({ return: entry.name });
  query.forEach((v, k) => out.append(k, v));
  return `/login?${out.toString()}`;
}

export function PublicRoute({
  entry,
  layout: Layout,
}: {
  entry: RouteEntry;
  layout: ComponentType<{ children: ReactNode }>;
}) {
  const location = useLocation();
  // decided once: logging in on this page must not bounce the login form away before it redirects
  const [loggedInAtEntry] = useState(isLoggedIn);
  if (entry.name === 'login' && loggedInAtEntry)
    return <Navigate to={withKeptQuery(HOME_PATH, location.search)} replace />;
  if (LOGIN_NEEDED.has(entry.name) && !isLoggedIn())
    return <Navigate to={publicLoginUrl(entry, location.search)} replace />;
  return (
    <Layout>
      <Screen name={entry.name} />
    </Layout>
  );
}

/** A console page behind its route's permission; record pages pass their own screen and their list's entry. */
export function ConsoleRoute({ entry, screen }: { entry: RouteEntry; screen?: ComponentType }) {
  const { permissions, isPending } = usePerms();
  const noRole = useHoldsNoRole();
  const t = useTranslate();
  if (isPending) return <LoadingState minHeight={320} />;
  if (!mayOpen(permissions, entry)) {
    if (noRole === undefined && isLoggedIn()) return <LoadingState minHeight={320} />;
    const role = roleNeeded(noRole, entry);
    if (role) return <RoleCallout roles={[role]} action={t(`routes.${entry.name}`)} />;
    return <GoConsoleHome notice={t('app.permission.page_denied')} />;
  }
  return <Screen name={entry.name} component={screen} />;
}

/**
 * Unknown paths go home. A console page the user lacks is refused with a notice (instead of silently
 * landing on the public home), so a deep link tells them why it did not open.
 */
export function CatchAll() {
  const location = useLocation();
  const route = routeForPath(location.pathname);
  if (route?.layout === 'console' && isLoggedIn()) return <ListedConsolePath route={route} />;
  return <Navigate to={withKeptQuery(HOME_PATH, location.search)} replace />;
}

function ListedConsolePath({ route }: { route: RouteEntry }) {
  const { permissions, isPending } = usePerms();
  const t = useTranslate();
  const location = useLocation();
  if (isPending) return <LoadingState minHeight={320} />;
  if (!mayOpen(permissions, route)) return <GoConsoleHome notice={t('app.permission.page_denied')} />;
  return <Navigate to={withKeptQuery(HOME_PATH, location.search)} replace />;
}
