/**
 * Issue 25 item 23 (data templates) in Chromium, as a provider works: creates a data template (a common error code)
 * on the console's data template screen, applies it to one of their APIs in the API editor, edits the template, and
 * the API's detail on its capability's page shows the edited field, marked as coming from the template (the server keeps the APIs that use a
 * template in step). Chinese at 1440 px, English at 375 px (the screens are the generated ones; their layout does
 * not change with the language). Issue 25 item 17: the template's English name is written beside the Chinese one and
 * the API's mark names it in English in English mode; at 375 px no breadcrumb crumb is cut short.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newPage, shot, startRunning, widthsOf, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

async function api(path: string, ticket: string | null, body?: unknown) {
  const res = await fetch(`${r.origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}
const ticketOf = async (user: string) =>
  (
    await api('/openauthor/v1/user/login', null, {
      user_name: user,
      password: createHash('md5').update(DEMO_PASSWORD).digest('hex'),
    })
  ).ticket as string;

/** A draft capability of the demo provider with one API, the API the provider applies the template to. */
async function draftApi(ticket: string, tag: string) {
  const group = await api('/newopen/service/group', ticket, {
    group_name: `模板能力-${tag}`,
    description: 'data template journey',
    upstreams: [1, 2, 3].map((env_type) => ({
      env_type,
      base_url: 'https://backend.example.com/base',
      timeout_ms: 5000,
    })),
  });
  const made = await api('/newopen/service/api', ticket, {
    group_id: group.group_id,
    api_name: `订单列表-${tag}`,
    listen_path: `/tpl-${tag}/orders`,
    method_type: 'GET',
    sort: 0,
    error_codes: [{ code: '404', description: 'own code' }],
  });
  return { apiId: made.api_id as number, groupId: group.group_id as number };
}

const TEXTS = {
  zh: {
    name: '模板名称',
    nameEn: '英文名称',
    templates: '数据模板',
    save: '保存',
    first: '服务繁忙，请稍后重试',
    edited: '服务暂不可用，请一分钟后重试',
    mark: (n: string) => `来自模板「${n}」`,
  },
  en: {
    name: 'Name (Chinese)',
    nameEn: 'Name (English)',
    templates: 'Data templates',
    save: 'Save',
    first: 'Service busy, try again later',
    edited: 'Service unavailable, retry in a minute',
    mark: (n: string) => `From template “${n}”`,
  },
} as const;

for (const [lang] of [['zh'], ['en']] as const) {
  describe(`data templates, ${lang}`, () => {
    it.each(widthsOf(lang))(
      'creates a template, applies it to an API, edits it, and the API shows the change at %ipx',
      async (width) => {
        const w = TEXTS[lang];
        const tag = `${lang}-${Date.now()}`;
        const tplName = `通用错误码-${tag}`;
        const tplNameEn = `Common errors ${tag}`;
        const ticket = await ticketOf('provider');
        const { apiId, groupId } = await draftApi(ticket, tag);
        const { page, context } = await newPage(r, { locale: lang, user: 'provider' });
        await page.setViewportSize({ width, height: 900 });

        // 1. the template: a name and one error code, on the data template screen
        await page.goto('/providers/dataTemplateManage/create');
        const form = page.locator('form:visible');
        await form.getByRole('textbox', { name: w.name, exact: true }).fill(tplName);
        await form.getByRole('textbox', { name: w.nameEn, exact: true }).fill(tplNameEn);
        // every crumb whole (on a phone they wrap instead of each being cut to a few letters)
        const crumbs = page.getByTestId('breadcrumb').locator('li > *');
        await expect.poll(() => crumbs.count()).toBeGreaterThan(2);
        expect(
          await crumbs.evaluateAll((els) =>
            els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
          ),
        ).toEqual([]);
        await page.getByTestId('error-code-add').click();
        const codes = page.getByTestId('editor-error_codes').getByRole('textbox');
        await codes.nth(0).fill('E503');
        await codes.nth(1).fill(w.first);
        await shot(page, `data-template-create-${lang}-${width}`);
        await page.getByRole('button', { name: w.save }).click();
        await page.waitForURL((u) => !u.pathname.endsWith('/create'), { timeout: 30_000 });
        const tpl = (await api(`/newopen/service/data_template/page?page_size=100`, ticket)).list.find(
          (t: any) => t.template_name === tplName,
        );
        expect(tpl?.error_codes).toEqual([{ code: 'E503', description: w.first }]);
        expect(tpl?.template_name_en).toBe(tplNameEn);

        // 2. applied to the API in the API editor: picked by name in the data templates field
        await page.goto(`/providers/providerapimanage/${apiId}/edit`);
        await page.getByTestId('editor-error_codes').waitFor();
        const picker = page.locator('form:visible').getByRole('combobox', { name: w.templates, exact: true });
        await picker.click();
        await picker.fill(tplName.slice(0, 12));
        // the options name templates in the console's language
        await page.getByRole('option', { name: lang === 'en' ? tplNameEn : tplName }).click();
        await page.getByRole('button', { name: w.save }).click();
        await expect
          .poll(async () => (await api(`/newopen/service/api/${apiId}`, ticket)).data_template_ids, { timeout: 20_000 })
          .toEqual([tpl.template_id]);
        expect(
          (await api(`/newopen/service/api/${apiId}`, ticket)).error_codes.map((e: any) => [
            e.code,
            e.description,
            e.template_id ?? null,
          ]),
        ).toEqual([
          ['404', 'own code', null],
          ['E503', w.first, tpl.template_id],
        ]);

        // 3. the template edited on its own screen: the error code's meaning changes
        await page.goto(`/providers/dataTemplateManage/${tpl.template_id}/edit`);
        const edit = page.getByTestId('editor-error_codes').getByRole('textbox');
        await expect.poll(() => edit.nth(1).inputValue(), { timeout: 20_000 }).toBe(w.first);
        await edit.nth(1).fill(w.edited);
        await page.getByRole('button', { name: w.save }).click();
        await expect
          .poll(async () => (await api(`/newopen/service/data_template/${tpl.template_id}`, ticket)).error_codes, {
            timeout: 20_000,
          })
          .toEqual([{ code: 'E503', description: w.edited }]);

        // 4. the API's detail on its capability's page shows the edited field, marked with the template, next to the API's own code
        // (the capability's page lists its APIs; the API opens in place)
        await page.goto(`/providers/providerapilook?group_id=${groupId}`);
        await page.getByTestId('look-apis').getByText(`/tpl-${tag}/orders`).click();
        const shown = page.getByText(w.edited, { exact: true });
        await shown.waitFor({ timeout: 20_000 });
        expect(await page.getByText(w.first, { exact: true }).count()).toBe(0);
        expect(await page.getByText('own code', { exact: true }).count()).toBe(1);
        // the mark names the template in the console's language
        const mark = page.getByTestId('template-mark').filter({ hasText: w.mark(lang === 'en' ? tplNameEn : tplName) });
        await expect.poll(() => mark.count(), { timeout: 20_000 }).toBeGreaterThan(0);
        await shown.scrollIntoViewIfNeeded();
        await shot(page, `data-template-api-detail-${lang}-${width}`);
        await context.close();
      },
      180_000,
    );
  });
}
