/** The public header's environment: derived from the host name, switchable, and driving the unread bell. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

describe('public header', () => {
  it('counts unread notices of the current environment and recounts when it is switched', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'developer' });
    await page.goto('/home');
    const bell = page.locator('.MuiBadge-badge');
    // 127.0.0.1 is a test host: the demo has one unread test-environment notice
    await expect.poll(() => page.getByTestId('env-switcher').textContent()).toContain('测试环境');
    await expect.poll(() => bell.textContent()).toBe('1');
    await page.getByTestId('env-switcher').click();
    await page.getByRole('menuitem', { name: '生产环境' }).click();
    await expect.poll(() => bell.textContent()).toBe('3');
    await context.close();
  });
});
