/**
 * The catalog in Chromium, in Chinese and in English: a provider imports an OpenAPI document through the wizard
 * (preview, then import), prices and submits it, an admin approves the review, and the provider sees the group
 * published, with its APIs on its page and its history.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => { r = await startRunning(); });
afterAll(async () => { await r?.stop(); });

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
  (await api('/openauthor/v1/user/login', null, { body: { user_name: user, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') } })).ticket as string;

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

const words = { zh: { published: '已发布', import: '导入 OpenAPI' }, en: { published: 'Published', import: 'Import OpenAPI' } } as const;

for (const lang of ['zh', 'en'] as const) {
  describe(`catalog in ${lang}`, () => {
    it('imports a document with a preview, and after review shows it published with its history', async () => {
      const { page } = await newPage(r, { locale: lang });
      await page.goto('/login');
      await login(page, 'provider');
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto('/providers/providerapi');
      await page.getByTestId('open-import').click();
      await expect.poll(() => page.getByTestId('open-import').textContent()).toBe(words[lang].import);
      await page.getByTestId('import-content').fill(doc(lang));
      await page.getByTestId('import-preview').click();
      await page.getByTestId('import-preview-table').waitFor();
      expect(await page.getByTestId('import-preview-table').textContent()).toContain(`/e2e-${lang}/parcels/{parcelId}`);
      await shot(page, `catalog-${lang}-import-preview`);
      await page.getByTestId('import-run').click();
      await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
      await page.getByText(`E2E ${lang} parcels`).first().waitFor();

      // price it, submit it, approve the review as admin (the work-order screens have their own browser test)
      const provider = await ticketOf('provider');
      const group = (await api('/newopen/service/group/page?page_size=100', provider)).list.find((g: any) => g.group_name === `E2E ${lang} parcels`);
      await api('/newopen/service/charge_rule', provider, { body: { group_id: group.group_id, rule_name: 'free', rule_type: 'free', enabled: true, is_default: true } });
      const { work_order_id } = await api('/newopen/service/group/submit', provider, { body: { group_id: group.group_id } });
      const admin = await ticketOf('admin');
      const task = (await api('/workorder/workorder/task/upcoming/page?page_size=100', admin)).list.find((x: any) => x.work_order_id === work_order_id);
      await api('/workorder/workorder/handle', admin, { body: { task_id: task.task_id, action: 'approve', comment: 'ok' } });

      await page.reload();
      const row = page.locator('tr', { hasText: `E2E ${lang} parcels` });
      await expect.poll(() => row.textContent()).toContain(words[lang].published);
      await shot(page, `catalog-${lang}-published`);
      await page.goto(`/providers/providerapi/${group.group_id}`);
      await page.getByTestId('group-panel').waitFor();
      await expect.poll(() => page.getByTestId('group-panel').textContent()).toContain(`/e2e-${lang}/parcels/{parcelId}`);
      await shot(page, `catalog-${lang}-detail`);
      const history = await api(`/newopen/service/group_release/page?group_id=${group.group_id}`, provider);
      expect(history.list.map((h: any) => h.action).sort()).toEqual(['approve', 'submit']);
    });
  });
}
