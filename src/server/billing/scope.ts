/**
 * Who sees a bill: the developer of its application (created_by), the provider of its group (provider_id), and,
 * for an enterprise account (account_type 2, the enterprise's admin), every bill of the enterprise's applications.
 * Platform admins see all (the repository never calls this for them). A settlement is its provider's.
 */
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Caller } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import type { Db } from './compute.ts';
import type { ResourceQuery } from '../resources/service.ts';

export async function enterpriseOfAdmin(db: Db, caller: Caller): Promise<number | null> {
  if (caller.account_type !== 2) return null;
  const u = await db
    .selectFrom('users')
    .select('enterprise_id')
    .where('user_id', '=', caller.user_id)
    .executeTakeFirst();
  return u?.enterprise_id ?? null;
}

/**
 * The bills the caller sees, as a condition on a query that names the table `bills`: one rule for the typed
 * queries (billScope) and the resource list, whose query names its table at runtime (resources/service.ts).
 */
export async function billsVisible(db: Db, caller: Caller): Promise<RawBuilder<SqlBool>> {
  const ent = await enterpriseOfAdmin(db, caller);
  const me = caller.user_id;
  return sql<SqlBool>`(bills.created_by = ${me} or bills.provider_id = ${me}${ent !== null ? sql` or bills.enterprise_id = ${ent}` : sql``})`;
}

export async function billScope<O>(q: SelectQueryBuilder<Database, 'bills', O>, db: Db, caller: Caller) {
  return q.where(await billsVisible(db, caller));
}

/** the consumer side of a bill: its developer or its enterprise's admin (platform admins act for anyone) */
export async function isConsumer(
  db: Db,
  caller: Caller,
  bill: { created_by: number | null; enterprise_id: number | null },
): Promise<boolean> {
  if (isPlatformAdmin(caller) || bill.created_by === caller.user_id) return true;
  const ent = await enterpriseOfAdmin(db, caller);
  return ent !== null && bill.enterprise_id === ent;
}

export async function settlementScope(q: ResourceQuery, _db: Db, caller: Caller): Promise<ResourceQuery> {
  return q.where('settlements.provider_id', '=', caller.user_id);
}
