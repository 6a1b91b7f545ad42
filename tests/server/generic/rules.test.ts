/** The resources with rules: roles, sub-users, teams and notices, through their real operations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
const call = (method: string, url: string, body?: unknown, ticket = admin) =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket } });
const data = async (method: string, url: string, body?: unknown, ticket = admin) => {
  const r = await call(method, url, body, ticket);
  if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.body}`);
  return r.json().data;
};
const menuId = async (code: string) =>
  (
    await t.deps.db
      .selectFrom('resources')
      .select('resource_id')
      .where('type', '=', 1)
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).resource_id;
const buttonIds = async (menu: string, codes: string[]) =>
  (
    await t.deps.db
      .selectFrom('resources')
      .select('resource_id')
      .where('parent_id', '=', await menuId(menu))
      .where('code', 'in', codes)
      .execute()
  ).map((r) => r.resource_id);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.dispose();
});

describe('roles', () => {
  it('keeps built-in roles: no delete, no code change', async () => {
    const roles = await data('GET', '/openauthor/v1/account/role/list');
    const dev = roles.find((r: any) => r.role_code === 'developer');
    const del = await call('DELETE', `/openauthor/v1/account/role/${dev.role_id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('系统内置数据不能删除或修改编码');
    const rename = await call('PUT', '/openauthor/v1/account/role', {
      role_id: dev.role_id,
      role_name: dev.role_name,
      role_code: 'dev2',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('grants exactly its bound buttons: a role without delete is refused delete by the server', async () => {
    const role = await data('POST', '/openauthor/v1/account/role', {
      role_name: '角色管理员',
      role_code: 'role_keeper',
    });
    const ids = [await menuId('userRole'), ...(await buttonIds('userRole', ['query', 'add', 'edit']))];
    await data('POST', '/openauthor/v1/account/role/bound/resource', { role_id: role.role_id, resource_ids: ids });
    expect((await data('GET', `/openauthor/v1/account/role/bound/resource?role_id=${role.role_id}`)).sort()).toEqual(
      [...ids].sort(),
    );
    const user = await data('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'keeper',
      user_real_name: '守护者',
      password: md5Hex('Keeper#2026'),
      role_ids: [role.role_id],
    });
    expect(user.role_names).toEqual(['角色管理员']);
    const keeper = await t.login('keeper', md5Hex('Keeper#2026'));
    expect((await call('GET', '/openauthor/v1/account/role/page', undefined, keeper)).statusCode).toBe(200);
    const mine = await data(
      'POST',
      '/openauthor/v1/account/role',
      { role_name: '临时', role_code: 'temp_role' },
      keeper,
    );
    const refused = await call('DELETE', `/openauthor/v1/account/role/${mine.role_id}`, undefined, keeper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NO_PERMISSION');
    // it sees only the roles it created, and cannot hand out what it does not hold
    const visible = await data('GET', '/openauthor/v1/account/role/page', undefined, keeper);
    expect(visible.list.map((r: any) => r.role_code)).toEqual(['temp_role']);
    const escalate = await call(
      'POST',
      '/openauthor/v1/account/role/bound/resource',
      { role_id: mine.role_id, resource_ids: [await menuId('partnersManage')] },
      keeper,
    );
    expect(escalate.statusCode).toBe(403);
    // a role still held by users cannot be deleted
    expect((await call('DELETE', `/openauthor/v1/account/role/${role.role_id}`)).statusCode).toBe(409);
    expect(
      (await data('GET', `/openauthor/v1/account/role/get_user_bound_role?role_id=${role.role_id}`)).map(
        (u: any) => u.user_name,
      ),
    ).toEqual(['keeper']);
  });
});

describe('sub-users', () => {
  it('needs an initial password, then must change it at first login', async () => {
    const missing = await call('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'nopass',
      user_real_name: 'N',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors[0]).toMatchObject({ field: 'password', message: '请输入密码' });
    await data('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'fresh',
      user_real_name: '新人',
      password: md5Hex('Fresh#2026'),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: { user_name: 'fresh', password: md5Hex('Fresh#2026') },
    });
    expect(login.json().data.user.init_pwd).toBe(1);
    const detail = await data('GET', '/openauthor/v1/user/detail', undefined, login.json().data.ticket);
    expect(detail).toMatchObject({ account_type: 1, puser_name: 'admin' });
  });

  it('refuses a duplicate account name and lists only sub-accounts', async () => {
    const dup = await call('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'FRESH',
      user_real_name: 'x',
      password: md5Hex('x'),
    });
    expect(dup.statusCode).toBe(409);
    const page = await data('GET', '/openauthor/v1/sub/user/page?page_size=100');
    expect(page.list.every((u: any) => u.puser_name)).toBe(true);
    expect(page.list.map((u: any) => u.user_name)).not.toContain('developer');
    expect(JSON.stringify(page)).not.toContain('password');
  });

  it("disabling ends the sub-user's sessions; enabling lets them log in again", async () => {
    const u = await data('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'toggle',
      user_real_name: 'T',
      password: md5Hex('Toggle#1'),
    });
    const ticket = await t.login('toggle', md5Hex('Toggle#1'));
    await data('GET', `/openauthor/v1/user/update/state?user_id=${u.user_id}&state=0`);
    const after = await call('GET', '/openauthor/v1/user/detail', undefined, ticket);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('AUTH_FAILED');
    await data('GET', `/openauthor/v1/user/update/state?user_id=${u.user_id}&state=1`);
    expect(await t.login('toggle', md5Hex('Toggle#1'))).toBeTruthy();
  });

  it('is edited and deleted through the SPEC paths', async () => {
    const u = await data('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'editme',
      user_real_name: 'E',
      password: md5Hex('Edit#1'),
    });
    const edited = await data('PUT', '/openauthor/v1/sub/user/edit', {
      user_id: u.user_id,
      user_name: 'editme',
      user_real_name: '改名',
    });
    expect(edited.user_real_name).toBe('改名');
    expect((await data('GET', `/openauthor/v1/sub/user/detail?user_id=${u.user_id}`)).user_real_name).toBe('改名');
    await data('PUT', '/openauthor/v1/sub/user/del', { user_id: u.user_id });
    expect((await call('GET', `/openauthor/v1/sub/user/detail?user_id=${u.user_id}`)).statusCode).toBe(404);
  });
});

describe('teams', () => {
  it('gives members the resources the team shares', async () => {
    const member = await data('POST', '/openauthor/v1/sub/user/register', {
      user_name: 'member',
      user_real_name: 'M',
      password: md5Hex('Member#1'),
    });
    const ticket = await t.login('member', md5Hex('Member#1'));
    const check = () => data('GET', '/openauthor/v1/is_resource_check?menu_code=partnersManage', undefined, ticket);
    expect(await check()).toBe(false);
    const team = await data('POST', '/newopen/service/team', { team_name: '伙伴运营' });
    await data('POST', '/newopen/service/team/bound/user', { team_id: team.team_id, user_ids: [member.user_id] });
    await data('POST', '/newopen/service/team/bound/resource', {
      team_id: team.team_id,
      resource_ids: [await menuId('partnersManage')],
    });
    expect(await check()).toBe(true);
    expect((await data('GET', `/newopen/service/team/${team.team_id}`)).member_count).toBe(1);
    expect(
      (await data('GET', `/newopen/service/team/bound/user/list?team_id=${team.team_id}`)).map((u: any) => u.user_name),
    ).toEqual(['member']);
    await data('POST', '/newopen/service/team/user_bound_team', { user_id: member.user_id, team_ids: [] });
    expect(await check()).toBe(false);
  });
});

describe('notices', () => {
  it('reach developers only once published, with unread counts per env type', async () => {
    const provider = await t.login('provider');
    const dev = await t.login('developer');
    const unread = () => data('GET', '/newopen/service/groups_notice/user_notices/unread?env_type=2', undefined, dev);
    const n = await data(
      'POST',
      '/newopen/service/groups_notice',
      { notice_title: '预发布升级', notice_type: 2, env_type: 2, notice_content: '升级说明' },
      provider,
    );
    expect(n.notice_state).toBe(0);
    expect(await unread()).toBe(0);
    expect(
      (await call('POST', `/newopen/service/groups_notice/withdraw/${n.groups_notice_id}`, undefined, provider))
        .statusCode,
    ).toBe(409);
    await data('POST', `/newopen/service/groups_notice/publish/${n.groups_notice_id}`, undefined, provider);
    expect(await unread()).toBe(1);
    const center = await data(
      'GET',
      '/newopen/service/groups_notice/user_notices/page?env_type=2&read_state=0',
      undefined,
      dev,
    );
    expect(center.list.map((x: any) => x.notice_title)).toEqual(['预发布升级']);
    const opened = await data(
      'GET',
      `/newopen/service/groups_notice/user_notices/${n.groups_notice_id}`,
      undefined,
      dev,
    );
    expect(opened.read_state).toBe(1);
    expect(await unread()).toBe(0);
    await data('POST', `/newopen/service/groups_notice/withdraw/${n.groups_notice_id}`, undefined, provider);
    expect(
      (await call('GET', `/newopen/service/groups_notice/user_notices/${n.groups_notice_id}`, undefined, dev))
        .statusCode,
    ).toBe(404);
  });

  it('marks everything read at once', async () => {
    const dev = await t.login('developer');
    expect(
      await data('GET', '/newopen/service/groups_notice/user_notices/unread?env_type=3', undefined, dev),
    ).toBeGreaterThan(0);
    await data('POST', '/newopen/service/groups_notice/user_notices/read_all', undefined, dev);
    expect(await data('GET', '/newopen/service/groups_notice/user_notices/unread?env_type=3', undefined, dev)).toBe(0);
  });
});
