/**
 * Settlements: per provider and business month, from that provider's confirmed bills of the month. A settlement
 * stays `pending` (and is refreshed by the billing job as more bills are confirmed, at the commission rate of the
 * time) until a platform admin marks it `settled` with a payment reference; its bills then move to `settled`.
 * Commission = gross × rate (basis points), rounded half up (money.ts); net = gross − commission.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { commissionFen } from './money.ts';
import { transitionAll } from './states.ts';
import { dateText } from './months.ts';

export async function commissionRate(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const row = await db
    .selectFrom('billing_settings')
    .select('int_value')
    .where('setting_key', '=', 'commission_rate_bp')
    .executeTakeFirst();
  return row?.int_value ?? 0;
}

/** Creates or refreshes the pending settlements of every month that has confirmed bills not yet settled. */
export async function refreshSettlements(trx: Transaction<Database>, now: Date): Promise<number> {
  const rate = await commissionRate(trx);
  const groups = await trx
    .selectFrom('bills')
    .select(['provider_id', sql<string>`to_char(bill_month, 'YYYY-MM-DD')`.as('month')])
    .where('state', '=', 'confirmed')
    .where('provider_id', 'is not', null)
    .groupBy(['provider_id', 'bill_month'])
    .execute();
  let n = 0;
  for (const g of groups as any[]) {
    let s = (await trx
      .selectFrom('settlements')
      .select(['settlement_id', 'state'])
      .where('provider_id', '=', g.provider_id)
      .where('settle_month', '=', g.month)
      .forUpdate()
      .executeTakeFirst()) as any;
    if (s?.state === 'settled') continue; // bills confirmed after payment wait for the next month's run (see README)
    if (!s) {
      s = await trx
        .insertInto('settlements')
        .values({
          provider_id: g.provider_id,
          settle_month: g.month,
          bill_count: 0,
          gross_fen: 0,
          commission_rate_bp: rate,
          commission_fen: 0,
          net_fen: 0,
          state: 'pending',
          created_at: now,
          updated_at: now,
        })
        .returning('settlement_id')
        .executeTakeFirstOrThrow();
    }
    await trx
      .updateTable('bills')
      .set({ settlement_id: s.settlement_id })
      .where('provider_id', '=', g.provider_id)
      .where('bill_month', '=', g.month)
      .where('state', '=', 'confirmed')
      .execute();
    const sum = (await trx
      .selectFrom('bills')
      .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(total_fen), 0)`.as('gross')])
      .where('settlement_id', '=', s.settlement_id)
      .executeTakeFirstOrThrow()) as any;
    const gross = BigInt(sum.gross);
    const commission = commissionFen(gross, rate);
    await trx
      .updateTable('settlements')
      .set({
        bill_count: Number(sum.n),
        gross_fen: gross.toString(),
        commission_rate_bp: rate,
        commission_fen: commission.toString(),
        net_fen: (gross - commission).toString(),
        updated_at: now,
      })
      .where('settlement_id', '=', s.settlement_id)
      .execute();
    n++;
  }
  return n;
}

export async function paySettlement(
  db: Kysely<Database>,
  settlement_id: number,
  payment_ref: string,
  actor_id: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = (await trx
      .selectFrom('settlements')
      .selectAll()
      .where('settlement_id', '=', settlement_id)
      .forUpdate()
      .executeTakeFirst()) as any;
    if (!s) throw notFound();
    if (s.state !== 'pending') throw new ApiError(409, 'INVALID_STATE', 'SETTLEMENT_STATE');
    await trx
      .updateTable('settlements')
      .set({ state: 'settled', payment_ref, settled_at: now, settled_by: actor_id, updated_at: now })
      .where('settlement_id', '=', settlement_id)
      .execute();
    const ids = (
      await trx.selectFrom('bills').select('bill_id').where('settlement_id', '=', settlement_id).execute()
    ).map((b: any) => b.bill_id);
    await transitionAll(trx, { ids }, 'settle', actor_id, now);
  });
}

export { dateText };
