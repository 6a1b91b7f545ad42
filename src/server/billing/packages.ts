/**
 * Prepaid packages: buying one (an order on an active subscription under a package rule) and its balance. The
 * subscription's billable calls (the rule's bill_on, from minute rollups) are consumed minute by minute from the oldest
 * order valid in that minute (a call in the minute an order was bought counts for it: minutes are the finest rollup) that still has calls; what no valid order covers is overage, never a negative balance.
 * `packageStatus` answers what the gateway's quota check needs: whether any valid order still has calls
 * (PACKAGE_EXHAUSTED / PACKAGE_EXPIRED otherwise).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { billableOf, type BillOn } from './billable.ts';
import { writeMonth } from './write-month.ts';
import { lockBilling } from './close.ts';
import { monthOf } from './months.ts';
import { fenOfYuan } from './money.ts';
import { enterpriseOfAdmin } from './scope.ts';
import { lookup } from './names.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderBalance {
  package_order_id: number;
  calls_included: number;
  consumed: number;
  balance: number;
  starts_at: Date;
  expires_at: Date;
  state: 'active' | 'exhausted' | 'expired' | 'future';
}

/** pure: consume per-minute usage from orders (oldest first among those valid in the minute); answers consumption per order */
export function consume(
  orders: { id: number; included: number; start: number; end: number }[],
  usage: { at: number; calls: number }[],
): Map<number, number> {
  const used = new Map(orders.map((o) => [o.id, 0]));
  const sorted = [...orders].sort((a, b) => a.start - b.start || a.id - b.id);
  for (const u of [...usage].sort((a, b) => a.at - b.at)) {
    let left = u.calls;
    for (const o of sorted) {
      if (left <= 0) break;
      // a minute counts for an order valid at any moment of it (orders start and end mid-minute)
      if (o.start >= u.at + 60_000 || o.end <= u.at) continue;
      const room = o.included - used.get(o.id)!;
      if (room <= 0) continue;
      const take = Math.min(room, left);
      used.set(o.id, used.get(o.id)! + take);
      left -= take;
    }
  }
  return used;
}

export async function balances(
  db: Db,
  sub: { apply_id: number; group_id: number; env_type: number },
  now: Date,
): Promise<OrderBalance[]> {
  const orders = (await db
    .selectFrom('package_orders')
    .selectAll()
    .where('apply_id', '=', sub.apply_id)
    .where('group_id', '=', sub.group_id)
    .where('env_type', '=', sub.env_type)
    .orderBy('starts_at')
    .orderBy('package_order_id')
    .execute()) as any[];
  if (!orders.length) return [];
  const rule = (await db
    .selectFrom('charge_rules')
    .select('bill_on')
    .where('charge_rule_id', '=', orders[0].charge_rule_id ?? 0)
    .executeTakeFirst()) as any;
  const bill_on = (rule?.bill_on ?? 'ok') as BillOn;
  const from = new Date(Math.min(...orders.map((o) => new Date(o.starts_at).getTime())) - 60_000);
  const rows = (await db
    .selectFrom('call_rollups')
    .select([
      'bucket_start',
      sql<string>`sum(calls)`.as('calls'),
      sql<string>`sum(ok_calls)`.as('ok_calls'),
      sql<string>`sum(gateway_refusals)`.as('gateway_refusals'),
    ])
    .where('granularity', '=', 'm')
    .where('apply_id', '=', sub.apply_id)
    .where('group_id', '=', sub.group_id)
    .where('env_type', '=', sub.env_type)
    .where('bucket_start', '>=', from)
    .groupBy('bucket_start')
    .execute()) as any[];
  const usage = rows.map((r) => ({
    at: new Date(r.bucket_start).getTime(),
    calls: billableOf(bill_on, {
      calls: Number(r.calls),
      ok_calls: Number(r.ok_calls),
      gateway_refusals: Number(r.gateway_refusals),
    }),
  }));
  const used = consume(
    orders.map((o) => ({
      id: o.package_order_id,
      included: Number(o.calls_included),
      start: new Date(o.starts_at).getTime(),
      end: new Date(o.expires_at).getTime(),
    })),
    usage,
  );
  return orders.map((o) => {
    const included = Number(o.calls_included);
    const consumed = used.get(o.package_order_id) ?? 0;
    const balance = Math.max(0, included - consumed);
    const state =
      new Date(o.starts_at) > now
        ? 'future'
        : new Date(o.expires_at) <= now
          ? 'expired'
          : balance === 0
            ? 'exhausted'
            : 'active';
    return {
      package_order_id: o.package_order_id,
      calls_included: included,
      consumed,
      balance,
      starts_at: o.starts_at,
      expires_at: o.expires_at,
      state,
    };
  });
}

/** For the gateway's quota check: ok while a valid order has calls left; otherwise the error code to answer 429 with. */
export async function packageStatus(
  db: Db,
  sub: { apply_id: number; group_id: number; env_type: number },
  now: Date,
): Promise<{ ok: true } | { ok: false; code: PackageRefusal }> {
  const code = refusalOf(await balances(db, sub, now));
  return code ? { ok: false, code } : { ok: true };
}

export type PackageRefusal = 'PACKAGE_EXHAUSTED' | 'PACKAGE_EXPIRED' | 'PACKAGE_NONE';

/** why a subscription's packages allow no call now, or null while a valid order has calls left */
export function refusalOf(list: readonly OrderBalance[]): PackageRefusal | null {
  if (!list.length) return 'PACKAGE_NONE';
  if (list.some((o) => o.state === 'active')) return null;
  return list.some((o) => o.state === 'exhausted') ? 'PACKAGE_EXHAUSTED' : 'PACKAGE_EXPIRED';
}

/**
 * Buys a package: the order, and its line on this month's bill (the bill's estimate rewritten for the application,
 * as the billing job would), in one transaction under billing's lock: a purchase that fails leaves neither.
 */
export async function buyPackage(deps: Deps, caller: Caller, r_apply_groups_record_id: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    await lockBilling(trx);
    const sub = await trx
      .selectFrom('apply_records as r')
      .innerJoin('charge_rules as c', 'c.charge_rule_id', 'r.charge_rule_id')
      .select([
        'r.r_apply_groups_record_id',
        'r.apply_id',
        'r.group_id',
        'r.env_type',
        'r.state',
        'r.created_by',
        'r.enterprise_id',
        'r.provider_id',
        'r.end_time',
        'c.charge_rule_id',
        'c.rule_type',
        'c.package_calls',
        sql<string>`c.package_price::text`.as('package_price'),
        'c.validity_days',
      ])
      .where('r.r_apply_groups_record_id', '=', r_apply_groups_record_id)
      .forUpdate()
      .executeTakeFirst();
    // the subscription's own developer buys (as for every action on an apply record); anyone else does not see it
    if (!sub || !(isPlatformAdmin(caller) || sub.created_by === caller.user_id)) throw notFound();
    if (sub.state !== 'active' || sub.rule_type !== 'package' || !sub.package_calls)
      throw new ApiError(409, 'INVALID_STATE', 'PACKAGE_NOT_PACKAGE');
    const now = deps.now();
    const days = sub.validity_days ?? 30;
    const row = await trx
      .insertInto('package_orders')
      .values({
        r_apply_groups_record_id,
        apply_id: sub.apply_id,
        group_id: sub.group_id,
        env_type: sub.env_type,
        charge_rule_id: sub.charge_rule_id,
        calls_included: sub.package_calls,
        price_fen: fenOfYuan(sub.package_price),
        starts_at: now,
        expires_at: new Date(now.getTime() + days * 86_400_000),
        created_by: sub.created_by,
        provider_id: sub.provider_id,
        enterprise_id: sub.enterprise_id,
        created_at: now,
      })
      .returning('package_order_id')
      .executeTakeFirstOrThrow();
    await writeMonth(trx, monthOf(now), now, { apply_id: sub.apply_id });
    // the gateway reloads the subscription's allowance (billing/gateway-feed.ts)
    await bumpGatewayConfig(trx, deps.dbKind, 'package_bought', now);
    return row.package_order_id;
  });
}

/** The caller's package orders with their balances (developer: own; provider: own groups'; enterprise admin: the enterprise's). */
export async function packagePage(deps: Deps, caller: Caller, q: { page_num?: number; page_size?: number }) {
  const page_num = q.page_num ?? 1,
    page_size = q.page_size ?? 10;
  let base = deps.db.selectFrom('package_orders');
  if (!isPlatformAdmin(caller)) {
    const ent = await enterpriseOfAdmin(deps.db, caller);
    base = base.where((eb) =>
      eb.or([
        eb('created_by', '=', caller.user_id),
        eb('provider_id', '=', caller.user_id),
        ...(ent !== null ? [eb('enterprise_id', '=', ent)] : []),
      ]),
    );
  }
  const [{ n }] = await base.select(sql<string>`count(*)`.as('n')).execute();
  const orders = await base
    .selectAll()
    .orderBy('package_order_id', 'desc')
    .limit(page_size)
    .offset((page_num - 1) * page_size)
    .execute();
  const apps = await lookup(
    deps.db,
    'apps',
    'apply_id',
    ['apply_name'],
    orders.map((o) => o.apply_id),
  );
  const groups = await lookup(
    deps.db,
    'api_groups',
    'group_id',
    ['group_name', 'group_name_en'],
    orders.map((o) => o.group_id),
  );
  const list = [];
  const cache = new Map<string, OrderBalance[]>();
  for (const o of orders) {
    const key = `${o.apply_id}|${o.group_id}|${o.env_type}`;
    if (!cache.has(key)) cache.set(key, await balances(deps.db, o, deps.now()));
    const b = cache.get(key)!.find((x) => x.package_order_id === o.package_order_id)!;
    list.push({
      package_order_id: o.package_order_id,
      r_apply_groups_record_id: o.r_apply_groups_record_id,
      apply_id: o.apply_id,
      apply_name: apps.get(o.apply_id)?.apply_name ?? null,
      group_id: o.group_id,
      group_name: groups.get(o.group_id)?.group_name ?? null,
      group_name_en: groups.get(o.group_id)?.group_name_en ?? null,
      env_type: Number(o.env_type),
      price_fen: Number(o.price_fen),
      calls_included: b.calls_included,
      consumed: b.consumed,
      balance: b.balance,
      starts_at: o.starts_at,
      expires_at: o.expires_at,
      state: b.state,
    });
  }
  return { list, total: Number(n), page_num, page_size };
}
