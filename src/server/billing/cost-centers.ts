/**
 * Cost centers in billing: an enterprise assigns its applications to its cost centers (cost_center_apps, one cost
 * center per application); every bill of an assigned application counts towards that cost center. The budget on
 * a cost center is annual (yuan); spend is the year's bills (business months, estimates included) of its
 * applications. Crossing 80 % and 100 % of the budget sends one personal notice each, per cost center and year,
 * to the enterprise's admins and the cost center's creator (cost_center_alerts remembers what was sent).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { notifyUsers } from '../notices/notify.ts';
import { monthOf } from './months.ts';
import { yuan } from './money.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export const THRESHOLDS = [80, 100] as const;
export const COST_CENTER_PATH = '/billManage/costCenterLit';

export interface CostCenterSpend {
  cost_center_id: number;
  cost_center_code: string;
  cost_center_name: string;
  enterprise_id: number | null;
  budget_fen: number;
  spent_fen: number;
  month_fen: number;
  used_pct: number;
  app_count: number;
  year: number;
}

/** Spend of cost centers in the business year of `now` (restricted to an enterprise unless null = all). */
export async function costCenterSpend(
  db: Db,
  now: Date,
  enterprise_id: number | null | 'all',
  cost_center_id?: number,
): Promise<CostCenterSpend[]> {
  const month = monthOf(now);
  const year = Number(month.slice(0, 4));
  let q = db
    .selectFrom('cost_centers as c')
    .leftJoin('cost_center_apps as a', 'a.cost_center_id', 'c.cost_center_id')
    .leftJoin('bills as b', (j) =>
      j
        .onRef('b.apply_id', '=', 'a.apply_id')
        .on('b.bill_month', '>=', `${year}-01-01`)
        .on('b.bill_month', '<', `${year + 1}-01-01`),
    )
    .select([
      'c.cost_center_id',
      'c.cost_center_code',
      'c.cost_center_name',
      'c.enterprise_id',
      sql<string>`coalesce(c.budget, 0)::bigint * 100`.as('budget_fen'),
      sql<string>`coalesce(sum(b.total_fen), 0)`.as('spent_fen'),
      sql<string>`coalesce(sum(b.total_fen) filter (where b.bill_month = ${month}), 0)`.as('month_fen'),
      sql<string>`count(distinct a.apply_id)`.as('app_count'),
    ])
    .groupBy(['c.cost_center_id', 'c.cost_center_code', 'c.cost_center_name', 'c.enterprise_id', 'c.budget'])
    .orderBy('c.cost_center_id');
  if (enterprise_id !== 'all')
    q = enterprise_id === null ? q.where(sql.lit(false), '=', true) : q.where('c.enterprise_id', '=', enterprise_id);
  if (cost_center_id) q = q.where('c.cost_center_id', '=', cost_center_id);
  return (await q.execute()).map((r: any) => {
    const budget = Number(r.budget_fen),
      spent = Number(r.spent_fen);
    return {
      cost_center_id: r.cost_center_id,
      cost_center_code: r.cost_center_code,
      cost_center_name: r.cost_center_name,
      enterprise_id: r.enterprise_id,
      budget_fen: budget,
      spent_fen: spent,
      month_fen: Number(r.month_fen),
      app_count: Number(r.app_count),
      year,
      used_pct: budget > 0 ? Math.floor((spent * 10000) / budget) / 100 : 0,
    };
  });
}

/** Sends the 80 % / 100 % notices not sent yet for this year. Call inside the transaction that changed bills. */
export async function checkBudgets(trx: Transaction<Database>, now: Date): Promise<number> {
  let sent = 0;
  for (const c of await costCenterSpend(trx, now, 'all')) {
    if (c.budget_fen <= 0) continue;
    for (const threshold of THRESHOLDS) {
      if (c.spent_fen * 100 < c.budget_fen * threshold) continue;
      const inserted = await trx
        .insertInto('cost_center_alerts')
        .values({
          cost_center_id: c.cost_center_id,
          budget_year: c.year,
          threshold,
          spent_fen: c.spent_fen,
          created_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('threshold')
        .execute();
      if (!inserted.length) continue;
      const admins =
        c.enterprise_id === null
          ? []
          : await trx
              .selectFrom('users')
              .select('user_id')
              .where('enterprise_id', '=', c.enterprise_id)
              .where('account_type', '=', 2)
              .execute();
      const creator = await trx
        .selectFrom('cost_centers')
        .select('created_by')
        .where('cost_center_id', '=', c.cost_center_id)
        .executeTakeFirst();
      await notifyUsers(
        trx,
        [...admins.map((u: any) => u.user_id), creator?.created_by],
        {
          title: {
            zh: `成本中心预算提醒：${c.cost_center_name} 已用 ${threshold}%`,
            en: `Cost center budget: ${c.cost_center_name} has used ${threshold}%`,
          },
          content: {
            zh: `成本中心“${c.cost_center_name}”（${c.cost_center_code}）${c.year} 年已产生费用 ${yuan(c.spent_fen)} 元，达到年度预算 ${yuan(c.budget_fen)} 元的 ${c.used_pct}%。`,
            en: `Cost center "${c.cost_center_name}" (${c.cost_center_code}) has spent CNY ${yuan(c.spent_fen)} in ${c.year}, ${c.used_pct}% of its annual budget of CNY ${yuan(c.budget_fen)}.`,
          },
          link: COST_CENTER_PATH,
        },
        now,
      );
      sent++;
    }
  }
  return sent;
}
