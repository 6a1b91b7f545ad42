/**
 * Callbacks in the console (issue 25 item 23), in Chromium on the real app: the developer opens Demo App, a bad
 * address is refused next to the field, registers a callback to a real HTTP receiver on this machine (loopback:
 * CALLBACK_ALLOW_PRIVATE is on for this test, as README's configuration explains), gets the whsec_ secret once,
 * sends a test event, and sees the delivery listed with HTTP status 200 and the receiver's answer; the receiver
 * checks the signature with the standardwebhooks package. zh at 1440 px, en at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { newPage, shot, startRunning, type Running } from './helpers.ts';
import { startReceiver } from '../server/callbacks/receiver.ts';

let r: Running;
let rx: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  r = await startRunning();
  rx = await startReceiver();
}, 420_000);
afterAll(async () => {
  await r?.stop();
  await rx?.close();
});

async function openDemoApp(page: Page, phone: boolean) {
  await page.goto('/developers/appmanage');
  if (phone) await page.getByTestId('phone-list').getByText('Demo App', { exact: true }).click();
  else await page.getByRole('row').filter({ hasText: 'Demo App' }).getByText('Demo App', { exact: true }).click();
  const section = page.getByTestId('app-callbacks');
  await expect.poll(() => section.getByTestId('callback-url').count(), { timeout: 30_000 }).toBe(1);
  return section;
}

async function registerAndTest(page: Page, phone: boolean, texts: { refused: string; title: string }) {
  const section = await openDemoApp(page, phone);
  const url = `${rx.url}/${phone ? 'en' : 'zh'}`;
  expect(await section.textContent()).toContain(texts.title);
  // the server's SSRF rule, next to the field
  r.app.deps.config.callbackAllowPrivate = false;
  await section.getByTestId('callback-url').fill(url);
  await section.getByTestId('callback-add').click();
  await expect.poll(() => section.textContent()).toContain(texts.refused);
  r.app.deps.config.callbackAllowPrivate = true;
  await section.getByTestId('callback-add').click();
  const dialog = page.getByTestId('callback-secret-dialog');
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
  const secret = (await dialog.getByTestId('callback-secret').textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await shot(page, `callbacks-secret-${phone ? 'en-375' : 'zh-1440'}`);
  await dialog.getByTestId('callback-secret-close').click();
  await expect.poll(() => page.getByTestId('callback-secret-dialog').count()).toBe(0);

  const row = section.getByTestId('callback-list').getByRole('row').filter({ hasText: url });
  const before = rx.received.length;
  await row.getByRole('button', { name: phone ? 'Send test event' : '发送测试事件' }).click();
  await expect.poll(() => rx.received.length, { timeout: 15_000 }).toBe(before + 1);
  const got = rx.received.at(-1)!;
  const payload = new Webhook(secret).verify(got.body, {
    'webhook-id': String(got.headers['webhook-id']),
    'webhook-timestamp': String(got.headers['webhook-timestamp']),
    'webhook-signature': String(got.headers['webhook-signature']),
  }) as { type: string };
  expect(payload.type).toBe('callback.test');
  const delivery = section
    .getByTestId('callback-deliveries')
    .getByRole('row')
    .filter({ hasText: String(got.headers['webhook-id']) });
  await expect.poll(() => delivery.getByTestId('delivery-http-status').textContent(), { timeout: 15_000 }).toBe('200');
  expect(await delivery.getByTestId('delivery-response').textContent()).toContain('"received":true');
  await delivery.scrollIntoViewIfNeeded();
  await shot(page, `callbacks-delivered-${phone ? 'en-375' : 'zh-1440'}`);
  return delivery;
}

describe("developer: the application page's callbacks", () => {
  it('zh 1440: registers a callback, sends a test event, sees the delivery with status 200', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'developer' });
    await page.setViewportSize({ width: 1440, height: 900 });
    const delivery = await registerAndTest(page, false, {
      title: '回调地址',
      refused: '回调地址不能指向内网、本机或保留地址',
    });
    expect(await delivery.getByTestId('delivery-status').textContent()).toBe('成功');
    // the table fits the page: nothing pushes the layout wider than the window
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await context.close();
  }, 240_000);

  it('en 375: the same on a phone, in English', async () => {
    const { page, context } = await newPage(r, { locale: 'en', user: 'developer' });
    await page.setViewportSize({ width: 375, height: 812 });
    const delivery = await registerAndTest(page, true, {
      title: 'Callbacks',
      refused: 'must not point to a private, loopback or reserved address',
    });
    expect(await delivery.getByTestId('delivery-status').textContent()).toBe('Succeeded');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  }, 240_000);
});
