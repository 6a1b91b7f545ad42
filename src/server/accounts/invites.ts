/**
 * Spending an invite code: the member joins the code's enterprise as a sub-account of the code's creator, with the
 * roles the code names (role_codes, comma-separated; developer when none). Expiry and use count are enforced under
 * a row lock, so a code with one use left admits exactly one of two parallel joins. The roles are checked again
 * here, not only when the code was made: a code whose roles its creator may not grant (a row changed in the
 * database, a role deleted and its code reused) is no code at all.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database, InviteCodes } from '../db/schema.ts';
import { noPermission } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { inviteRoleCodes, MEMBER_ROLE, rolesGrantableBy } from '../auth/grantable.ts';

type Trx = Transaction<Database>;

type InviteRow = Selectable<InviteCodes>;

/** Why a code cannot be spent (unknown, expired, used up), so the person holding it is told what to do next. */
export type InviteProblem = 'INVITE_CODE_INVALID' | 'INVITE_CODE_EXPIRED' | 'INVITE_CODE_USED_UP';

export async function checkInvite(
  db: Pick<Trx, 'selectFrom'>,
  code: string,
  now: Date,
  lock = false,
): Promise<{ invite: InviteRow } | { problem: InviteProblem }> {
  let q = (db as Trx).selectFrom('invite_codes').selectAll().where('invite_code', '=', code.trim().toUpperCase());
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row || !row.enterprise_id) return { problem: 'INVITE_CODE_INVALID' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { problem: 'INVITE_CODE_EXPIRED' };
  if ((row.use_count ?? 0) >= row.max_uses) return { problem: 'INVITE_CODE_USED_UP' };
  if ((await rolesGrantableBy(db as Trx, row.created_by, inviteRoleCodes(row.role_codes))).refused.length)
    return { problem: 'INVITE_CODE_INVALID' };
  return { invite: row };
}

export async function findUsableInvite(db: Pick<Trx, 'selectFrom'>, code: string, now: Date, lock = false) {
  const found = await checkInvite(db, code, now, lock);
  return 'invite' in found ? found.invite : undefined;
}

/** Makes the user a member of the invite's enterprise; throws a field error on `field` when the code is not usable. */
export async function joinWithInvite(trx: Trx, userId: number, code: string, now: Date, field = 'invite_code') {
  const found = await checkInvite(trx, code, now, true);
  if ('problem' in found) throw fieldError(field, found.problem);
  const invite = found.invite;
  await trx
    .updateTable('invite_codes')
    .set({ use_count: (invite.use_count ?? 0) + 1, updated_at: now })
    .where('invite_code_id', '=', invite.invite_code_id)
    .execute();
  await addMember(trx, userId, invite.enterprise_id!, invite.created_by, inviteRoleCodes(invite.role_codes), now);
}

/**
 * Makes the user a sub-account of `parentId` in the enterprise, with the roles named (developer when none); the
 * parent is the one granting them, so only roles the parent may grant (rolesGrantableBy): 403 otherwise.
 */
export async function addMember(
  trx: Trx,
  userId: number,
  enterpriseId: number,
  parentId: number | null,
  roleCodes: string[],
  now: Date,
) {
  const { roleIds, refused } = await rolesGrantableBy(trx, parentId, roleCodes.length ? roleCodes : [MEMBER_ROLE]);
  if (refused.length) throw noPermission();
  const parent = parentId
    ? await trx.selectFrom('users').select(['user_id', 'user_name']).where('user_id', '=', parentId).executeTakeFirst()
    : undefined;
  await trx
    .updateTable('users')
    .set({
      enterprise_id: enterpriseId,
      account_type: 1,
      parent_user_id: parent?.user_id ?? null,
      puser_name: parent?.user_name ?? null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  if (roleIds.length) {
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
