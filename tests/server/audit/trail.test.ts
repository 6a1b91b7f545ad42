/**
 * The audit trail records every change made through the API (issue 23, item 11): a generic resource, a domain
 * service, a work-order action and a role binding, each with who, when, from where, which operation and object,
 * the fields before and after, secrets masked; and each role sees its part of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeApi, makeGroup, providerAccount } from '../catalog/fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let enterprise: string;
let provider: { ticket: string; user_id: number };
let otherProvider: { ticket: string; user_id: number };
let groupId: number;
let otherGroupId: number;

const rows = (objectType: string, where: Record<string, unknown> = {}) => {
  let q = t.deps.db.selectFrom('audit_log').selectAll().where('object_type', '=', objectType);
  for (const [k, v] of Object.entries(where)) q = q.where(k as 'object_id', '=', v as string);
  return q.orderBy('seq').execute();
};
const data = async (method: string, url: string, ticket: string, body?: unknown) => {
  const r = await call(method, url, body, ticket);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const page = async (ticket: string, query = '') => {
  const r = await call('GET', `/newopen/service/audit/page?page_size=100${query}`, undefined, ticket);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.list as any[];
};

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await t.login('admin');
  enterprise = await t.login('enterprise');
  provider = await providerAccount(t, 'audit_provider');
  otherProvider = await providerAccount(t, 'audit_provider_2');
  groupId = await makeGroup(t, provider.ticket);
  otherGroupId = await makeGroup(t, otherProvider.ticket);
});
afterAll(async () => {
  await t.dispose();
});

describe('what is recorded', () => {
  it('a generic resource: create, update and delete with who, where, which operation and the fields before and after', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/newopen/service/partner',
      payload: { partner_name: '审计伙伴', partner_type: 'isv' },
      headers: { ticket: admin, 'x-request-id': 'audit-req-1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = String(created.json().data.partner_id);
    await data('PUT', '/newopen/service/partner', admin, {
      partner_id: Number(id),
      partner_name: '审计伙伴二',
      partner_type: 'isv',
    });
    await data('DELETE', `/newopen/service/partner/${id}`, admin);

    const [ins, upd, del] = await rows('partners', { object_id: id });
    expect(ins).toMatchObject({
      action: 'insert',
      operation_id: 'partnerCreate',
      actor_name: 'admin',
      request_id: 'audit-req-1',
      client_ip: '127.0.0.1',
      before: null,
      via_agent: null,
    });
    expect(ins.actor_roles).toBe('super_admin');
    expect((ins.after as any).partner_name).toBe('审计伙伴');
    expect(upd).toMatchObject({ action: 'update', operation_id: 'partnerUpdate' });
    // an update records the fields it changed, before and after
    expect((upd.before as any).partner_name).toBe('审计伙伴');
    expect((upd.after as any).partner_name).toBe('审计伙伴二');
    expect(Object.keys(upd.after as object)).not.toContain('partner_type');
    expect(del).toMatchObject({ action: 'delete', operation_id: 'partnerDelete', after: null });
    expect((del.before as any).partner_name).toBe('审计伙伴二');
    expect(Number(del.seq)).toBeGreaterThan(Number(upd.seq));
  });

  it('reads record nothing, and neither does a refused change', async () => {
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('audit_log')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await call('GET', '/newopen/service/partner/page', undefined, admin);
    expect(
      (await call('POST', '/newopen/service/partner', { partner_name: '', partner_type: 'isv' }, admin)).statusCode,
    ).toBe(400);
    expect(await count()).toBe(before);
  });

  it('a domain service: a new application, its secrets masked', async () => {
    const developer = await t.login('developer');
    const app = await data('POST', '/newopen/service/apply', developer, { apply_name: '审计应用' });
    const creds = await rows('app_credentials', {});
    const mine = creds.filter((r) => (r.after as any).apply_id === app.apply_id);
    expect(mine).toHaveLength(3);
    for (const r of mine) {
      expect(r).toMatchObject({ operation_id: 'appCreate', actor_name: 'developer', action: 'insert' });
      expect((r.after as any).secret_enc).toBe('***');
      expect((r.after as any).app_key).toMatch(/\S/);
    }
    const secrets: string[] = app.credentials.map((c: { secret: string }) => c.secret);
    expect(secrets).toHaveLength(3);
    const everything = JSON.stringify(await t.deps.db.selectFrom('audit_log').select(['before', 'after']).execute());
    for (const s of secrets) expect(everything).not.toContain(s);
  });

  it("a new sub-user's password: recorded masked, never its value", async () => {
    const sub = await data('POST', '/openauthor/v1/sub/user/register', enterprise, {
      user_name: 'audit_sub',
      user_real_name: '审计子账号',
      password: md5Hex('Initial@123'),
      role_ids: [],
    });
    const [created] = await rows('users', { object_id: String(sub.user_id) });
    expect(created).toMatchObject({ operation_id: 'subUserRegister', actor_name: 'enterprise', action: 'insert' });
    expect((created.after as any).password_hash).toBe('***');
    expect(JSON.stringify(created.after)).not.toMatch(/argon2/);
    expect(created.actor_roles).toContain('enterprise_admin');
    expect(created.enterprise_id).not.toBeNull();
    expect(created.subject_enterprise_id).toBe(created.enterprise_id);
  });

  it('masks secrets at any depth of a JSON column, keeping timestamps and everything else', async () => {
    const value = {
      name: 'x',
      upstream: { headers: [{ Authorization: 'Bearer abc', accept: 'json' }], client_secret: 's3cret' },
      secret_reset_at: '2026-01-01',
      api_token: null,
    };
    const masked = (
      await sql<{ m: unknown }>`select audit_mask(${JSON.stringify(value)}::jsonb) as m`.execute(t.deps.db)
    ).rows[0].m;
    expect(masked).toEqual({
      name: 'x',
      upstream: { headers: [{ Authorization: '***', accept: 'json' }], client_secret: '***' },
      secret_reset_at: '2026-01-01',
      api_token: null,
    });
  });

  it('a role binding: the links added and removed', async () => {
    const sub = (await rows('users')).find((r) => (r.after as any)?.user_name === 'audit_sub')!;
    const userId = Number(sub.object_id);
    const role = await data('POST', '/openauthor/v1/account/role', enterprise, {
      role_name: '审计只读',
      role_code: 'audit_readonly',
    });
    await data('POST', '/openauthor/v1/account/role/bound/user', enterprise, {
      role_id: role.role_id,
      user_ids: [userId],
    });
    await data('POST', '/openauthor/v1/account/role/bound/user', enterprise, { role_id: role.role_id, user_ids: [] });
    const links = (await rows('user_roles')).filter(
      (r) => Number(((r.after ?? r.before) as any).role_id) === role.role_id,
    );
    expect(links.map((r) => [r.operation_id, r.action, r.object_id])).toEqual([
      ['roleBindUsers', 'insert', `${userId},${role.role_id}`],
      ['roleBindUsers', 'delete', `${userId},${role.role_id}`],
    ]);
    expect(links[0].actor_name).toBe('enterprise');
  });

  it("a work-order action: the reviewer's decision and what it changed, on the provider's group", async () => {
    expect((await makeApi(t, provider.ticket, groupId, '/audit/items/{id}', 'GET', '审计条目')).statusCode).toBe(200);
    await data('POST', '/newopen/service/charge_rule', provider.ticket, {
      group_id: groupId,
      rule_name: '免费',
      rule_type: 'free',
      enabled: true,
      is_default: true,
    });
    const { work_order_id } = await data('POST', '/newopen/service/group/submit', provider.ticket, {
      group_id: groupId,
    });
    const tasks = (await data('GET', '/workorder/workorder/task/upcoming/page?page_size=100', admin)).list;
    const task = tasks.find((x: any) => x.work_order_id === work_order_id);
    await data('POST', '/workorder/workorder/handle', admin, {
      task_id: task.task_id,
      action: 'approve',
      comment: '同意',
    });

    const decided = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('operation_id', '=', 'workOrderHandle')
      .orderBy('seq')
      .execute();
    const tables = new Set(decided.map((r) => r.object_type));
    expect(tables.has('wo_tasks')).toBe(true);
    expect(tables.has('work_orders')).toBe(true);
    const group = decided.find((r) => r.object_type === 'api_groups' && r.object_id === String(groupId))!;
    expect(group).toMatchObject({ action: 'update', actor_name: 'admin', group_id: groupId });
    expect((group.before as any).group_state).toBe('submitted');
    expect((group.after as any).group_state).toBe('published');
  });
});

describe('who sees what', () => {
  it('a platform admin sees every record, filtered by time, user, operation and object', async () => {
    const all = await page(admin);
    expect(new Set(all.map((r) => r.actor_name))).toEqual(
      new Set(['admin', 'developer', 'enterprise', 'audit_provider', 'audit_provider_2']),
    );
    expect((await page(admin, '&actor_name=enterprise')).every((r) => r.actor_name === 'enterprise')).toBe(true);
    const byOp = await page(admin, '&operation_id=partnerUpdate');
    expect(byOp.length).toBeGreaterThan(0);
    expect(byOp.every((r) => r.operation_id === 'partnerUpdate')).toBe(true);
    const byObject = await page(admin, `&object_type=api_groups&object_id=${groupId}`);
    expect(byObject.length).toBeGreaterThan(0);
    expect(byObject.every((r) => r.object_id === String(groupId))).toBe(true);
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect(await page(admin, `&at_start=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await page(admin, `&at_end=${encodeURIComponent(future)}`)).length).toBe(all.length);
  });

  it("an enterprise admin sees its enterprise's records only", async () => {
    const mine = await page(enterprise);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((r) => r.operation_id === 'roleBindUsers')).toBe(true);
    expect(mine.some((r) => r.operation_id === 'partnerCreate' || r.actor_name === 'audit_provider')).toBe(false);
    const partner = (await rows('partners'))[0];
    expect((await call('GET', `/newopen/service/audit/${partner.seq}`, undefined, enterprise)).statusCode).toBe(404);
  });

  it("a provider sees its own groups' records (the reviewer's too), not another provider's", async () => {
    const mine = await page(provider.ticket);
    expect(
      mine.some((r) => r.actor_name === 'admin' && r.object_type === 'api_groups' && r.object_id === String(groupId)),
    ).toBe(true);
    expect(mine.some((r) => r.group_id === otherGroupId || r.actor_name === 'audit_provider_2')).toBe(false);
    expect(mine.some((r) => r.actor_name === 'enterprise' || r.object_type === 'partners')).toBe(false);
    const other = (await rows('api_groups', { object_id: String(otherGroupId) }))[0];
    expect((await call('GET', `/newopen/service/audit/${other.seq}`, undefined, provider.ticket)).statusCode).toBe(404);
    expect((await call('GET', `/newopen/service/audit/${other.seq}`, undefined, otherProvider.ticket)).statusCode).toBe(
      200,
    );
  });

  it('a developer has no audit screen', async () => {
    const developer = await t.login('developer');
    expect((await call('GET', '/newopen/service/audit/page', undefined, developer)).statusCode).toBe(403);
  });
});
