/**
 * OpenID Connect in the browser, against a real oidc-provider started here: the login page offers "sign in with
 * Example ID"; the provider's own login and consent pages are filled in; the browser lands in the console logged in
 * (zh). A platform account binds its identity from the profile and unbinds it (en). A first sign-in with the verified
 * email of an existing account is linked to it after one login with the local password (en).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import Provider from 'oidc-provider';
import { newPage, shot, startRunning, type Running } from './helpers.ts';
import { registerViaApi } from './accounts-fixtures.ts';

let r: Running;
let idp: Server;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((ok) => idp.listen(0, '127.0.0.1', ok));
  const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  // the platform learns the provider by discovery at the first sign-in, so the provider can be made after it starts
  r = await startRunning({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'platform',
    OIDC_CLIENT_SECRET: 'platform-secret',
    OIDC_NAME: 'Example ID',
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'platform',
        client_secret: 'platform-secret',
        redirect_uris: [`${r.origin}/openauthor/v1/oidc/callback`],
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
    cookies: { keys: ['e2e-cookie-key'] },
  } as any);
  idp.on('request', provider.callback());
});
afterAll(async () => {
  await r?.stop();
  idp?.close();
});

/** Signs in on the provider's own pages (its development login takes any password) and consents. */
async function atProvider(page: Page, loginName: string) {
  await page.waitForURL((u) => !u.href.startsWith(r.origin));
  await page.locator('input[name="login"]').fill(loginName);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.href.startsWith(r.origin));
}

describe('OpenID Connect sign-in', () => {
  it('signs in from the login page through the provider and lands in the console (zh)', async () => {
    const { page, context } = await newPage(r, { locale: 'zh' });
    await page.goto('/login');
    await expect.poll(() => page.getByTestId('oidc-login').textContent()).toBe('使用 Example ID 登录');
    await shot(page, 'accounts-login-oidc-zh');
    await page.getByTestId('oidc-login').click();
    await atProvider(page, 'olivia');
    await page.waitForURL((u) => u.pathname !== '/login' && u.pathname !== '/home' && !u.search.includes('token'));
    await page.waitForURL(/workBench/);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Person olivia');
    expect(
      await r.app.deps.db.selectFrom('users').select('user_name').where('email', '=', 'olivia@idp.test').execute(),
    ).toEqual([{ user_name: 'oidc.olivia' }]);
    await shot(page, 'accounts-oidc-console-zh');
    await context.close();
  });

  it('binds the identity from the profile and unbinds it (en)', async () => {
    await registerViaApi(r, 'binder', 'Binder#2026x');
    const { page, context } = await newPage(r, { locale: 'en', user: 'binder', password: 'Binder#2026x' });
    await page.goto('/user/modifyInformation');
    await expect.poll(() => page.getByTestId('oidc-binding').textContent()).toBe('Example ID: Not bound');
    await page.getByTestId('oidc-bind').click();
    await atProvider(page, 'bob');
    await page.waitForURL((u) => u.pathname === '/user/modifyInformation');
    await expect.poll(() => page.getByTestId('oidc-binding').textContent()).toBe('Example ID: Bound to Person bob');
    await expect.poll(() => page.getByTestId('bound-notice').textContent()).toContain('linked');
    await shot(page, 'accounts-oidc-bound-en');
    await page.getByTestId('oidc-unbind').click();
    await expect.poll(() => page.getByTestId('oidc-binding').textContent()).toBe('Example ID: Not bound');
    const left = await r.app.deps.db
      .selectFrom('user_identities as i')
      .innerJoin('users as u', 'u.user_id', 'i.user_id')
      .select('i.subject')
      .where('u.user_name', '=', 'binder')
      .execute();
    expect(left).toEqual([]);
    await context.close();
  });

  it('links a first sign-in to the account holding its verified email after one password login (en)', async () => {
    const carol = await registerViaApi(r, 'carol', 'Carol#2026xy');
    await r.app.deps.db
      .updateTable('users')
      .set({ email: 'carol@idp.test' })
      .where('user_id', '=', carol.user_id)
      .execute();
    const { page, context } = await newPage(r, { locale: 'en' });
    await page.goto('/login');
    await page.getByTestId('oidc-login').click();
    await atProvider(page, 'carol');
    await page.waitForURL((u) => u.pathname === '/login' && u.search.includes('oidc_link'));
    await expect
      .poll(() => page.getByTestId('oidc-link-notice').textContent())
      .toContain('This email belongs to the account carol');
    await expect.poll(() => page.getByTestId('login-username').inputValue()).toBe('carol');
    await shot(page, 'accounts-oidc-link-en');
    await page.getByTestId('login-password').fill('Carol#2026xy');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.pathname === '/user/modifyInformation');
    await expect.poll(() => page.getByTestId('oidc-binding').textContent()).toBe('Example ID: Bound to Person carol');
    // the next sign-in through the provider goes straight into carol's account: no second account was made
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/login');
    await page.getByTestId('oidc-login').click();
    await atProvider(page, 'carol');
    await page.waitForURL(/workBench/);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('carol');
    const accounts = await r.app.deps.db
      .selectFrom('users')
      .select('user_name')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'carol@idp.test'))
      .execute();
    expect(accounts).toEqual([{ user_name: 'carol' }]);
    await context.close();
  });
});
