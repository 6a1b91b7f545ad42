/**
 * The role-resource model (SPEC.md section 6): menus (type 1) and buttons (type 2) granted through roles.
 * One function answers "may this caller do X" for the x-permission hook and for is_resource_check.
 */
import type { Caller, Deps } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import { POSITIVE_TTL_MS } from './cache/index.ts';

export const SUPER_ADMIN = 0;

/** Super and platform admins (user types 0 and 1) see and manage every account's rows. */
export const isPlatformAdmin = (caller: Caller) => caller.user_type <= 1;

/**
 * Menus that configure the whole platform (user sources: directory endpoints and account-name prefixes): only
 * platform admins hold them, whatever roles or teams give anyone else; the built-in roles leave them out too.
 */
export const PLATFORM_ONLY_MENUS = ['userSource'];

export interface Grants {
  all: boolean;
  menus: Set<string>;
  /** `menuCode:buttonCode` */
  buttons: Set<string>;
}

const ALL: Grants = Object.freeze({ all: true, menus: new Set<string>(), buttons: new Set<string>() });

/** What the caller holds; kept per user in the session cache (auth/cache), so callers must not change it. */
export async function loadGrants(deps: Deps, caller: Caller): Promise<Grants> {
  if (caller.user_type === SUPER_ADMIN) return ALL;
  if (!deps.authCache) return readGrants(deps, caller);
  return deps.authCache.through(
    'grants',
    caller.user_id,
    () => readGrants(deps, caller),
    () => POSITIVE_TTL_MS,
  );
}

async function readGrants(deps: Deps, caller: Caller): Promise<Grants> {
  const rows = await deps.db
    .selectFrom('resources as r')
    .leftJoin('resources as p', 'p.resource_id', 'r.parent_id')
    .select(['r.type', 'r.code', 'p.code as parent_code'])
    .where('r.resource_id', 'in', grantedIdsQuery(deps, caller.user_id))
    .execute();
  const grants: Grants = { all: false, menus: new Set(), buttons: new Set() };
  for (const r of rows) {
    if (r.type === 1) grants.menus.add(r.code);
    else grants.buttons.add(`${r.parent_code}:${r.code}`);
  }
  return grants;
}

/** `permission` is 'login' (any caller), a menu code, `menuCode:action`, or alternatives joined by `|`. */
export function allows(grants: Grants, permission: string): boolean {
  if (grants.all || permission === 'login') return true;
  if (permission.includes('|')) return permission.split('|').some((p) => allows(grants, p));
  const [menu, action] = permission.split(':');
  if (!grants.menus.has(menu)) return false;
  return !action || grants.buttons.has(`${menu}:${action}`);
}

export interface PermissionItem {
  id: number;
  type: number;
  parentId: number | null;
  menuId: number | null;
  menuCode: string | null;
  menuName: string | null;
  buttonName: string | null;
  buttonCode: string | null;
  children: PermissionItem[];
}

/**
 * The caller's tree: every granted entry with its ancestors, so a granted leaf keeps its group.
 * `only` limits it to some resource ids (null = everything, for the super admin and the role editor).
 */
export async function resourceTree(deps: Deps, lang: Lang, only: Set<number> | null): Promise<PermissionItem[]> {
  const rows = await deps.db.selectFrom('resources').selectAll().orderBy('sort').orderBy('resource_id').execute();
  const byId = new Map(rows.map((r) => [r.resource_id, r]));
  let keep: Set<number> | null = null;
  if (only) {
    keep = new Set();
    for (const id of only) {
      for (
        let cur = byId.get(id);
        cur && !keep.has(cur.resource_id);
        cur = cur.parent_id ? byId.get(cur.parent_id) : undefined
      ) {
        keep.add(cur.resource_id);
      }
    }
  }
  const items = new Map<number, PermissionItem>();
  for (const r of rows) {
    if (keep && !keep.has(r.resource_id)) continue;
    const name = lang === 'en' ? r.name_en : r.name;
    items.set(r.resource_id, {
      id: r.resource_id,
      type: r.type,
      parentId: r.parent_id,
      menuId: r.type === 1 ? r.resource_id : r.parent_id,
      menuCode: r.type === 1 ? r.code : r.parent_id ? (byId.get(r.parent_id)?.code ?? null) : null,
      menuName: r.type === 1 ? name : null,
      buttonName: r.type === 2 ? name : null,
      buttonCode: r.type === 2 ? r.code : null,
      children: [],
    });
  }
  const roots: PermissionItem[] = [];
  for (const item of items.values()) {
    const parent = item.parentId ? items.get(item.parentId) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/**
 * Resources a user holds through their roles or through the teams they belong to; a platform-only menu and its
 * buttons only when the user is a platform admin.
 */
function grantedIdsQuery(deps: Deps, userId: number) {
  const db = deps.db;
  const held = db
    .selectFrom('user_roles as ur')
    .innerJoin('role_resources as rr', 'rr.role_id', 'ur.role_id')
    .select('rr.resource_id')
    .where('ur.user_id', '=', userId)
    .union(
      db
        .selectFrom('team_users as tu')
        .innerJoin('team_resources as tr', 'tr.team_id', 'tu.team_id')
        .select('tr.resource_id')
        .where('tu.user_id', '=', userId),
    );
  const platformOnly = db
    .selectFrom('resources as r')
    .leftJoin('resources as p', 'p.resource_id', 'r.parent_id')
    .select('r.resource_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('r.type', '=', 1), eb('r.code', 'in', PLATFORM_ONLY_MENUS)]),
        eb('p.code', 'in', PLATFORM_ONLY_MENUS),
      ]),
    );
  return db
    .selectFrom(held.as('g'))
    .select('g.resource_id')
    .where((eb) =>
      eb.or([
        eb.exists(db.selectFrom('users').select('user_id').where('user_id', '=', userId).where('user_type', '<=', 1)),
        eb('g.resource_id', 'not in', platformOnly),
      ]),
    );
}

export async function grantedResourceIds(deps: Deps, userId: number): Promise<Set<number>> {
  const rows = await grantedIdsQuery(deps, userId).execute();
  return new Set(rows.map((r: { resource_id: number }) => r.resource_id));
}
