/**
 * The group form in Chromium, in Chinese and in English: the provider turns on strict signature checks, reading
 * what they do beside the switch, and the group keeps it; an upstream the gateway refuses (SSRF rules) is shown to
 * the provider with the reason, which callers never see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    name: '能力名称',
    strict: '严格签名校验',
    help: /与阿里云 API 网关及其 SDK 完全兼容/,
    save: '保存',
    refused: /网关拒绝调用此地址/,
  },
  en: {
    name: 'Name',
    strict: 'Strict signature checks',
    help: /fully compatible with Alibaba Cloud API Gateway/,
    save: 'Save',
    refused: /The gateway refuses to call this address/,
  },
} as const;

describe.each(['zh', 'en'] as const)('group form in %s', (locale) => {
  it('explains and keeps strict signature checks, and shows the provider why an upstream is refused', async () => {
    const w = words[locale];
    const name = `严格签名-${locale}-${Date.now()}`;
    const { page } = await newPage(r, { locale, user: 'provider' });
    await page.goto('/providers/providerapi/create');
    const form = page.locator('form:visible');
    await form.getByRole('textbox', { name: w.name, exact: true }).fill(name);
    await expect.poll(() => form.getByText(w.help).count()).toBe(1);
    await form.getByLabel(w.strict).check();
    await shot(page, `group-strictness-${locale}`);
    await page.getByRole('button', { name: w.save }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/create'));

    const row = await r.app.deps.db
      .selectFrom('api_groups')
      .select(['group_id', 'signature_strict'])
      .where('group_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.signature_strict).toBe(true);
    // an upstream on a private address (written here: the generic form does not send its virtual upstreams field)
    await r.app.deps.db
      .insertInto('group_upstreams')
      .values({ group_id: row.group_id, env_type: 3, base_url: 'http://10.0.0.7:8080/api', timeout_ms: 5000 })
      .execute();

    await page.goto(`/providers/providerapilook?group_id=${row.group_id}`);
    const refused = page.getByTestId('upstream-refused');
    await expect.poll(() => page.getByText('http://10.0.0.7:8080/api').count()).toBeGreaterThan(0);
    await shot(page, `group-upstream-refused-${locale}`);
    await expect.poll(() => refused.count()).toBe(1);
    expect(await refused.textContent()).toMatch(w.refused);
    expect(await refused.textContent()).toContain('10.0.0.7');
    await page.context().close();
  });
});
