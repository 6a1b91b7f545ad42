/**
 * Accounts in the browser: register with an email code read from the outbox, log in with the new account (zh);
 * reset the password by code and log in with the new one (en); an admin reads the outbox in the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

async function codeFor(address: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const row = await r.app.deps.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', address)
        .orderBy('message_id', 'desc')
        .executeTakeFirst();
      body = row?.body ?? '';
      return body;
    })
    .toMatch(/\d{6}/);
  return /(\d{6})/.exec(body)![1];
}

async function captchaAnswer(page: Page): Promise<string> {
  // the image has loaded when its answer exists; read it where the server keeps it
  await page.getByTestId('reg-captcha-image').waitFor();
  let answer = '';
  await expect
    .poll(async () => {
      const row = await r.app.deps.db
        .selectFrom('captchas')
        .select('answer')
        .where('captcha_key', '=', 'address:127.0.0.1')
        .executeTakeFirst();
      answer = row?.answer ?? '';
      return answer;
    })
    .not.toBe('');
  return answer;
}

describe('registration and password reset', () => {
  it('registers with an email code from the outbox and logs in (zh)', async () => {
    const { page, context } = await newPage(r, { locale: 'zh' });
    await page.goto('/login');
    await page.getByTestId('to-register').click();
    await page.waitForURL((u) => u.pathname === '/register');
    await page.getByTestId('reg-user_name').fill('newcomer');
    await page.getByTestId('reg-password').fill('weak');
    await expect.poll(() => page.getByTestId('password-rules').textContent()).toContain('8–32');
    await page.getByTestId('reg-password').fill('Welcome#2026x');
    await page.getByTestId('reg-password_again').fill('Welcome#2026x');
    await page.getByTestId('reg-email').fill('newcomer@example.test');
    await page.getByTestId('send-code').click();
    await page.getByTestId('code').fill(await codeFor('newcomer@example.test'));
    await page.getByTestId('reg-captcha_code').fill(await captchaAnswer(page));
    await page.getByTestId('reg-agreement').check();
    await shot(page, 'accounts-register-zh');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-result').waitFor();
    await page.getByTestId('to-login').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.getByTestId('login-username').inputValue()).toBe('newcomer');
    await page.getByTestId('login-password').fill('Welcome#2026x');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto('/user/modifyInformation');
    await page.getByTestId('profile').waitFor();
    expect(await page.getByTestId('profile').textContent()).toContain('newcomer@example.test');
    await shot(page, 'accounts-profile-zh');
    await context.close();
  });

  it('resets the password with a code and logs in with the new one (en)', async () => {
    const { page, context } = await newPage(r, { locale: 'en' });
    await page.goto('/login');
    await page.getByTestId('to-reset').click();
    await page.waitForURL((u) => u.pathname === '/account/resetPass');
    await page.getByTestId('reset-address').fill('newcomer@example.test');
    await page.getByTestId('send-code').click();
    // the registration code is spent; wait for the reset code, a new message
    await expect
      .poll(
        async () =>
          (
            await r.app.deps.db
              .selectFrom('outbox_messages')
              .select('message_id')
              .where('recipient', '=', 'newcomer@example.test')
              .execute()
          ).length,
      )
      .toBe(2);
    await page.getByTestId('code').fill(await codeFor('newcomer@example.test'));
    await page.getByTestId('reset-password').fill('Another#2026x');
    await page.getByTestId('reset-password_again').fill('Another#2026x');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await shot(page, 'accounts-reset-en');
    await page.goto('/login');
    await login(page, 'newcomer', 'Another#2026x');
    await page.waitForURL((u) => u.pathname !== '/login');
    await context.close();
  });

  it('shows the outbox to an admin', async () => {
    const { page, context } = await newPage(r, { locale: 'en', user: 'admin' });
    await page.goto('/openUser/outbox');
    await expect.poll(() => page.getByText('newcomer@example.test').count()).toBeGreaterThan(0);
    await shot(page, 'accounts-outbox-en');
    await context.close();
  });
});
