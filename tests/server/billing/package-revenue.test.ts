/**
 * Buying a prepaid package is billed (issue 15): the purchase is a line of the buyer application's bill for the
 * business month it was bought in, at the package's price to the fen, beside the usage (which a package rule prices
 * at 0); the bill goes through close → confirm → settlement, where the provider gets it less commission; it counts in
 * the spend chart and a cost center's spend. Closing the month again changes nothing. Another developer sees none of
 * it. A purchase that fails half-way leaves neither the order nor the bill line.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { demoGroup, subscribe, writeCalls } from './fixtures.ts';
import { addMonths, monthOf, monthRange } from '../../../src/server/billing/months.ts';
import { closeMonth } from '../../../src/server/billing/close.ts';
import { commissionFen } from '../../../src/server/billing/money.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let dev: C, other: C, ent: C;
let g: Awaited<ReturnType<typeof demoGroup>>;

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'dev_pkg_other');
  dev = caller(t, await t.login('developer'));
  other = caller(t, await t.login('dev_pkg_other', md5Hex('Dev@123456')));
  ent = caller(t, await t.login('enterprise'));
  g = await demoGroup(t);
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

async function packageSub(price: string, opts: Parameters<typeof subscribe>[4] = {}) {
  const db = t.deps.db as any;
  const sub = await subscribe(
    t,
    g,
    { rule_type: 'package', price: null, bill_on: 'ok', package_calls: 500 },
    new Date(t.clock.now().getTime() - 3_600_000),
    opts,
  );
  await db
    .updateTable('charge_rules')
    .set({ package_price: price, validity_days: 30 })
    .where('charge_rule_id', '=', sub.charge_rule_id)
    .execute();
  const rec = await db
    .selectFrom('apply_records')
    .select('r_apply_groups_record_id')
    .where('apply_id', '=', sub.apply_id)
    .executeTakeFirstOrThrow();
  return { sub, record: rec.r_apply_groups_record_id as number };
}

async function snapshot(apply_id: number) {
  const bills = await sql`select * from bills where apply_id = ${apply_id} order by bill_id`.execute(t.deps.db);
  const lines =
    await sql`select l.* from bill_lines l join bills b using (bill_id) where b.apply_id = ${apply_id} order by bill_line_id`.execute(
      t.deps.db,
    );
  const orders = await sql`select * from package_orders where apply_id = ${apply_id} order by package_order_id`.execute(
    t.deps.db,
  );
  return JSON.parse(JSON.stringify({ bills: bills.rows, lines: lines.rows, orders: orders.rows }));
}

describe('a package bought', () => {
  it("is on the month's bill at its price, closes, confirms and is settled to the provider less commission", async () => {
    const month = monthOf(t.clock.now());
    const { sub, record } = await packageSub('123.45');
    const bought = await dev.post('/newopen/service/bill/package', { r_apply_groups_record_id: record });
    expect(bought.status, bought.raw).toBe(200);
    expect(bought.body.data.price_fen).toBe(12345);

    // on the bill at once, before any call: the bill of this application, group and rule for this business month
    let list = (await dev.get(`/newopen/service/bill/page?apply_id=${sub.apply_id}`)).body.data.list;
    expect(list).toHaveLength(1);
    const bill = list[0];
    expect(bill).toMatchObject({
      bill_month: month,
      charge_rule_id: sub.charge_rule_id,
      rule_type: 'package',
      state: 'open',
      amount_fen: 0,
      package_fen: 12345,
      credit_fen: 0,
      total_fen: 12345,
      total_yuan: '123.45',
    });
    let bd = (await dev.get(`/newopen/service/bill/breakdown?bill_id=${bill.bill_id}`)).body.data;
    expect(bd.packages).toMatchObject([
      { package_order_id: bought.body.data.package_order_id, amount_fen: 12345, calls_included: 500 },
    ]);

    // calls under the package bill 0; the purchase stays; a second purchase is a second line
    await writeCalls(
      t,
      sub,
      Array.from({ length: 40 }, (_, i) => ({
        at: new Date(t.clock.now().getTime() + i * 1000),
        api: i % 2,
        status: 200,
      })),
    );
    t.clock.advance(60_000);
    const again = await dev.post('/newopen/service/bill/package', { r_apply_groups_record_id: record });
    expect(again.status, again.raw).toBe(200);
    list = (await dev.get(`/newopen/service/bill/page?apply_id=${sub.apply_id}`)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      bill_id: bill.bill_id,
      calls: 40,
      billable_calls: 40,
      amount_fen: 0,
      package_fen: 24690,
      total_fen: 24690,
    });
    bd = (await dev.get(`/newopen/service/bill/breakdown?bill_id=${bill.bill_id}`)).body.data;
    expect(bd.packages.map((p: any) => p.amount_fen)).toEqual([12345, 12345]);
    expect(bd.days.reduce((s: number, d: any) => s + d.amount_fen, 0)).toBe(0);

    // the spend chart and the application's month count it
    const summary = (await dev.get('/newopen/service/bill/summary?side=consumer&months=1')).body.data;
    expect(summary.trend.at(-1).total_fen).toBeGreaterThanOrEqual(24690);
    const appMonth = (await dev.get('/newopen/service/bill/app_month/page?page_size=100')).body.data.list.find(
      (r: any) => r.apply_id === sub.apply_id,
    );
    expect(appMonth).toMatchObject({ total_fen: 24690, estimate: true });

    // another developer: none of it is there
    expect((await other.get(`/newopen/service/bill/${bill.bill_id}`)).status).toBe(404);
    expect((await other.get(`/newopen/service/bill/breakdown?bill_id=${bill.bill_id}`)).status).toBe(404);
    expect((await other.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id })).status).toBe(404);
    expect((await other.post('/newopen/service/bill/package', { r_apply_groups_record_id: record })).status).toBe(404);
    expect(
      (await other.get('/newopen/service/bill/page?page_size=100')).body.data.list.map((b: any) => b.bill_id),
    ).not.toContain(bill.bill_id);
    expect((await other.get('/newopen/service/bill/package/page?page_size=100')).body.data.list).toEqual([]);

    // the month ends: issued as bought; closing again changes nothing
    const after = new Date(monthRange(addMonths(month, 1)).start.getTime() + 3_600_000);
    await closeMonth(t.deps.db, month, after);
    const closed = await snapshot(sub.apply_id);
    expect(closed.bills[0].state).toBe('issued');
    expect([Number(closed.bills[0].package_fen), Number(closed.bills[0].total_fen)]).toEqual([24690, 24690]);
    await closeMonth(t.deps.db, month, new Date(after.getTime() + 86_400_000));
    expect(await snapshot(sub.apply_id)).toEqual(closed);

    // confirmed → the provider's settlement of the month has it, less the platform's commission
    const confirmed = await dev.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id });
    expect(confirmed.body.data.state, confirmed.raw).toBe('confirmed');
    const settled = await (t.deps.db as any)
      .selectFrom('bills')
      .select('settlement_id')
      .where('bill_id', '=', bill.bill_id)
      .executeTakeFirstOrThrow();
    const s = await (t.deps.db as any)
      .selectFrom('settlements')
      .selectAll()
      .where('settlement_id', '=', settled.settlement_id)
      .executeTakeFirstOrThrow();
    // the only confirmed bill of this provider and month is this one
    expect(Number(s.bill_count)).toBe(1);
    expect(Number(s.gross_fen)).toBe(24690);
    expect(BigInt(s.commission_fen)).toBe(commissionFen(24690n, s.commission_rate_bp));
    expect(Number(s.commission_fen)).toBe(2469); // 10 %, the default rate
    expect(Number(s.net_fen)).toBe(24690 - 2469);
  });

  it("counts in its cost center's spend", async () => {
    const db = t.deps.db as any;
    const entUser = await db
      .selectFrom('users')
      .select(['user_id', 'enterprise_id'])
      .where('user_name', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    const cc = await ent.post('/newopen/service/cost_center', {
      cost_center_code: 'CC-PKG',
      cost_center_name: '套餐中心',
      budget: 1000,
      state: 1,
    });
    expect(cc.status, cc.raw).toBe(200);
    const { sub, record } = await packageSub('50.00', {
      developer_id: entUser.user_id,
      enterprise_id: entUser.enterprise_id,
      name: '套餐成本应用',
    });
    expect(
      (
        await ent.post('/newopen/service/cost_center_app', {
          cost_center_id: cc.body.data.cost_center_id,
          apply_id: sub.apply_id,
        })
      ).status,
    ).toBe(200);
    const bought = await ent.post('/newopen/service/bill/package', { r_apply_groups_record_id: record });
    expect(bought.status, bought.raw).toBe(200);
    const spend = (await ent.get('/newopen/service/cost_center/spend')).body.data.find(
      (c: any) => c.cost_center_id === cc.body.data.cost_center_id,
    );
    expect(spend).toMatchObject({ spent_fen: 5000, month_fen: 5000, budget_fen: 100000, used_pct: 5 });
  });

  it('leaves nothing half-saved when the purchase fails', async () => {
    const { sub, record } = await packageSub('9.99');
    // a first purchase makes the bill; the second fails while writing its bill line
    expect((await dev.post('/newopen/service/bill/package', { r_apply_groups_record_id: record })).status).toBe(200);
    const before = await snapshot(sub.apply_id);
    await sql`create or replace function billing_test_refuse_package() returns trigger language plpgsql as $$
      begin if new.line_kind = 'package' then raise exception 'refused by test'; end if; return new; end $$`.execute(
      t.deps.db,
    );
    await sql`create trigger billing_test_refuse before insert on bill_lines for each row execute function billing_test_refuse_package()`.execute(
      t.deps.db,
    );
    try {
      const failed = await dev.post('/newopen/service/bill/package', { r_apply_groups_record_id: record });
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe('INTERNAL');
      expect(failed.raw).not.toContain('refused by test');
    } finally {
      await sql`drop trigger billing_test_refuse on bill_lines`.execute(t.deps.db);
      await sql`drop function billing_test_refuse_package()`.execute(t.deps.db);
    }
    expect(await snapshot(sub.apply_id)).toEqual(before);
    expect(before.orders).toHaveLength(1);
    // a refused purchase (not a package subscription) writes nothing either
    const perCall = await subscribe(
      t,
      g,
      { rule_type: 'per_call', price: '1.00', bill_on: 'ok' },
      new Date(t.clock.now().getTime() - 3_600_000),
    );
    const rec = await (t.deps.db as any)
      .selectFrom('apply_records')
      .select('r_apply_groups_record_id')
      .where('apply_id', '=', perCall.apply_id)
      .executeTakeFirstOrThrow();
    expect(
      (await dev.post('/newopen/service/bill/package', { r_apply_groups_record_id: rec.r_apply_groups_record_id }))
        .status,
    ).toBe(409);
    expect(await snapshot(perCall.apply_id)).toEqual({ bills: [], lines: [], orders: [] });
  });
});
