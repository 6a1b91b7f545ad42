/**
 * The action marker of SPEC.md section 6: `<Can action="delete">…</Can>` renders its children only when
 * the user holds that button under the current menu (or the given resource). Hiding is never the only
 * check: the server enforces the same codes.
 */
import type { ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Action } from '../../shared/routes.ts';
import { canAccess } from '../../shell/permissions.ts';
import { usePerms } from '../routing/perms.ts';
import { routeForPath } from '../../shell/routing/return-url.ts';
import { matchRecordPage } from '../resources/record-routes.ts';

export function useCan(action: Action | string, resource?: string): boolean {
  const fromResource = useResourceContext();
  const location = useLocation();
  const { permissions } = usePerms();
  // a record page (…/4/edit) answers for its list's menu
  const route = matchRecordPage(location.pathname, location.search)?.route.list ?? routeForPath(location.pathname);
  const menu = resource ?? route?.permission ?? fromResource;
  return !!menu && canAccess(permissions, menu, action);
}

export function Can({
  action,
  resource,
  children,
  fallback = null,
}: {
  action: Action | string;
  resource?: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(action, resource) ? children : fallback}</>;
}
