/**
 * Callbacks (issue 25 item 23): a developer registers a URL per application and environment; events from the real
 * code paths (the access work order's approval and rejection, appSecretReset, a charge rule's price change, the
 * quota-at-80 % check over the gateway's rollups) and the console's test event reach a real HTTP receiver signed
 * the Standard Webhooks way, verified with the `standardwebhooks` package's Webhook.verify and by hand; a failed
 * attempt is retried with backoff from the row (also after the sending instance died), redeliver resends with the
 * same webhook-id; SSRF and field errors are localized; another developer gets 404 and changes nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { checkQuotaThresholds } from '../../../src/server/callbacks/quota-watch.ts';
import { startReceiver, type Received } from './receiver.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let dev: C, devEn: C, other: C, provider: C, admin: C;
let rx: Awaited<ReturnType<typeof startReceiver>>;
let applyId: number;
let cb: { callback_id: number; secret: string };
const ZERO = Object.fromEntries(
  [
    'ok_calls',
    'client_errors',
    'server_errors',
    'gateway_refusals',
    'latency_sum_ms',
    'latency_max_ms',
    'upstream_latency_sum_ms',
    'bytes_in',
    'bytes_out',
  ].map((k) => [k, 0]),
);
let groups: { group_id: number; rules: { charge_rule_id: number }[] }[];
const ALL = ['access.approved', 'access.rejected', 'app.secret_reset', 'quota.threshold', 'price.change_announced'];

beforeAll(async () => {
  t = await startTestApp();
  rx = await startReceiver();
  await addDeveloper(t, 'dev_callbacks_other');
  dev = caller(t, await t.login('developer'));
  devEn = caller(t, await t.login('developer'), 'en');
  other = caller(t, await t.login('dev_callbacks_other', md5Hex('Dev@123456')));
  provider = caller(t, await t.login('provider'));
  admin = caller(t, await t.login('admin'));
  const made = await dev.post('/newopen/service/apply', { apply_name: '回调测试应用' });
  expect(made.status, made.raw).toBe(200);
  applyId = made.body.data.apply_id;
  groups = (await dev.get('/newopen/service/access/options')).body.data;
}, 300_000);
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
});

/** Webhook.verify from the standardwebhooks package, and the signature recomputed by hand from the spec */
function verified(r: Received, secret: string) {
  const headers = {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  };
  const payload = new Webhook(secret).verify(r.body, headers) as { type: string; data: Record<string, unknown> };
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${r.body}`)
    .digest('base64');
  expect(headers['webhook-signature'].split(' ')).toContain(`v1,${mac}`);
  expect(() => new Webhook(secret).verify(r.body + ' ', headers)).toThrow();
  return payload;
}

async function arrived(type: string, n = 1): Promise<Received[]> {
  await expect.poll(() => rx.of(type).length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(n);
  return rx.of(type);
}

const deliveries = async (as: C = dev, query = '') =>
  (await as.get(`/newopen/service/apply/callback/deliveries?apply_id=${applyId}&page_size=100${query}`)).body.data;

describe('registration', () => {
  it('refuses a private or loopback URL while CALLBACK_ALLOW_PRIVATE is off, and bad input next to the field (zh, en)', async () => {
    t.deps.config.callbackAllowPrivate = false;
    const body = { apply_id: applyId, env_type: 1, url: rx.url, events: ALL };
    const zh = await dev.post('/newopen/service/apply/callback/create', body);
    expect(zh.status).toBe(400);
    expect(zh.body.data.errors[0]).toMatchObject({ field: 'url', message: '回调地址不能指向内网、本机或保留地址' });
    const en = await devEn.post('/newopen/service/apply/callback/create', { ...body, url: 'http://169.254.169.254/x' });
    expect(en.body.data.errors[0]).toMatchObject({ field: 'url' });
    expect(en.body.data.errors[0].message).toMatch(/private, loopback or reserved/);
    const scheme = await devEn.post('/newopen/service/apply/callback/create', { ...body, url: 'ftp://example.com/x' });
    expect(scheme.body.data.errors[0]).toMatchObject({
      field: 'url',
      message: expect.stringMatching(/http:\/\/ or https:\/\//),
    });
    const events = await dev.post('/newopen/service/apply/callback/create', {
      ...body,
      url: 'https://example.com/x',
      events: [],
    });
    expect(events.body.data.errors[0]).toMatchObject({ field: 'events', message: '请至少选择一个事件' });
    expect((await dev.get(`/newopen/service/apply/callback/list?apply_id=${applyId}`)).body.data.list).toEqual([]);
  });

  it('with the flag on (tests, closed networks) registers the receiver and answers a whsec_ secret', async () => {
    t.deps.config.callbackAllowPrivate = true;
    const r = await dev.post('/newopen/service/apply/callback/create', {
      apply_id: applyId,
      env_type: 1,
      url: rx.url,
      events: ALL,
    });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    cb = r.body.data;
    const list = (await dev.get(`/newopen/service/apply/callback/list?apply_id=${applyId}`)).body.data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).not.toHaveProperty('secret');
    expect(list.list[0].events).toEqual(ALL);
    const secret = await dev.get(`/newopen/service/apply/callback/secret?callback_id=${cb.callback_id}`);
    expect(secret.body.data.secret).toBe(cb.secret);
    const row = await t.deps.db
      .selectFrom('app_callbacks')
      .select('secret_enc')
      .where('callback_id', '=', cb.callback_id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(cb.secret.slice(6, 20));
  });
});

describe('deliveries', () => {
  it('a test event arrives signed (Webhook.verify) and is listed with status 200 and the answer', async () => {
    const r = await dev.post('/newopen/service/apply/callback/test', { callback_id: cb.callback_id });
    expect(r.status, r.raw).toBe(200);
    const [got] = await arrived('callback.test');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe(r.body.data.msg_id);
    const payload = verified(got, cb.secret);
    expect(payload).toMatchObject({ type: 'callback.test', data: { apply_id: applyId, env_type: 1 } });
    await expect
      .poll(async () => (await deliveries()).list.find((d: any) => d.delivery_id === r.body.data.delivery_id)?.status)
      .toBe('succeeded');
    const d = (await deliveries()).list.find((x: any) => x.delivery_id === r.body.data.delivery_id);
    expect(d).toMatchObject({ last_status_code: 200, attempts: 1 });
    expect(d.last_response).toContain('"received":true');
  });

  it('a failed attempt is retried with backoff from its row, with the same webhook-id; redeliver sends it again', async () => {
    rx.answer(500);
    const r = await dev.post('/newopen/service/apply/callback/test', { callback_id: cb.callback_id });
    const id = r.body.data.delivery_id;
    const row = () =>
      t.deps.db.selectFrom('callback_deliveries').selectAll().where('delivery_id', '=', id).executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).last_status_code, { timeout: 15_000 }).toBe(500);
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    const wait = new Date(first.next_attempt_at).getTime() - new Date(first.last_attempt_at!).getTime();
    expect(wait).toBeGreaterThanOrEqual(5000);
    rx.answer(503);
    t.clock.advance(5100);
    await expect.poll(async () => (await row()).attempts, { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await row()).status).toBe('pending');
    const second = await row();
    // exponential: the second wait is four times the first
    expect(
      new Date(second.next_attempt_at).getTime() - new Date(second.last_attempt_at!).getTime(),
    ).toBeGreaterThanOrEqual(20_000);
    // the instance sending it dies mid-attempt: the row stays claimed until its lock runs out, then is sent again
    await t.deps.db
      .updateTable('callback_deliveries')
      .set({ status: 'sending', locked_until: new Date(t.clock.now().getTime() + 1000) })
      .where('delivery_id', '=', id)
      .execute();
    rx.answer(200);
    t.clock.advance(20_100);
    await expect.poll(async () => (await row()).status, { timeout: 15_000 }).toBe('succeeded');
    const sent = rx.received.filter((x) => x.headers['webhook-id'] === first.msg_id);
    expect(sent.map((x) => x.headers['webhook-id'])).toEqual([first.msg_id, first.msg_id, first.msg_id]);
    for (const s of sent) verified(s, cb.secret);

    const again = await dev.post('/newopen/service/apply/callback/redeliver', { delivery_id: id });
    expect(again.status, again.raw).toBe(200);
    await expect.poll(() => rx.received.filter((x) => x.headers['webhook-id'] === first.msg_id).length).toBe(4);
    await expect.poll(async () => (await row()).status).toBe('succeeded');
  });
});

describe('events from where they happen', () => {
  it('appSecretReset sends app.secret_reset (without the secret)', async () => {
    const r = await dev.post('/newopen/service/apply/secret/reset', { apply_id: applyId, env_type: 1 });
    expect(r.status, r.raw).toBe(200);
    const [got] = await arrived('app.secret_reset');
    const p = verified(got, cb.secret);
    expect(p.data).toMatchObject({ apply_id: applyId, env_type: 1 });
    expect(got.body).not.toContain(r.body.data.secret);
  });

  async function decide(as: C, workOrderId: number, action: 'approve' | 'reject') {
    const tasks = await as.get('/workorder/workorder/task/upcoming/page?page_size=100');
    const task = tasks.body.data.list.find((x: any) => x.work_order_id === workOrderId);
    expect(task, `no open task of work order ${workOrderId}`).toBeDefined();
    const r = await as.post('/workorder/workorder/handle', { task_id: task.task_id, action, comment: 'ok' });
    expect(r.status, r.raw).toBe(200);
  }

  it('the access work order: approval sends access.approved, rejection access.rejected', async () => {
    const [g1, g2] = groups;
    const a = await dev.post('/newopen/service/access', {
      group_id: g1.group_id,
      apply_id: applyId,
      env_type: 1,
      charge_rule_id: g1.rules[0].charge_rule_id,
      reason: '回调测试',
    });
    expect(a.status, a.raw).toBe(200);
    await decide(provider, a.body.data.work_order_id, 'approve');
    expect(rx.of('access.approved')).toHaveLength(0);
    await decide(admin, a.body.data.work_order_id, 'approve');
    const [ok] = await arrived('access.approved');
    expect(verified(ok, cb.secret).data).toMatchObject({
      r_apply_groups_record_id: a.body.data.r_apply_groups_record_id,
      group_id: g1.group_id,
    });
    const b = await dev.post('/newopen/service/access', {
      group_id: g2.group_id,
      apply_id: applyId,
      env_type: 1,
      charge_rule_id: g2.rules[0].charge_rule_id,
      reason: '回调测试',
    });
    expect(b.status, b.raw).toBe(200);
    await decide(provider, b.body.data.work_order_id, 'reject');
    const [no] = await arrived('access.rejected');
    expect(verified(no, cb.secret).data).toMatchObject({ group_id: g2.group_id });
  });

  it('a price change announced on the subscribed rule sends price.change_announced', async () => {
    const ruleId = groups[0].rules[0].charge_rule_id;
    const rule = (await provider.get(`/newopen/service/charge_rule/${ruleId}`)).body.data;
    const r = await provider.put('/newopen/service/charge_rule', {
      charge_rule_id: ruleId,
      group_id: rule.group_id,
      rule_type: 'per_call',
      price_per_thousand: Number(rule.price_per_thousand ?? 0) + 3,
    });
    expect(r.status, r.raw).toBe(200);
    const [got] = await arrived('price.change_announced');
    const p = verified(got, cb.secret);
    expect(p.data).toMatchObject({ charge_rule_id: ruleId, group_id: groups[0].group_id, apply_id: applyId });
    expect(Date.parse(String(p.data.effective_at))).toBeGreaterThan(t.clock.now().getTime());
  });

  it('calls past 80 % of the daily quota send quota.threshold once per period', async () => {
    const sub = await t.deps.db
      .selectFrom('apply_records')
      .select(['r_apply_groups_record_id', 'charge_rule_id', 'group_id'])
      .where('apply_id', '=', applyId)
      .where('state', '=', 'active')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('charge_rules')
      .set({ daily_quota: 10 })
      .where('charge_rule_id', '=', sub.charge_rule_id!)
      .execute();
    // the gateway's call-log writer records calls that took quota in the day rollups (as here: 7, then 8 of 10)
    const bucket = new Date(
      `${new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`,
    );
    const rollup = { granularity: 'd', bucket_start: bucket, apply_id: applyId, group_id: sub.group_id, env_type: 1 };
    await (t.deps.db as any)
      .insertInto('call_rollup_totals')
      .values({ ...rollup, api_id: 0, channel: 'api', ...ZERO, calls: 7, quota_calls: 7 })
      .execute();
    expect(await checkQuotaThresholds(t.deps)).toBe(0);
    await (t.deps.db as any)
      .updateTable('call_rollup_totals')
      .set({ quota_calls: 8, calls: 8 })
      .where('apply_id', '=', applyId)
      .execute();
    expect(await checkQuotaThresholds(t.deps)).toBe(1);
    expect(await checkQuotaThresholds(t.deps)).toBe(0);
    const [got] = await arrived('quota.threshold');
    expect(verified(got, cb.secret).data).toMatchObject({ period: 'day', used: 8, quota: 10, percent: 80 });
  });
});

describe('ownership', () => {
  it('another developer gets 404 on every callback operation and changes nothing', async () => {
    const before = await deliveries();
    const id = before.list[0].delivery_id;
    const tries = [
      other.get(`/newopen/service/apply/callback/list?apply_id=${applyId}`),
      other.get(`/newopen/service/apply/callback/deliveries?apply_id=${applyId}`),
      other.get(`/newopen/service/apply/callback/secret?callback_id=${cb.callback_id}`),
      other.post('/newopen/service/apply/callback/create', {
        apply_id: applyId,
        env_type: 1,
        url: rx.url,
        events: ALL,
      }),
      other.post('/newopen/service/apply/callback/update', {
        callback_id: cb.callback_id,
        url: 'https://evil.example/x',
      }),
      other.post('/newopen/service/apply/callback/test', { callback_id: cb.callback_id }),
      other.post('/newopen/service/apply/callback/redeliver', { delivery_id: id }),
      other.post('/newopen/service/apply/callback/delete', { callback_id: cb.callback_id }),
    ];
    for (const r of await Promise.all(tries)) expect(r.status, r.raw).toBe(404);
    const list = (await dev.get(`/newopen/service/apply/callback/list?apply_id=${applyId}`)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0].url).toBe(rx.url);
    expect((await deliveries()).total).toBe(before.total);
  });

  it('the owner switches a callback off: the test event is refused, and it can be removed', async () => {
    const off = await dev.post('/newopen/service/apply/callback/update', {
      callback_id: cb.callback_id,
      enabled: false,
    });
    expect(off.body.data.enabled).toBe(false);
    expect((await dev.post('/newopen/service/apply/callback/test', { callback_id: cb.callback_id })).status).toBe(409);
    expect((await dev.post('/newopen/service/apply/callback/delete', { callback_id: cb.callback_id })).status).toBe(
      200,
    );
    expect((await deliveries()).total).toBe(0);
  });
});
