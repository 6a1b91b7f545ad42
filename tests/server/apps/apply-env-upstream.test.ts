/**
 * Issue 25 item 9: an application may be made only for an environment where the capability has a backend address.
 * The choices (console options, the store's product detail) list those environments; the server refuses the
 * others next to env_type with a message naming the environment and the available ones, in zh and en, writing
 * nothing (no record, no work order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller } from './fixtures.ts';

let t: TestApp;
let dev: ReturnType<typeof caller>;
let devEn: ReturnType<typeof caller>;
let group: { group_id: number; env_types: number[]; rules: { charge_rule_id: number }[] };
let applyId: number;

const counts = async () => ({
  records: Number(
    (
      await t.deps.db
        .selectFrom('apply_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  orders: Number(
    (
      await t.deps.db
        .selectFrom('work_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

beforeAll(async () => {
  t = await startTestApp();
  const ticket = await t.login('developer');
  dev = caller(t, ticket);
  devEn = caller(t, ticket, 'en');
  const options = await dev.get('/newopen/service/access/options');
  expect(options.status, options.raw).toBe(200);
  const first = options.body.data[0];
  // the capability keeps its production backend only: test and UAT have none
  await t.deps.db
    .deleteFrom('group_upstreams')
    .where('group_id', '=', first.group_id)
    .where('env_type', '!=', 3)
    .execute();
  const again = await dev.get('/newopen/service/access/options');
  group = again.body.data.find((g: { group_id: number }) => g.group_id === first.group_id);
  const app = await dev.post('/newopen/service/apply', { apply_name: '环境校验应用' });
  expect(app.status, app.raw).toBe(200);
  applyId = app.body.data.apply_id;
});
afterAll(async () => {
  await t.dispose();
});

describe('applying only where the capability has a backend', () => {
  it('lists the environments with a backend in the console options and the store product detail', async () => {
    expect(group.env_types).toEqual([3]);
    const detail = await dev.get(`/newopen/service/market/group/detail?group_id=${group.group_id}`);
    expect(detail.status, detail.raw).toBe(200);
    expect(detail.body.data.env_types).toEqual([3]);
  });

  it('refuses an environment without a backend next to env_type, in zh and en, writing nothing', async () => {
    const before = await counts();
    const body = {
      group_id: group.group_id,
      apply_id: applyId,
      env_type: 1,
      charge_rule_id: group.rules[0].charge_rule_id,
    };
    const zh = await dev.post('/newopen/service/access', body);
    expect(zh.status, zh.raw).toBe(400);
    expect(zh.body.data.errors).toEqual([
      { field: 'env_type', message: '该能力未在测试环境配置后端地址，不能申请该环境；可申请：生产' },
    ]);
    const en = await devEn.post('/newopen/service/access', { ...body, env_type: 2 });
    expect(en.status, en.raw).toBe(400);
    expect(en.body.data.errors).toEqual([
      {
        field: 'env_type',
        message:
          'This capability has no backend in the UAT environment, so it cannot be applied for there; available: production',
      },
    ]);
    const batch = await dev.post('/newopen/service/access/batch', {
      apply_id: applyId,
      env_type: 1,
      items: [{ group_id: group.group_id, charge_rule_id: group.rules[0].charge_rule_id }],
    });
    expect(batch.status, batch.raw).toBe(400);
    expect(batch.raw).toContain('测试环境配置后端地址');
    expect(await counts()).toEqual(before);
  });

  it('accepts the environment that has one', async () => {
    const r = await dev.post('/newopen/service/access', {
      group_id: group.group_id,
      apply_id: applyId,
      env_type: 3,
      charge_rule_id: group.rules[0].charge_rule_id,
    });
    expect(r.status, r.raw).toBe(200);
  });

  it('says plainly when a capability has no backend at all', async () => {
    await t.deps.db.deleteFrom('group_upstreams').where('group_id', '=', group.group_id).execute();
    const r = await devEn.post('/newopen/service/access', {
      group_id: group.group_id,
      apply_id: applyId,
      env_type: 1,
      charge_rule_id: group.rules[0].charge_rule_id,
    });
    expect(r.status, r.raw).toBe(400);
    expect(r.body.data.errors[0]).toEqual({
      field: 'env_type',
      message: 'This capability has no backend in any environment yet and cannot be applied for',
    });
  });
});
