/**
 * Issue 25 item 13 in the browser: the account-name rule shows while typing (then availability), the email format
 * and the repeated password are checked on leaving the field, 《用户协议》 and 《隐私政策》 open the real documents
 * in a new tab, and the reset-password page confirms success. zh at 1440 px and en at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    rule: '账号须以字母开头',
    available: '可以使用',
    taken: '已被使用',
    email: '邮箱格式不正确',
    mismatch: '两次输入的密码不一致',
    agreement: '用户协议',
    privacy: '隐私政策',
    resetDone: '密码已重置',
  },
  en: {
    rule: 'The account name starts with a letter',
    available: 'Available',
    taken: 'Already taken',
    email: 'This is not an email address',
    mismatch: 'do not match',
    agreement: 'User Agreement',
    privacy: 'Privacy Policy',
    resetDone: 'password',
  },
} as const;

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

describe.each(['zh', 'en'] as const)('registration checks in %s', (locale) => {
  const w = words[locale];
  it.each(widthsOf(locale))(
    'checks as the user types and leaves fields, and opens the legal pages, at %i px',
    async (width) => {
      const { page, context } = await newPage(r, { locale });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/register');
      const nameHelper = page.getByTestId('reg-user_name-helper');
      // the rule while typing, without leaving the field
      await page.getByTestId('reg-user_name').fill('1abc');
      await expect.poll(() => nameHelper.textContent()).toContain(w.rule);
      await page.getByTestId('reg-user_name').fill('developer');
      await expect.poll(() => nameHelper.textContent()).toContain(w.taken);
      await page.getByTestId('reg-user_name').fill(`fresh${width}${locale}`);
      await expect.poll(() => nameHelper.textContent()).toContain(w.available);

      // the email's format and the repeated password when leaving the field
      await page.getByTestId('reg-email').fill('not-an-email');
      await page.getByTestId('reg-password').fill('Welcome#2026x');
      await expect.poll(() => page.getByTestId('reg-email-helper').textContent()).toContain(w.email);
      await page.getByTestId('reg-password_again').fill('Welcome#2026y');
      await page.getByTestId('reg-email').click();
      await expect
        .poll(() => page.getByTestId('reg-password_again-helper').textContent())
        .toMatch(new RegExp(w.mismatch));
      await shot(page, `register-live-${locale}-${width}`);
      await page.getByTestId('reg-email').fill('fine@example.test');
      await page.getByTestId('reg-password_again').fill('Welcome#2026x');
      await page.getByTestId('reg-user_name').click();
      await expect.poll(() => page.getByTestId('reg-email-helper').textContent()).not.toContain(w.email);
      await expect
        .poll(() => page.getByTestId('reg-password_again-helper').textContent())
        .not.toMatch(new RegExp(w.mismatch));

      // the legal pages are real documents, in a new tab, the form keeps what was typed
      for (const [id, title] of [
        ['reg-user-agreement', w.agreement],
        ['reg-privacy-policy', w.privacy],
      ] as const) {
        const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId(id).click()]);
        await tab.waitForLoadState();
        await expect.poll(() => tab.locator('h1, h2').first().textContent(), { timeout: 15_000 }).toContain(title);
        await shot(tab, `register-legal-${id}-${locale}-${width}`);
        await tab.close();
      }
      expect(await page.getByTestId('reg-agreement').isChecked()).toBe(false);
      expect(await page.getByTestId('reg-email').inputValue()).toBe('fine@example.test');
      await context.close();
    },
    180_000,
  );

  it('the reset-password page confirms success', async () => {
    const { page, context } = await newPage(r, { locale });
    await page.setViewportSize({ width: 375, height: 900 });
    // a demo account's email, one account per language: each run resets its own account's password once
    const dev = await r.app.deps.db
      .selectFrom('users')
      .select('email')
      .where('user_name', '=', locale === 'zh' ? 'developer' : 'provider')
      .executeTakeFirstOrThrow();
    expect(dev.email).toBeTruthy();
    await page.goto('/account/resetPass');
    await page.getByTestId('reset-address').fill(dev.email!);
    await page.getByTestId('send-code').click();
    await page.getByTestId('code').fill(await codeFor(dev.email!));
    await page.getByTestId('reset-password').fill('Demo@123456');
    await page.getByTestId('reset-password_again').fill('Demo@123456');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-done').textContent()).toMatch(new RegExp(w.resetDone, 'i'));
    await shot(page, `reset-done-${locale}-375`);
    // the next language's run asks a new code: the wait is per account, this one spent its code
    await r.app.deps.db.deleteFrom('verification_codes').execute();
    await context.close();
  }, 120_000);
});
