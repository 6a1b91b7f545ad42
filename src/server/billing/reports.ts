/**
 * Read models of billing beyond the bill list: a bill's breakdown (days, then APIs), a day's recount from the raw
 * call logs beside the rollup, the bill's history, application bills per month, capacity per subscription, and
 * the chart series (monthly spend, top APIs by cost, provider revenue). All in the caller's scope.
 */
import { sql } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound } from '../http/errors.ts';
import { billScope, enterpriseOfAdmin } from './scope.ts';
import { dateText, monthOf, monthRange, addMonths } from './months.ts';
import { recountDay, type BillOn } from './compute.ts';
import { lookup } from './names.ts';
import { yuan } from './money.ts';

const num = (v: unknown) => Number(v ?? 0);

export async function visibleBill(deps: Deps, caller: Caller, bill_id: number) {
  let q = (deps.db as any).selectFrom('bills').selectAll().where('bills.bill_id', '=', bill_id);
  if (!isPlatformAdmin(caller)) q = await billScope(q, deps.db, caller);
  const bill = await q.executeTakeFirst();
  if (!bill) throw notFound();
  return bill;
}

export async function billBreakdown(deps: Deps, caller: Caller, bill_id: number) {
  const bill = await visibleBill(deps, caller, bill_id);
  const lines = await (deps.db as any)
    .selectFrom('bill_lines')
    .selectAll()
    .where('bill_id', '=', bill_id)
    .orderBy('line_date')
    .orderBy('api_id')
    .orderBy('bill_line_id')
    .execute();
  const apis = await lookup(
    deps.db,
    'apis',
    'api_id',
    ['api_name', 'api_name_en'],
    lines.map((l: any) => l.api_id),
  );
  const days = new Map<
    string,
    { line_date: string; calls: number; billable_calls: number; amount_fen: number; apis: any[] }
  >();
  const credits: any[] = [];
  const orders = await lookup(
    deps.db,
    'package_orders',
    'package_order_id',
    ['calls_included', 'starts_at', 'expires_at', 'env_type'],
    lines.map((l: any) => l.package_order_id),
  );
  const packages: any[] = [];
  for (const l of lines) {
    if (l.line_kind === 'package') {
      const o = orders.get(l.package_order_id);
      packages.push({
        bill_line_id: l.bill_line_id,
        package_order_id: l.package_order_id,
        line_date: dateText(l.line_date),
        amount_fen: num(l.amount_fen),
        calls_included: num(o?.calls_included),
        starts_at: o?.starts_at ?? null,
        expires_at: o?.expires_at ?? null,
      });
      continue;
    }
    if (l.line_kind === 'credit') {
      credits.push({
        bill_line_id: l.bill_line_id,
        amount_fen: num(l.amount_fen),
        reason: l.reason,
        created_at: l.created_at,
      });
      continue;
    }
    const d = dateText(l.line_date);
    const day = days.get(d) ?? { line_date: d, calls: 0, billable_calls: 0, amount_fen: 0, apis: [] };
    day.calls += num(l.calls);
    day.billable_calls += num(l.billable_calls);
    day.amount_fen += num(l.amount_fen);
    day.apis.push({
      api_id: l.api_id,
      api_name: apis.get(l.api_id)?.api_name ?? null,
      // the English name where the provider wrote one: the console shows it in English mode (issue 25 item 17)
      api_name_en: apis.get(l.api_id)?.api_name_en ?? null,
      calls: num(l.calls),
      billable_calls: num(l.billable_calls),
      unit_price_fen: l.unit_price_fen,
      amount_fen: num(l.amount_fen),
    });
    days.set(d, day);
  }
  return { bill_id, unit_price_fen: bill.unit_price_fen, days: [...days.values()], packages, credits };
}

/** The bill's lines of one day (the rollup) beside a recount of that day's raw call logs. */
export async function billRecount(deps: Deps, caller: Caller, bill_id: number, day: string) {
  const bill = await visibleBill(deps, caller, bill_id);
  const envs = (
    await (deps.db as any)
      .selectFrom('apply_records')
      .select('env_type')
      .where('apply_id', '=', bill.apply_id)
      .where('group_id', '=', bill.group_id)
      .where('charge_rule_id', '=', bill.charge_rule_id)
      .execute()
  ).map((r: any) => Number(r.env_type));
  const raw = await recountDay(
    deps.db,
    { apply_id: bill.apply_id, group_id: bill.group_id, bill_on: bill.bill_on as BillOn },
    day,
    [...new Set(envs)] as number[],
  );
  const lines = await (deps.db as any)
    .selectFrom('bill_lines')
    .select(['api_id', 'calls', 'billable_calls'])
    .where('bill_id', '=', bill_id)
    .where('line_kind', '=', 'usage')
    .where('line_date', '=', day)
    .execute();
  const apiIds = [...new Set([...raw.map((r) => r.api_id), ...lines.map((l: any) => l.api_id)])].sort((a, b) => a - b);
  const names = await lookup(deps.db, 'apis', 'api_id', ['api_name', 'api_name_en'], apiIds);
  const rows = apiIds.map((api_id) => {
    const r = raw.find((x) => x.api_id === api_id);
    // a day a price version took effect holds one line per API and price: the recount compares their sum
    const mine = lines.filter((x: any) => x.api_id === api_id);
    const sum = (k: string) => mine.reduce((s: number, x: any) => s + num(x[k]), 0);
    const row = {
      api_id,
      api_name: names.get(api_id)?.api_name ?? null,
      api_name_en: names.get(api_id)?.api_name_en ?? null,
      rollup_calls: sum('calls'),
      rollup_billable: sum('billable_calls'),
      raw_calls: r?.calls ?? 0,
      raw_billable: r?.billable_calls ?? 0,
    };
    return { ...row, equal: row.rollup_calls === row.raw_calls && row.rollup_billable === row.raw_billable };
  });
  return {
    bill_id,
    line_date: day,
    rows,
    equal: rows.every((r) => r.equal),
    // raw call logs are kept CALL_LOG_RETENTION_DAYS: an older day cannot be recounted
    raw_available:
      rows.some((r) => r.raw_calls > 0) ||
      deps.now().getTime() - Date.parse(`${day}T00:00:00+08:00`) < deps.config.callLogRetentionDays * 86_400_000,
  };
}

export async function billHistory(deps: Deps, caller: Caller, bill_id: number) {
  const bill = await visibleBill(deps, caller, bill_id);
  const events = await (deps.db as any)
    .selectFrom('bill_events')
    .selectAll()
    .where('bill_id', '=', bill_id)
    .orderBy('bill_event_id')
    .execute();
  const users = await lookup(
    deps.db,
    'users',
    'user_id',
    ['user_name'],
    events.map((e: any) => e.actor_id),
  );
  return {
    bill_id,
    work_order_id: bill.work_order_id,
    list: events.map((e: any) => ({ ...e, actor_name: users.get(e.actor_id)?.user_name ?? null })),
  };
}

/** Per application and month: the consumer side (developer's own apps, or the enterprise's). */
export async function appMonthPage(
  deps: Deps,
  caller: Caller,
  q: { page_num?: number; page_size?: number; apply_id?: number; bill_month?: string },
) {
  const page_num = q.page_num ?? 1,
    page_size = q.page_size ?? 10;
  let base = (deps.db as any).selectFrom('bills');
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
  const [{ n }] = await (deps.db as any)
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
  let base = (deps.db as any)
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
    ['group_name'],
    subs.map((s: any) => s.group_id),
  );
  const list = [];
  for (const s of subs) {
    const since = s.start_time ? new Date(s.start_time) : monthStart;
    const used = await (deps.db as any)
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
      env_type: Number(s.env_type),
      rule_name: s.rule_name,
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
    await scope((deps.db as any).selectFrom('bills as b').where('b.bill_month', '>=', from))
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
      (deps.db as any)
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
