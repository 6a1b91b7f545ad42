/**
 * Bills are records (issue 23, item 1): a developer who made paid calls deletes the application, a provider revokes
 * and deletes a subscribed group: the bill, its lines, package purchases and the subscription stay, seen by
 * developer, provider and admin with the application's and group's names; the month still closes from the rollups.
 * A charge rule with bills cannot be deleted. A month whose settlement is paid never changes again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from '../apps/fixtures.ts';
import { demoGroup, subscribe, writeCalls, type Sub } from './fixtures.ts';
import { addMonths, monthOf, monthRange } from '../../../src/server/billing/months.ts';
import { closeMonth, runBillingJob } from '../../../src/server/billing/close.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let dev: C, provider: C, admin: C;
let g: Awaited<ReturnType<typeof demoGroup>>;
let MONTH: string;

beforeAll(async () => {
  t = await startTestApp();
  dev = caller(t, await t.login('developer'));
  provider = caller(t, await t.login('provider'));
  admin = caller(t, await t.login('admin'));
  g = await demoGroup(t);
  // two months back: the flow tests settle last month
  MONTH = addMonths(monthOf(t.clock.now()), -2);
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

/** `n` calls on the month's second day, all answered 200 */
async function paidCalls(s: Sub, n: number, day = 1) {
  const { start } = monthRange(MONTH);
  await writeCalls(
    t,
    s,
    Array.from({ length: n }, (_, i) => ({
      at: new Date(start.getTime() + day * 86_400_000 + 3_600_000 + i * 1000),
      api: i % 2,
      status: 200,
    })),
  );
}

const billsOf = async (as: C, query: string) => {
  const r = await as.get(`/newopen/service/bill/page?page_size=100&${query}`);
  expect(r.status, r.raw).toBe(200);
  return r.body.data.list as any[];
};

/** a published group of the demo provider with two APIs, made straight in the database like the fixtures' subscriptions */
async function ownGroup(name: string) {
  const db = t.deps.db as any;
  const grp = await db
    .insertInto('api_groups')
    .values({
      group_name: name,
      group_state: 'published',
      check_state: 'approved',
      created_by: g.provider_id,
      published_at: new Date(),
      updated_at: new Date(),
    })
    .returning('group_id')
    .executeTakeFirstOrThrow();
  const apis = [];
  for (const p of ['a', 'b']) {
    apis.push(
      (
        await db
          .insertInto('apis')
          .values({
            group_id: grp.group_id,
            api_name: `${name}-${p}`,
            listen_path: `/${name}/${p}`,
            path_shape: `/${name}/${p}`,
            method_type: 'GET',
            created_by: g.provider_id,
          })
          .returning('api_id')
          .executeTakeFirstOrThrow()
      ).api_id,
    );
  }
  return { ...g, group_id: grp.group_id as number, group_name: name, api_ids: apis as number[] };
}

describe('deleting what a bill points at', () => {
  it('a developer with paid calls deletes the application: the bill stays for developer, provider and admin, named', async () => {
    const { start } = monthRange(MONTH);
    const sub = await subscribe(
      t,
      g,
      { rule_type: 'per_call', price: '3.00', bill_on: 'ok' },
      new Date(start.getTime() - 86_400_000),
      { name: '要删除的应用' },
    );
    await paidCalls(sub, 500);
    // the application goes before its month is closed: the month still closes from the rollups
    const del = await dev.del(`/newopen/service/apply/${sub.apply_id}`);
    expect(del.status, del.raw).toBe(200);
    expect((await dev.get(`/newopen/service/apply/${sub.apply_id}`)).status).toBe(404);
    expect((await dev.get('/newopen/service/apply/list')).body.data.map((a: any) => a.apply_id)).not.toContain(
      sub.apply_id,
    );
    // its name is free again for its owner, and nothing can call as it any more
    const again = await dev.post('/newopen/service/apply', { apply_name: '要删除的应用' });
    expect(again.status, again.raw).toBe(200);
    expect(
      await (t.deps.db as any)
        .selectFrom('app_credentials')
        .select('app_key')
        .where('apply_id', '=', sub.apply_id)
        .execute(),
    ).toEqual([]);

    await closeMonth(t.deps.db, MONTH, t.clock.now());
    for (const as of [dev, provider, admin]) {
      const bills = await billsOf(as, `apply_id=${sub.apply_id}`);
      expect(bills).toHaveLength(1);
      // 500 calls × 3.00 yuan / 1000 = 150 fen
      expect(bills[0]).toMatchObject({ state: 'issued', calls: 500, total_fen: 150, apply_name: '要删除的应用' });
      const bd = await as.get(`/newopen/service/bill/breakdown?bill_id=${bills[0].bill_id}`);
      expect(bd.status, bd.raw).toBe(200);
      expect(bd.body.data.days.reduce((s: number, d: any) => s + d.amount_fen, 0)).toBe(150);
    }
    // the subscription is a record too: kept, ended
    const rec = await (t.deps.db as any)
      .selectFrom('apply_records')
      .select(['state', 'end_time'])
      .where('apply_id', '=', sub.apply_id)
      .executeTakeFirstOrThrow();
    expect(rec.state).toBe('active');
    expect(rec.end_time).not.toBeNull();
  });

  it('an application without subscriptions, calls or bills is deleted for good', async () => {
    const made = await dev.post('/newopen/service/apply', { apply_name: `空应用-${Date.now()}` });
    expect(made.status, made.raw).toBe(200);
    expect((await dev.del(`/newopen/service/apply/${made.body.data.apply_id}`)).status).toBe(200);
    expect(
      await (t.deps.db as any)
        .selectFrom('apps')
        .select('apply_id')
        .where('apply_id', '=', made.body.data.apply_id)
        .execute(),
    ).toEqual([]);
  });

  it("a provider revokes and deletes a subscribed group: the bill stays for all three, with the group's name", async () => {
    const own = await ownGroup(`rec-grp-${Date.now() % 100000}`);
    const { start } = monthRange(MONTH);
    const sub = await subscribe(
      t,
      own,
      { rule_type: 'per_call', price: '2.00', bill_on: 'ok' },
      new Date(start.getTime() - 86_400_000),
    );
    await paidCalls(sub, 1000, 2);
    const revoked = await provider.post('/newopen/service/group/revoke', { group_id: own.group_id, reason: '下线' });
    expect(revoked.status, revoked.raw).toBe(200);
    const del = await provider.del(`/newopen/service/group/${own.group_id}`);
    expect(del.status, del.raw).toBe(200);
    expect((await provider.get(`/newopen/service/group/detail?group_id=${own.group_id}`)).status).toBe(404);
    expect((await provider.get('/newopen/service/group/list')).body.data.map((x: any) => x.group_id)).not.toContain(
      own.group_id,
    );

    await runBillingJob(t.deps.db, t.clock.now());
    await closeMonth(t.deps.db, MONTH, t.clock.now());
    for (const as of [dev, provider, admin]) {
      const bills = await billsOf(as, `apply_id=${sub.apply_id}`);
      expect(bills).toHaveLength(1);
      expect(bills[0]).toMatchObject({ calls: 1000, total_fen: 200, group_name: own.group_name });
    }
    // the charge rule that priced it cannot go either (the group is archived: the rule is not reachable any more, so
    // the check is the database's own key)
    await expect(
      (t.deps.db as any).deleteFrom('charge_rules').where('charge_rule_id', '=', sub.charge_rule_id).execute(),
    ).rejects.toThrow();
    await expect(
      (t.deps.db as any).deleteFrom('apps').where('apply_id', '=', sub.apply_id).execute(),
    ).rejects.toThrow();
  });

  it("a charge rule with subscriptions or bills cannot be deleted: a clear reason in the caller's language", async () => {
    const own = await ownGroup(`rule-grp-${Date.now() % 100000}`);
    const sub = await subscribe(t, own, { rule_type: 'per_call', price: '1.00', bill_on: 'ok' }, new Date());
    // a second enabled rule, so the group would keep one
    await (t.deps.db as any)
      .insertInto('charge_rules')
      .values({ group_id: own.group_id, rule_name: 'spare', rule_type: 'free', created_by: g.provider_id })
      .execute();
    const zh = await provider.del(`/newopen/service/charge_rule/${sub.charge_rule_id}`);
    expect(zh.status, zh.raw).toBe(409);
    expect(zh.body.message).toContain('停用');
    const en = await caller(t, await t.login('provider'), 'en').del(
      `/newopen/service/charge_rule/${sub.charge_rule_id}`,
    );
    expect(en.body.message).toContain('disable it');
    expect(
      await (t.deps.db as any)
        .selectFrom('charge_rules')
        .select('charge_rule_id')
        .where('charge_rule_id', '=', sub.charge_rule_id)
        .execute(),
    ).toHaveLength(1);
  });

  it('no key from billing or subscriptions to applications, groups or charge rules cascades', async () => {
    const { rows } = await sql<{
      tbl: string;
      def: string;
    }>`select conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def from pg_constraint
      where contype = 'f' and conrelid::regclass::text in ('bills', 'bill_lines', 'bill_events', 'package_orders', 'cost_center_apps', 'apply_records', 'settlements')`.execute(
      t.deps.db,
    );
    const risky = rows.filter(
      (r) =>
        /REFERENCES (apps|api_groups|charge_rules|apply_records|package_orders)\b/.test(r.def) &&
        /ON DELETE (CASCADE|SET NULL)/.test(r.def),
    );
    expect(risky).toEqual([]);
  });
});

describe('a settled month', () => {
  it('is never recomputed or added to: late calls, a new subscription, closing it again', async () => {
    const own = await ownGroup(`settle-grp-${Date.now() % 100000}`);
    const month = addMonths(MONTH, -1);
    const from = new Date(monthRange(month).start.getTime() - 86_400_000);
    const sub = await subscribe(t, own, { rule_type: 'per_call', price: '5.00', bill_on: 'all' }, from);
    const at = (s: Sub, n: number) =>
      writeCalls(
        t,
        s,
        Array.from({ length: n }, (_, i) => ({
          at: new Date(monthRange(month).start.getTime() + 86_400_000 + i * 1000),
          api: 0,
          status: 200,
        })),
      );
    await at(sub, 200);
    const c1 = await admin.post('/newopen/service/bill/close', { bill_month: month });
    expect(c1.status, c1.raw).toBe(200);
    const [bill] = await billsOf(dev, `apply_id=${sub.apply_id}`);
    expect(bill).toMatchObject({ total_fen: 100, state: 'issued' });
    expect((await dev.post('/newopen/service/bill/confirm', { bill_id: bill.bill_id })).status).toBe(200);
    await runBillingJob(t.deps.db, t.clock.now());
    const s = (await admin.get('/newopen/service/settlement/page?page_size=100')).body.data.list.find(
      (x: any) => x.settle_month === month && x.provider_id === g.provider_id,
    );
    expect(
      (await admin.post('/newopen/service/settlement/pay', { settlement_id: s.settlement_id, payment_ref: 'PAID-1' }))
        .status,
    ).toBe(200);

    // calls of that month flushed late, and a new subscription's calls in it
    await at(sub, 300);
    const late = await subscribe(t, own, { rule_type: 'per_call', price: '5.00', bill_on: 'all' }, from);
    await at(late, 100);
    const refused = await admin.post('/newopen/service/bill/close', { bill_month: month });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.message).toContain('结算');
    await closeMonth(t.deps.db, month, t.clock.now());
    await runBillingJob(t.deps.db, t.clock.now());
    expect((await billsOf(admin, `apply_id=${sub.apply_id}`))[0]).toMatchObject({
      total_fen: 100,
      calls: 200,
      state: 'settled',
    });
    expect(await billsOf(admin, `apply_id=${late.apply_id}`)).toEqual([]);
    const sNow = (await admin.get(`/newopen/service/settlement/${s.settlement_id}`)).body.data;
    expect(sNow).toMatchObject({ gross_fen: s.gross_fen, state: 'settled' });
  });
});
