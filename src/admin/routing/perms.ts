/**
 * The session's permissions as every console part reads them (guards, menu, layout, <Can>): a module of its own,
 * so a button that checks a permission does not import the route guards (and, through them, the route list).
 */
import { usePermissions } from 'react-admin';
import { getTicket } from '../../api/session.ts';
import type { Permissions } from '../../shell/permissions.ts';

export const NO_RETRY = { retry: false } as const;

/**
 * Permissions of the current session. The session is part of the query key: react-admin may have cached
 * "no permissions" while logged out, and that stale answer must not be shown to the user who just logged in.
 */
export function usePerms() {
  const session = getTicket()?.slice(-12) ?? 'none';
  const { permissions, isPending, error } = usePermissions<Permissions>({ session }, NO_RETRY);
  return { permissions, isPending, error };
}
