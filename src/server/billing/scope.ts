/**
 * Who sees a bill: the developer of its application (created_by), the provider of its group (provider_id), and,
 * for an enterprise account (account_type 2, the enterprise's admin), every bill of the enterprise's applications.
 * Platform admins see all (the repository never calls this for them). A settlement is its provider's.
 */
import { sql } from 'kysely';
import type { Caller } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';

export async function enterpriseOfAdmin(db: any, caller: Caller): Promise<number | null> {
  if (caller.account_type !== 2) return null;
  const u = await db
    .selectFrom('users')
    .select('enterprise_id')
    .where('user_id', '=', caller.user_id)
    .executeTakeFirst();
  return (u?.enterprise_id as number | null) ?? null;
}

export async function billScope(q: any, db: any, caller: Caller, table = 'bills') {
  const ent = await enterpriseOfAdmin(db, caller);
  return q.where((eb: any) =>
    eb.or([
      eb(`${table}.created_by`, '=', caller.user_id),
      eb(`${table}.provider_id`, '=', caller.user_id),
      ...(ent !== null ? [eb(`${table}.enterprise_id`, '=', ent)] : []),
    ]),
  );
}

/** the consumer side of a bill: its developer or its enterprise's admin (platform admins act for anyone) */
export async function isConsumer(
  db: any,
  caller: Caller,
  bill: { created_by: number | null; enterprise_id: number | null },
): Promise<boolean> {
  if (isPlatformAdmin(caller) || bill.created_by === caller.user_id) return true;
  const ent = await enterpriseOfAdmin(db, caller);
  return ent !== null && bill.enterprise_id === ent;
}

export async function settlementScope(q: any, _db: any, caller: Caller) {
  return q.where('settlements.provider_id', '=', caller.user_id);
}

void sql;
