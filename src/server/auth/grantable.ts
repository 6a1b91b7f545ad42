/**
 * What a caller may hand out to a role or a team: everything for platform admins, otherwise only what they
 * hold themselves, so nobody can grant more than they have.
 */
import type { Caller, Deps } from '../context.ts';
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
  const rows = await deps.db.selectFrom('users').select('user_id')
    .where('user_id', 'in', userIds).where('created_by', '=', caller.user_id).execute();
  if (rows.length !== new Set(userIds).size) throw noPermission();
}

export async function replaceLinks(trx: any, table: string, ownerColumn: string, ownerId: number, column: string, ids: number[]) {
  await trx.deleteFrom(table).where(ownerColumn, '=', ownerId).execute();
  const unique = [...new Set(ids)];
  if (unique.length) await trx.insertInto(table).values(unique.map((id) => ({ [ownerColumn]: ownerId, [column]: id }))).execute();
}
