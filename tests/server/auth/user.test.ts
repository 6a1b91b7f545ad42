/** GET /openauthor/v1/user/detail and GET /openauthor/v1/enterprise/detail?user_id= (SPEC.md sections 3 and 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { call, createUser, ticketOf } from './fixtures.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.deps.db.selectFrom('users').select(['user_id', 'user_name']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.user_name, r.user_id]));
});
afterAll(async () => {
  await t.dispose();
});

const DETAIL = '/openauthor/v1/user/detail';
const enterpriseOf = (userId: number | string, ticket?: string, language?: string) =>
  call(t, 'GET', `/openauthor/v1/enterprise/detail?user_id=${userId}`, ticket, undefined, language ? { language } : {});

describe('user detail', () => {
  it('needs a ticket', async () => {
    expect((await call(t, 'GET', DETAIL)).statusCode).toBe(401);
  });

  it('describes the super admin', async () => {
    const res = await call(t, 'GET', DETAIL, await t.login('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      code: 'OK',
      data: {
        user_id: ids.admin,
        user_name: 'admin',
        user_type: 0,
        account_type: 0,
        init_pwd: 0,
        role_names: ['超级管理员'],
        role_codes: ['super_admin'],
        enterprise_id: null,
        enterprise_name: null,
      },
    });
    expect(res.json().data.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('describes an enterprise account with its enterprise, role names in the request language', async () => {
    const ticket = await t.login('enterprise');
    const zh = (await call(t, 'GET', DETAIL, ticket)).json().data;
    expect(zh).toMatchObject({
      user_name: 'enterprise',
      account_type: 2,
      user_type: 3,
      enterprise_name: '演示科技有限公司',
      enterprise_check_state: 2,
      role_names: ['企业管理员'],
      role_codes: ['enterprise_admin'],
    });
    expect(zh.enterprise_id).toBeTypeOf('number');
    const en = (await call(t, 'GET', DETAIL, ticket, undefined, { language: 'en' })).json();
    expect(en.message).toBe('success');
    expect(en.data.role_names).toEqual(['Enterprise admin']);
  });

  it('describes the caller, not whoever else is logged in', async () => {
    const dev = (await call(t, 'GET', DETAIL, await t.login('developer'))).json().data;
    const prov = (await call(t, 'GET', DETAIL, await t.login('provider'))).json().data;
    expect(dev).toMatchObject({ user_name: 'developer', role_codes: ['developer'], enterprise_id: null });
    expect(prov).toMatchObject({ user_name: 'provider', role_codes: ['provider'] });
  });
});

describe('enterprise detail', () => {
  it('gives the enterprise account its enterprise', async () => {
    const res = await enterpriseOf(ids.enterprise, await t.login('enterprise'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      enterprise_id: expect.any(Number),
      enterprise_name: '演示科技有限公司',
      enterprise_code: '91310000DEMO00001X',
      enterprise_check_state: 2,
    });
  });

  it('answers data null for a user without an enterprise (unsigned)', async () => {
    const res = await enterpriseOf(ids.developer, await t.login('developer'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '成功', data: null });
  });

  it('lets a member of the same enterprise read it', async () => {
    const member = await createUser(t, 'ent-member');
    const { enterprise_id } = await t.deps.db
      .selectFrom('users')
      .select('enterprise_id')
      .where('user_id', '=', ids.enterprise)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('users')
      .set({ enterprise_id, account_type: 1, parent_user_id: ids.enterprise })
      .where('user_id', '=', member.user_id)
      .execute();
    const res = await enterpriseOf(ids.enterprise, await ticketOf(t, member));
    expect(res.json().data.enterprise_name).toBe('演示科技有限公司');
  });

  it('answers 403 NO_PERMISSION when the developer asks for the enterprise user', async () => {
    const res = await enterpriseOf(ids.enterprise, await t.login('developer'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'NO_PERMISSION', message: '当前用户无此操作权限', data: null });
    const en = await enterpriseOf(ids.enterprise, await t.login('developer'), 'en');
    expect(en.json().message).toBe('You do not have permission for this action');
  });

  it('answers the same 403 for a user id that does not exist, so ids cannot be probed', async () => {
    const res = await enterpriseOf(999_999, await t.login('developer'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_PERMISSION');
  });

  it('lets the super admin read anyone, and tells it 404 for an unknown id', async () => {
    const admin = await t.login('admin');
    expect((await enterpriseOf(ids.enterprise, admin)).json().data.enterprise_name).toBe('演示科技有限公司');
    expect((await enterpriseOf(ids.developer, admin)).json().data).toBeNull();
    const missing = await enterpriseOf(999_999, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: '请求的资源不存在', data: null });
  });

  it('needs a ticket and a positive integer user_id', async () => {
    expect((await enterpriseOf(ids.enterprise)).statusCode).toBe(401);
    const ticket = await t.login('developer');
    const missing = await call(t, 'GET', '/openauthor/v1/enterprise/detail', ticket);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors).toEqual([{ field: 'user_id', message: 'user_id不能为空' }]);
    const text = await enterpriseOf('abc', ticket);
    expect(text.json().data.errors).toEqual([{ field: 'user_id', message: 'user_id类型不正确，应为integer' }]);
    const zero = await enterpriseOf(0, ticket, 'en');
    expect(zero.json().data.errors).toEqual([{ field: 'user_id', message: 'user_id must be at least 1' }]);
  });
});
