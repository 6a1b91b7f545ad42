/**
 * Tickets: 401 when missing, unknown or expired (8 hours); 403 AUTH_FAILED when revoked by logout or when
 * the account is disabled (the console logs out on 403 AUTH_FAILED). POST /openauthor/v1/user/logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { TICKET_LIFETIME_MS } from '../../../src/shared/constants.ts';
import { call, createUser, ticketOf } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

const DETAIL = '/openauthor/v1/user/detail';
const LOGOUT = '/openauthor/v1/user/logout';

describe('a call without a valid ticket', () => {
  it.each([
    ['no ticket header', undefined],
    ['an empty ticket', ''],
    ['a ticket never issued', 'x'.repeat(43)],
  ])('answers 401 UNAUTHORIZED for %s', async (_label, ticket) => {
    const res = await t.app.inject({ url: DETAIL, headers: ticket === undefined ? {} : { ticket } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: '未授权或票据校验失败，请重新登录',
      data: null,
    });
  });

  it('answers 401 in English when asked', async () => {
    const res = await t.app.inject({ url: DETAIL, headers: { language: 'en' } });
    expect(res.json().message).toBe('Unauthorized or ticket verification failed, please log in again');
  });

  it('is checked before the input, so a stranger learns nothing about the operation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/openauthor/v1/user/edit_password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('ticket lifetime', () => {
  it('works until 8 hours after login, then answers 401 with the expiry message', async () => {
    const ticket = await t.login('provider');
    expect((await call(t, 'GET', DETAIL, ticket)).statusCode).toBe(200);
    t.clock.advance(TICKET_LIFETIME_MS - 1000);
    expect((await call(t, 'GET', DETAIL, ticket)).statusCode).toBe(200);
    t.clock.advance(1000);
    const res = await call(t, 'GET', DETAIL, ticket);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: '登录已过期，请重新登录', data: null });
    const en = await call(t, 'GET', DETAIL, ticket, undefined, { language: 'en' });
    expect(en.json().message).toBe('Your session has expired, please log in again');
  });

  it('is not extended by use', async () => {
    const ticket = await t.login('provider');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(2 * 60 * 60_000 - 1);
      expect((await call(t, 'GET', DETAIL, ticket)).statusCode).toBe(200);
    }
    t.clock.advance(4);
    expect((await call(t, 'GET', DETAIL, ticket)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('needs a ticket', async () => {
    expect((await call(t, 'POST', LOGOUT)).statusCode).toBe(401);
  });

  it('revokes only the current ticket: it then answers 403 AUTH_FAILED, other sessions keep working', async () => {
    const a = await t.login('developer');
    const b = await t.login('developer');
    const res = await call(t, 'POST', LOGOUT, a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '成功', data: null });

    const after = await call(t, 'GET', DETAIL, a);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({
      success: false,
      code: 'AUTH_FAILED',
      message: '会话已失效，请重新登录',
      data: null,
    });
    const en = await call(t, 'GET', DETAIL, a, undefined, { language: 'en' });
    expect(en.json().message).toBe('Your session is no longer valid, please log in again');
    expect((await call(t, 'POST', LOGOUT, a)).statusCode).toBe(403);

    expect((await call(t, 'GET', DETAIL, b)).statusCode).toBe(200);
  });

  it('still answers 403 AUTH_FAILED for a logged-out ticket past its expiry', async () => {
    const a = await t.login('developer');
    await call(t, 'POST', LOGOUT, a);
    t.clock.advance(TICKET_LIFETIME_MS + 1);
    // revoked wins: the console logs out either way, but AUTH_FAILED tells it the session was ended on purpose
    expect((await call(t, 'GET', DETAIL, a)).json().code).toBe('AUTH_FAILED');
  });
});

describe('disabled account', () => {
  it('refuses its live tickets with 403 AUTH_FAILED and accepts them again once re-enabled', async () => {
    const user = await createUser(t, 'session-disabled');
    const ticket = await ticketOf(t, user);
    expect((await call(t, 'GET', DETAIL, ticket)).statusCode).toBe(200);

    await t.deps.db.updateTable('users').set({ state: 0 }).where('user_id', '=', user.user_id).execute();
    const res = await call(t, 'GET', DETAIL, ticket);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 'AUTH_FAILED',
      message: '账号已停用，请联系管理员',
      data: null,
    });
    expect((await call(t, 'POST', LOGOUT, ticket)).statusCode).toBe(403);

    await t.deps.db.updateTable('users').set({ state: 1 }).where('user_id', '=', user.user_id).execute();
    expect((await call(t, 'GET', DETAIL, ticket)).statusCode).toBe(200);
  });
});

describe('the ticket header', () => {
  it('is read from the `ticket` header only (not a query parameter or a cookie)', async () => {
    const ticket = await t.login('developer');
    expect((await t.app.inject({ url: `${DETAIL}?ticket=${ticket}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: DETAIL, headers: { cookie: `ticket=${ticket}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: DETAIL, headers: { ticket } })).statusCode).toBe(200);
  });
});
