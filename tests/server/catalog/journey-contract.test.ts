/**
 * DESIGN.md section 9, as a script written only from it would drive it (issue 23, item 12): each operation is found by
 * its operationId in schemas/, called with exactly the fields the section names, and must succeed and answer the named
 * fields. chargeRuleCreate takes no rule_name (it is not named): the rule is named after its type in the caller's
 * language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from '../apps/fixtures.ts';

let t: TestApp;
type C = ReturnType<typeof caller>;
let provider: C, providerEn: C, admin: C, dev: C;

/** operationId → method and path, read from the specs the way a contract script would */
const ops = new Map<string, { method: string; path: string }>();
for (const f of readdirSync('schemas').filter((n) => n.endsWith('.yaml'))) {
  const doc = parse(readFileSync(`schemas/${f}`, 'utf8'));
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(item))
      if (op?.operationId) ops.set(op.operationId, { method: method.toUpperCase(), path });
  }
}

async function call(as: C, operationId: string, fields: Record<string, unknown>) {
  const op = ops.get(operationId);
  expect(op, `${operationId} is in schemas/`).toBeDefined();
  if (op!.method === 'GET') {
    const q = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return as.get(`${op!.path}?${q}`);
  }
  return op!.method === 'PUT' ? as.put(op!.path, fields) : as.post(op!.path, fields);
}

async function ok(as: C, operationId: string, fields: Record<string, unknown>) {
  const r = await call(as, operationId, fields);
  expect(r.status, `${operationId}: ${r.raw}`).toBe(200);
  return r.body.data;
}

/** approves every open task of a work order, as whichever of the callers holds it, until none is left */
async function approveAll(workOrderId: number, holders: C[]) {
  for (let round = 0; round < 6; round++) {
    let acted = false;
    for (const as of holders) {
      const page = await ok(as, 'taskUpcomingPage', { page_num: 1, page_size: 100 });
      for (const task of page.list.filter((x: any) => x.work_order_id === workOrderId)) {
        expect(task).toMatchObject({
          task_id: expect.any(Number),
          process_id: expect.any(Number),
          title: expect.any(String),
        });
        await ok(as, 'workOrderHandle', { task_id: task.task_id, action: 'approve', comment: 'ok' });
        acted = true;
      }
    }
    if (!acted) return;
  }
}

beforeAll(async () => {
  t = await startTestApp();
  provider = caller(t, await t.login('provider'));
  providerEn = caller(t, await t.login('provider'), 'en');
  admin = caller(t, await t.login('admin'));
  dev = caller(t, await t.login('developer'));
}, 400_000);
afterAll(async () => {
  await t.dispose();
});

describe('section 9: each operation with only the fields it names', () => {
  it("chargeRuleCreate needs no rule_name: it is named after the rule type, in the caller's language", async () => {
    const { group_id } = await ok(provider, 'groupCreate', {
      group_name: `契约-${Date.now() % 1e6}`,
      classify_id: null,
      description: 'd',
      upstreams: [{ env_type: 3, base_url: 'http://127.0.0.1:9', timeout_ms: 1000 }],
    });
    const zh = await ok(provider, 'chargeRuleCreate', {
      group_id,
      rule_type: 'free',
      qps: 10,
      daily_quota: 100,
      monthly_quota: 1000,
      enabled: true,
    });
    expect(zh).toMatchObject({ charge_rule_id: expect.any(Number), rule_name: '免费' });
    const en = await ok(providerEn, 'chargeRuleCreate', {
      group_id,
      rule_type: 'per_call',
      price_per_thousand: 2.5,
      qps: null,
      daily_quota: null,
      monthly_quota: null,
      enabled: true,
    });
    expect(en).toMatchObject({ rule_name: 'Per call', price_per_thousand: 2.5 });
    const pkg = await ok(provider, 'chargeRuleCreate', {
      group_id,
      rule_type: 'package',
      package_calls: 1000,
      package_price: 9.9,
      validity_days: 30,
      enabled: false,
    });
    expect(pkg.rule_name).toBe('预付费套餐');
  });

  it('the core journey, end to end', async () => {
    const classify = await (t.deps.db as any)
      .selectFrom('classifies')
      .select('classify_id')
      .orderBy('classify_id')
      .executeTakeFirst();
    const created = await ok(provider, 'groupCreate', {
      group_name: `契约旅程-${Date.now() % 1e6}`,
      classify_id: classify?.classify_id ?? null,
      description: '契约脚本',
      upstreams: [{ env_type: 3, base_url: 'http://127.0.0.1:9', timeout_ms: 2000 }],
    });
    const group_id = created.group_id;
    expect(group_id).toEqual(expect.any(Number));
    const suffix = Date.now() % 1e6;
    const content = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'c', version: '1' },
      paths: { [`/contract${suffix}/ping`]: { get: { summary: 'ping', responses: { 200: { description: 'ok' } } } } },
    });
    const dry = await ok(provider, 'groupImport', { content, group_id, dry_run: true });
    expect(dry).toMatchObject({ group_id, conflicts: [] });
    const imported = await ok(provider, 'groupImport', { content, group_id, dry_run: false });
    expect(imported.apis).toEqual([
      expect.objectContaining({
        api_id: expect.any(Number),
        api_name: expect.any(String),
        method_type: 'GET',
        listen_path: `/contract${suffix}/ping`,
      }),
    ]);
    const exported = await ok(provider, 'groupExport', { group_id });
    expect(exported.openapi).toMatch(/^3\.1/);
    const detail = await ok(provider, 'groupDetail', { group_id });
    expect(detail).toMatchObject({
      group_state: 'draft',
      check_state: expect.any(String),
      upstreams: [expect.objectContaining({ env_type: 3 })],
      apis: [expect.anything()],
    });
    const rule = await ok(provider, 'chargeRuleCreate', {
      group_id,
      rule_type: 'per_call',
      price_per_thousand: 1,
      qps: 5,
      daily_quota: 100,
      monthly_quota: 1000,
      enabled: true,
    });

    const submitted = await ok(provider, 'groupSubmit', { group_id });
    await approveAll(submitted.work_order_id, [admin, provider]);
    const wo = await ok(admin, 'workOrderDetail', { work_order_id: submitted.work_order_id });
    expect(wo).toMatchObject({ state: 'approved', steps: expect.any(Array), history: expect.any(Array) });
    expect((await ok(provider, 'groupDetail', { group_id })).group_state).toBe('published');

    const app = await ok(dev, 'appCreate', { apply_name: `契约应用-${suffix}`, description: 'd' });
    expect(app).toMatchObject({
      apply_id: expect.any(Number),
      credentials: expect.arrayContaining([
        expect.objectContaining({ env_type: 3, app_key: expect.any(String), secret: expect.any(String) }),
      ]),
    });
    const reset = await ok(dev, 'appSecretReset', { apply_id: app.apply_id, env_type: 3 });
    expect(reset).toMatchObject({ app_key: expect.any(String), secret: expect.any(String) });
    const applied = await ok(dev, 'accessApplyCreate', {
      group_id,
      apply_id: app.apply_id,
      env_type: 3,
      charge_rule_id: rule.charge_rule_id,
      reason: '契约',
    });
    expect(applied).toMatchObject({ r_apply_groups_record_id: expect.any(Number), work_order_id: expect.any(Number) });

    const logs = await ok(dev, 'callLogPage', {
      page_size: 10,
      env_type: 3,
      group_id,
      api_id: imported.apis[0].api_id,
      apply_id: app.apply_id,
      start_time: new Date(Date.now() - 86_400_000).toISOString(),
      end_time: new Date(Date.now() + 60_000).toISOString(),
      status: 200,
    });
    expect(logs).toMatchObject({ list: [], has_more: false });
  });
});
