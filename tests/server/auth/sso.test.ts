/**
 * Logins that do not take a password: the session's sso_access_token (GET get_user_info_by_sso_token) and the
 * exchange token (POST /openauthor/sso/login/token, then GET /openauthor/sso/login/exchange); each works once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MD5, startTestApp, type TestApp } from '../helpers.ts';
import { TICKET_LIFETIME_MS } from '../../../src/shared/constants.ts';
import { call, createUser, loginRaw } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

const DETAIL = '/openauthor/v1/user/detail';
const bySso = (token: string, language?: string) =>
  t.app.inject({
    url: `/openauthor/v1/user/get_user_info_by_sso_token?sso_token=${encodeURIComponent(token)}`,
    headers: language ? { language } : {},
  });
const issue = (ticket?: string) => call(t, 'POST', '/openauthor/sso/login/token', ticket);
const exchange = (token: string) =>
  t.app.inject({ url: `/openauthor/sso/login/exchange?token=${encodeURIComponent(token)}` });

async function session(userName = 'developer') {
  const body = (await loginRaw(t, userName, DEMO_MD5)).json().data;
  return { ticket: body.ticket as string, sso: body.user.sso_access_token as string };
}

describe('sso_access_token login', () => {
  it('answers a new working ticket and the same session user as a password login', async () => {
    const s = await session();
    const res = await bySso(s.sso);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ticket).not.toBe(s.ticket);
    expect(data.user).toMatchObject({ user_name: 'developer', init_pwd: 0 });
    expect(data.user.sso_access_token).not.toBe(s.sso);
    expect(new Date(data.expires_at).getTime()).toBe(t.clock.now().getTime() + TICKET_LIFETIME_MS);
    const detail = await call(t, 'GET', DETAIL, data.ticket);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.user_name).toBe('developer');
  });

  it('opens one session and is then dead: a second use, even raced, is the same 401 (a URL in history logs nobody in)', async () => {
    const s = await session();
    const first = await bySso(s.sso);
    expect(first.statusCode).toBe(200);
    const again = await bySso(s.sso);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: '登录令牌无效或已过期', data: null });
    // the session it opened keeps working and hands out its own token for the next hand-off, once
    expect((await call(t, 'GET', DETAIL, first.json().data.ticket)).statusCode).toBe(200);
    const next = first.json().data.user.sso_access_token;
    const raced = await Promise.all(Array.from({ length: 6 }, () => bySso(next)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    // the login the token came from is not touched
    expect((await call(t, 'GET', DETAIL, s.ticket)).statusCode).toBe(200);
  });

  it('is refused with 401 once the original session is logged out', async () => {
    const s = await session();
    await call(t, 'POST', '/openauthor/v1/user/logout', s.ticket);
    const res = await bySso(s.sso);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: '登录令牌无效或已过期', data: null });
    expect((await bySso(s.sso, 'en')).json().message).toBe('The login token is invalid or has expired');
  });

  it('dies with its session after 8 hours', async () => {
    const s = await session();
    t.clock.advance(TICKET_LIFETIME_MS);
    expect((await bySso(s.sso)).statusCode).toBe(401);
  });

  it('refuses an unknown token with the same 401, and a ticket is not an sso token', async () => {
    const s = await session();
    expect((await bySso('no-such-token')).json().message).toBe('登录令牌无效或已过期');
    expect((await bySso(s.ticket)).statusCode).toBe(401);
  });

  it('refuses a disabled account with 403 AUTH_FAILED', async () => {
    const user = await createUser(t, 'sso-disabled');
    const sso = (await loginRaw(t, user.user_name, user.md5)).json().data.user.sso_access_token;
    await t.deps.db.updateTable('users').set({ state: 0 }).where('user_id', '=', user.user_id).execute();
    const res = await bySso(sso);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_FAILED');
  });

  it('needs the sso_token parameter', async () => {
    const res = await t.app.inject({ url: '/openauthor/v1/user/get_user_info_by_sso_token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: 'sso_token', message: 'sso_token不能为空' }]);
    expect(
      (await t.app.inject({ url: `/openauthor/v1/user/get_user_info_by_sso_token?sso_token=${'a'.repeat(129)}` }))
        .statusCode,
    ).toBe(400);
  });
});

describe('one-time exchange token', () => {
  it('needs a logged-in caller to issue one', async () => {
    expect((await issue()).statusCode).toBe(401);
  });

  it('is valid 60 seconds and exchanges once for a working ticket', async () => {
    const s = await session('provider');
    const issued = await issue(s.ticket);
    expect(issued.statusCode).toBe(200);
    const { token, expires_at } = issued.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(new Date(expires_at).getTime()).toBe(t.clock.now().getTime() + 60_000);

    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.user_name).toBe('provider');
    expect((await call(t, 'GET', DETAIL, first.json().data.ticket)).statusCode).toBe(200);

    const second = await exchange(token);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('UNAUTHORIZED');
  });

  it('still works at 59 s and is refused after 61 s', async () => {
    const s = await session('provider');
    const early = (await issue(s.ticket)).json().data.token;
    const late = (await issue(s.ticket)).json().data.token;
    t.clock.advance(59_000);
    expect((await exchange(early)).statusCode).toBe(200);
    t.clock.advance(2_000);
    const res = await exchange(late);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('登录令牌无效或已过期');
  });

  it('exchanges only once even when raced', async () => {
    const s = await session('provider');
    const token = (await issue(s.ticket)).json().data.token;
    const results = await Promise.all(Array.from({ length: 8 }, () => exchange(token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('is not an sso_access_token, and an sso_access_token is not an exchange token', async () => {
    const s = await session('provider');
    const token = (await issue(s.ticket)).json().data.token;
    expect((await bySso(token)).statusCode).toBe(401);
    expect((await exchange(s.sso)).statusCode).toBe(401);
    expect((await exchange(token)).statusCode).toBe(200); // not spent by the wrong door
  });

  it('needs the token parameter', async () => {
    const res = await t.app.inject({ url: '/openauthor/sso/login/exchange', headers: { language: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: 'token', message: 'token is required' }]);
  });
});
