/**
 * Access applications (issue 11): apply → provider step → admin step → active subscription the gateway reads;
 * reject → resubmit → approve; toggle; confirm; data authority; validation next to the field; ownership; demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { loadActiveSubscriptions } from '../../../src/server/apps/gateway-feed.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { addDeveloper, caller } from './fixtures.ts';

let t: TestApp;
type Caller = ReturnType<typeof caller>;
let dev: Caller, other: Caller, provider: Caller, admin: Caller;
let group: { group_id: number; rules: { charge_rule_id: number; rule_name: string }[] };
let secondGroup: { group_id: number; rules: { charge_rule_id: number }[] };

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'dev_access_other');
  dev = caller(t, await t.login('developer'));
  other = caller(t, await t.login('dev_access_other', md5Hex('Dev@123456')));
  provider = caller(t, await t.login('provider'));
  admin = caller(t, await t.login('admin'));
  const options = await dev.get('/newopen/service/access/options');
  expect(options.status, options.raw).toBe(200);
  [group, secondGroup] = options.body.data;
  expect(group.rules.length).toBeGreaterThan(0);
}, 180_000);
afterAll(async () => {
  await t.dispose();
});

async function newApp(name: string, as = dev): Promise<number> {
  const r = await as.post('/newopen/service/apply', { apply_name: name });
  expect(r.status, r.raw).toBe(200);
  return r.body.data.apply_id;
}

async function apply(applyId: number, env_type = 1, as = dev, g = group) {
  return as.post('/newopen/service/access', {
    group_id: g.group_id,
    apply_id: applyId,
    env_type,
    charge_rule_id: g.rules[0].charge_rule_id,
    reason: '接入测试',
  });
}

/** The caller's open task of the work order, decided. */
async function decide(as: Caller, workOrderId: number, action: 'approve' | 'reject', comment = '同意') {
  const tasks = await as.get('/workorder/workorder/task/upcoming/page?page_size=100');
  expect(tasks.status, tasks.raw).toBe(200);
  const task = tasks.body.data.list.find((x: any) => x.work_order_id === workOrderId);
  expect(task, `no open task of work order ${workOrderId}`).toBeDefined();
  const r = await as.post('/workorder/workorder/handle', { task_id: task.task_id, action, comment });
  expect(r.status, r.raw).toBe(200);
}

const record = async (id: number, as = dev) => (await as.get(`/newopen/service/access/${id}`)).body.data;
const feedOf = async (id: number) =>
  (await loadActiveSubscriptions(t.deps.db, t.clock.now())).find((s) => s.r_apply_groups_record_id === id);

describe('apply and approve', () => {
  it('two steps (provider, then platform admin) make the subscription active and feed it to the gateway', async () => {
    const applyId = await newApp('接入应用甲');
    const r = await apply(applyId);
    expect(r.status, r.raw).toBe(200);
    const { r_apply_groups_record_id: id, work_order_id } = r.body.data;
    expect(work_order_id).toBeGreaterThan(0);
    expect((await record(id)).state).toBe('pending');
    expect(await feedOf(id)).toBeUndefined();
    // the provider of the group sees it
    const mine = await provider.get('/newopen/service/access/provider/page?page_size=100&state=pending');
    expect(mine.body.data.list.map((x: any) => x.r_apply_groups_record_id)).toContain(id);

    await decide(provider, work_order_id, 'approve');
    expect((await record(id)).state).toBe('pending');
    const version = (await currentGatewayConfig(t.deps.db)).version;
    await decide(admin, work_order_id, 'approve');
    const rec = await record(id);
    expect(rec).toMatchObject({
      state: 'active',
      enabled: 1,
      group_name: expect.any(String),
      apply_name: '接入应用甲',
    });
    expect(new Date(rec.start_time).getTime()).toBe(t.clock.now().getTime());
    expect((await currentGatewayConfig(t.deps.db)).version).toBeGreaterThan(version);
    expect(await feedOf(id)).toMatchObject({
      apply_id: applyId,
      group_id: group.group_id,
      env_type: 1,
      enabled: true,
      apis: null,
      starts_at: t.clock.now().getTime(),
    });

    // confirm once
    expect(
      (await dev.post('/newopen/service/access/confirm', { r_apply_groups_record_id: id })).body.data.confirmed,
    ).toBe(1);
    expect((await dev.post('/newopen/service/access/confirm', { r_apply_groups_record_id: id })).status).toBe(409);
  });

  it('rejected keeps the reason; resubmitted it goes through review again and becomes active', async () => {
    const applyId = await newApp('接入应用乙');
    const { r_apply_groups_record_id: id, work_order_id } = (await apply(applyId, 2)).body.data;
    await decide(provider, work_order_id, 'reject', '用途说明不足');
    let rec = await record(id);
    expect(rec.state).toBe('rejected');
    expect(rec.reject_reason).toBe('用途说明不足');
    expect((await dev.put(`/newopen/service/access/state?r_apply_groups_record_id=${id}&enabled=0`)).status).toBe(409);

    const again = await dev.post('/newopen/service/access/resubmit', {
      r_apply_groups_record_id: id,
      reason: '用于天气提醒小程序，日调用约 1000 次',
    });
    expect(again.status, again.raw).toBe(200);
    expect(again.body.data.work_order_id).not.toBe(work_order_id);
    rec = await record(id);
    expect(rec).toMatchObject({
      state: 'pending',
      reject_reason: null,
      reason: '用于天气提醒小程序，日调用约 1000 次',
    });
    expect((await dev.post('/newopen/service/access/resubmit', { r_apply_groups_record_id: id })).status).toBe(409);
    await decide(provider, again.body.data.work_order_id, 'approve');
    await decide(admin, again.body.data.work_order_id, 'approve');
    expect((await record(id)).state).toBe('active');
  });

  it('toggled off, the subscription reads disabled (and the gateway is told); the same toggle twice is refused', async () => {
    const applyId = await newApp('接入应用丙');
    const { r_apply_groups_record_id: id, work_order_id } = (await apply(applyId, 3)).body.data;
    await decide(provider, work_order_id, 'approve');
    await decide(admin, work_order_id, 'approve');
    const off = await dev.put(`/newopen/service/access/state?r_apply_groups_record_id=${id}&enabled=0`);
    expect(off.status, off.raw).toBe(200);
    expect(off.body.data.enabled).toBe(0);
    expect((await feedOf(id))!.enabled).toBe(false);
    expect((await dev.put(`/newopen/service/access/state?r_apply_groups_record_id=${id}&enabled=0`)).status).toBe(409);
    const both = await Promise.all(
      [1, 2].map(() => dev.put(`/newopen/service/access/state?r_apply_groups_record_id=${id}&enabled=1`)),
    );
    expect(both.map((b) => b.status).sort()).toEqual([200, 409]);
    expect((await feedOf(id))!.enabled).toBe(true);

    // data authority: the provider narrows it to one API, the gateway sees that list; null restores all
    const apis = await provider.get(`/newopen/service/access/apis?r_apply_groups_record_id=${id}`);
    expect(apis.status, apis.raw).toBe(200);
    const first = apis.body.data.apis[0].api_id;
    expect(
      (await provider.put('/newopen/service/access/apis', { r_apply_groups_record_id: id, api_ids: [first] })).status,
    ).toBe(200);
    expect((await feedOf(id))!.apis).toEqual([first]);
    expect((await dev.get(`/newopen/service/access/apis?r_apply_groups_record_id=${id}`)).body.data.api_ids).toEqual([
      first,
    ]);
    const foreign = await provider.put('/newopen/service/access/apis', {
      r_apply_groups_record_id: id,
      api_ids: [999999],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.errors[0].field).toBe('api_ids');
    expect([403, 404]).toContain(
      (await dev.put('/newopen/service/access/apis', { r_apply_groups_record_id: id, api_ids: null })).status,
    );
    expect(
      (await provider.put('/newopen/service/access/apis', { r_apply_groups_record_id: id, api_ids: null })).status,
    ).toBe(200);
    expect((await feedOf(id))!.apis).toBeNull();
  });
});

describe('refusals', () => {
  it('answers next to the field: unpublished group, a rule of another group; duplicates and foreign apps are refused', async () => {
    const applyId = await newApp('接入应用丁');
    const draft = await t.deps.db
      .insertInto('api_groups')
      .values({
        group_name: '草稿能力',
        group_state: 'draft',
        created_by: (
          await t.deps.db
            .selectFrom('users')
            .select('user_id')
            .where('user_name', '=', 'provider')
            .executeTakeFirstOrThrow()
        ).user_id,
      } as any)
      .returning('group_id')
      .executeTakeFirstOrThrow();
    const unpublished = await dev.post('/newopen/service/access', {
      group_id: draft.group_id,
      apply_id: applyId,
      env_type: 3,
      charge_rule_id: group.rules[0].charge_rule_id,
    });
    expect(unpublished.status).toBe(400);
    expect(unpublished.body.data.errors[0]).toMatchObject({ field: 'group_id', message: '该能力尚未发布，暂不能申请' });
    const wrongRule = await dev.post('/newopen/service/access', {
      group_id: group.group_id,
      apply_id: applyId,
      env_type: 3,
      charge_rule_id: secondGroup.rules[0].charge_rule_id,
    });
    expect(wrongRule.status).toBe(400);
    expect(wrongRule.body.data.errors[0].field).toBe('charge_rule_id');

    expect((await apply(applyId, 3)).status).toBe(200);
    const dup = await apply(applyId, 3);
    expect(dup.status).toBe(409);
    expect((await apply(applyId, 3, other)).status).toBe(404);
  });

  it('another developer neither sees nor changes an application for access', async () => {
    const applyId = await newApp('接入应用戊');
    const { r_apply_groups_record_id: id } = (await apply(applyId, 1)).body.data;
    expect((await other.get(`/newopen/service/access/${id}`)).status).toBe(404);
    expect(
      (await other.get('/newopen/service/access/page?page_size=100')).body.data.list.map(
        (x: any) => x.r_apply_groups_record_id,
      ),
    ).not.toContain(id);
    expect((await other.get(`/newopen/service/access/apis?r_apply_groups_record_id=${id}`)).status).toBe(404);
    expect((await other.put(`/newopen/service/access/state?r_apply_groups_record_id=${id}&enabled=0`)).status).toBe(
      404,
    );
    expect((await other.post('/newopen/service/access/resubmit', { r_apply_groups_record_id: id })).status).toBe(404);
    expect((await other.post('/newopen/service/access/confirm', { r_apply_groups_record_id: id })).status).toBe(404);
  });
});

describe('demo data', () => {
  it('gives the demo developer "Demo App" with an active subscription to every published demo group in every environment', async () => {
    const apps = (await dev.get('/newopen/service/apply/list')).body.data;
    const demo = apps.find((a: any) => a.apply_name === 'Demo App');
    expect(demo).toBeDefined();
    const subs = (await dev.get(`/newopen/service/access/page?apply_id=${demo.apply_id}&page_size=100`)).body.data.list;
    const published = (await dev.get('/newopen/service/access/options')).body.data.length;
    expect(subs.filter((s: any) => s.state === 'active')).toHaveLength(published * 3);
    expect(
      (await loadActiveSubscriptions(t.deps.db, t.clock.now())).filter((s) => s.apply_id === demo.apply_id),
    ).toHaveLength(published * 3);
  });
});
