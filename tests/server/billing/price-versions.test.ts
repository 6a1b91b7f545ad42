/**
 * Prices change forward, with notice, never backward (issue 23, item 2): a charge rule's terms are versions with an
 * effective time; calls before and after a change are billed with their own version; a change with active
 * subscriptions waits the notice period (set by the platform admin) unless it is a pure decrease; no operation can
 * make a change take effect before now; each subscriber gets a notice and a mail; free → paid keeps the subscription
 * free until its developer accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from '../apps/fixtures.ts';
import { demoGroup, writeCalls, type Sub } from './fixtures.ts';
import { computeMonth } from '../../../src/server/billing/compute.ts';
import { monthOf } from '../../../src/server/billing/months.ts';
import { applyDueVersions } from '../../../src/server/billing/price-schedule.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let dev: C, provider: C, providerEn: C, admin: C;
let g: Awaited<ReturnType<typeof demoGroup>>;
const HOUR = 3_600_000,
  DAY = 86_400_000;
const EMAIL = `price-dev-${Date.now()}@example.com`;

/** tickets last 8 hours: after moving the clock by days, everyone logs in again */
async function login() {
  dev = caller(t, await t.login('developer'));
  provider = caller(t, await t.login('provider'));
  providerEn = caller(t, await t.login('provider'), 'en');
  admin = caller(t, await t.login('admin'));
}

async function advance(ms: number) {
  t.clock.advance(ms);
  await login();
}

beforeAll(async () => {
  t = await startTestApp();
  await login();
  g = await demoGroup(t);
  await (t.deps.db as any).updateTable('users').set({ email: EMAIL }).where('user_id', '=', g.developer_id).execute();
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

const db = () => t.deps.db as any;

/** a published group of the demo provider, a rule made through the API, and the developer's active subscription to it */
async function subscribed(rule: Record<string, unknown>): Promise<Sub> {
  const name = `price-${Date.now() % 1e7}-${Math.floor(Math.random() * 1000)}`;
  const grp = await db()
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
  const api = await db()
    .insertInto('apis')
    .values({
      group_id: grp.group_id,
      api_name: name,
      listen_path: `/${name}`,
      path_shape: `/${name}`,
      method_type: 'GET',
      created_by: g.provider_id,
    })
    .returning('api_id')
    .executeTakeFirstOrThrow();
  const made = await provider.post('/newopen/service/charge_rule', { group_id: grp.group_id, ...rule });
  expect(made.status, made.raw).toBe(200);
  const app = await db()
    .insertInto('apps')
    .values({ apply_name: name, created_by: g.developer_id })
    .returning('apply_id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('apply_records')
    .values({
      apply_id: app.apply_id,
      group_id: grp.group_id,
      env_type: 3,
      charge_rule_id: made.body.data.charge_rule_id,
      state: 'active',
      enabled: 1,
      start_time: new Date(t.clock.now().getTime() - 2 * DAY),
      provider_id: g.provider_id,
      created_by: g.developer_id,
    })
    .execute();
  return {
    apply_id: app.apply_id,
    group_id: grp.group_id,
    charge_rule_id: made.body.data.charge_rule_id,
    api_ids: [api.api_id],
    provider_id: g.provider_id,
    developer_id: g.developer_id,
    env_type: 3,
  };
}

const calls = (s: Sub, at: Date, n: number) =>
  writeCalls(
    t,
    s,
    Array.from({ length: n }, (_, i) => ({ at: new Date(at.getTime() + i * 1000), api: 0, status: 200 })),
  );

/** the subscription's billable calls and amount per unit price, over the months the given instants fall in */
async function pricedBy(s: Sub, ...instants: Date[]) {
  const out: Record<number, { billable: number; fen: number }> = {};
  for (const month of new Set(instants.map((d) => monthOf(d)))) {
    for (const bill of await computeMonth(t.deps.db, month, { apply_id: s.apply_id })) {
      for (const l of bill.lines) {
        const e = (out[l.unit_price_fen] ??= { billable: 0, fen: 0 });
        e.billable += l.billable_calls;
        e.fen += Number(l.amount_fen);
      }
    }
  }
  return out;
}

const update = (as: C, s: Sub, body: Record<string, unknown>) =>
  as.put('/newopen/service/charge_rule', { charge_rule_id: s.charge_rule_id, group_id: s.group_id, ...body });

describe('a price change on a rule with subscribers', () => {
  it('takes effect after the notice period; calls before and after are billed with their own version; subscribers are told', async () => {
    const s = await subscribed({ rule_type: 'per_call', price_per_thousand: 2 });
    const before = new Date(t.clock.now().getTime() - HOUR);
    await calls(s, before, 1000);
    const edited = await update(provider, s, { rule_type: 'per_call', price_per_thousand: 5 });
    expect(edited.status, edited.raw).toBe(200);
    // the rule shows the price in force and the change ahead
    const due = Math.ceil((t.clock.now().getTime() + 7 * DAY) / HOUR) * HOUR;
    expect(edited.body.data).toMatchObject({ price_per_thousand: 2, next_price: 5 });
    expect(Date.parse(edited.body.data.price_changes_at)).toBe(due);
    // the subscriber: a personal notice and a mail in the outbox
    const notice = await db()
      .selectFrom('notices')
      .select(['notice_title', 'notice_content'])
      .where('audience_user_id', '=', g.developer_id)
      .where('notice_title', 'like', '价格变更通知%')
      .orderBy('groups_notice_id', 'desc')
      .executeTakeFirst();
    expect(notice?.notice_content).toContain('每千次 5.00 元');
    const mail = await db()
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', EMAIL)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain('CNY 5.00 per 1,000 calls');
    // the store's product page says so too
    const product = await dev.get(`/newopen/service/market/group/detail?group_id=${s.group_id}`);
    expect(product.status, product.raw).toBe(200);
    expect(product.body.data.charge_rules[0]).toMatchObject({
      price_per_thousand: expect.anything(),
      next_rule_type: 'per_call',
      next_price: 5,
    });
    expect(Date.parse(product.body.data.charge_rules[0].price_changes_at)).toBe(due);

    await advance(7 * DAY + 2 * HOUR);
    await applyDueVersions(t.deps.db as any, t.clock.now());
    expect((await provider.get(`/newopen/service/charge_rule/${s.charge_rule_id}`)).body.data).toMatchObject({
      price_per_thousand: 5,
      price_changes_at: null,
    });
    const after = new Date(t.clock.now().getTime() - HOUR / 2);
    await calls(s, after, 1000);
    // 1000 calls × 2.00 yuan / 1000 = 200 fen; 1000 × 5.00 / 1000 = 500 fen
    expect(await pricedBy(s, before, after)).toEqual({
      200: { billable: 1000, fen: 200 },
      500: { billable: 1000, fen: 500 },
    });
  });

  it('refuses an increase before the notice period (the admin sets it), allows a pure decrease at once', async () => {
    expect((await provider.put('/newopen/service/billing/settings', { price_notice_days: 1 })).status).toBe(403);
    const set = await admin.put('/newopen/service/billing/settings', { price_notice_days: 3 });
    expect(set.body.data).toMatchObject({ price_notice_days: 3 });
    expect((await admin.put('/newopen/service/billing/settings', { price_notice_days: 0 })).status).toBe(400);
    const s = await subscribed({ rule_type: 'per_call', price_per_thousand: 4 });
    const soon = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    const early = await update(providerEn, s, { rule_type: 'per_call', price_per_thousand: 6, effective_at: soon });
    expect(early.status, early.raw).toBe(400);
    expect(early.body.data.errors[0]).toMatchObject({ field: 'effective_at' });
    expect(early.body.data.errors[0].message).toContain("3 days' notice");
    const later = await update(provider, s, {
      rule_type: 'per_call',
      price_per_thousand: 6,
      effective_at: new Date(t.clock.now().getTime() + 3 * DAY + HOUR).toISOString(),
    });
    expect(later.status, later.raw).toBe(200);
    // a decrease may start now (at the next whole hour): it replaces the increase not yet in force
    const down = await update(provider, s, {
      rule_type: 'per_call',
      price_per_thousand: 1,
      effective_at: t.clock.now().toISOString(),
    });
    expect(down.status, down.raw).toBe(200);
    expect(down.body.data).toMatchObject({ next_price: 1 });
    expect(Date.parse(down.body.data.price_changes_at)).toBeLessThanOrEqual(t.clock.now().getTime() + HOUR);
    const versions = await db()
      .selectFrom('charge_rule_versions')
      .select(['version', 'price_per_thousand'])
      .where('charge_rule_id', '=', s.charge_rule_id)
      .orderBy('version')
      .execute();
    expect(versions.map((v: any) => [v.version, Number(v.price_per_thousand)])).toEqual([
      [1, 4],
      [2, 1],
    ]);
    await admin.put('/newopen/service/billing/settings', { price_notice_days: 7 });
  });

  it('no operation re-prices calls already made', async () => {
    const s = await subscribed({ rule_type: 'per_call', price_per_thousand: 3 });
    const made = new Date(t.clock.now().getTime() - 3 * HOUR);
    await calls(s, made, 1000);
    const priced = { 300: { billable: 1000, fen: 300 } };
    expect(await pricedBy(s, made)).toEqual(priced);
    const past = new Date(t.clock.now().getTime() - DAY).toISOString();
    for (const body of [
      { rule_type: 'per_call', price_per_thousand: 9, effective_at: past },
      { rule_type: 'per_call', price_per_thousand: 1, effective_at: past },
      { rule_type: 'free', effective_at: past },
      { rule_type: 'per_call', price_per_thousand: 3, bill_on: 'all', effective_at: past },
    ]) {
      const r = await update(provider, s, body);
      expect(r.status, r.raw).toBe(400);
      expect(r.body.data.errors[0].field).toBe('effective_at');
    }
    // what is allowed never reaches back: a decrease now, a disable, a refused delete, an increase with notice
    expect((await update(provider, s, { rule_type: 'per_call', price_per_thousand: 1 })).status).toBe(200);
    expect(
      (await provider.post('/newopen/service/charge_rule/enable', { charge_rule_id: s.charge_rule_id, enabled: false }))
        .status,
    ).toBeLessThan(500);
    expect((await provider.del(`/newopen/service/charge_rule/${s.charge_rule_id}`)).status).toBe(409);
    expect((await update(provider, s, { rule_type: 'per_call', price_per_thousand: 20, bill_on: 'all' })).status).toBe(
      200,
    );
    await applyDueVersions(t.deps.db as any, new Date(t.clock.now().getTime() + 8 * DAY));
    expect(await pricedBy(s, made)).toEqual(priced);
  });

  it('free → paid: the subscription stays free until its developer accepts the new price', async () => {
    const s = await subscribed({ rule_type: 'free' });
    const r = await update(provider, s, { rule_type: 'per_call', price_per_thousand: 10 });
    expect(r.status, r.raw).toBe(200);
    const rec = await db()
      .selectFrom('apply_records')
      .select('r_apply_groups_record_id')
      .where('apply_id', '=', s.apply_id)
      .executeTakeFirstOrThrow();
    const seen = await dev.get(`/newopen/service/access/${rec.r_apply_groups_record_id}`);
    expect(seen.body.data.price_pinned).toBe(1);
    const notice = await db()
      .selectFrom('notices')
      .select('notice_content')
      .where('audience_user_id', '=', g.developer_id)
      .where('notice_content', 'like', `%${r.body.data.rule_name}%`)
      .where('notice_content', 'like', '%接受新价格%')
      .executeTakeFirst();
    expect(notice).toBeDefined();

    await advance(7 * DAY + 2 * HOUR);
    const kept = new Date(t.clock.now().getTime() - HOUR / 2);
    await calls(s, kept, 500);
    expect(await pricedBy(s, kept)).toEqual({ 0: { billable: 500, fen: 0 } });
    // someone else's subscription is not theirs to accept
    const other = await provider.post('/newopen/service/access/price/accept', {
      r_apply_groups_record_id: rec.r_apply_groups_record_id,
    });
    expect([403, 404]).toContain(other.status);
    const ok = await dev.post('/newopen/service/access/price/accept', {
      r_apply_groups_record_id: rec.r_apply_groups_record_id,
    });
    expect(ok.status, ok.raw).toBe(200);
    expect(ok.body.data.price_pinned).toBe(0);
    // the hour bucket holding the acceptance stays on the free version (buckets are priced by their start): the
    // paid calls are two hours on
    await advance(2 * HOUR);
    const paid = new Date(t.clock.now().getTime() - HOUR / 4);
    await calls(s, paid, 500);
    // accepting prices what comes after by the version in force; the free calls stay free
    const got = await pricedBy(s, kept, paid);
    expect(got[0].billable).toBe(500);
    expect(got[1000]).toEqual({ billable: 500, fen: 500 });
  });
});
