/**
 * Applications in a real browser, in Chinese and in English: the developer creates an application and sees its
 * secrets once (never again on its page), then signs a request in the signature tool with the pasted secret and
 * gets the signature the gateway would compute, and a curl command.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
}, 420_000);
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { create: '新建', save: '保存', once: '请立即保存密钥', sign: '计算签名', name: '应用名称' },
  en: { create: 'Create', save: 'Save', once: 'Save your secret now', sign: 'Sign', name: 'App name' },
} as const;

// each journey walks once, the file's two in turns in Chinese and in English (issue 24: a journey runs once per
// language and width only where the page differs); both word tables stay, so either can be walked in the other
describe.each(['zh'] as const)('applications in %s', (locale) => {
  const w = words[locale];
  it('creates an application, shows its secrets once, and signs a request with the pasted secret', async () => {
    const { page } = await newPage(r, { locale, user: 'developer' });
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

/**
 * The access loop in the browser: the developer applies for a capability on the console's application screen, the
 * group's provider approves on the desktop handling page, a platform admin approves on /mobileApprove on a phone
 * (375 px), and the developer then sees the subscription active in the list and on the capability's page.
 */
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const loopWords = {
  zh: {
    env: '环境',
    envName: '测试',
    active: '已开通',
    pending: '审批中',
    records: '我的接入申请',
    submit: '提交申请',
  },
  en: {
    env: 'Environment',
    envName: 'Test',
    active: 'Active',
    pending: 'Under review',
    records: 'My access applications',
    submit: 'Submit',
  },
} as const;

describe.each<'zh' | 'en'>(['en'])('access loop in %s', (locale) => {
  const w = loopWords[locale];
  it('apply → provider approves on the desktop → admin approves on the phone → the developer sees it active', async () => {
    const { db } = r.app.deps;
    // a fresh application per language, so the loop never meets a live subscription of an earlier run
    const dev = await newPage(r, { locale });
    await dev.page.setViewportSize({ width: 1440, height: 900 });
    await dev.page.goto('/login');
    await login(dev.page, 'developer');
    await dev.page.waitForURL(/workBench|home/);
    const appName = `接入演示-${locale}`;
    await dev.page.goto('/developers/appmanage/create');
    await dev.page.locator('form:visible').getByLabel(words[locale].name).fill(appName);
    await dev.page.getByRole('button', { name: words[locale].save }).click();
    await expect.poll(() => dev.page.getByTestId('secret-dialog').count()).toBe(1);
    await dev.page.getByTestId('secret-dialog-close').click();

    await dev.page.goto('/developers/capacityInventory/create');
    await expect.poll(() => dev.page.getByTestId('access-apply').count()).toBe(1);
    // the application: the new one
    await dev.page.getByTestId('apply-app').locator('..').click();
    await dev.page.getByRole('option', { name: appName }).click();
    // the capability: the first published one offered
    await dev.page.getByTestId('apply-group').locator('..').click();
    const group = dev.page.getByRole('option').first();
    const groupName = ((await group.textContent()) ?? '').trim();
    await group.click();
    await dev.page.getByTestId('apply-env').locator('..').click();
    await dev.page.getByRole('option', { name: w.envName }).click();
    await dev.page.getByTestId('apply-reason').fill(locale === 'zh' ? '联调天气接口' : 'Integrating the weather API');
    await shot(dev.page, `apps-loop-apply-${locale}-1440`);
    await dev.page.getByTestId('apply-submit').click();
    await dev.page.waitForURL(/capacityInventory(\?|$)/);

    const app = await db
      .selectFrom('apps')
      .select('apply_id')
      .where('apply_name', '=', appName)
      .executeTakeFirstOrThrow();
    const rec = await db
      .selectFrom('apply_records')
      .select(['r_apply_groups_record_id', 'work_order_id', 'state'])
      .where('apply_id', '=', app.apply_id)
      .executeTakeFirstOrThrow();
    expect(rec.state).toBe('pending');
    const wo = await db
      .selectFrom('work_orders')
      .select(['work_order_id', 'process_id'])
      .where('work_order_id', '=', rec.work_order_id!)
      .executeTakeFirstOrThrow();

    // the provider, on the desktop
    const prov = await newPage(r, { locale });
    await prov.page.setViewportSize({ width: 1440, height: 900 });
    await prov.page.goto('/login');
    await login(prov.page, 'provider');
    await prov.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await prov.page.goto(`/process/handle-ticket?work_order_id=${wo.work_order_id}&process_id=${wo.process_id}`);
    await expect.poll(() => prov.page.getByTestId('wo-step-1').getAttribute('data-state')).toBe('current');
    await prov.page.getByTestId('wo-approve').click();
    await expect.poll(() => prov.page.getByTestId('wo-step-2').getAttribute('data-state')).toBe('current');
    await shot(prov.page, `apps-loop-provider-${locale}-1440`);

    // the platform admin, on a phone
    const phoneContext = await r.browser.newContext({
      baseURL: r.origin,
      viewport: { width: 375, height: 812 },
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    });
    await phoneContext.addInitScript((lang) => {
      if (!sessionStorage.getItem('e2e-locale-set')) {
        localStorage.setItem('language', lang);
        localStorage.setItem('RaStore.locale', JSON.stringify(lang));
        sessionStorage.setItem('e2e-locale-set', '1');
      }
    }, locale);
    const phone = await phoneContext.newPage();
    await phone.goto(`/mobileApprove?work_order_id=${wo.work_order_id}&process_id=${wo.process_id}`);
    await phone.waitForURL(/\/login/);
    await login(phone, 'admin');
    await phone.waitForURL(/\/mobileApprove\?/);
    await expect.poll(() => phone.getByTestId('wo-step-2').getAttribute('data-state')).toBe('current');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.getByTestId('wo-approve').click();
    await expect.poll(() => phone.getByTestId('wo-state').getAttribute('data-state')).toBe('approved');
    await shot(phone, `apps-loop-mobile-approved-${locale}-375`);

    // the developer: active in the list and on the capability's page
    await dev.page.goto('/developers/capacityInventory');
    const row = dev.page.locator('tr', { hasText: appName });
    await expect.poll(() => row.filter({ hasText: w.active }).count()).toBe(1);
    await shot(dev.page, `apps-loop-active-${locale}-1440`);
    const done = await db
      .selectFrom('apply_records')
      .select(['state', 'group_id', 'start_time'])
      .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
      .executeTakeFirstOrThrow();
    expect(done.state).toBe('active');
    expect(done.start_time).not.toBeNull();
    await dev.page.goto(`/developers/abilityDetails?group_id=${done.group_id}`);
    const grant = dev.page.getByTestId(`dev-grant-${rec.r_apply_groups_record_id}`);
    await expect.poll(() => grant.filter({ hasText: w.active }).count()).toBe(1);
    expect(await dev.page.getByTestId('dev-ability-name').textContent()).toBe(groupName);
    await dev.page.setViewportSize({ width: 375, height: 812 });
    await shot(dev.page, `apps-loop-ability-${locale}-375`);
    await Promise.all([dev.context.close(), prov.context.close(), phoneContext.close()]);
  }, 180_000);
});
