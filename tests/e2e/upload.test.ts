/** A file field end to end: a banner picture uploaded in the browser, stored, previewed and served. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

describe('file fields', () => {
  it('uploads a banner picture, previews it, saves its address and serves it', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'admin' });
    await page.goto('/openUser/bannerManage');
    await page.getByRole('link', { name: '新建' }).click();
    const form = page.locator('form:visible');
    await form.getByLabel('页面编码 *', { exact: true }).fill('docs');
    await form.getByLabel('标题 *', { exact: true }).fill('文档中心横幅');
    await form.getByTestId('upload-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => form.getByLabel('图片 *', { exact: true }).inputValue())
      .toMatch(/^\/newopen\/service\/file\/[0-9a-f]{32}$/);
    await expect.poll(() => form.locator('img').count()).toBe(1);
    await shot(page, 'upload-banner-form');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/openUser\/bannerManage/);
    const row = page.getByRole('row').filter({ hasText: '文档中心横幅' });
    await expect.poll(() => row.locator('img').count()).toBe(1);
    const src = await row.locator('img').getAttribute('src');
    const served = await fetch(`${r.origin}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    await context.close();
  });
});
