/**
 * One bill as its reader opens it: the bill itself (in the caller's scope, 404 otherwise), its breakdown (days,
 * then APIs, with credit and package lines), a day's lines beside a recount of the raw call logs, and its history.
 */
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound } from '../http/errors.ts';
import { billScope } from './scope.ts';
import { dateText } from './months.ts';
import { recountDay, type BillOn } from './billable.ts';
import { lookup } from './names.ts';

const num = (v: unknown) => Number(v ?? 0);

export async function visibleBill(deps: Deps, caller: Caller, bill_id: number) {
  let q = deps.db.selectFrom('bills').selectAll().where('bills.bill_id', '=', bill_id);
  if (!isPlatformAdmin(caller)) q = await billScope(q, deps.db, caller);
  const bill = await q.executeTakeFirst();
  if (!bill) throw notFound();
  return bill;
}

export async function billBreakdown(deps: Deps, caller: Caller, bill_id: number) {
  const bill = await visibleBill(deps, caller, bill_id);
  const lines = await deps.db
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
    await deps.db
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
  const lines = await deps.db
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
  const events = await deps.db
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
