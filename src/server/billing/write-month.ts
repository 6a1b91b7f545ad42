/**
 * Writing a month's computed bills (compute.ts) into `bills` and `bill_lines`, and the providers whose settled
 * month is never written again.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { computeMonth, type Db } from './compute.ts';

/**
 * Writes the month's computed bills: new bills are created `open`; open bills get their usage lines replaced and
 * their totals recomputed (credit lines are kept); bills in any other state are left alone. Call inside a
 * transaction holding the month's billing lock.
 */
export async function writeMonth(
  trx: Transaction<Database>,
  month: string,
  now: Date,
  filter: { apply_id?: number } = {},
): Promise<number> {
  const computed = await computeMonth(trx, month, filter);
  if (!computed.length) return 0;
  const owners = new Map<number, { created_by: number | null; enterprise_id: number | null }>();
  for (const a of (await trx
    .selectFrom('apps')
    .select(['apply_id', 'created_by', 'enterprise_id'])
    .where('apply_id', 'in', [...new Set(computed.map((b) => b.apply_id))])
    .execute()) as any[])
    owners.set(a.apply_id, a);
  const providers = new Map<number, number>();
  for (const g of (await trx
    .selectFrom('api_groups')
    .select(['group_id', 'created_by'])
    .where('group_id', 'in', [...new Set(computed.map((b) => b.group_id))])
    .execute()) as any[])
    providers.set(g.group_id, g.created_by);
  const settled = await settledProviders(trx, month);
  let written = 0;
  for (const b of computed) {
    if (settled.has(providers.get(b.group_id) ?? 0)) continue;
    const owner = owners.get(b.apply_id);
    const calls = b.lines.reduce((s, l) => s + l.calls, 0);
    const billable = b.lines.reduce((s, l) => s + l.billable_calls, 0);
    const amount = b.lines.reduce((sum, l) => sum + l.amount_fen, 0n);
    const packages = b.packages.reduce((sum, p) => sum + p.price_fen, 0n);
    const existing = (await trx
      .selectFrom('bills')
      .select(['bill_id', 'state', sql<string>`credit_fen`.as('credit_fen')])
      .where('apply_id', '=', b.apply_id)
      .where('group_id', '=', b.group_id)
      .where('charge_rule_id', '=', b.charge_rule_id)
      .where('bill_month', '=', month)
      .forUpdate()
      .executeTakeFirst()) as any;
    if (existing && existing.state !== 'open') continue;
    const totals = {
      rule_type: b.rule_type,
      bill_on: b.bill_on,
      unit_price_fen: b.unit_price_fen,
      calls,
      billable_calls: billable,
      amount_fen: amount.toString(),
      package_fen: packages.toString(),
      computed_at: now,
      updated_at: now,
    };
    let bill_id: number;
    if (existing) {
      bill_id = existing.bill_id;
      await trx
        .updateTable('bills')
        .set({ ...totals, total_fen: sql`${(amount + packages).toString()}::bigint - credit_fen` })
        .where('bill_id', '=', bill_id)
        .execute();
      await trx
        .deleteFrom('bill_lines')
        .where('bill_id', '=', bill_id)
        .where('line_kind', 'in', ['usage', 'package'])
        .execute();
    } else {
      const row = await trx
        .insertInto('bills')
        .values({
          ...totals,
          bill_month: month,
          apply_id: b.apply_id,
          group_id: b.group_id,
          charge_rule_id: b.charge_rule_id,
          total_fen: (amount + packages).toString(),
          state: 'open',
          created_by: owner?.created_by ?? null,
          enterprise_id: owner?.enterprise_id ?? null,
          provider_id: providers.get(b.group_id) ?? null,
          created_at: now,
        })
        .returning('bill_id')
        .executeTakeFirstOrThrow();
      bill_id = row.bill_id;
      await trx
        .insertInto('bill_events')
        .values({
          bill_id,
          action: 'open',
          from_state: null,
          to_state: 'open',
          note: null,
          actor_id: null,
          created_at: now,
        })
        .execute();
    }
    for (let i = 0; i < b.lines.length; i += 500) {
      await trx
        .insertInto('bill_lines')
        .values(
          b.lines.slice(i, i + 500).map((l) => ({
            bill_id,
            line_kind: 'usage',
            line_date: l.line_date,
            api_id: l.api_id,
            calls: l.calls,
            billable_calls: l.billable_calls,
            unit_price_fen: l.unit_price_fen,
            amount_fen: l.amount_fen.toString(),
            created_at: now,
          })),
        )
        .execute();
    }
    if (b.packages.length) {
      await trx
        .insertInto('bill_lines')
        .values(
          b.packages.map((p) => ({
            bill_id,
            line_kind: 'package',
            line_date: p.line_date,
            api_id: null,
            calls: 0,
            billable_calls: 0,
            unit_price_fen: 0,
            amount_fen: p.price_fen.toString(),
            package_order_id: p.package_order_id,
            created_at: now,
          })),
        )
        .execute();
    }
    written++;
  }
  return written;
}

/** The providers whose settlement of `month` is paid: their month is immutable. */
export async function settledProviders(db: Db, month: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('settlements')
    .select('provider_id')
    .where('settle_month', '=', month)
    .where('state', '=', 'settled')
    .execute();
  return new Set(rows.map((r: any) => r.provider_id as number));
}
