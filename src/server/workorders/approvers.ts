/** Who holds a step: the people its approver kind names, resolved when the step starts (enabled accounts only). */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

export async function platformAdmins(trx: Trx): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('user_id')
    .where('user_type', '<=', 1)
    .where('state', '=', 1)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function resolveApprovers(
  trx: Trx,
  /** an ApproverKind (shapes.ts); the column is text, and a kind this build does not know resolves to nobody */
  kind: string,
  ids: number[],
  subjectOwnerId: number | null,
): Promise<number[]> {
  let found: number[] = [];
  if (kind === 'platform_admin') found = await platformAdmins(trx);
  else if (kind === 'subject_owner') found = subjectOwnerId ? await enabled(trx, [subjectOwnerId]) : [];
  else if (kind === 'user') found = await enabled(trx, ids);
  else if (kind === 'role' && ids.length) {
    const rows = await trx
      .selectFrom('user_roles')
      .innerJoin('users', 'users.user_id', 'user_roles.user_id')
      .select('users.user_id')
      .where('user_roles.role_id', 'in', ids)
      .where('users.state', '=', 1)
      .execute();
    found = rows.map((r) => r.user_id);
  } else if (kind === 'team' && ids.length) {
    const rows = await trx
      .selectFrom('team_users')
      .innerJoin('users', 'users.user_id', 'team_users.user_id')
      .select('users.user_id')
      .where('team_users.team_id', 'in', ids)
      .where('users.state', '=', 1)
      .execute();
    found = rows.map((r) => r.user_id);
  }
  return [...new Set(found)].sort((a, b) => a - b);
}

async function enabled(trx: Trx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await trx
    .selectFrom('users')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('state', '=', 1)
    .execute();
  return rows.map((r) => r.user_id);
}
