/**
 * Issue 7, findings 1, 5 and 10: notices belong to their author, uniqueness checks stay inside the caller's
 * scope (and are rate limited), and replacing a user's links leaves the links the caller cannot see alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string, provider: string, provider2: string, ent1: string, ent2: string;
const call = (method: string, url: string, ticket: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ticket },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const data = async (method: string, url: string, ticket: string, payload?: unknown) => {
  const r = await call(method, url, ticket, payload);
  if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
};

async function account(user_name: string, role: string, enterpriseName?: string) {
  const { db } = t.deps;
  const enterprise_id = enterpriseName
    ? (
        await db
          .insertInto('enterprises')
          .values({ enterprise_name: enterpriseName })
          .returning('enterprise_id')
          .executeTakeFirstOrThrow()
      ).enterprise_id
    : null;
  const user = await db
    .insertInto('users')
    .values({
      user_name,
      uid: randomUUID(),
      password_hash: await hashPassword(md5Hex('Pass@1234')),
      user_type: 3,
      account_type: enterprise_id ? 2 : 0,
      enterprise_id,
      user_real_name: user_name,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const r = await db
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', role)
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: r.role_id }).execute();
  return t.login(user_name, md5Hex('Pass@1234'));
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  provider = await t.login('provider');
  ent1 = await t.login('enterprise');
  provider2 = await account('provider_two', 'provider');
  ent2 = await account('ent_admin_two', 'enterprise_admin', '第二演示企业');
});
afterAll(async () => {
  await t.dispose();
});

describe('notices belong to their author (finding 1)', () => {
  it('another provider can neither see, edit, publish, withdraw nor delete them', async () => {
    const n = await data('POST', '/newopen/service/groups_notice', provider2, {
      notice_title: '他人的通知',
      notice_type: 2,
      env_type: 3,
      notice_content: '正文',
    });
    const id = n.groups_notice_id;
    const row = () =>
      t.deps.db
        .selectFrom('notices' as any)
        .selectAll()
        .where('groups_notice_id', '=', id)
        .executeTakeFirst();
    const before = await row();
    const attempts: [string, string, unknown?][] = [
      ['GET', `/newopen/service/groups_notice/${id}`],
      [
        'PUT',
        '/newopen/service/groups_notice',
        { groups_notice_id: id, notice_title: '改掉', notice_type: 2, env_type: 3, notice_content: 'x' },
      ],
      ['POST', `/newopen/service/groups_notice/publish/${id}`],
      ['DELETE', `/newopen/service/groups_notice/${id}`],
    ];
    for (const [method, url, body] of attempts)
      expect((await call(method, url, provider, body)).statusCode, `${method} ${url}`).toBe(404);
    await data('POST', `/newopen/service/groups_notice/publish/${id}`, provider2);
    expect((await call('POST', `/newopen/service/groups_notice/withdraw/${id}`, provider)).statusCode).toBe(404);
    expect({ ...(await row()), notice_state: 0, published_at: null, updated_at: null }).toEqual({
      ...before,
      notice_state: 0,
      published_at: null,
      updated_at: null,
    });
    const mine = await data('GET', '/newopen/service/groups_notice/page?page_size=100', provider);
    expect(mine.list.map((x: any) => x.groups_notice_id)).not.toContain(id);
  });

  it('a platform admin still manages every notice', async () => {
    const n = await data('POST', '/newopen/service/groups_notice', provider, {
      notice_title: '提供方通知',
      notice_type: 2,
      env_type: 3,
      notice_content: '正文',
    });
    await data('POST', `/newopen/service/groups_notice/publish/${n.groups_notice_id}`, admin);
    expect((await data('GET', `/newopen/service/groups_notice/${n.groups_notice_id}`, admin)).notice_state).toBe(1);
  });
});

describe("uniqueness stays inside the caller's scope (finding 5)", () => {
  const check = (ticket: string, resource: string, field: string, value: string) =>
    data(
      'GET',
      `/newopen/service/resource/check_unique?resource=${resource}&field=${field}&value=${encodeURIComponent(value)}`,
      ticket,
    );

  it('a role name or code of another owner is neither reported nor blocking', async () => {
    await data('POST', '/openauthor/v1/account/role', ent1, { role_name: '运营专员', role_code: 'ops_clerk' });
    expect(await check(ent1, 'roles', 'role_name', '运营专员')).toBe(false);
    expect(await check(ent2, 'roles', 'role_name', '运营专员')).toBe(true);
    expect(await check(ent2, 'roles', 'role_code', 'ops_clerk')).toBe(true);
    const created = await call('POST', '/openauthor/v1/account/role', ent2, {
      role_name: '运营专员',
      role_code: 'ops_clerk',
    });
    expect(created.statusCode).toBe(200);
    const again = await call('POST', '/openauthor/v1/account/role', ent2, {
      role_name: '运营专员',
      role_code: 'ops_clerk2',
    });
    expect(again.statusCode).toBe(409);
  });

  it('the built-in role codes are reserved', async () => {
    const r = await call('POST', '/openauthor/v1/account/role', ent2, {
      role_name: '冒充开发者',
      role_code: 'developer',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('DUPLICATE');
  });

  it('an invite code or cost center of another enterprise is invisible to the check', async () => {
    const expires_at = new Date(Date.now() + 86_400_000).toISOString();
    await data('POST', '/openauthor/v1/invite_code', ent1, { invite_code: 'SECRET42CODE', max_uses: 5, expires_at });
    expect(await check(ent1, 'invite_codes', 'invite_code', 'SECRET42CODE')).toBe(false);
    expect(await check(ent2, 'invite_codes', 'invite_code', 'SECRET42CODE')).toBe(true);
    await data('POST', '/newopen/service/cost_center', ent1, { cost_center_code: 'RND-01', cost_center_name: '研发' });
    expect(await check(ent2, 'cost_centers', 'cost_center_code', 'RND-01')).toBe(true);
    expect(
      (
        await call('POST', '/newopen/service/cost_center', ent2, {
          cost_center_code: 'RND-01',
          cost_center_name: '研发',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('login names stay unique platform-wide, without saying whose', async () => {
    expect(await check(ent2, 'sub_users', 'user_name', 'developer')).toBe(false);
    expect(await check(ent2, 'sub_users', 'email', 'developer@demo.example')).toBe(false);
  });

  it('is rate limited per user', async () => {
    const heavy = await account('check_spammer', 'enterprise_admin', '第三演示企业');
    let last = 200;
    for (let i = 0; i < 61 && last === 200; i++) {
      last = (
        await call('GET', `/newopen/service/resource/check_unique?resource=roles&field=role_name&value=r${i}`, heavy)
      ).statusCode;
    }
    expect(last).toBe(429);
    // another user is not affected
    expect(await check(ent2, 'roles', 'role_name', 'free-name')).toBe(true);
  });
});

describe('replacing links touches only what the caller may see (finding 10)', () => {
  it("leaves the platform admin's team and role on an enterprise sub-user, and hides the role's name", async () => {
    const sub = await data('POST', '/openauthor/v1/sub/user/register', ent1, {
      user_name: 'sub_links',
      user_real_name: '子账号',
      password: md5Hex('Initial@123'),
      role_ids: [],
    });
    const adminTeam = await data('POST', '/newopen/service/team', admin, { team_name: '平台运维组' });
    await data('POST', '/newopen/service/team/user_bound_team', admin, {
      user_id: sub.user_id,
      team_ids: [adminTeam.team_id],
    });
    const adminRole = await data('POST', '/openauthor/v1/account/role', admin, {
      role_name: '平台审计',
      role_code: 'platform_audit',
    });
    await data('POST', '/openauthor/v1/account/role/bound/user', admin, {
      role_id: adminRole.role_id,
      user_ids: [sub.user_id],
    });
    const entRole = await data('POST', '/openauthor/v1/account/role', ent1, {
      role_name: '企业只读',
      role_code: 'ent_readonly',
    });

    await data('POST', '/newopen/service/team/user_bound_team', ent1, { user_id: sub.user_id, team_ids: [] });
    const edited = await data('PUT', '/openauthor/v1/sub/user/edit', ent1, {
      user_id: sub.user_id,
      user_name: 'sub_links',
      user_real_name: '子账号',
      role_ids: [entRole.role_id],
    });

    const teams = await t.deps.db
      .selectFrom('team_users' as any)
      .select('team_id')
      .where('user_id', '=', sub.user_id)
      .execute();
    expect(teams.map((r: any) => r.team_id)).toEqual([adminTeam.team_id]);
    const roles = await t.deps.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', sub.user_id)
      .orderBy('role_id')
      .execute();
    expect(roles.map((r) => r.role_id)).toEqual([adminRole.role_id, entRole.role_id]);
    expect(edited.role_names).toEqual(['企业只读']);
    const seen = await data('GET', `/openauthor/v1/sub/user/detail?user_id=${sub.user_id}`, ent1);
    expect(seen.role_names).toEqual(['企业只读']);
    expect((await data('GET', `/openauthor/v1/sub/user/detail?user_id=${sub.user_id}`, admin)).role_names).toEqual([
      '平台审计',
      '企业只读',
    ]);
  });
});
