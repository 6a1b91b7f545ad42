/**
 * SPEC.md section 6: the role-resource tree becomes the set of menus (resources) and, per menu, the buttons
 * (actions) the user holds. Route filtering, the console's home redirect and react-admin's canAccess all
 * read this one shape.
 */
import type { openauthor } from '../api/generated/index.ts';
import { consoleGroups, type RouteEntry } from '../shared/routes.ts';

export type PermissionItem = openauthor.components['schemas']['PermissionItem'];

export interface Permissions {
  superAdmin: boolean;
  menus: Set<string>;
  /** menuCode -> button codes */
  actions: Map<string, Set<string>>;
}

export const SUPER_ADMIN = 0;
/** every logged-in user holds these: 'default' routes and the default empty menu */
export const DEFAULT_MENUS = ['default', ''];

export function permissionsFromTree(tree: PermissionItem[], userType?: number): Permissions {
  const perms: Permissions = {
    superAdmin: userType === SUPER_ADMIN,
    menus: new Set(DEFAULT_MENUS),
    actions: new Map(),
  };
  const walk = (items: PermissionItem[]) => {
    for (const item of items) {
      if (item.type === 1 && item.menuCode) perms.menus.add(item.menuCode);
      if (item.type === 2 && item.menuCode && item.buttonCode) {
        const set = perms.actions.get(item.menuCode) ?? new Set<string>();
        set.add(item.buttonCode);
        perms.actions.set(item.menuCode, set);
      }
      walk(item.children ?? []);
    }
  };
  walk(tree);
  return perms;
}

/** react-admin's own action names, mapped onto the product's button codes */
const RA_ACTIONS: Record<string, string | null> = {
  list: null,
  access: null,
  show: 'get',
  create: 'add',
  clone: 'add',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
};

export function canAccess(perms: Permissions | undefined, resource: string, action?: string): boolean {
  if (!perms) return false;
  if (perms.superAdmin) return true;
  if (!perms.menus.has(resource)) return false;
  const button = action === undefined ? null : action in RA_ACTIONS ? RA_ACTIONS[action] : action;
  return button === null || (perms.actions.get(resource)?.has(button) ?? false);
}

export function mayOpen(perms: Permissions | undefined, route: RouteEntry): boolean {
  if (route.permission === undefined) return true;
  if (!perms) return false;
  return DEFAULT_MENUS.includes(route.permission) || canAccess(perms, route.permission);
}

/** console routes the user may open, in side-menu order (groups as in routes.ts) */
export function accessibleConsoleRoutes(routes: RouteEntry[], perms: Permissions | undefined): RouteEntry[] {
  const order = (r: RouteEntry) => consoleGroups.indexOf(r.group as (typeof consoleGroups)[number]);
  return routes
    .filter((r) => r.layout === 'console' && mayOpen(perms, r))
    .map((r, i) => ({ r, i }))
    .sort((a, b) => order(a.r) - order(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

/** The console's home: the first accessible leaf (a menu entry, not a hidden detail page); undefined = none. */
export function firstLeaf(routes: RouteEntry[], perms: Permissions | undefined): RouteEntry | undefined {
  return accessibleConsoleRoutes(routes, perms).find((r) => !r.hidden);
}
