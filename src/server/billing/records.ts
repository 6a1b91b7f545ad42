/**
 * What makes an application or a group part of the money's record: a subscription (any apply record, whatever its
 * state), a call (day rollups, kept past the raw logs' retention), a package purchase or a bill. Such a row is never
 * deleted: its delete archives it (apps/archive.ts, catalog/groups.ts), so every bill, settlement and report keeps
 * pointing at it and naming it, and the billing job can still recompute its open months from the rollups.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dynamic } from '../db/dynamic.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function holdsRecords(db: Db, column: 'apply_id' | 'group_id', id: number): Promise<boolean> {
  const probes: any[] = [
    db.selectFrom('apply_records').select(column).where(column, '=', id),
    db.selectFrom('bills').select(column).where(column, '=', id),
    db.selectFrom('package_orders').select(column).where(column, '=', id),
    db.selectFrom('call_rollups').select(column).where('granularity', '=', 'd').where(column, '=', id),
  ];
  for (const q of probes) if (await q.limit(1).executeTakeFirst()) return true;
  return false;
}

/** A charge rule that priced a subscription, a purchase or a bill stays: it can be disabled, not deleted. */
export async function ruleHoldsRecords(db: Db, chargeRuleId: number): Promise<boolean> {
  for (const table of ['apply_records', 'bills', 'package_orders']) {
    if (
      await dynamic(db)
        .selectFrom(table)
        .select('charge_rule_id')
        .where('charge_rule_id', '=', chargeRuleId)
        .limit(1)
        .executeTakeFirst()
    )
      return true;
  }
  return false;
}

/** Subscriptions end when their application or group is archived: active ones stop now, pending ones are withdrawn. */
export async function endSubscriptions(
  trx: Transaction<Database>,
  column: 'apply_id' | 'group_id',
  id: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('apply_records')
    .set({ end_time: now, updated_at: now })
    .where(column, '=', id)
    .where('state', '=', 'active')
    .where((eb: any) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]))
    .execute();
  await trx
    .updateTable('apply_records')
    .set({ state: 'withdrawn', updated_at: now })
    .where(column, '=', id)
    .where('state', '=', 'pending')
    .execute();
}
