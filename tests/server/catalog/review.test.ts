/**
 * The core journey through the work-order engine: a provider submits, the admin approves or rejects the review
 * work order, and the group follows; an upgrade goes through its own review and replaces the published version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeApi, makeGroup, providerAccount } from './fixtures.ts';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let provider: string;
let admin: string;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  provider = (await providerAccount(t, 'review_provider')).ticket;
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.dispose();
});

async function readyGroup(): Promise<number> {
  const g = await makeGroup(t, provider);
  expect((await makeApi(t, provider, g, `/review/${++seq}/items/{id}`, 'GET', '查询条目')).statusCode).toBe(200);
  expect(
    (
      await call(
        'POST',
        '/newopen/service/charge_rule',
        { group_id: g, rule_name: '免费', rule_type: 'free', enabled: true, is_default: true },
        provider,
      )
    ).statusCode,
  ).toBe(200);
  return g;
}

async function handle(workOrderId: number, action: 'approve' | 'reject' | 'return', comment?: string) {
  const tasks = (await call('GET', '/workorder/workorder/task/upcoming/page?page_size=100', undefined, admin)).json()
    .data.list;
  const task = tasks.find((x: any) => x.work_order_id === workOrderId);
  expect(task, `admin has a task for work order ${workOrderId}`).toBeDefined();
  const r = await call(
    'POST',
    '/workorder/workorder/handle',
    { task_id: task.task_id, action, comment: comment ?? null },
    admin,
  );
  expect(r.statusCode, r.body).toBe(200);
}

const detail = async (g: number) =>
  (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider)).json().data;

describe('publish review', () => {
  it('submits into a work order; approval publishes the group with its history and feeds the gateway', async () => {
    const g = await readyGroup();
    const s = await call('POST', '/newopen/service/group/submit', { group_id: g }, provider);
    expect(s.statusCode, s.body).toBe(200);
    const { work_order_id } = s.json().data;
    expect(work_order_id).toBeGreaterThan(0);
    expect(await detail(g)).toMatchObject({ group_state: 'submitted', check_state: 'pending', work_order_id });
    // nothing of a group under review changes
    expect((await makeApi(t, provider, g, `/review/extra/${g}`)).statusCode).toBe(409);

    await handle(work_order_id, 'approve');
    expect(await detail(g)).toMatchObject({ group_state: 'published', check_state: 'approved' });
    const history = (
      await call(
        'GET',
        `/newopen/service/group_release/page?group_id=${g}&sort_field=release_id&sort_order=ASC`,
        undefined,
        provider,
      )
    ).json().data.list;
    expect(history.map((h: any) => [h.action, h.from_state, h.to_state])).toEqual([
      ['submit', 'draft', 'submitted'],
      ['approve', 'submitted', 'published'],
    ]);
    expect(history[1].work_order_id).toBe(work_order_id);
    expect((await loadPublishedRoutes(t.deps.db)).filter((r) => r.group_id === g)).toHaveLength(3);
  });

  it("a rejection sends the group back to draft with the reviewer's reason", async () => {
    const g = await readyGroup();
    const { work_order_id } = (await call('POST', '/newopen/service/group/submit', { group_id: g }, provider)).json()
      .data;
    await handle(work_order_id, 'reject', '请补充错误码');
    expect(await detail(g)).toMatchObject({
      group_state: 'draft',
      check_state: 'rejected',
      reject_reason: '请补充错误码',
    });
    // and it can be fixed and submitted again
    expect((await call('POST', '/newopen/service/group/submit', { group_id: g }, provider)).statusCode).toBe(200);
  });

  it('a work order returned for changes sends the group back to draft with the reason; resubmitting closes it and starts a new review', async () => {
    const g = await readyGroup();
    const { work_order_id } = (await call('POST', '/newopen/service/group/submit', { group_id: g }, provider)).json()
      .data;
    await handle(work_order_id, 'return', '请补充响应示例');
    expect(await detail(g)).toMatchObject({
      group_state: 'draft',
      check_state: 'rejected',
      reject_reason: '请补充响应示例',
    });
    // the draft can be changed again while the review is returned
    expect((await makeApi(t, provider, g, `/review/returned/${g}`)).statusCode).toBe(200);
    const again = await call('POST', '/newopen/service/group/submit', { group_id: g }, provider);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.work_order_id).not.toBe(work_order_id);
    expect(await detail(g)).toMatchObject({
      group_state: 'submitted',
      check_state: 'pending',
      work_order_id: again.json().data.work_order_id,
    });
    const old = (
      await call('GET', `/workorder/workorder/detail?work_order_id=${work_order_id}`, undefined, provider)
    ).json().data;
    expect(old.state ?? old.work_order?.state).toBe('withdrawn');
    const history = (
      await call(
        'GET',
        `/newopen/service/group_release/page?group_id=${g}&sort_field=release_id&sort_order=ASC`,
        undefined,
        provider,
      )
    ).json().data.list;
    expect(history.map((h: any) => [h.action, h.from_state, h.to_state, h.reason])).toEqual([
      ['submit', 'draft', 'submitted', null],
      ['return', 'submitted', 'draft', '请补充响应示例'],
      ['submit', 'draft', 'submitted', null],
    ]);
    await handle(again.json().data.work_order_id, 'approve');
    expect(await detail(g)).toMatchObject({ group_state: 'published', check_state: 'approved' });
  });

  it('withdrawing the work order returns the group to draft', async () => {
    const g = await readyGroup();
    const { work_order_id } = (await call('POST', '/newopen/service/group/submit', { group_id: g }, provider)).json()
      .data;
    const w = await call('POST', '/workorder/workorder/withdraw', { work_order_id }, provider);
    expect(w.statusCode, w.body).toBe(200);
    expect(await detail(g)).toMatchObject({ group_state: 'draft', check_state: 'none' });
  });
});

describe('upgrade review', () => {
  it('an upgrade goes through review and replaces the published version', async () => {
    const g = await readyGroup();
    await handle(
      (await call('POST', '/newopen/service/group/submit', { group_id: g }, provider)).json().data.work_order_id,
      'approve',
    );
    const draft = (await call('POST', '/newopen/service/group/upgrade', { group_id: g }, provider)).json().data;
    expect((await makeApi(t, provider, draft.group_id, `/review/upgrade/${g}`, 'POST', '新接口')).statusCode).toBe(200);
    const s = await call('POST', '/newopen/service/group/submit', { group_id: draft.group_id }, provider);
    expect(s.statusCode, s.body).toBe(200);
    const wo = (
      await call('GET', `/workorder/workorder/detail?work_order_id=${s.json().data.work_order_id}`, undefined, provider)
    ).json().data;
    expect(JSON.stringify(wo)).toContain('group_upgrade');
    await handle(s.json().data.work_order_id, 'approve');
    const after = await detail(g);
    expect(after).toMatchObject({ group_state: 'published', version: 2, upgrade_group_id: null });
    expect(after.apis.map((a: any) => a.api_name).sort()).toEqual(['新接口', '查询条目']);
    const history = (
      await call(
        'GET',
        `/newopen/service/group_release/page?group_id=${g}&sort_field=release_id&sort_order=ASC`,
        undefined,
        provider,
      )
    ).json().data.list;
    expect(history.map((h: any) => h.action)).toEqual(['submit', 'approve', 'upgrade', 'submit', 'upgrade_commit']);
  });
});
