/**
 * A bill's life through the API (issue 15): closed month → the developer sees it (another developer does not), the
 * provider sees the same bill; breakdown per day and API; a day's recount equals the rollup; the provider cannot
 * confirm for the consumer; dispute → bill_dispute work order → provider approves → adjusted with a credit line →
 * confirmed → settlement (commission set by the admin) → paid with a reference → settled, with the history. A
 * second dispute declined → upheld. An enterprise's cost center crosses 80 % and 100 % of its budget: one notice each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';
import { demoGroup, subscribe, writeCalls } from './fixtures.ts';
import { addMonths, monthOf, monthRange } from '../../../src/server/billing/months.ts';
import { runBillingJob } from '../../../src/server/billing/close.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let dev: C, other: C, provider: C, admin: C, ent: C;
let g: Awaited<ReturnType<typeof demoGroup>>;
let MONTH: string;

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'dev_bill_other');
  dev = caller(t, await t.login('developer'));
  other = caller(
    t,
    await t.login('dev_bill_other', (await import('../../../src/server/auth/passwords.ts')).md5Hex('Dev@123456')),
  );
  provider = caller(t, await t.login('provider'));
  admin = caller(t, await t.login('admin'));
  ent = caller(t, await t.login('enterprise'));
  g = await demoGroup(t);
  MONTH = addMonths(monthOf(t.clock.now()), -1);
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

async function closedBill(price: string, callsPerDay: number[], month = MONTH) {
  const { start } = monthRange(month);
  const sub = await subscribe(
    t,
    g,
    { rule_type: 'per_call', price, bill_on: 'ok' },
    new Date(start.getTime() - 86_400_000),
  );
  await writeCalls(
    t,
    sub,
    callsPerDay.flatMap((n, day) =>
      Array.from({ length: n }, (_, i) => ({
        at: new Date(start.getTime() + day * 86_400_000 + 3_600_000 + i * 1000),
        api: i % 2,
        status: i % 10 === 9 ? 500 : 200,
      })),
    ),
  );
  const closed = await admin.post('/newopen/service/bill/close', { bill_month: month });
  expect(closed.status, closed.raw).toBe(200);
  const list = await dev.get(`/newopen/service/bill/page?apply_id=${sub.apply_id}`);
  expect(list.status, list.raw).toBe(200);
  expect(list.body.data.list).toHaveLength(1);
  return { sub, bill: list.body.data.list[0] };
}

async function decide(as: C, workOrderId: number, action: 'approve' | 'reject', comment: string) {
  const tasks = await as.get('/workorder/workorder/task/upcoming/page?page_size=100');
  const task = tasks.body.data.list.find((x: any) => x.work_order_id === workOrderId);
  expect(task, `no open task of work order ${workOrderId}`).toBeDefined();
  const r = await as.post('/workorder/workorder/handle', { task_id: task.task_id, action, comment });
  expect(r.status, r.raw).toBe(200);
}

describe('a bill from close to settlement', () => {
  it('dispute → adjusted → confirmed → settled, seen from both sides, with the history', async () => {
    // 3 days of 1000 calls, one in ten answered 500 (not billed under bill_on ok): 2700 billable × 2.00 yuan / 1000 = 540 fen
    const { bill } = await closedBill('2.00', [1000, 1000, 1000]);
    expect(bill).toMatchObject({
      state: 'issued',
      calls: 3000,
      billable_calls: 2700,
      total_fen: 540,
      total_yuan: '5.40',
      unit_price_fen: 200,
    });

    // who sees it
    expect((await other.get(`/newopen/service/bill/${bill.bill_id}`)).status).toBe(404);
    expect((await other.get(`/newopen/service/bill/breakdown?bill_id=${bill.bill_id}`)).status).toBe(404);
    expect(
      (await other.get('/newopen/service/bill/page?page_size=100')).body.data.list.map((b: any) => b.bill_id),
    ).not.toContain(bill.bill_id);
    expect((await other.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id })).status).toBe(404);
    expect((await provider.get(`/newopen/service/bill/${bill.bill_id}`)).body.data.total_fen).toBe(540);
    const refused = await provider.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id });
    expect(refused.status).toBe(403);

    // breakdown per day, each day per API; the recount of a day equals the rollup
    const bd = (await dev.get(`/newopen/service/bill/breakdown?bill_id=${bill.bill_id}`)).body.data;
    expect(bd.days).toHaveLength(3);
    expect(bd.days.reduce((s: number, d: any) => s + d.amount_fen, 0)).toBe(540);
    expect(bd.days[0].apis).toHaveLength(2);
    const rc = await provider.get(
      `/newopen/service/bill/recount?bill_id=${bill.bill_id}&line_date=${bd.days[1].line_date}`,
    );
    expect(rc.status, rc.raw).toBe(200);
    expect(rc.body.data.equal).toBe(true);
    expect(rc.body.data.rows.reduce((s: number, r: any) => s + r.raw_billable, 0)).toBe(900);

    // dispute: the provider's task; approval credits what was asked
    const tooMuch = await dev.post('/newopen/service/bill/dispute', {
      bill_id: bill.bill_id,
      reason: '多计',
      credit_fen: 541,
    });
    expect(tooMuch.status).toBe(409);
    const d = await dev.post('/newopen/service/bill/dispute', {
      bill_id: bill.bill_id,
      reason: '第二天有故障，请减免',
      credit_fen: 100,
    });
    expect(d.status, d.raw).toBe(200);
    expect(d.body.data).toMatchObject({ state: 'disputed', work_order_id: expect.any(Number) });
    expect((await dev.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id })).status).toBe(409);
    await decide(provider, d.body.data.work_order_id, 'approve', '确认故障，减免 1 元');
    const adjusted = (await dev.get(`/newopen/service/bill/${bill.bill_id}`)).body.data;
    expect(adjusted).toMatchObject({ state: 'adjusted', credit_fen: 100, total_fen: 440, amount_fen: 540 });
    const credits = (await dev.get(`/newopen/service/bill/breakdown?bill_id=${bill.bill_id}`)).body.data.credits;
    expect(credits).toMatchObject([{ amount_fen: -100, reason: '确认故障，减免 1 元' }]);

    // confirm → a pending settlement for the provider at the platform's rate (10 % by default, then 5 %)
    expect((await dev.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id })).body.data.state).toBe(
      'confirmed',
    );
    expect((await provider.put('/newopen/service/billing/settings', { commission_rate_bp: 500 })).status).toBe(403);
    expect(
      (await admin.put('/newopen/service/billing/settings', { commission_rate_bp: 500 })).body.data.commission_rate_bp,
    ).toBe(500);
    await runBillingJob(t.deps.db, t.clock.now());
    const settlements = (await provider.get('/newopen/service/settlement/page?page_size=100')).body.data.list;
    const s = settlements.find((x: any) => x.settle_month === MONTH);
    expect(s).toMatchObject({
      state: 'pending',
      gross_fen: 440,
      commission_rate_bp: 500,
      commission_fen: 22,
      net_fen: 418,
    });
    // developers hold no settlement menu; another provider (the enterprise admin holds the menu) does not see it
    expect((await dev.get('/newopen/service/settlement/page?page_size=100')).status).toBe(403);
    expect((await ent.get('/newopen/service/settlement/page?page_size=100')).body.data.list).toEqual([]);
    expect((await ent.get(`/newopen/service/settlement/${s.settlement_id}`)).status).toBe(404);
    expect(
      (await provider.post('/newopen/service/settlement/pay', { settlement_id: s.settlement_id, payment_ref: 'X' }))
        .status,
    ).toBe(403);
    const paid = await admin.post('/newopen/service/settlement/pay', {
      settlement_id: s.settlement_id,
      payment_ref: 'BANK-20261201-001',
    });
    expect(paid.body.data).toMatchObject({ state: 'settled', payment_ref: 'BANK-20261201-001' });
    expect(
      (await admin.post('/newopen/service/settlement/pay', { settlement_id: s.settlement_id, payment_ref: 'again' }))
        .status,
    ).toBe(409);
    expect((await dev.get(`/newopen/service/bill/${bill.bill_id}`)).body.data.state).toBe('settled');

    const history = (await dev.get(`/newopen/service/bill/history?bill_id=${bill.bill_id}`)).body.data;
    expect(history.list.map((e: any) => `${e.action}:${e.to_state}`)).toEqual([
      'open:open',
      'close:issued',
      'dispute:disputed',
      'adjust:adjusted',
      'confirm:confirmed',
      'settle:settled',
    ]);
    const wo = await dev.get(`/workorder/workorder/detail?work_order_id=${history.work_order_id}`);
    expect([200, 404]).toContain(wo.status);
  });

  it('a declined dispute upholds the bill, which the consumer then confirms', async () => {
    // the month before: last month's settlement is paid by the test above, and a paid month takes no new bill
    const { bill } = await closedBill('1.00', [100], addMonths(MONTH, -1));
    // 100 calls, 90 billable × 1.00 yuan / 1000 = 9 fen
    expect(bill.total_fen).toBe(9);
    const d = await dev.post('/newopen/service/bill/dispute', {
      bill_id: bill.bill_id,
      reason: '不认可',
      credit_fen: 5,
    });
    expect(d.status, d.raw).toBe(200);
    await decide(provider, d.body.data.work_order_id, 'reject', '调用记录无误');
    expect((await dev.get(`/newopen/service/bill/${bill.bill_id}`)).body.data).toMatchObject({
      state: 'upheld',
      total_fen: bill.total_fen,
      credit_fen: 0,
    });
    expect((await dev.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id })).body.data.state).toBe(
      'confirmed',
    );
    const notices = await (t.deps.db as any)
      .selectFrom('notices')
      .select('notice_title')
      .where('notice_title', 'like', '账单申诉%')
      .execute();
    expect(notices.length).toBeGreaterThanOrEqual(2);
  });
});

describe('cost centers', () => {
  it('an enterprise assigns its application; spend crosses 80 % then 100 % of the budget: one notice each', async () => {
    const db = t.deps.db as any;
    const entUser = await db
      .selectFrom('users')
      .select(['user_id', 'enterprise_id'])
      .where('user_name', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    const cc = await ent.post('/newopen/service/cost_center', {
      cost_center_code: 'CC-BILL',
      cost_center_name: '账单测试中心',
      budget: 10,
      state: 1,
    });
    expect(cc.status, cc.raw).toBe(200);
    const ccId = cc.body.data.cost_center_id;
    const { start } = monthRange(monthOf(t.clock.now()));
    const sub = await subscribe(
      t,
      g,
      { rule_type: 'per_call', price: '10.00', bill_on: 'all' },
      new Date(start.getTime() - 86_400_000),
      { developer_id: entUser.user_id, enterprise_id: entUser.enterprise_id, name: '成本中心应用' },
    );
    // another enterprise's admin cannot assign it; a developer without an enterprise neither
    expect([403, 404]).toContain(
      (await dev.post('/newopen/service/cost_center_app', { cost_center_id: ccId, apply_id: sub.apply_id })).status,
    );
    const assigned = await ent.post('/newopen/service/cost_center_app', {
      cost_center_id: ccId,
      apply_id: sub.apply_id,
    });
    expect(assigned.status, assigned.raw).toBe(200);
    expect(assigned.body.data.apply_name).toBe('成本中心应用');

    const at = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        at: new Date(start.getTime() + 3_600_000 + i * 1000),
        api: 0,
        status: 200,
      }));
    await writeCalls(t, sub, at(850)); // 850 fen of 1000
    await runBillingJob(t.deps.db, t.clock.now());
    const spend = (await ent.get('/newopen/service/cost_center/spend')).body.data.find(
      (c: any) => c.cost_center_id === ccId,
    );
    expect(spend).toMatchObject({ budget_fen: 1000, spent_fen: 850, used_pct: 85, app_count: 1 });
    const titles = async () =>
      (
        await db
          .selectFrom('notices')
          .select('notice_title')
          .where('audience_user_id', '=', entUser.user_id)
          .where('notice_title', 'like', '成本中心预算提醒%')
          .execute()
      ).map((n: any) => n.notice_title);
    expect(await titles()).toEqual(['成本中心预算提醒：账单测试中心 已用 80%']);
    await runBillingJob(t.deps.db, t.clock.now());
    expect(await titles()).toHaveLength(1);
    await writeCalls(t, sub, at(200));
    await runBillingJob(t.deps.db, t.clock.now());
    expect((await titles()).sort()).toEqual([
      '成本中心预算提醒：账单测试中心 已用 100%',
      '成本中心预算提醒：账单测试中心 已用 80%',
    ]);
    // outside the enterprise the cost center is not there
    expect([403, 404]).toContain((await dev.get(`/newopen/service/cost_center/spend?cost_center_id=${ccId}`)).status);
    expect((await other.get(`/newopen/service/cost_center/spend?cost_center_id=${ccId}`)).status).not.toBe(200);
  });
});
