/**
 * Issue 23, finding 3: invite codes and joins grant only what the inviter may grant (auth/grantable.ts
 * rolesGrantableBy): the developer role or the inviter's own roles, never provider, enterprise admin or super admin,
 * checked when the code is made and again when it is redeemed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { createUser, ticketOf } from '../auth/fixtures.ts';
import { get, post } from '../accounts/fixtures.ts';
import { addMember } from '../../../src/server/accounts/invites.ts';

let t: TestApp;
let ent: { user_id: number; enterprise_id: number };
let admin: string;
const INVITES = '/openauthor/v1/invite_code';
const JOIN = '/openauthor/v1/enterprise/join';
const tomorrow = () => new Date(t.clock.now().getTime() + 86_400_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  ent = (await t.deps.db
    .selectFrom('users')
    .select(['user_id', 'enterprise_id'])
    .where('user_name', '=', 'enterprise')
    .executeTakeFirstOrThrow()) as typeof ent;
  admin = await t.login('enterprise');
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

async function rolesOf(userId: number) {
  const rows = await t.deps.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('r.role_code')
    .where('ur.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.role_code).sort();
}

describe('an invite code is made', () => {
  it('is refused on role_codes when it carries provider, enterprise admin or super admin, in zh and en', async () => {
    for (const role_codes of ['provider', 'developer,provider', 'enterprise_admin', 'super_admin']) {
      const res = await post(t, INVITES, { max_uses: 1, expires_at: tomorrow(), role_codes }, { ticket: admin });
      expect(res.statusCode, role_codes).toBe(400);
      expect(res.json().data.errors[0].field).toBe('role_codes');
    }
    const zh = await post(
      t,
      INVITES,
      { max_uses: 1, expires_at: tomorrow(), role_codes: 'developer,provider' },
      { ticket: admin },
    );
    expect(zh.json().data.errors[0].message).toBe(
      '邀请码只能授予开发者角色或您自己创建的角色；服务提供方、企业管理员须通过角色申请获得。不能授予：provider',
    );
    const en = await post(
      t,
      INVITES,
      { max_uses: 1, expires_at: tomorrow(), role_codes: 'provider' },
      { ticket: admin, language: 'en' },
    );
    expect(en.json().data.errors[0].message).toContain('Not grantable: provider');
    const made = await t.deps.db
      .selectFrom('invite_codes' as any)
      .select('invite_code_id')
      .where('enterprise_id', '=', ent.enterprise_id)
      .where('role_codes' as any, 'like', '%provider%')
      .execute();
    expect(made).toEqual([]);
  });

  it('is refused with a role someone else created, and when edited to carry provider', async () => {
    const other = await createUser(t, 'inv-other-admin', { role: 'enterprise_admin' });
    const role = await post(
      t,
      '/openauthor/v1/account/role',
      { role_name: 'Others', role_code: 'others_role' },
      { ticket: await ticketOf(t, other) },
    );
    expect(role.statusCode).toBe(200);
    const foreign = await post(
      t,
      INVITES,
      { max_uses: 1, expires_at: tomorrow(), role_codes: 'others_role' },
      { ticket: admin },
    );
    expect(foreign.statusCode).toBe(400);
    const ok = await post(
      t,
      INVITES,
      { max_uses: 1, expires_at: tomorrow(), role_codes: 'developer' },
      { ticket: admin },
    );
    expect(ok.statusCode).toBe(200);
    const id = ok.json().data.invite_code_id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: INVITES,
      headers: { ticket: admin },
      payload: { invite_code_id: id, max_uses: 1, expires_at: tomorrow(), role_codes: 'provider' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().data.errors[0].field).toBe('role_codes');
    const row = await t.deps.db
      .selectFrom('invite_codes' as any)
      .select('role_codes' as any)
      .where('invite_code_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((row as any).role_codes).toBe('developer');
  });
});

describe('an invite code is redeemed', () => {
  it('grants nothing when its row was changed in the database to carry provider: the code is invalid', async () => {
    await t.deps.db
      .insertInto('invite_codes' as any)
      .values({
        invite_code: 'TAMPERED1',
        max_uses: 5,
        use_count: 0,
        expires_at: new Date(tomorrow()),
        enterprise_id: ent.enterprise_id,
        created_by: ent.user_id,
        role_codes: 'developer,provider',
      })
      .execute();
    const joiner = await createUser(t, 'inv-tampered');
    const ticket = await ticketOf(t, joiner);
    const res = await post(t, JOIN, { invite_code: 'TAMPERED1' }, { ticket });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toEqual({ field: 'invite_code', message: '邀请码不存在，请核对后重新输入' });
    expect(await rolesOf(joiner.user_id)).toEqual([]);
    const me = await t.deps.db
      .selectFrom('users')
      .select(['enterprise_id', 'account_type'])
      .where('user_id', '=', joiner.user_id)
      .executeTakeFirstOrThrow();
    expect(me).toEqual({ enterprise_id: null, account_type: 0 });
    const code = await t.deps.db
      .selectFrom('invite_codes' as any)
      .select('use_count' as any)
      .where('invite_code', '=', 'TAMPERED1')
      .executeTakeFirstOrThrow();
    expect((code as any).use_count).toBe(0);
    // registration's own check says so too
    const check = await get(t, '/openauthor/v1/user/register/check?field=invite_code&value=TAMPERED1');
    expect(check.json().data.available).toBe(false);
  });

  it('grants nothing when its creator may no longer grant a role it carries', async () => {
    const role = await post(
      t,
      '/openauthor/v1/account/role',
      { role_name: 'Temporary', role_code: 'temp_role' },
      { ticket: admin },
    );
    const made = await post(
      t,
      INVITES,
      { max_uses: 1, expires_at: tomorrow(), role_codes: 'temp_role' },
      { ticket: admin },
    );
    expect(made.statusCode).toBe(200);
    // the role changes hands (a row edited in the database): the code's creator no longer owns it
    await t.deps.db
      .updateTable('roles')
      .set({ created_by: null })
      .where('role_id', '=', role.json().data.role_id)
      .execute();
    const joiner = await createUser(t, 'inv-stale');
    const res = await post(
      t,
      JOIN,
      { invite_code: made.json().data.invite_code },
      { ticket: await ticketOf(t, joiner) },
    );
    expect(res.statusCode).toBe(400);
    expect(await rolesOf(joiner.user_id)).toEqual([]);
  });
});

describe('addMember', () => {
  it('refuses provider, enterprise admin and super admin with 403 and adds nobody', async () => {
    const joiner = await createUser(t, 'inv-add-member');
    for (const code of ['provider', 'enterprise_admin', 'super_admin']) {
      await expect(
        t.deps.db
          .transaction()
          .execute((trx) =>
            addMember(trx, joiner.user_id, ent.enterprise_id, ent.user_id, ['developer', code], t.clock.now()),
          ),
      ).rejects.toMatchObject({ status: 403 });
    }
    expect(await rolesOf(joiner.user_id)).toEqual([]);
    await t.deps.db
      .transaction()
      .execute((trx) => addMember(trx, joiner.user_id, ent.enterprise_id, ent.user_id, [], t.clock.now()));
    expect(await rolesOf(joiner.user_id)).toEqual(['developer']);
  });
});
