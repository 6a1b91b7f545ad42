/**
 * Issue 7, finding 4: sessions that really end. A password reset by the account's manager ends the account's
 * sessions and tokens; tickets made from an SSO or exchange token belong to the login that issued the token,
 * expire with it and end at its logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { TICKET_LIFETIME_MS } from '../../../src/shared/constants.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
const get = (url: string, ticket?: string) => t.app.inject({ method: 'GET', url, headers: ticket ? { ticket } : {} });
const detail = (ticket: string) => get('/openauthor/v1/user/detail', ticket);
const bySso = (token: string) => get(`/openauthor/v1/user/get_user_info_by_sso_token?sso_token=${token}`);
const exchange = (token: string) => get(`/openauthor/sso/login/exchange?token=${token}`);
const exchangeToken = async (ticket: string) =>
  (await t.app.inject({ method: 'POST', url: '/openauthor/sso/login/token', headers: { ticket } })).json().data
    .token as string;
async function login(user: string, md5: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/openauthor/v1/user/login',
    payload: { user_name: user, password: md5 },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { ticket: string; expires_at: string; user: { sso_access_token: string } };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('a password reset by the enterprise admin', () => {
  it("ends the sub-user's tickets, SSO tokens and unused exchange tokens", async () => {
    const ent = await t.login('enterprise');
    const first = md5Hex('First@12345');
    const sub = (
      await t.app.inject({
        method: 'POST',
        url: '/openauthor/v1/sub/user/register',
        headers: { ticket: ent },
        payload: { user_name: 'reset_victim', user_real_name: '子账号', password: first, role_ids: [] },
      })
    ).json().data;
    const s = await login('reset_victim', first);
    const pending = await exchangeToken(s.ticket);
    expect((await detail(s.ticket)).statusCode).toBe(200);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/openauthor/v1/sub/user/edit',
      headers: { ticket: ent },
      payload: {
        user_id: sub.user_id,
        user_name: 'reset_victim',
        user_real_name: '子账号',
        password: md5Hex('Second@12345'),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expect((await detail(s.ticket)).statusCode).toBe(403);
    expect((await bySso(s.user.sso_access_token)).statusCode).toBe(401);
    expect((await exchange(pending)).statusCode).toBe(401);
    expect((await login('reset_victim', md5Hex('Second@12345'))).ticket).toBeTruthy();
  });
});

describe('session families', () => {
  it('a ticket made from the SSO token expires with the login, not 8 hours later', async () => {
    const s = await login('developer', md5Hex('Demo@123456'));
    t.clock.advance(TICKET_LIFETIME_MS - 60 * 60_000);
    const again = await bySso(s.user.sso_access_token);
    expect(again.statusCode).toBe(200);
    expect(new Date(again.json().data.expires_at).getTime()).toBe(new Date(s.expires_at).getTime());
    const chained = await bySso(again.json().data.user.sso_access_token);
    expect(new Date(chained.json().data.expires_at).getTime()).toBe(new Date(s.expires_at).getTime());
    t.clock.advance(60 * 60_000 + 1000);
    expect((await detail(again.json().data.ticket)).statusCode).toBe(401);
    expect((await bySso(s.user.sso_access_token)).statusCode).toBe(401);
    expect((await bySso(again.json().data.user.sso_access_token)).statusCode).toBe(401);
  });

  it('logout ends every ticket and token of the login: SSO-made tickets, new SSO tokens, unused exchange tokens', async () => {
    const s = await login('provider', md5Hex('Demo@123456'));
    const fromSso = (await bySso(s.user.sso_access_token)).json().data;
    const fromExchange = (await exchange(await exchangeToken(s.ticket))).json().data;
    const unusedFromChild = await exchangeToken(fromSso.ticket);
    const other = await login('provider', md5Hex('Demo@123456'));

    const out = await t.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/logout',
      headers: { ticket: s.ticket },
    });
    expect(out.statusCode, out.body).toBe(200);

    for (const ticket of [s.ticket, fromSso.ticket, fromExchange.ticket])
      expect((await detail(ticket)).statusCode).toBe(403);
    for (const token of [s.user.sso_access_token, fromSso.user.sso_access_token, fromExchange.user.sso_access_token]) {
      expect((await bySso(token)).statusCode).toBe(401);
    }
    expect((await exchange(unusedFromChild)).statusCode).toBe(401);
    // another login of the same account is another family
    expect((await detail(other.ticket)).statusCode).toBe(200);
  });

  it('logging out a ticket made from the SSO token ends the login that issued it', async () => {
    const s = await login('developer', md5Hex('Demo@123456'));
    const child = (await bySso(s.user.sso_access_token)).json().data;
    await t.app.inject({ method: 'POST', url: '/openauthor/v1/user/logout', headers: { ticket: child.ticket } });
    expect((await detail(s.ticket)).statusCode).toBe(403);
  });
});
