/**
 * Prepaid packages (issue 15): consumption is first-bought-first-used within validity and a package is never
 * consumed below zero (property over generated orders and hourly usage); buying through the API, the balance from
 * the real rollups, exhausted and expired states and the code the gateway's quota check would answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from '../apps/fixtures.ts';
import { consume, packageStatus } from '../../../src/server/billing/packages.ts';
import { loadPackageAllowances } from '../../../src/server/billing/gateway-feed.ts';
import { demoGroup, subscribe, writeCalls } from './fixtures.ts';

describe('consumption', () => {
  it('never takes more than an order includes, only while it is valid, and no more than was used', () => {
    const H = 60_000;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            included: fc.integer({ min: 1, max: 500 }),
            start: fc.integer({ min: 0, max: 48 }),
            hours: fc.integer({ min: 1, max: 48 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.record({ hour: fc.integer({ min: 0, max: 100 }), calls: fc.integer({ min: 0, max: 300 }) }), {
          maxLength: 60,
        }),
        (orders, usage) => {
          const os = orders.map((o, i) => ({
            id: i + 1,
            included: o.included,
            start: o.start * H,
            end: (o.start + o.hours) * H,
          }));
          const us = usage.map((u) => ({ at: u.hour * H, calls: u.calls }));
          const used = consume(os, us);
          let total = 0;
          for (const o of os) {
            const c = used.get(o.id)!;
            expect(c).toBeGreaterThanOrEqual(0);
            expect(c).toBeLessThanOrEqual(o.included);
            // nothing outside its validity: at most the usage of the hours it was valid in
            const inWindow = us.filter((u) => u.at < o.end && u.at + H > o.start).reduce((s, u) => s + u.calls, 0);
            expect(c).toBeLessThanOrEqual(inWindow);
            total += c;
          }
          expect(total).toBeLessThanOrEqual(us.reduce((s, u) => s + u.calls, 0));
        },
      ),
    );
  });
});

describe('package orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 400_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('are bought on a package subscription, consumed from rollups down to zero, then exhausted; expired after validity', async () => {
    const g = await demoGroup(t);
    const dev = caller(t, await t.login('developer'));
    const provider = caller(t, await t.login('provider'));
    const now = t.clock.now();
    const sub = await subscribe(
      t,
      g,
      { rule_type: 'package', price: null, bill_on: 'ok', package_calls: 100 },
      new Date(now.getTime() - 3_600_000),
    );
    const db = t.deps.db as any;
    await db
      .updateTable('charge_rules')
      .set({ validity_days: 2 })
      .where('charge_rule_id', '=', sub.charge_rule_id)
      .execute();
    const rec = await db
      .selectFrom('apply_records')
      .select('r_apply_groups_record_id')
      .where('apply_id', '=', sub.apply_id)
      .executeTakeFirstOrThrow();
    const key = { apply_id: sub.apply_id, group_id: sub.group_id, env_type: sub.env_type };
    expect(await packageStatus(db, key, now)).toEqual({ ok: false, code: 'PACKAGE_NONE' });
    // what the gateway's snapshot gets: nothing to use yet; the demo's SMS package (bought when seeded) has its calls
    let allowances = await loadPackageAllowances(db, now);
    expect(allowances.get(rec.r_apply_groups_record_id)).toEqual({
      remaining: 0,
      refusal: 'PACKAGE_NONE',
      changes_at: null,
    });
    const demoSms = await db
      .selectFrom('package_orders')
      .select(['r_apply_groups_record_id', 'calls_included'])
      .orderBy('package_order_id')
      .executeTakeFirstOrThrow();
    expect(allowances.get(demoSms.r_apply_groups_record_id)).toMatchObject({
      remaining: Number(demoSms.calls_included),
      refusal: null,
    });
    expect(
      (await provider.post('/newopen/service/bill/package', { r_apply_groups_record_id: rec.r_apply_groups_record_id }))
        .status,
    ).toBe(404);
    const bought = await dev.post('/newopen/service/bill/package', {
      r_apply_groups_record_id: rec.r_apply_groups_record_id,
    });
    expect(bought.status, bought.raw).toBe(200);
    expect(bought.body.data).toMatchObject({
      calls_included: 100,
      consumed: 0,
      balance: 100,
      state: 'active',
      price_fen: 1000,
    });

    t.clock.advance(60_000);
    await writeCalls(
      t,
      sub,
      Array.from({ length: 60 }, (_, i) => ({
        at: new Date(t.clock.now().getTime() + i * 100),
        api: 0,
        status: i < 50 ? 200 : 500,
      })),
    );
    let page = (await dev.get('/newopen/service/bill/package/page')).body.data.list.find(
      (o: any) => o.package_order_id === bought.body.data.package_order_id,
    );
    expect(page).toMatchObject({ consumed: 50, balance: 50, state: 'active' });
    expect(await packageStatus(db, key, t.clock.now())).toEqual({ ok: true });

    await writeCalls(
      t,
      sub,
      Array.from({ length: 80 }, (_, i) => ({
        at: new Date(t.clock.now().getTime() + 10_000 + i * 100),
        api: 1,
        status: 200,
      })),
    );
    page = (await dev.get('/newopen/service/bill/package/page')).body.data.list.find(
      (o: any) => o.package_order_id === bought.body.data.package_order_id,
    );
    expect(page).toMatchObject({ consumed: 100, balance: 0, state: 'exhausted' });
    expect(await packageStatus(db, key, t.clock.now())).toEqual({ ok: false, code: 'PACKAGE_EXHAUSTED' });
    allowances = await loadPackageAllowances(db, t.clock.now());
    expect(allowances.get(rec.r_apply_groups_record_id)).toMatchObject({ remaining: 0, refusal: 'PACKAGE_EXHAUSTED' });
    // the provider sees the order of their group too
    expect(
      (await provider.get('/newopen/service/bill/package/page')).body.data.list.map((o: any) => o.package_order_id),
    ).toContain(bought.body.data.package_order_id);

    // a second package, bought later: the earlier overage is not charged to it; after both validities end: expired
    t.clock.advance(120_000);
    const again = await dev.post('/newopen/service/bill/package', {
      r_apply_groups_record_id: rec.r_apply_groups_record_id,
    });
    expect(again.body.data).toMatchObject({ balance: 100, state: 'active' });
    t.clock.advance(3 * 86_400_000);
    expect(await packageStatus(db, key, t.clock.now())).toEqual({ ok: false, code: 'PACKAGE_EXPIRED' });
  });
});
