/**
 * Bills from the gateway's day rollups. For a business month: every day rollup row (per day, environment, group,
 * API and application) is attributed to the subscription (apply record) of its application, group and environment
 * that was in force that day, hence to a charge rule; one bill per application, group, charge rule and month, one
 * usage line per day, API and price (environments added up). Each bucket is priced by the rule's version in force at
 * its start (rule-versions.ts; hour buckets on a day a version takes effect mid-day), held to the subscription's
 * pinned version if it has one. Billable calls follow the rule's `bill_on`:
 *   ok       → calls answered with status < 400 (the rollup's ok_calls)
 *   answered → calls the gateway did not refuse (calls − gateway_refusals)
 *   all      → every call
 * Amounts follow the one rounding rule in money.ts. Every package order bought in the month (its created_at, in
 * business time) is a `package` line of the bill of its application, group and package rule, at its price: a bill
 * exists for a purchase even without a call. Only bills still `open` are (re)written (write-month.ts): an issued bill is frozen, so
 * recomputing a closed month changes nothing. A provider's settled month (its settlement paid) is never written again:
 * late calls and new subscriptions of that month add no bill for that provider (settledProviders).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { allocate, fenPerThousand } from './money.ts';
import { loadVersions } from './rule-versions.ts';
import { pinAt, versionAt, type RuleType, type Version } from './price-terms.ts';
import { monthRange } from './months.ts';
import { bucketStart, businessDay } from '../gateway/call-log/buckets.ts';
import type { Database } from '../db/schema.ts';
import { billableOf, type BillOn } from './billable.ts';

export type Db = Kysely<Database> | Transaction<Database>;

interface Sub {
  apply_id: number;
  group_id: number;
  env_type: number;
  charge_rule_id: number;
  start: number;
  end: number;
  pin: number | null;
  pinUntil: number;
}

export interface ComputedLine {
  line_date: string;
  api_id: number;
  calls: number;
  billable_calls: number;
  unit_price_fen: number;
  amount_fen: bigint;
}
export interface ComputedBill {
  apply_id: number;
  group_id: number;
  charge_rule_id: number;
  /** the terms of the latest version that priced the month's calls (each line carries its own price) */
  rule_type: RuleType;
  bill_on: BillOn;
  unit_price_fen: number;
  lines: ComputedLine[];
  packages: { package_order_id: number; line_date: string; calls_included: number; price_fen: bigint }[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const priceOf = (v: Version) => (v.rule_type === 'per_call' ? fenPerThousand(v.price_per_thousand) : 0);

/**
 * The month's rollup buckets: day rollups, except on a day when a version of a charge rule of the group takes effect
 * after the day has begun; that group's day is read from its hour rollups instead, so every bucket is priced by the
 * version in force at its start (versions with subscribers start on whole hours: rule-versions.ts).
 */
async function monthBuckets(
  db: Db,
  start: Date,
  end: Date,
  filter: { apply_id?: number },
  splits: { group_id: number; day: number }[],
) {
  const base = () => {
    let q = db
      .selectFrom('call_rollups')
      .select([
        'bucket_start',
        'env_type',
        'group_id',
        'api_id',
        'apply_id',
        sql<string>`calls`.as('calls'),
        sql<string>`ok_calls`.as('ok_calls'),
        sql<string>`gateway_refusals`.as('gateway_refusals'),
      ])
      .where('apply_id', '>', 0)
      .where('group_id', '>', 0);
    if (filter.apply_id) q = q.where('apply_id', '=', filter.apply_id);
    return q;
  };
  const split = new Set(splits.map((s) => `${s.group_id}|${s.day}`));
  const days = (
    (await base()
      .where('granularity', '=', 'd')
      .where('bucket_start', '>=', start)
      .where('bucket_start', '<', end)
      .execute()) as any[]
  )
    .filter((r) => !split.has(`${r.group_id}|${new Date(r.bucket_start).getTime()}`))
    .map((r) => ({ ...r, size: DAY_MS }));
  const hours = [];
  for (const s of splits) {
    hours.push(
      ...(
        (await base()
          .where('granularity', '=', 'h')
          .where('group_id', '=', s.group_id)
          .where('bucket_start', '>=', new Date(s.day))
          .where('bucket_start', '<', new Date(s.day + DAY_MS))
          .execute()) as any[]
      ).map((r) => ({ ...r, size: HOUR_MS })),
    );
  }
  return [...days, ...hours];
}

/** What the month's bills are now, from the rollups (nothing written). */
export async function computeMonth(db: Db, month: string, filter: { apply_id?: number } = {}): Promise<ComputedBill[]> {
  const { start, end } = monthRange(month);
  let pq = db
    .selectFrom('package_orders')
    .select([
      'package_order_id',
      'apply_id',
      'group_id',
      'charge_rule_id',
      'calls_included',
      sql<string>`price_fen`.as('price_fen'),
      'created_at',
    ])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('charge_rule_id', 'is not', null);
  if (filter.apply_id) pq = pq.where('apply_id', '=', filter.apply_id);
  const orders = (await pq.orderBy('created_at').orderBy('package_order_id').execute()) as any[];
  // the groups' rules and their versions first: a version taking effect mid-day decides which rollups to read
  let rq = db.selectFrom('charge_rules').select(['charge_rule_id', 'group_id']);
  if (filter.apply_id)
    rq = rq.where('charge_rule_id', 'in', (eb: any) =>
      eb.selectFrom('apply_records').select('charge_rule_id').where('apply_id', '=', filter.apply_id),
    );
  const ruleGroups = new Map(
    ((await rq.execute()) as any[]).map((r) => [r.charge_rule_id as number, r.group_id as number]),
  );
  const changes = (await db
    .selectFrom('charge_rule_versions')
    .select(['charge_rule_id', 'effective_at'])
    .where('effective_at', '>', start)
    .where('effective_at', '<', end)
    .execute()) as any[];
  const splits = new Map<string, { group_id: number; day: number }>();
  for (const c of changes) {
    const at = new Date(c.effective_at);
    const day = bucketStart(at, 'd').getTime();
    const group_id = ruleGroups.get(c.charge_rule_id);
    if (group_id !== undefined && day !== at.getTime()) splits.set(`${group_id}|${day}`, { group_id, day });
  }
  // an acceptance mid-day splits its day as well: calls before it stay on the pinned version
  let aq = db
    .selectFrom('apply_records')
    .select(['group_id', 'rule_version_pin_until'])
    .where('rule_version_pin_until', '>', start)
    .where('rule_version_pin_until', '<', end);
  if (filter.apply_id) aq = aq.where('apply_id', '=', filter.apply_id);
  for (const a of (await aq.execute()) as any[]) {
    const at = new Date(a.rule_version_pin_until);
    const day = bucketStart(at, 'd').getTime();
    if (day !== at.getTime()) splits.set(`${a.group_id}|${day}`, { group_id: a.group_id, day });
  }
  const rollups = await monthBuckets(db, start, end, filter, [...splits.values()]);
  if (!rollups.length && !orders.length) return [];
  const appIds = [...new Set(rollups.map((r: any) => Number(r.apply_id)))];
  const subs = (
    appIds.length
      ? await db
          .selectFrom('apply_records')
          .select([
            'apply_id',
            'group_id',
            'env_type',
            'charge_rule_id',
            'start_time',
            'end_time',
            'r_apply_groups_record_id',
            'rule_version_pin',
            'rule_version_pin_until',
          ])
          .where('apply_id', 'in', appIds)
          .where('charge_rule_id', 'is not', null)
          .where('start_time', 'is not', null)
          .orderBy('start_time', 'desc')
          .orderBy('r_apply_groups_record_id', 'desc')
          .execute()
      : []
  ).map((s: any): Sub => ({
    apply_id: s.apply_id,
    group_id: s.group_id,
    env_type: Number(s.env_type),
    charge_rule_id: s.charge_rule_id,
    start: new Date(s.start_time).getTime(),
    end: s.end_time ? new Date(s.end_time).getTime() : Infinity,
    pin: s.rule_version_pin ?? null,
    pinUntil: s.rule_version_pin_until ? new Date(s.rule_version_pin_until).getTime() : Infinity,
  }));
  const byKey = new Map<string, Sub[]>();
  for (const s of subs) {
    const k = `${s.apply_id}|${s.group_id}|${s.env_type}`;
    byKey.set(k, [...(byKey.get(k) ?? []), s]);
  }
  const versions = await loadVersions(db, [
    ...new Set([...subs.map((s) => s.charge_rule_id), ...orders.map((o) => Number(o.charge_rule_id))]),
  ]);
  type Acc = { line_date: string; api_id: number; calls: number; billable_calls: number; unit_price_fen: number };
  const bills = new Map<string, Omit<ComputedBill, 'lines'> & { acc: Map<string, Acc>; latest: number }>();
  /** one bill per application × group × charge rule, for its usage lines and its package purchases alike */
  const billOf = (apply_id: number, group_id: number, charge_rule_id: number, v: Version, at: number) => {
    const key = `${apply_id}|${group_id}|${charge_rule_id}`;
    let bill = bills.get(key);
    if (!bill) {
      bill = {
        apply_id,
        group_id,
        charge_rule_id,
        rule_type: v.rule_type,
        bill_on: v.bill_on,
        unit_price_fen: priceOf(v),
        packages: [],
        acc: new Map(),
        latest: at,
      };
      bills.set(key, bill);
    }
    if (at >= bill.latest)
      Object.assign(bill, {
        latest: at,
        rule_type: v.rule_type,
        bill_on: v.bill_on,
        unit_price_fen: priceOf(v),
      });
    return bill;
  };
  for (const r of rollups) {
    const from = new Date(r.bucket_start).getTime();
    const to = from + r.size;
    const candidates = byKey.get(`${r.apply_id}|${r.group_id}|${r.env_type}`) ?? [];
    // the subscription in force in the bucket (latest start first); else the latest one that started before it ended
    const sub = candidates.find((s) => s.start < to && s.end > from) ?? candidates.find((s) => s.start < to);
    if (!sub) continue; // no subscription: the gateway refused these calls, nothing to bill
    const v = versionAt(versions.get(sub.charge_rule_id) ?? [], from, pinAt(sub, from));
    if (!v) continue;
    const bill = billOf(Number(r.apply_id), Number(r.group_id), sub.charge_rule_id, v, from);
    const line_date = businessDay(new Date(from));
    const unit_price_fen = priceOf(v);
    const lk = `${line_date}|${r.api_id}|${unit_price_fen}`;
    const line = bill.acc.get(lk) ?? {
      line_date,
      api_id: Number(r.api_id),
      calls: 0,
      billable_calls: 0,
      unit_price_fen,
    };
    const counts = {
      calls: Number(r.calls),
      ok_calls: Number(r.ok_calls),
      gateway_refusals: Number(r.gateway_refusals),
    };
    line.calls += counts.calls;
    line.billable_calls += billableOf(v.bill_on, counts);
    bill.acc.set(lk, line);
  }
  for (const o of orders) {
    const at = new Date(o.created_at).getTime();
    const v = versionAt(versions.get(Number(o.charge_rule_id)) ?? [], at);
    if (!v) continue;
    billOf(Number(o.apply_id), Number(o.group_id), Number(o.charge_rule_id), v, at).packages.push({
      package_order_id: o.package_order_id,
      line_date: businessDay(new Date(o.created_at)),
      calls_included: Number(o.calls_included),
      price_fen: BigInt(o.price_fen),
    });
  }
  return [...bills.values()].map(({ acc, latest: _latest, ...bill }) => {
    const ordered = [...acc.values()].sort(
      (a, b) => a.line_date.localeCompare(b.line_date) || a.api_id - b.api_id || a.unit_price_fen - b.unit_price_fen,
    );
    // the rounding rule per price: the lines of one price share R(n) of their own running total (money.ts)
    const amounts = new Map<Acc, bigint>();
    for (const price of new Set(ordered.map((l) => l.unit_price_fen))) {
      const same = ordered.filter((l) => l.unit_price_fen === price);
      allocate(
        same.map((l) => l.billable_calls),
        price,
      ).forEach((a, i) => amounts.set(same[i], a));
    }
    return { ...bill, lines: ordered.map((l) => ({ ...l, amount_fen: amounts.get(l)! })) };
  });
}
