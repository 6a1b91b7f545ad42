/**
 * Read models of billing beyond one bill (bill-detail.ts): application bills per month, capacity per subscription,
 * and the chart series (monthly spend, top APIs by cost, provider revenue). All in the caller's scope.
 */
import { sql } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { enterpriseOfAdmin } from './scope.ts';
import { monthOf, monthRange, addMonths } from './months.ts';
import { lookup } from './names.ts';
import { yuan } from './money.ts';

const num = (v: unknown) => Number(v ?? 0);

/** Per application and month: the consumer side (developer's own apps, or the enterprise's). */
export async function appMonthPage(
  deps: Deps,
  caller: Caller,
  q: { page_num?: number; page_size?: number; apply_id?: number; bill_month?: string },
) {
  const page_num = q.page_num ?? 1,
    page_size = q.page_size ?? 10;
  let base = deps.db.selectFrom('bills');
  if (!isPlatformAdmin(caller)) {
    const ent = await enterpriseOfAdmin(deps.db, caller);
    base = base.where((eb: any) =>
      eb.or([eb('created_by', '=', caller.user_id), ...(ent !== null ? [eb('enterprise_id', '=', ent)] : [])]),
    );
  }
  if (q.apply_id) base = base.where('apply_id', '=', q.apply_id);
  if (q.bill_month)
    base = base.where('bill_month', '=', q.bill_month.length === 7 ? `${q.bill_month}-01` : q.bill_month);
  const grouped = base
    .select([
      'apply_id',
      sql<string>`to_char(bill_month, 'YYYY-MM-DD')`.as('bill_month'),
      sql<string>`count(*)`.as('bill_count'),
      sql<string>`sum(calls)`.as('calls'),
      sql<string>`sum(billable_calls)`.as('billable_calls'),
      sql<string>`sum(total_fen)`.as('total_fen'),
      sql<string>`bool_and(state = 'open')`.as('estimate'),
    ])
    .groupBy(['apply_id', 'bill_month']);
  const [{ n }] = await deps.db
    .selectFrom(grouped.as('g'))
    .select(sql<string>`count(*)`.as('n'))
    .execute();
  const rows = await grouped
    .orderBy('bill_month', 'desc')
    .orderBy('apply_id', 'desc')
    .limit(page_size)
    .offset((page_num - 1) * page_size)
    .execute();
  const apps = await lookup(
    deps.db,
    'apps',
    'apply_id',
    ['apply_name'],
    rows.map((r: any) => r.apply_id),
  );
  return {
    list: rows.map((r: any) => ({
      apply_id: r.apply_id,
      apply_name: apps.get(r.apply_id)?.apply_name ?? null,
      bill_month: r.bill_month,
      bill_count: num(r.bill_count),
      calls: num(r.calls),
      billable_calls: num(r.billable_calls),
      total_fen: num(r.total_fen),
      total_yuan: yuan(BigInt(r.total_fen ?? 0)),
      estimate: r.estimate === true || r.estimate === 't',
    })),
    total: num(n),
    page_num,
    page_size,
  };
}

/** Per subscription: calls used this month, today and since it started, against quotas or the package; remaining; expiry. */
export async function capacityPage(deps: Deps, caller: Caller, q: { page_num?: number; page_size?: number }) {
  const page_num = q.page_num ?? 1,
    page_size = q.page_size ?? 10;
  const now = deps.now();
  let base = deps.db
    .selectFrom('apply_records as r')
    .innerJoin('charge_rules as c', 'c.charge_rule_id', 'r.charge_rule_id')
    .where('r.state', '=', 'active');
  if (!isPlatformAdmin(caller)) {
    const ent = await enterpriseOfAdmin(deps.db, caller);
    base = base.where((eb: any) =>
      eb.or([
        eb('r.created_by', '=', caller.user_id),
        eb('r.provider_id', '=', caller.user_id),
        ...(ent !== null ? [eb('r.enterprise_id', '=', ent)] : []),
      ]),
    );
  }
  const [{ n }] = await base.select(sql<string>`count(*)`.as('n')).execute();
  const subs = await base
    .select([
      'r.r_apply_groups_record_id',
      'r.apply_id',
      'r.group_id',
      'r.env_type',
      'r.start_time',
      'r.end_time',
      'c.rule_name',
      'c.rule_name_en',
      'c.rule_type',
      'c.daily_quota',
      'c.monthly_quota',
      'c.package_calls',
    ])
    .orderBy('r.r_apply_groups_record_id', 'desc')
    .limit(page_size)
    .offset((page_num - 1) * page_size)
    .execute();
  const { start: monthStart } = monthRange(monthOf(now));
  const dayStart = new Date(
    monthStart.getTime() + Math.floor((now.getTime() - monthStart.getTime()) / 86_400_000) * 86_400_000,
  );
  const apps = await lookup(
    deps.db,
    'apps',
    'apply_id',
    ['apply_name'],
    subs.map((s: any) => s.apply_id),
  );
  const groups = await lookup(
    deps.db,
    'api_groups',
    'group_id',
    ['group_name', 'group_name_en'],
    subs.map((s: any) => s.group_id),
  );
  const list = [];
  for (const s of subs) {
    const since = s.start_time ? new Date(s.start_time) : monthStart;
    const used = await deps.db
      .selectFrom('call_rollups')
      .select([
        sql<string>`coalesce(sum(ok_calls) filter (where bucket_start >= ${monthStart}), 0)`.as('month'),
        sql<string>`coalesce(sum(ok_calls) filter (where bucket_start >= ${dayStart}), 0)`.as('today'),
        sql<string>`coalesce(sum(ok_calls) filter (where bucket_start >= ${new Date(since.getTime() - 86_400_000)}), 0)`.as(
          'total',
        ),
      ])
      .where('granularity', '=', 'd')
      .where('apply_id', '=', s.apply_id)
      .where('group_id', '=', s.group_id)
      .where('env_type', '=', s.env_type)
      .executeTakeFirst();
    const month = num(used?.month),
      today = num(used?.today),
      total = num(used?.total);
    const limit = s.rule_type === 'package' ? s.package_calls : s.monthly_quota;
    const usedAgainst = s.rule_type === 'package' ? total : month;
    list.push({
      r_apply_groups_record_id: s.r_apply_groups_record_id,
      apply_id: s.apply_id,
      apply_name: apps.get(s.apply_id)?.apply_name ?? null,
      group_id: s.group_id,
      group_name: groups.get(s.group_id)?.group_name ?? null,
      // English beside the Chinese (null where none was written): the screen and the export pick by language
      group_name_en: (groups.get(s.group_id)?.group_name_en as string | null | undefined) ?? null,
      env_type: Number(s.env_type),
      rule_name: s.rule_name,
      rule_name_en: s.rule_name_en ?? null,
      rule_type: s.rule_type,
      used_today: today,
      used_month: month,
      used_total: total,
      daily_quota: s.daily_quota,
      monthly_quota: s.monthly_quota,
      package_calls: s.package_calls,
      quota: limit ?? null,
      // never below zero, even when the gateway let a few calls past the line between two counter syncs
      remaining: limit ? Math.max(0, limit - usedAgainst) : null,
      used_pct: limit ? Math.min(100, Math.round((usedAgainst * 10000) / limit) / 100) : null,
      end_time: s.end_time,
      expired: s.end_time ? new Date(s.end_time) <= now : false,
    });
  }
  return { list, total: num(n), page_num, page_size };
}

/** Chart series: spend per month (consumer) or revenue per month (provider), and the top APIs by amount. */
export async function billingSummary(
  deps: Deps,
  caller: Caller,
  q: { side?: 'consumer' | 'provider'; months?: number },
) {
  const side = q.side ?? 'consumer';
  const months = Math.min(Math.max(q.months ?? 12, 1), 36);
  const from = addMonths(monthOf(deps.now()), -(months - 1));
  const scope = async (qb: any) => {
    if (isPlatformAdmin(caller)) return qb;
    if (side === 'provider') return qb.where('b.provider_id', '=', caller.user_id);
    const ent = await enterpriseOfAdmin(deps.db, caller);
    return qb.where((eb: any) =>
      eb.or([eb('b.created_by', '=', caller.user_id), ...(ent !== null ? [eb('b.enterprise_id', '=', ent)] : [])]),
    );
  };
  const trend = await (
    await scope(deps.db.selectFrom('bills as b').where('b.bill_month', '>=', from))
  )
    .select([
      sql<string>`to_char(b.bill_month, 'YYYY-MM')`.as('month'),
      sql<string>`sum(b.total_fen)`.as('total_fen'),
      sql<string>`sum(b.billable_calls)`.as('billable_calls'),
    ])
    .groupBy('b.bill_month')
    .orderBy('b.bill_month')
    .execute();
  const byMonth = new Map(trend.map((t: any) => [t.month, t]));
  const series = Array.from({ length: months }, (_, i) => {
    const m = addMonths(from, i).slice(0, 7);
    const t: any = byMonth.get(m);
    return { month: m, total_fen: num(t?.total_fen), billable_calls: num(t?.billable_calls) };
  });
  const top = await (
    await scope(
      deps.db
        .selectFrom('bill_lines as l')
        .innerJoin('bills as b', 'b.bill_id', 'l.bill_id')
        .where('b.bill_month', '>=', from)
        .where('l.line_kind', '=', 'usage'),
    )
  )
    .select([
      'l.api_id',
      sql<string>`sum(l.amount_fen)`.as('amount_fen'),
      sql<string>`sum(l.billable_calls)`.as('billable_calls'),
    ])
    .groupBy('l.api_id')
    .orderBy(sql`sum(l.amount_fen)`, 'desc')
    .orderBy(sql`sum(l.billable_calls)`, 'desc')
    .limit(10)
    .execute();
  const names = await lookup(
    deps.db,
    'apis',
    'api_id',
    ['api_name', 'api_name_en'],
    top.map((t: any) => t.api_id),
  );
  return {
    side,
    trend: series,
    top_apis: top.map((t: any) => ({
      api_id: t.api_id,
      api_name: names.get(t.api_id)?.api_name ?? null,
      api_name_en: names.get(t.api_id)?.api_name_en ?? null,
      amount_fen: num(t.amount_fen),
      billable_calls: num(t.billable_calls),
    })),
  };
}
