/**
 * What a caller may hand out to a role or a team: everything for platform admins, otherwise only what they
 * hold themselves, so nobody can grant more than they have.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { dynamic } from '../db/dynamic.ts';
import { noPermission } from '../http/errors.ts';
import { grantedResourceIds, isPlatformAdmin, resourceTree } from './permissions.ts';
import type { Lang } from '../http/messages.ts';

export async function assignableTree(deps: Deps, caller: Caller, lang: Lang) {
  return resourceTree(deps, lang, isPlatformAdmin(caller) ? null : await grantedResourceIds(deps, caller.user_id));
}

export async function assertGrantable(deps: Deps, caller: Caller, resourceIds: number[]) {
  if (isPlatformAdmin(caller)) return;
  const held = await grantedResourceIds(deps, caller.user_id);
  if (resourceIds.some((id) => !held.has(id))) throw noPermission();
}

/** Users the caller manages: everyone for platform admins, otherwise the sub-users they created. */
export async function assertManagedUsers(deps: Deps, caller: Caller, userIds: number[]) {
  if (isPlatformAdmin(caller) || !userIds.length) return;
  const rows = await deps.db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('created_by', '=', caller.user_id)
    .execute();
  if (rows.length !== new Set(userIds).size) throw noPermission();
}

/**
 * Replaces the links of one row (a role's users, a user's teams, ...) with `ids`, touching only the links the
 * caller may see: `visible` lists the ids on the other side the caller may see (null = all, for platform admins).
 * A link to something the caller cannot see (the platform admin's role on a sub-user) is neither shown nor removed.
 */
export async function replaceLinks(
  trx: Transaction<Database>,
  table: LinkTable,
  ownerColumn: LinkColumn,
  ownerId: number,
  column: LinkColumn,
  ids: number[],
  visible: number[] | null = null,
) {
  // one code for four tables: the names come in as arguments (db/dynamic.ts)
  const links = dynamic(trx);
  // with nothing visible on the other side, no link is the caller's to remove
  if (!visible || visible.length) {
    let del = links.deleteFrom(table).where(ownerColumn, '=', ownerId);
    if (visible) del = del.where(column, 'in', visible);
    await del.execute();
  }
  const unique = [...new Set(ids)];
  if (unique.length) {
    await links
      .insertInto(table)
      .values(unique.map((id) => ({ [ownerColumn]: ownerId, [column]: id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** the tables that link two rows by their ids, and those ids */
type LinkTable = 'team_users' | 'team_resources' | 'user_roles' | 'role_resources';
type LinkColumn = 'team_id' | 'user_id' | 'resource_id' | 'role_id';

/** the owner-scoped tables whose visible ids a link may touch, and their keys */
interface Owned {
  users: 'user_id';
  roles: 'role_id';
  teams: 'team_id';
}

/** Ids of the caller's own rows in an owner-scoped table (null = all, for platform admins). */
export async function visibleIds<T extends keyof Owned>(
  db: Kysely<Database> | Transaction<Database>,
  caller: Caller,
  table: T,
  key: Owned[T],
): Promise<number[] | null> {
  if (isPlatformAdmin(caller)) return null;
  const from: string = table;
  const id: string = key;
  const rows = await dynamic(db).selectFrom(from).select(id).where('created_by', '=', caller.user_id).execute();
  return rows.map((r) => Number(r[id]));
}

/** Resource ids the caller may see in a role or team (what they hold themselves; null = all). */
export async function visibleResources(deps: Deps, caller: Caller): Promise<number[] | null> {
  return isPlatformAdmin(caller) ? null : [...(await grantedResourceIds(deps, caller.user_id))];
}

/**
 * Built-in roles that no invite code or join hands out, whoever made it: the platform's own administrator, and
 * the provider and enterprise admin roles, which come only through the role-apply work order.
 */
export const NEVER_BY_INVITE = new Set(['super_admin', 'provider', 'enterprise_admin']);
/** The built-in role every member may be given: the one a member gets when an invite names none. */
export const MEMBER_ROLE = 'developer';

/**
 * The roles behind `codes` that `grantorId` may hand to a member through an invite code or a join: the built-in
 * developer role, or roles the grantor created (the rule subUserEdit and roleBindUsers apply to their callers);
 * never a role in NEVER_BY_INVITE. Answers the role ids, or the codes that may not be granted.
 */
export async function rolesGrantableBy(
  db: Kysely<Database> | Transaction<Database>,
  grantorId: number | null,
  codes: string[],
): Promise<{ roleIds: number[]; refused: string[] }> {
  const wanted = [...new Set(codes)];
  const allowed = wanted.filter((c) => !NEVER_BY_INVITE.has(c));
  const rows = allowed.length
    ? await db
        .selectFrom('roles')
        .select(['role_id', 'role_code'])
        .where('role_code', 'in', allowed)
        .where((eb) =>
          eb.or([
            eb.and([eb('built_in', '=', 1), eb('role_code', '=', MEMBER_ROLE)]),
            eb.and([eb('built_in', '=', 0), eb('created_by', '=', grantorId ?? -1)]),
          ]),
        )
        .execute()
    : [];
  const found = new Set(rows.map((r) => r.role_code));
  return { roleIds: rows.map((r) => r.role_id), refused: wanted.filter((c) => !found.has(c)) };
}

/** The comma-separated role codes an invite code carries. */
export const inviteRoleCodes = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
