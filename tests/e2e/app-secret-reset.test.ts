/**
 * A developer who lost a secret resets it in Chromium, in Chinese (the applications list's row menu, 1440 px) and in
 * English (the application's page on a 375 px phone): the confirmation says how long the old secret keeps working
 * (the server's APP_SECRET_GRACE_HOURS: 24 by default, 6 when the operator sets it), the new secret is shown once
 * with a copy button, and a real gateway (its snapshot loaded from this app's database) answers a call signed with
 * the new secret, still answers one signed with the replaced secret (grace period), and refuses the secret a second
 * reset ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../src/server/config.ts';
import { startDemoUpstream, type DemoUpstream } from '../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../src/server/gateway/snapshot-loader.ts';
import { nodeHmac } from '../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../src/shared/signature/index.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let upstream: DemoUpstream;
let gw: RunningGateway;
let appKey: string;
/** the secrets in the order they were issued: [0] by the API before the browser, then one per browser reset */
const secrets: string[] = [];

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  r = await startRunning({ DEMO_UPSTREAM_PORT: String(upstream.port) });
  gw = await startGateway({ deps: r.app.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
  // the demo app's production secret is not known to the test: reset it once over the API to know the "old" one
  const ticket = (
    await (
      await fetch(`${r.origin}/openauthor/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_name: 'developer', password: md5Hex(DEMO_PASSWORD) }),
      })
    ).json()
  ).data.ticket as string;
  const get = async (url: string) => (await (await fetch(`${r.origin}${url}`, { headers: { ticket } })).json()).data;
  const app = (await get('/newopen/service/apply/page?apply_name=Demo%20App')).list[0];
  const reset = await (
    await fetch(`${r.origin}/newopen/service/apply/secret/reset`, {
      method: 'POST',
      headers: { ticket, 'content-type': 'application/json' },
      body: JSON.stringify({ apply_id: app.apply_id, env_type: 3 }),
    })
  ).json();
  appKey = reset.data.app_key;
  secrets.push(reset.data.secret);
}, 420_000);
afterAll(async () => {
  await gw?.close();
  await r?.stop();
  await upstream?.close();
});

/** a signed production call to the demo weather API, through the gateway, as a developer's code makes it */
async function callWith(secret: string): Promise<number> {
  await gw.refresh(); // a reset bumps the configuration version; the poll would pick it up within half a second
  const signed = signRequest(
    { appKey, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' }, stage: 'RELEASE' },
    secret,
    nodeHmac,
  );
  const res = await fetch(`http://127.0.0.1:${gw.port}${signed.target}`, { headers: signed.headers });
  await res.text();
  return res.status;
}

/** a dialog fades in: screenshots wait until it is opaque */
async function settled(page: Page, testId: string) {
  await expect
    .poll(() =>
      page
        .getByTestId(testId)
        .locator('.MuiDialog-paper')
        .evaluate((el) => getComputedStyle(el.parentElement!).opacity),
    )
    .toBe('1');
}

async function confirmAndRead(page: Page, graceText: string): Promise<string> {
  const dialog = page.getByTestId('reset-secret-dialog');
  await expect.poll(() => dialog.getByTestId('reset-secret-grace').textContent()).toContain(graceText);
  await page.getByTestId('reset-secret-confirm').click();
  await expect.poll(() => page.getByTestId('secret-dialog').count()).toBe(1);
  const secret = await page.getByTestId('secret-3').inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(secrets).not.toContain(secret);
  return secret;
}

describe('resetting an application secret', () => {
  it("zh: from the list's row menu; the dialog says 24 小时, the new secret signs a call, the old one still works", async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'developer' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: r.origin });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/developers/appmanage');
    const row = page.getByRole('row').filter({ hasText: 'Demo App' });
    await row.getByTestId('row-more').click();
    await page.getByTestId('row-reset-secret').first().click();
    const dialog = page.getByTestId('reset-secret-dialog');
    await expect.poll(() => dialog.textContent()).toContain('重置 生产 环境的密钥？');
    await settled(page, 'reset-secret-dialog');
    await shot(page, 'app-secret-reset-confirm-zh-1440');
    const secret = await confirmAndRead(page, '旧密钥在宽限期（24 小时）内仍然有效');
    expect(await page.getByTestId('secret-dialog-note').textContent()).toMatch(/^旧密钥有效至 /);
    await page.getByTestId('copy-secret-3').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await settled(page, 'secret-dialog');
    await shot(page, 'app-secret-reset-shown-zh-1440');
    await page.getByTestId('secret-dialog-close').click();
    await expect.poll(() => page.getByTestId('secret-dialog').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    expect(await callWith(secret)).toBe(200);
    expect(await callWith(secrets[0])).toBe(200); // the replaced secret, in its grace period
    expect(await callWith(`${secret}x`)).not.toBe(200);
    secrets.push(secret);
    await context.close();
  }, 120_000);

  it("en: from the application's page on a 375 px phone; the dialog says the configured 6 hours", async () => {
    r.app.deps.config.appSecretGraceHours = loadConfig({ APP_SECRET_GRACE_HOURS: '6' }).appSecretGraceHours;
    const { page, context } = await newPage(r, { locale: 'en', user: 'developer' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/developers/appmanage');
    await page.getByTestId('phone-list').getByText('Demo App', { exact: true }).click();
    await page.getByTestId('reset-secret-3').first().click();
    await expect
      .poll(() => page.getByTestId('reset-secret-dialog').textContent())
      .toContain('Reset the Production secret?');
    // the previous reset's grace is still running: the dialog says a second reset ends it
    expect(await page.getByTestId('reset-secret-dialog').textContent()).toContain('Resetting again ends it');
    await settled(page, 'reset-secret-dialog');
    await shot(page, 'app-secret-reset-confirm-en-375');
    const secret = await confirmAndRead(page, 'keeps working for the grace period (6 hours)');
    await settled(page, 'secret-dialog');
    await shot(page, 'app-secret-reset-shown-en-375');
    const box = (await page.getByTestId('secret-dialog').locator('.MuiDialog-paper').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('secret-dialog-close').click();
    // the page says until when the replaced secret works
    await expect.poll(() => page.getByTestId('app-credentials').textContent()).toContain('Old secret valid until');

    expect(await callWith(secret)).toBe(200);
    expect(await callWith(secrets[1])).toBe(200); // replaced now, in its 6-hour grace
    expect(await callWith(secrets[0])).not.toBe(200); // the second reset ended its grace at once
    await context.close();
  }, 120_000);
});
