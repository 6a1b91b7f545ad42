/**
 * The catalog in Chromium, in Chinese and in English: a provider imports an OpenAPI document through the wizard
 * (preview, then import), edits an API in the API editor, prices it on the pricing screen and submits it on
 * processCreate; an admin approves the review on the work-order screens; the provider sees the group published
 * (row actions folded into "more"), its APIs, pricing and history on providerapilook. Screenshots at 1440/1366/375.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

async function api(path: string, ticket: string | null, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${r.origin}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}
const ticketOf = async (user: string) =>
  (
    await api('/openauthor/v1/user/login', null, {
      body: { user_name: user, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') },
    })
  ).ticket as string;

const doc = (lang: string) => `openapi: 3.0.3
info: { title: "E2E ${lang} parcels", version: "1.0" }
servers: [{ url: "https://parcels.example.com/api", description: prod }]
paths:
  /e2e-${lang}/parcels/{parcelId}:
    get:
      summary: Track a parcel ${lang}
      parameters: [{ name: parcelId, in: path, required: true, schema: { type: string } }]
      responses: { "200": { description: ok } }
`;

const words = {
  zh: {
    published: '已发布',
    import: '导入 OpenAPI',
    capability: '所属能力',
    ruleName: '规格名称',
    charging: '计费方式',
    free: '免费',
    save: '保存',
    nameRequired: '请填写名称',
    edit: '编辑',
    approved: '审核通过',
  },
  en: {
    published: 'Published',
    import: 'Import OpenAPI',
    capability: 'Capability',
    ruleName: 'Name',
    charging: 'Charging',
    free: 'Free',
    save: 'Save',
    nameRequired: 'Enter a name',
    edit: 'Edit',
    approved: 'Approved',
  },
} as const;

/** Screenshots at the widths the console is used at; the page is left at 1366. */
async function shots(page: Page, name: string, focus?: string) {
  for (const width of [1440, 1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    if (focus) await page.getByTestId(focus).scrollIntoViewIfNeeded();
    // two frames: the layout has followed the resize before the picture
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

// the journey walks once, in English (the longer labels, and fields beside their English twins); the upgrade journey
// (catalog-upgrade.test.ts) walks the same screens in Chinese (issue 24: a journey runs once per language and width
// only where the page differs); both word tables stay, so it can be walked in either
for (const lang of ['en'] as ('zh' | 'en')[]) {
  describe(`catalog in ${lang}`, () => {
    it('imports, edits an API, prices, submits and approves through the screens, then shows it published with its history', async () => {
      const w = words[lang];
      const name = `E2E ${lang} parcels`;
      const { page } = await newPage(r, { locale: lang, user: 'provider' });
      await page.goto('/providers/providerapi');
      await page.getByTestId('open-import').click();
      await expect.poll(() => page.getByTestId('open-import').textContent()).toBe(w.import);
      await page.getByTestId('import-content').fill(doc(lang));
      await page.getByTestId('import-preview').click();
      await page.getByTestId('import-preview-table').waitFor();
      expect(await page.getByTestId('import-preview-table').textContent()).toContain(`/e2e-${lang}/parcels/{parcelId}`);
      await shot(page, `catalog-${lang}-import-preview`);
      await page.getByTestId('import-run').click();
      await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
      await page.getByText(name).first().waitFor();

      const provider = await ticketOf('provider');
      const group = (await api('/newopen/service/group/page?page_size=100', provider)).list.find(
        (g: any) => g.group_name === name,
      );
      const apiRow = (await api(`/newopen/service/api/page?group_id=${group.group_id}&page_size=10`, provider)).list[0];

      // the API editor: the imported path parameter is a row; an unnamed parameter is refused next to its cell; an error code is added and saved
      await page.goto(`/providers/providerapimanage/${apiRow.api_id}/edit`);
      await page.getByTestId('editor-request_params').waitFor();
      await expect.poll(() => page.getByTestId('param-0-name').inputValue()).toBe('parcelId');
      await page.getByTestId('param-add').click();
      await page.getByTestId('error-code-add').click();
      await page.getByTestId('editor-error_codes').getByRole('textbox').nth(0).fill('404');
      await page
        .getByTestId('editor-error_codes')
        .getByRole('textbox')
        .nth(1)
        .fill(lang === 'zh' ? '包裹不存在' : 'No such parcel');
      await page.getByRole('button', { name: w.save }).click();
      await expect.poll(() => page.getByTestId('editor-request_params').textContent()).toContain(w.nameRequired);
      await shots(page, `catalog-${lang}-api-editor`, 'editor-request_params');
      await page.getByTestId('param-1-name').fill('lang');
      await page.getByRole('button', { name: w.save }).click();
      await expect
        .poll(async () => (await api(`/newopen/service/api/${apiRow.api_id}`, provider)).error_codes)
        .toEqual([{ code: '404', description: lang === 'zh' ? '包裹不存在' : 'No such parcel' }]);
      expect(
        (await api(`/newopen/service/api/${apiRow.api_id}`, provider)).request_params.map((p: any) => [p.in, p.name]),
      ).toEqual([
        ['path', 'parcelId'],
        ['query', 'lang'],
      ]);

      // pricing on the pricing screen
      await page.goto('/providers/addPricing/create');
      await page.getByLabel(w.capability).fill(name);
      await page.getByRole('option', { name }).click();
      await page.getByLabel(w.ruleName, { exact: true }).fill(`${lang} free`);
      await page.getByLabel(w.charging).click();
      await page.getByRole('option', { name: w.free, exact: true }).click();
      await page.getByRole('button', { name: w.save }).click();
      await expect
        .poll(
          async () => (await api(`/newopen/service/charge_rule/page?group_id=${group.group_id}`, provider)).list.length,
        )
        .toBe(1);

      // submit on processCreate: every check passes, the submit lands on providerapilook
      await page.goto(`/providers/processCreate?group_id=${group.group_id}`);
      await page.getByTestId('check-has_pricing').waitFor();
      await page.getByTestId('process-submit').click();
      await page.waitForURL(/providerapilook\?group_id=\d+/);
      const submitted = await api(`/newopen/service/group/detail?group_id=${group.group_id}`, provider);
      expect(submitted.group_state).toBe('submitted');

      // the admin approves the review from the upcoming list on the handling page
      const adminPage = (await newPage(r, { locale: lang })).page;
      await adminPage.goto('/login');
      await login(adminPage, 'admin');
      await adminPage.waitForURL((u) => !u.pathname.startsWith('/login'));
      await adminPage.goto('/process/upcoming');
      await adminPage.getByTestId('wo-row').filter({ hasText: name }).first().click();
      await adminPage.getByTestId('wo-approve').click();
      await expect.poll(() => adminPage.getByTestId('wo-state').getAttribute('data-state')).toBe('approved');

      // published: the list row (its secondary actions folded into "more", inside the card at 1366 px), the look page, history
      await page.goto('/providers/providerapi');
      const row = page.locator('tr', { hasText: name });
      await expect.poll(() => row.textContent()).toContain(w.published);
      expect(await row.getByLabel(w.edit).count()).toBe(0);
      await row.getByTestId('row-more').waitFor();
      const buttons = (await row.getByTestId('row-buttons').boundingBox())!;
      const card = (await page.locator('.RaList-content').first().boundingBox())!;
      expect(buttons.x + buttons.width).toBeLessThanOrEqual(card.x + card.width);
      await shots(page, `catalog-${lang}-groups`);
      await page.goto(`/providers/providerapilook?group_id=${group.group_id}`);
      await page.getByTestId('look-apis').waitFor();
      expect(await page.getByTestId('look-apis').textContent()).toContain(`/e2e-${lang}/parcels/{parcelId}`);
      await page.getByTestId('look-apis').getByText(`/e2e-${lang}/parcels/{parcelId}`).click();
      await expect.poll(() => page.getByTestId('look-apis').textContent()).toContain('404');
      await expect.poll(() => page.getByTestId('look-history').textContent()).toContain(w.approved);
      expect(await page.getByTestId('look-pricing').textContent()).toContain(`${lang} free`);
      await shots(page, `catalog-${lang}-providerapilook`);
      const history = await api(`/newopen/service/group_release/page?group_id=${group.group_id}`, provider);
      expect(history.list.map((h: any) => h.action).sort()).toEqual(['approve', 'submit']);
    }, 180_000);
  });
}
