/**
 * Other sign-in methods against real counterparts: OpenID Connect against an oidc-provider started here (account
 * linked on first sign-in, bind and unbind), the workplace-chat code against a small provider over HTTP, and the
 * area account login with its captcha (prefixes from user_sources).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { startTestApp, type TestApp } from '../helpers.ts';
import { createUser } from '../auth/fixtures.ts';
import { get, post } from './fixtures.ts';

const REDIRECT = 'http://platform.test/openauthor/v1/oidc/callback';

let idp: Server;
let issuer: string;
let wc: Server;
let wcUrl: string;
let t: TestApp;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((r) => idp.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'platform',
        client_secret: 'platform-secret',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          name: `Person ${id}`,
          preferred_username: id,
          email: `${id}@idp.test`,
          email_verified: true,
        }),
      };
    },
    cookies: { keys: ['test-cookie-key'] },
  } as any);
  idp.on('request', provider.callback());
  wc = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const b = JSON.parse(body);
      if (b.app_key !== 'wk' || b.app_secret !== 'ws' || b.code !== 'good-code') {
        res.statusCode = 400;
        res.end('{}');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ userid: 'wc-001', name: '王五' }));
    });
  });
  await new Promise<void>((r) => wc.listen(0, '127.0.0.1', r));
  wcUrl = `http://127.0.0.1:${(wc.address() as AddressInfo).port}/code`;
  t = await startTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'platform',
    OIDC_CLIENT_SECRET: 'platform-secret',
    OIDC_REDIRECT_URI: REDIRECT,
    WORKCHAT_URL: wcUrl,
    WORKCHAT_APP_KEY: 'wk',
    WORKCHAT_APP_SECRET: 'ws',
  });
}, 180_000);
afterAll(async () => {
  await t.dispose();
  idp.close();
  wc.close();
});

/** Plays the browser at the provider: logs in as `login`, consents, and answers the redirect back to the platform. */
async function signInAtProvider(url: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  let next = url;
  let method = 'GET';
  let body: string | undefined;
  for (let hops = 0; hops < 20; hops++) {
    if (next.startsWith(REDIRECT)) return next;
    const res = await fetch(next, {
      method,
      redirect: 'manual',
      body,
      headers: { cookie: cookie(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    keep(res);
    method = 'GET';
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next).href;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    next = new URL(action, next).href;
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }).toString();
  }
  throw new Error('too many hops');
}

async function oidcSignIn(login: string, ticket?: string) {
  const start = ticket
    ? await post(t, '/openauthor/v1/oidc/bind', {}, { ticket })
    : await get(t, '/openauthor/v1/oidc/authorize');
  expect(start.statusCode).toBe(200);
  const back = await signInAtProvider(start.json().data.url, login);
  const res = await t.app.inject({ method: 'GET', url: back.slice('http://platform.test'.length) });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

async function exchange(location: string) {
  const token = new URL(location, 'http://x').searchParams.get('token');
  expect(token).toBeTruthy();
  const res = await get(t, `/openauthor/sso/login/exchange?token=${encodeURIComponent(token!)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { ticket: string; user: { user_id: number; user_name: string } };
}

describe('OpenID Connect', () => {
  it('offers the provider on the login page', async () => {
    expect((await get(t, '/openauthor/v1/sign_in_options')).json().data).toMatchObject({
      oidc: { name: 'OpenID Connect' },
      workchat: true,
    });
  });

  it('signs in through the provider, linking a new account on first sign-in and the same one after', async () => {
    const first = await exchange(await oidcSignIn('olivia'));
    expect(first.user.user_name).toBe('oidc.olivia');
    const info = await get(t, '/openauthor/v1/user/information', { ticket: first.ticket });
    expect(info.json().data).toMatchObject({
      email: 'olivia@idp.test',
      user_real_name: 'Person olivia',
      identities: [{ provider: 'oidc' }],
    });
    const second = await exchange(await oidcSignIn('olivia'));
    expect(second.user.user_id).toBe(first.user.user_id);
  });

  it('refuses a replayed or unknown state', async () => {
    const start = await get(t, '/openauthor/v1/oidc/authorize');
    const back = await signInAtProvider(start.json().data.url, 'replay');
    const path = back.slice('http://platform.test'.length);
    expect((await t.app.inject({ url: path })).headers.location).toMatch(/^\/login\?token=/);
    expect((await t.app.inject({ url: path })).headers.location).toBe('/login?oidc_error=1');
  });

  it('binds an existing account, refuses an identity bound elsewhere, and unbinds', async () => {
    const user = await createUser(t, 'binder');
    const login = await post(t, '/openauthor/v1/user/login', { user_name: 'binder', password: user.md5 });
    const ticket = login.json().data.ticket;
    expect(await oidcSignIn('bob', ticket)).toBe('/user/modifyInformation?bound=oidc');
    const signedIn = await exchange(await oidcSignIn('bob'));
    expect(signedIn.user.user_id).toBe(user.user_id);
    // olivia's identity belongs to another account
    expect(await oidcSignIn('olivia', ticket)).toBe('/user/modifyInformation?bound=taken');
    expect((await post(t, '/openauthor/v1/user/identity/unbind', { provider: 'oidc' }, { ticket })).statusCode).toBe(
      200,
    );
    expect((await post(t, '/openauthor/v1/user/identity/unbind', { provider: 'oidc' }, { ticket })).statusCode).toBe(
      409,
    );
    const after = await exchange(await oidcSignIn('bob'));
    expect(after.user.user_id).not.toBe(user.user_id);
  });
});

describe('OpenID Connect: first sign-in with the email of an existing account', () => {
  it('links to that account once its owner logs in with the password, instead of making a second account', async () => {
    const owner = await createUser(t, 'carol-local');
    await t.deps.db
      .updateTable('users')
      .set({ email: 'Carol@idp.test' })
      .where('user_id', '=', owner.user_id)
      .execute();
    const before = Number(
      (
        await t.deps.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const back = await oidcSignIn('carol');
    expect(back).toMatch(/^\/login\?oidc_link=/);
    const token = new URL(back, 'http://x').searchParams.get('oidc_link')!;
    // no account made, nothing linked yet
    expect(
      Number(
        (
          await t.deps.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
    expect(
      await t.deps.db.selectFrom('user_identities').select('user_id').where('subject', '=', 'carol').executeTakeFirst(),
    ).toBeUndefined();
    const detail = await get(t, `/openauthor/v1/oidc/link?link_token=${encodeURIComponent(token)}`);
    expect(detail.json().data).toEqual({ user_name: 'carol-local', provider: 'oidc', provider_name: 'OpenID Connect' });
    // another account's login does not take it
    const other = await createUser(t, 'not-carol');
    const otherTicket = (
      await post(t, '/openauthor/v1/user/login', { user_name: 'not-carol', password: other.md5 })
    ).json().data.ticket;
    const wrong = await post(
      t,
      '/openauthor/v1/oidc/link',
      { link_token: token },
      { ticket: otherTicket, language: 'en' },
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('Log in to the account whose email matches the external account to link it');
    // the owner proves it with the local password
    const ticket = (
      await post(t, '/openauthor/v1/user/login', { user_name: 'carol-local', password: owner.md5 })
    ).json().data.ticket;
    const linked = await post(t, '/openauthor/v1/oidc/link', { link_token: token }, { ticket });
    expect(linked.statusCode).toBe(200);
    expect((await post(t, '/openauthor/v1/oidc/link', { link_token: token }, { ticket })).statusCode).toBe(409);
    // from now on the provider signs straight into the existing account
    const signedIn = await exchange(await oidcSignIn('carol'));
    expect(signedIn.user.user_id).toBe(owner.user_id);
    expect(
      Number(
        (
          await t.deps.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before + 1);
  });

  it('lets a pending link expire after 10 minutes', async () => {
    const owner = await createUser(t, 'dave-local');
    await t.deps.db.updateTable('users').set({ email: 'dave@idp.test' }).where('user_id', '=', owner.user_id).execute();
    const token = new URL(await oidcSignIn('dave'), 'http://x').searchParams.get('oidc_link')!;
    t.clock.advance(10 * 60_000 + 1);
    const ticket = (await post(t, '/openauthor/v1/user/login', { user_name: 'dave-local', password: owner.md5 })).json()
      .data.ticket;
    const late = await post(t, '/openauthor/v1/oidc/link', { link_token: token }, { ticket });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('关联已失效，请重新使用外部账号登录');
  });
});

describe('workplace chat and area accounts', () => {
  it('signs in with a workplace-chat authorization code, the same account each time', async () => {
    const a = await get(t, '/openauthor/v1/user/authority?auth_code=good-code');
    expect(a.statusCode).toBe(200);
    expect(a.json().data.user.pdingding).toBe('wc-001');
    const b = await get(t, '/openauthor/v1/user/authority?auth_code=good-code');
    expect(b.json().data.user.user_id).toBe(a.json().data.user.user_id);
    const bad = await get(t, '/openauthor/v1/user/authority?auth_code=bad', { language: 'en' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/workplace chat/);
  });

  it('logs in area accounts only, with the captcha, by the prefixes in user_sources', async () => {
    await t.deps.db
      .insertInto('user_sources' as any)
      .values({ source_name: 'Area', source_code: 'area', source_type: 'ad', account_prefix: 'area_', state: 1 })
      .execute();
    const area = await createUser(t, 'area_zhang');
    const local = await createUser(t, 'localuser');
    const attempt = async (account: string, md5: string, right = true) => {
      const c = await get(t, '/openauthor/sso/get/captcha_code');
      const { captcha_key, image } = c.json().data;
      expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      const row = await t.deps.db
        .selectFrom('captchas')
        .select('answer')
        .where('captcha_key', '=', captcha_key)
        .executeTakeFirstOrThrow();
      return post(t, '/openauthor/sso/platform/login', {
        account,
        password: md5,
        captcha_key,
        captcha_code: right ? row.answer : 'QQQQ',
      });
    };
    expect((await attempt('area_zhang', area.md5)).statusCode).toBe(200);
    expect((await attempt('area_zhang', area.md5, false)).json().data.errors[0].field).toBe('captcha_code');
    expect((await attempt('localuser', local.md5)).statusCode).toBe(400);
  });
});
