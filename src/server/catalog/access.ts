/**
 * Who may touch a group and its child rows: the provider who owns it and platform admins. A group outside the
 * caller's reach answers 404, as every scoped row does; child rows (APIs, charge rules, IP settings, history)
 * carry the group owner in created_by so the generic scope applies to them unchanged.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { ApiGroups, Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import type { Selectable } from 'kysely';
import { dynamic } from '../db/dynamic.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type Group = Selectable<ApiGroups>;

/** The group when the caller may act on it (locked FOR UPDATE when asked, inside a transaction), else 404. */
export async function visibleGroup(db: Db, caller: Caller | undefined, groupId: unknown, lock = false): Promise<Group> {
  const id = Number(groupId);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  // an archived group is deleted for everyone who acts on groups; only bills and reports still name it
  let q = db.selectFrom('api_groups').selectAll().where('group_id', '=', id).where('archived_at', 'is', null);
  if (caller && !isPlatformAdmin(caller)) q = q.where('created_by', '=', caller.user_id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as Group;
}

/** APIs, upstreams and the group's own fields change only in a draft; a published group changes through an upgrade. */
export function assertDraft(group: Group): void {
  if (group.group_state !== 'draft')
    throw new ApiError(409, 'INVALID_STATE', 'GROUP_NOT_EDITABLE', { state: group.group_state });
}

/** The group ids of one lineage: the group, the published group it upgrades, the upgrade draft beside it. */
export async function lineage(db: Db, group: Pick<Group, 'group_id' | 'parent_group_id'>): Promise<number[]> {
  const ids = new Set([group.group_id]);
  if (group.parent_group_id) ids.add(group.parent_group_id);
  const child = await db
    .selectFrom('api_groups')
    .select('group_id')
    .where('parent_group_id', '=', group.group_id)
    .executeTakeFirst();
  if (child) ids.add(child.group_id);
  return [...ids];
}

export async function callerEnterpriseId(db: Db, caller: Caller): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('enterprise_id')
    .where('user_id', '=', caller.user_id)
    .executeTakeFirst();
  return row?.enterprise_id ?? null;
}

export const bump = (trx: Db, deps: Deps, reason: string) => bumpGatewayConfig(trx, deps.dbKind, reason, deps.now());

/** Case-insensitive name taken by a top-level group outside `except` (a lineage shares its name). */
export async function groupNameTaken(db: Db, name: string, except: number[] = []): Promise<boolean> {
  let q = db
    .selectFrom('api_groups')
    .select('group_id')
    .where(sql`lower(group_name)`, '=', name.trim().toLowerCase())
    .where('parent_group_id', 'is', null)
    .where('archived_at', 'is', null);
  if (except.length) q = q.where('group_id', 'not in', except);
  return !!(await q.executeTakeFirst());
}

/**
 * The write step every child row of a group shares: an update keeps the row's group (a row does not move between
 * groups), the group must be the caller's (locked, 404 otherwise), and the row carries the group owner in
 * created_by. Answers the stored row (undefined on create) and the group.
 */
export async function groupChildWrite<T extends 'charge_rules' | 'group_ip_settings'>(
  db: Db,
  caller: Caller | undefined,
  table: T,
  key: string,
  id: unknown,
  values: Record<string, unknown>,
) {
  const existing =
    id !== undefined
      ? ((await dynamic(db)
          .selectFrom(table)
          .selectAll()
          .where(key, '=', id as number)
          .executeTakeFirstOrThrow()) as Selectable<Database[T]>)
      : undefined;
  if (existing) values.group_id = (existing as { group_id: number }).group_id;
  const group = await visibleGroup(db, caller, values.group_id, true);
  values.created_by = group.created_by;
  return { existing, group };
}
