/**
 * Applications in a real browser, in Chinese and in English: the developer creates an application and sees its
 * secrets once (never again on its page), then signs a request in the signature tool with the pasted secret and
 * gets the signature the gateway would compute, and a curl command.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => { r = await startRunning(); });
afterAll(async () => { await r?.stop(); });

const words = {
  zh: { create: '新建', save: '保存', once: '请立即保存密钥', sign: '计算签名', name: '应用名称' },
  en: { create: 'Create', save: 'Save', once: 'Save your secret now', sign: 'Sign', name: 'App name' },
} as const;

describe.each(['zh', 'en'] as const)('applications in %s', (locale) => {
  const w = words[locale];
  it('creates an application, shows its secrets once, and signs a request with the pasted secret', async () => {
    const { page } = await newPage(r, { locale });
    await page.goto('/login');
    await login(page, 'developer');
    await page.waitForURL(/workBench|home/);
    await page.goto('/developers/appmanage');
    await page.getByRole('link', { name: w.create }).click();
    await page.locator('form:visible').getByLabel(w.name).fill(`签名演示-${locale}`);
    await page.getByRole('button', { name: w.save }).click();

    const dialog = page.getByTestId('secret-dialog');
    await expect.poll(() => dialog.getByText(w.once).count()).toBe(1);
    const secret = await page.getByTestId('secret-3').inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await shot(page, `apps-secret-once-${locale}`);
    await page.getByTestId('secret-dialog-close').click();

    // the application's page lists its keys, never the secret
    await expect.poll(() => page.getByTestId('app-credentials').count()).toBeGreaterThan(0);
    const appKey = (await page.getByTestId('app-key-3').first().textContent())?.trim() ?? '';
    expect(appKey).toMatch(/^[0-9a-f]{24}/);
    expect(await page.content()).not.toContain(secret);

    await page.goto('/developers/signatureTool');
    // the newest application is picked first
    await expect.poll(() => page.getByTestId('picked-app-key').inputValue()).toBe(appKey.slice(0, 24));
    await page.getByTestId('sign-secret').fill(secret);
    await page.getByTestId('sign-run').click();
    const stringToSign = (await page.getByTestId('sign-string').textContent()) ?? '';
    expect(stringToSign).toContain(`X-Ca-Key:${appKey.slice(0, 24)}`);
    expect(stringToSign.endsWith('/weather/v1/now?city=beijing')).toBe(true);
    const signature = (await page.getByTestId('sign-signature').textContent())?.trim();
    expect(signature).toBe(createHmac('sha256', secret).update(stringToSign, 'utf8').digest('base64'));
    const curl = (await page.getByTestId('sign-curl').textContent()) ?? '';
    expect(curl).toContain(`X-Ca-Signature: ${signature}`);
    expect(curl).toContain('/weather/v1/now?city=beijing');
    await shot(page, `apps-signature-tool-${locale}`);
    await page.context().close();
  }, 120_000);
});
