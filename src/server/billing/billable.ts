/**
 * What a charge rule bills (its `bill_on`), on a rollup row (billableOf) and on raw call logs (billableWhere), and
 * a day's recount of one bill from the raw call logs, shown beside the rollup in the bill's breakdown.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { components } from '../../api/generated/catalog.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** ok, answered or all: schemas/catalog.yaml's ChargeRule enum, so the API and the bill agree on the list */
export type BillOn = NonNullable<components['schemas']['ChargeRule']['bill_on']>;

export function billableOf(bill_on: BillOn, r: { calls: number; ok_calls: number; gateway_refusals: number }): number {
  return bill_on === 'ok' ? r.ok_calls : bill_on === 'answered' ? r.calls - r.gateway_refusals : r.calls;
}

/** the same predicate on raw call logs, for recounts */
export function billableWhere(bill_on: BillOn) {
  return bill_on === 'ok' ? sql`status < 400` : bill_on === 'answered' ? sql`error_code is null` : sql`true`;
}

/** A day's counts of one bill from the raw call logs (the recount shown beside the rollup). */
export async function recountDay(
  db: Db,
  bill: { apply_id: number; group_id: number; bill_on: BillOn },
  day: string,
  envs: number[] | null,
) {
  const start = new Date(Date.parse(`${day}T00:00:00+08:00`));
  const end = new Date(start.getTime() + 86_400_000);
  let q = db
    .selectFrom('call_logs')
    .select([
      'api_id',
      sql<string>`count(*)`.as('calls'),
      sql<string>`count(*) filter (where ${billableWhere(bill.bill_on)})`.as('billable_calls'),
    ])
    // a business day starts on a minute: its calls are its minutes' chunks (migration 1150)
    .where('bucket', '>=', start)
    .where('bucket', '<', end)
    .where('apply_id', '=', bill.apply_id)
    .where('group_id', '=', bill.group_id)
    .groupBy('api_id');
  if (envs) q = q.where('env_type', 'in', envs.length ? envs : [0]);
  const rows = await q.execute();
  return rows.map((r: any) => ({
    api_id: Number(r.api_id ?? 0),
    calls: Number(r.calls),
    billable_calls: Number(r.billable_calls),
  }));
}
