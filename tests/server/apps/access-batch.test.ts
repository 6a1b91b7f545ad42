/**
 * Applying for several groups at once (accessApplyBatch, the store's /applyFeild page): every application and its
 * work order in one transaction; one refused group refuses the batch, names that group, and writes nothing; a
 * foreign application is a 404 that changes nothing. The domain's groups with their charge rules (marketApplyGroups).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { addDeveloper, caller } from './fixtures.ts';

let t: TestApp;
type Caller = ReturnType<typeof caller>;
let dev: Caller, devEn: Caller, other: Caller, provider: Caller;
type Option = {
  group_id: number;
  group_name: string;
  group_name_en: string | null;
  rules: { charge_rule_id: number; is_default: boolean }[];
};
let groups: Option[];

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'dev_batch_other');
  const ticket = await t.login('developer');
  dev = caller(t, ticket);
  devEn = caller(t, ticket, 'en');
  other = caller(t, await t.login('dev_batch_other', md5Hex('Dev@123456')));
  provider = caller(t, await t.login('provider'));
  groups = (await dev.get('/newopen/service/access/options')).body.data;
  expect(groups.length).toBeGreaterThanOrEqual(3);
}, 180_000);
afterAll(async () => {
  await t?.dispose();
});

async function newApp(name: string, as = dev): Promise<number> {
  const r = await as.post('/newopen/service/apply', { apply_name: name });
  expect(r.status, r.raw).toBe(200);
  return r.body.data.apply_id;
}

const item = (g: Option) => ({ group_id: g.group_id, charge_rule_id: g.rules[0].charge_rule_id });
const batch = (as: Caller, apply_id: number, items: unknown[], env_type = 3) =>
  as.post('/newopen/service/access/batch', { apply_id, env_type, reason: '按领域批量申请', items });

/** rows that a batch writes: its records, their work orders, and those work orders' open tasks */
async function counts() {
  const db = t.deps.db;
  const n = async (table: 'apply_records' | 'work_orders' | 'wo_tasks') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { records: await n('apply_records'), workOrders: await n('work_orders'), tasks: await n('wo_tasks') };
}

describe('accessApplyBatch', () => {
  it('creates one pending application and one review work order per group, each as a single apply would', async () => {
    const applyId = await newApp('批量申请甲');
    const before = await counts();
    const r = await batch(dev, applyId, groups.slice(0, 3).map(item));
    expect(r.status, r.raw).toBe(200);
    const list = r.body.data.list as { group_id: number; r_apply_groups_record_id: number; work_order_id: number }[];
    expect(list.map((x) => x.group_id)).toEqual(groups.slice(0, 3).map((g) => g.group_id));
    expect(new Set(list.map((x) => x.work_order_id)).size).toBe(3);
    const after = await counts();
    expect(after.records - before.records).toBe(3);
    expect(after.workOrders - before.workOrders).toBe(3);

    for (const [i, made] of list.entries()) {
      const rec = (await dev.get(`/newopen/service/access/${made.r_apply_groups_record_id}`)).body.data;
      expect(rec).toMatchObject({
        apply_id: applyId,
        group_id: groups[i].group_id,
        env_type: 3,
        state: 'pending',
        reason: '按领域批量申请',
        work_order_id: made.work_order_id,
      });
      const wo = await dev.get(`/workorder/workorder/detail?work_order_id=${made.work_order_id}`);
      expect(wo.status, wo.raw).toBe(200);
      expect(wo.body.data.state).toBe('pending');
    }
    // the group's provider has the first review step of each, as after a single apply
    const tasks = (await provider.get('/workorder/workorder/task/upcoming/page?page_size=100')).body.data.list.map(
      (x: any) => x.work_order_id,
    );
    expect(tasks).toEqual(expect.arrayContaining(list.map((x) => x.work_order_id)));
  });

  it('refuses the whole batch when one group is not published, names it, and writes nothing', async () => {
    const applyId = await newApp('批量申请乙');
    const providerId = (
      await t.deps.db
        .selectFrom('users')
        .select('user_id')
        .where('user_name', '=', 'provider')
        .executeTakeFirstOrThrow()
    ).user_id;
    const draft = await t.deps.db
      .insertInto('api_groups')
      .values({
        group_name: '草稿能力批量',
        group_name_en: 'Draft for batch',
        group_state: 'draft',
        created_by: providerId,
      } as any)
      .returning('group_id')
      .executeTakeFirstOrThrow();
    const before = await counts();
    const r = await batch(dev, applyId, [
      item(groups[0]),
      { group_id: draft.group_id, charge_rule_id: groups[0].rules[0].charge_rule_id },
      item(groups[1]),
    ]);
    expect(r.status, r.raw).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.message).toBe('「草稿能力批量」无法申请：该能力尚未发布，暂不能申请。本次申请均未提交');
    expect(r.body.data.errors[0]).toMatchObject({ field: 'items.1.group_id', message: r.body.message });
    expect(await counts()).toEqual(before);
    expect((await dev.get(`/newopen/service/access/page?apply_id=${applyId}&page_size=100`)).body.data.total).toBe(0);

    const en = await batch(devEn, applyId, [
      item(groups[0]),
      { group_id: draft.group_id, charge_rule_id: groups[0].rules[0].charge_rule_id },
    ]);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      '"Draft for batch" cannot be applied for: This capability is not published yet and cannot be applied for. Nothing in this request was submitted',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses the whole batch when the application already applied for one group (409, named), and a rule of another group (400)', async () => {
    const applyId = await newApp('批量申请丙');
    expect((await batch(dev, applyId, [item(groups[1])])).status).toBe(200);
    const before = await counts();
    const dup = await batch(dev, applyId, [item(groups[0]), item(groups[1]), item(groups[2])]);
    expect(dup.status, dup.raw).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    expect(dup.body.message).toContain(`「${groups[1].group_name}」`);
    expect(dup.body.message).toContain('该应用在此环境已申请或已开通此能力');
    expect(dup.body.data.errors[0].field).toBe('items.1.group_id');
    // the same group twice in one request: the second is the duplicate
    const twice = await batch(dev, applyId, [item(groups[2]), item(groups[2])]);
    expect(twice.status).toBe(409);
    expect(twice.body.data.errors[0].field).toBe('items.1.group_id');
    const wrongRule = await batch(devEn, applyId, [
      item(groups[0]),
      { group_id: groups[2].group_id, charge_rule_id: groups[0].rules[0].charge_rule_id },
    ]);
    expect(wrongRule.status).toBe(400);
    expect(wrongRule.body.message).toContain(`"${groups[2].group_name_en ?? groups[2].group_name}"`);
    expect(wrongRule.body.data.errors[0].field).toBe('items.1.charge_rule_id');
    expect(await counts()).toEqual(before);
  });

  it("another developer's application is a 404 that changes nothing; an empty list is refused next to the field", async () => {
    const foreign = await newApp('别人的应用', other);
    const before = await counts();
    const r = await batch(dev, foreign, [item(groups[0]), item(groups[1])]);
    expect(r.status, r.raw).toBe(404);
    expect(r.body.code).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
    expect((await other.get(`/newopen/service/access/page?apply_id=${foreign}&page_size=100`)).body.data.total).toBe(0);

    const empty = await batch(dev, await newApp('批量申请丁'), []);
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors[0].field).toBe('items');
    expect(await counts()).toEqual(before);
  });

  it('is refused without a ticket', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/newopen/service/access/batch',
      payload: { apply_id: 1, env_type: 3, items: [item(groups[0])] },
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('marketApplyGroups', () => {
  it("lists a domain's published groups with their enabled charge rules, default first, to anyone", async () => {
    const all = await t.app.inject({ method: 'GET', url: '/newopen/service/market/apply/groups?page_size=100' });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json().data;
    expect(body.total).toBe(groups.length);
    for (const g of body.list) {
      expect(g).toMatchObject({
        group_id: expect.any(Number),
        group_name: expect.any(String),
        api_count: expect.any(Number),
      });
      expect(g.charge_rules.length).toBeGreaterThan(0);
      const defaults = g.charge_rules.filter((x: any) => x.is_default);
      if (defaults.length) expect(g.charge_rules[0].is_default).toBe(true);
    }
    const one = body.list.find((g: any) => g.classify_id !== null);
    const parent = (await t.deps.db
      .selectFrom('classifies' as any)
      .select('parent_id' as any)
      .where('classify_id' as any, '=', one.classify_id)
      .executeTakeFirstOrThrow()) as { parent_id: number };
    const inDomain = (
      await t.app.inject({ method: 'GET', url: `/newopen/service/market/apply/groups?id=${parent.parent_id}` })
    ).json().data;
    expect(inDomain.list.map((g: any) => g.group_id)).toContain(one.group_id);
    const inSub = (
      await t.app.inject({
        method: 'GET',
        url: `/newopen/service/market/apply/groups?id=${parent.parent_id}&son_id=${one.classify_id}`,
      })
    ).json().data;
    expect(inSub.list.every((g: any) => g.classify_id === one.classify_id)).toBe(true);
  });
});
