/**
 * The accounts screens in Chinese at desktop width (1440 px) and in English on a phone (375 px): the login page with the
 * OIDC button, the enterprise authentication form, the invite codes list and form, and the join page. Each is
 * screenshot for a person to look at (test-artifacts/accounts-screen-*) and must fit the width (no sideways scroll)
 * and speak the page's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';
import { registerViaApi } from './accounts-fixtures.ts';

let r: Running;
// the login page only asks which methods exist; no provider needs to answer for the button to show
beforeAll(async () => {
  r = await startRunning({
    OIDC_ISSUER: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'platform',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_NAME: 'Example ID',
  });
  await registerViaApi(r, 'screenco', 'Screens#2026x', { account_type: 2 });
  await registerViaApi(r, 'screenme', 'Screens#2026x');
});
afterAll(async () => {
  await r?.stop();
});

const TEXT = {
  zh: {
    oidc: '使用 Example ID 登录',
    auth: '企业认证',
    credit: '统一社会信用代码',
    invites: '邀请码',
    join: '加入企业',
    create: '新建 邀请码',
    help: '留空则自动生成 8 位邀请码',
    used: '已用次数',
  },
  en: {
    oidc: 'Sign in with Example ID',
    auth: 'Enterprise authentication',
    credit: 'Unified social credit code',
    invites: 'Invite code',
    join: 'Join an enterprise',
    create: 'New Invite code',
    help: 'Leave empty to generate an 8-character code',
    used: 'Used',
  },
};

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function signIn(page: Page, user: string, password?: string) {
  await page.goto('/login');
  await login(page, user, password);
  await page.waitForURL((u) => u.pathname !== '/login');
}

describe.each(['zh', 'en'] as const)('accounts screens in %s', (lang) => {
  const x = TEXT[lang];
  it.each(widthsOf(lang))('the login page with the OIDC button at %i px', async (width) => {
    const { page, context } = await newPage(r, { locale: lang });
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/login');
    await expect.poll(() => page.getByTestId('oidc-login').textContent()).toBe(x.oidc);
    await shot(page, `accounts-screen-login-${lang}-${width}`);
    expect(await fits(page)).toBe(true);
    await context.close();
  });

  it.each(widthsOf(lang))('the enterprise authentication form at %i px', async (width) => {
    const { page, context } = await newPage(r, { locale: lang });
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'screenco', 'Screens#2026x');
    await page.goto('/enterpriseData/authenticationEdit');
    await page.getByTestId('auth-edit-form').waitFor();
    expect(await page.getByTestId('auth-edit-form').textContent()).toContain(x.credit);
    await page.getByTestId('auth-submit').click();
    // every missing field says so under itself
    await expect.poll(() => page.locator('.MuiFormHelperText-root.Mui-error').count()).toBe(4);
    await shot(page, `accounts-screen-auth-${lang}-${width}`);
    expect(await fits(page)).toBe(true);
    await context.close();
  });

  it.each(widthsOf(lang))('the invite codes list and form at %i px', async (width) => {
    const { page, context } = await newPage(r, { locale: lang });
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'enterprise');
    await page.goto('/accountCenter/manage/inviteCodeList');
    await expect.poll(() => page.getByText('DEMO2026').count()).toBeGreaterThan(0);
    // a phone card labels its numbers
    if (width === 375) await expect.poll(() => page.getByTestId('phone-list').textContent()).toContain(x.used);
    await shot(page, `accounts-screen-invites-${lang}-${width}`);
    expect(await fits(page)).toBe(true);
    await page.getByTestId('list-create').click();
    await expect.poll(() => page.getByTestId('record-title').textContent()).toBe(x.create);
    await expect.poll(() => page.locator('form:visible').textContent()).toContain(x.help);
    await shot(page, `accounts-screen-invite-form-${lang}-${width}`);
    expect(await fits(page)).toBe(true);
    await context.close();
  });

  it.each(widthsOf(lang))('the join page at %i px', async (width) => {
    const { page, context } = await newPage(r, { locale: lang });
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'screenme', 'Screens#2026x');
    await page.goto('/accountCenter/joinEnterprise');
    await expect.poll(() => page.getByTestId('join-enterprise').textContent()).toContain(x.join);
    await shot(page, `accounts-screen-join-${lang}-${width}`);
    expect(await fits(page)).toBe(true);
    await context.close();
  });
});
