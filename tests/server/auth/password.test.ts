/**
 * POST /openauthor/v1/user/edit_password {user_id, old_password, new_password} and
 * POST /openauthor/v1/user/clear_init_pwd (SPEC.md sections 4, 5 and 7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { call, createUser, loginRaw, ticketOf, WRONG_MD5, type NewUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

const EDIT = '/openauthor/v1/user/edit_password';
const CLEAR = '/openauthor/v1/user/clear_init_pwd';
const DETAIL = '/openauthor/v1/user/detail';

const edit = (ticket: string, payload: unknown, language?: string) =>
  call(t, 'POST', EDIT, ticket, payload, language ? { language } : {});

describe('editPassword: input', () => {
  let user: NewUser;
  let ticket: string;
  beforeAll(async () => {
    user = await createUser(t, 'pw-input');
    ticket = await ticketOf(t, user);
  });

  it("asks for the old and the new password with the product's own words, in zh and en", async () => {
    const zh = await edit(ticket, { user_id: user.user_id });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().code).toBe('VALIDATION_FAILED');
    expect(zh.json().data.errors).toEqual(
      expect.arrayContaining([
        { field: 'old_password', message: '请输入旧密码' },
        { field: 'new_password', message: '请输入新密码' },
      ]),
    );
    const en = await edit(ticket, { user_id: user.user_id }, 'en');
    expect(en.json().data.errors).toEqual(
      expect.arrayContaining([
        { field: 'old_password', message: 'Please enter the old password' },
        { field: 'new_password', message: 'Please enter the new password' },
      ]),
    );
  });

  it('treats empty strings as missing', async () => {
    const res = await edit(ticket, { user_id: user.user_id, old_password: '', new_password: '' });
    expect(res.json().data.errors).toEqual(
      expect.arrayContaining([
        { field: 'old_password', message: '请输入旧密码' },
        { field: 'new_password', message: '请输入新密码' },
      ]),
    );
    const onlyNew = await edit(ticket, { user_id: user.user_id, old_password: user.md5, new_password: '' }, 'en');
    expect(onlyNew.json().data.errors).toEqual([{ field: 'new_password', message: 'Please enter the new password' }]);
  });

  it('wants both passwords as 32-hex MD5', async () => {
    const res = await edit(ticket, { user_id: user.user_id, old_password: 'Pass@1234', new_password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual(
      expect.arrayContaining([
        { field: 'old_password', message: 'old_password必须是32位十六进制MD5值' },
        { field: 'new_password', message: 'new_password必须是32位十六进制MD5值' },
      ]),
    );
  });

  it('wants a positive integer user_id and no other fields', async () => {
    const missing = await edit(ticket, { old_password: user.md5, new_password: md5Hex('x') });
    expect(missing.json().data.errors).toEqual([{ field: 'user_id', message: 'user_id不能为空' }]);
    const text = await edit(ticket, { user_id: 'me', old_password: user.md5, new_password: md5Hex('x') });
    expect(text.json().data.errors).toEqual([{ field: 'user_id', message: 'user_id类型不正确，应为integer' }]);
    const zero = await edit(ticket, { user_id: 0, old_password: user.md5, new_password: md5Hex('x') });
    expect(zero.json().data.errors).toEqual([{ field: 'user_id', message: 'user_id不能小于1' }]);
    const extra = await edit(ticket, {
      user_id: user.user_id,
      old_password: user.md5,
      new_password: md5Hex('x'),
      confirm: 'x',
    });
    expect(extra.json().data.errors).toEqual([{ field: 'confirm', message: '不支持的字段：confirm' }]);
  });

  it('refuses a wrong old password on the old_password field and changes nothing', async () => {
    const res = await edit(ticket, {
      user_id: user.user_id,
      old_password: WRONG_MD5,
      new_password: md5Hex('New@1234'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: '旧密码错误',
      data: { errors: [{ field: 'old_password', message: '旧密码错误' }] },
    });
    expect((await loginRaw(t, user.user_name, user.md5)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the old one (in any case)', async () => {
    const res = await edit(
      ticket,
      { user_id: user.user_id, old_password: user.md5, new_password: user.md5.toUpperCase() },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'new_password', message: 'The new password must differ from the old one' },
    ]);
  });
});

describe('editPassword: whose password', () => {
  it('answers 403 NO_PERMISSION for another user_id, even for the super admin', async () => {
    const victim = await createUser(t, 'pw-victim');
    const attacker = await createUser(t, 'pw-attacker');
    const res = await edit(await ticketOf(t, attacker), {
      user_id: victim.user_id,
      old_password: attacker.md5,
      new_password: md5Hex('Owned@1'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'NO_PERMISSION', message: '只能修改自己的密码', data: null });
    const admin = await edit(
      await t.login('admin'),
      { user_id: victim.user_id, old_password: victim.md5, new_password: md5Hex('Owned@1') },
      'en',
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('You can only change your own password');
    expect((await loginRaw(t, victim.user_name, victim.md5)).statusCode).toBe(200);
  });

  it('answers 409 INVALID_STATE for a domain account (its password lives in the directory)', async () => {
    const user = await createUser(t, 'pw-domain', { puser_name: 'ad_corp' });
    const res = await edit(await ticketOf(t, user), {
      user_id: user.user_id,
      old_password: user.md5,
      new_password: md5Hex('New@1234'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
  });
});

describe('editPassword: success', () => {
  it('changes the password, clears init_pwd, revokes the other tickets and keeps the current one', async () => {
    const user = await createUser(t, 'pw-change', { init_pwd: 1 });
    const first = await loginRaw(t, user.user_name, user.md5);
    expect(first.json().data.user.init_pwd).toBe(1);
    const current = first.json().data.ticket;
    const other = await ticketOf(t, user);
    const otherSso = (await loginRaw(t, user.user_name, user.md5)).json().data.user.sso_access_token;
    const bystander = await t.login('developer');

    const newMd5 = md5Hex('Brand@New1');
    const res = await edit(current, { user_id: user.user_id, old_password: user.md5, new_password: newMd5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '成功', data: null });

    const detail = await call(t, 'GET', DETAIL, current);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.init_pwd).toBe(0);

    const revoked = await call(t, 'GET', DETAIL, other);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().code).toBe('AUTH_FAILED');
    expect(
      (await t.app.inject({ url: `/openauthor/v1/user/get_user_info_by_sso_token?sso_token=${otherSso}` })).statusCode,
    ).toBe(401);
    expect((await call(t, 'GET', DETAIL, bystander)).statusCode).toBe(200);

    expect((await loginRaw(t, user.user_name, user.md5, { ip: '10.20.0.1' })).json().code).toBe('LOGIN_FAILED');
    const again = await loginRaw(t, user.user_name, newMd5);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.init_pwd).toBe(0);
  });

  it('spends the one-time exchange tokens issued before the change', async () => {
    const user = await createUser(t, 'pw-exchange');
    const ticket = await ticketOf(t, user);
    const token = (await call(t, 'POST', '/openauthor/sso/login/token', ticket)).json().data.token;
    await edit(ticket, { user_id: user.user_id, old_password: user.md5, new_password: md5Hex('Other@123') });
    expect((await t.app.inject({ url: `/openauthor/sso/login/exchange?token=${token}` })).statusCode).toBe(401);
  });
});

describe('clearInitPwd', () => {
  it('needs a ticket', async () => {
    expect((await call(t, 'POST', CLEAR)).statusCode).toBe(401);
  });

  it('clears the flag of the caller only', async () => {
    const user = await createUser(t, 'pw-init', { init_pwd: 1 });
    const other = await createUser(t, 'pw-init-other', { init_pwd: 1 });
    const ticket = await ticketOf(t, user);
    expect((await call(t, 'GET', DETAIL, ticket)).json().data.init_pwd).toBe(1);
    const res = await call(t, 'POST', CLEAR, ticket);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '成功', data: null });
    expect((await call(t, 'GET', DETAIL, ticket)).json().data.init_pwd).toBe(0);
    expect((await loginRaw(t, other.user_name, other.md5)).json().data.user.init_pwd).toBe(1);
  });
});
