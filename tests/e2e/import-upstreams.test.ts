/**
 * Issue 25 item 1, import part: an OpenAPI import sets every environment's backend. Into an existing draft the
 * document's single server fills test, UAT and production (the draft's timeouts kept); as a new capability too; and
 * the dialog's preview lets the provider choose, per environment, which of the document's `servers` fills it or none.
 * Chinese at 1440 px and English at 375 px, where the choice rows stack (DIAGONAL).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newPage, shot, startRunning, type Running, DIAGONAL } from './helpers.ts';

let r: Running;
let ticket: string;
beforeAll(async () => {
  r = await startRunning();
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'provider', password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }),
  });
  ticket = (await res.json()).data.ticket;
});
afterAll(async () => {
  await r?.stop();
});

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${r.origin}${path}`, {
    method,
    headers: { ticket, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}
const upstreams = async (groupId: number) =>
  (await api('GET', `/newopen/service/group/detail?group_id=${groupId}`)).upstreams.map(
    (u: { env_type: number; base_url: string; timeout_ms: number }) => [u.env_type, u.base_url, u.timeout_ms],
  );

const doc = (prefix: string, servers: string) => `openapi: 3.0.0
info: { title: ${prefix} import, version: "1" }
servers: ${servers}
paths:
  /${prefix}/items:
    get: { summary: list items, responses: { "200": { description: ok } } }
`;
const words = {
  zh: { import: '导入 OpenAPI', backends: '各环境的后端地址' },
  en: { import: 'Import OpenAPI', backends: 'Backend per environment' },
} as const;

for (const [lang, width] of DIAGONAL) {
  describe(`OpenAPI import backends, ${lang} at ${width}px`, () => {
    it('into an existing draft: the one server fills every environment, and the provider can leave one out', async () => {
      const w = words[lang];
      const prefix = `imp${lang}${width}a`;
      const { group_id } = await api('POST', '/newopen/service/group', {
        group_name: `E2E ${prefix}`,
        upstreams: [{ env_type: 1, base_url: 'https://old-test.example.com', timeout_ms: 4000 }],
      });
      const { page } = await newPage(r, { locale: lang, user: 'provider' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/providers/providerapi/${group_id}`);
      await page.getByRole('button', { name: w.import }).click();
      await page.getByTestId('import-content').fill(doc(prefix, '[{ url: "https://one.example.com/api" }]'));
      await page.getByTestId('import-preview').click();
      await expect.poll(() => page.getByTestId('import-backends').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('import-backends').innerText()).toContain(w.backends);
      for (const env of [1, 2, 3])
        expect(await page.getByTestId(`import-backend-${env}`).inputValue()).toBe('https://one.example.com/api');
      await page.getByTestId('import-backend-2').selectOption('');
      await page.getByTestId('import-backends').scrollIntoViewIfNeeded();
      await shot(page, `import-upstreams-${lang}-${width}-existing`);
      const box = await page.getByTestId('import-backend-3').boundingBox();
      expect(box!.width).toBeGreaterThan(150);
      await page.getByTestId('import-run').click();
      await expect
        .poll(() => upstreams(group_id))
        .toEqual([
          [1, 'https://one.example.com/api', 4000],
          [3, 'https://one.example.com/api', 10000],
        ]);
    });

    it('as a new capability: every environment gets a backend, the provider picks which server fills which', async () => {
      const w = words[lang];
      const prefix = `imp${lang}${width}b`;
      const { page } = await newPage(r, { locale: lang, user: 'provider' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/providers/providerapi');
      await page.getByTestId('open-import').click();
      await page
        .getByTestId('import-content')
        .fill(
          doc(
            prefix,
            '[{ url: "https://api.example.com/v1", description: production }, { url: "https://sandbox.example.com/v1", description: sandbox }]',
          ),
        );
      await page.getByTestId('import-preview').click();
      await expect.poll(() => page.getByTestId('import-backends').isVisible()).toBe(true);
      expect(await page.getByTestId('import-backend-1').inputValue()).toBe('https://sandbox.example.com/v1');
      expect(await page.getByTestId('import-backend-3').inputValue()).toBe('https://api.example.com/v1');
      // UAT: no server names it; the provider points it at the sandbox
      await page.getByTestId('import-backend-2').selectOption('https://sandbox.example.com/v1');
      await page.getByTestId('import-backends').scrollIntoViewIfNeeded();
      await shot(page, `import-upstreams-${lang}-${width}-new`);
      await page.getByTestId('import-run').click();
      const find = async () =>
        (await api('GET', '/newopen/service/group/page?page_size=100')).list.find(
          (g: { group_name: string }) => g.group_name === `${prefix} import`,
        );
      await expect.poll(find).toBeTruthy();
      expect(await upstreams((await find()).group_id)).toEqual([
        [1, 'https://sandbox.example.com/v1', 10000],
        [2, 'https://sandbox.example.com/v1', 10000],
        [3, 'https://api.example.com/v1', 10000],
      ]);
      void w;
    });
  });
}
