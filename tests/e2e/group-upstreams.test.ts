/**
 * A provider working by hand: the capability form's backend address and timeout for each environment are saved
 * on create and on edit, shown on the detail, and there again when the form reopens (the form used to drop them
 * and still say 已保存). Chinese and English.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

async function api(path: string, ticket: string) {
  const json = await (await fetch(`${r.origin}${path}`, { headers: { ticket } })).json();
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}
const providerTicket = async () => {
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'provider', password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }),
  });
  return (await res.json()).data.ticket as string;
};

const words = { zh: { save: '保存' }, en: { save: 'Save' } } as const;

for (const lang of ['zh', 'en'] as const) {
  describe(`capability upstreams in ${lang}`, () => {
    it('saves every environment on create and on edit, and reopens the form with them', async () => {
      const w = words[lang];
      const name = `E2E ${lang} upstreams`;
      const { page } = await newPage(r, { locale: lang, user: 'provider' });

      await page.goto('/providers/providerapi/create');
      await page.locator('input[name="group_name"]').fill(name);
      await page.getByTestId('upstream-1-url').fill('https://test.example.com/v1');
      await page.getByTestId('upstream-1-timeout').fill('4000');
      await page.getByTestId('upstream-3-url').fill('https://prod.example.com/v1');
      await page.getByRole('button', { name: w.save }).click();

      const ticket = await providerTicket();
      const findGroup = async () =>
        (await api('/newopen/service/group/page?page_size=100', ticket)).list.find(
          (g: { group_name: string }) => g.group_name === name,
        );
      await expect.poll(findGroup).toBeTruthy();
      const { group_id } = await findGroup();
      const upstreams = async () =>
        (await api(`/newopen/service/group/detail?group_id=${group_id}`, ticket)).upstreams.map(
          (u: { env_type: number; base_url: string; timeout_ms: number }) => [u.env_type, u.base_url, u.timeout_ms],
        );
      await expect.poll(upstreams).toEqual([
        [1, 'https://test.example.com/v1', 4000],
        [3, 'https://prod.example.com/v1', 10000],
      ]);

      // the edit form reopens with what was saved; UAT added there is saved too
      await page.goto(`/providers/providerapi/${group_id}/edit`);
      await expect.poll(() => page.getByTestId('upstream-1-url').inputValue()).toBe('https://test.example.com/v1');
      expect(await page.getByTestId('upstream-3-url').inputValue()).toBe('https://prod.example.com/v1');
      await page.getByTestId('upstream-2-url').fill('https://uat.example.com/v1');
      await shot(page, `group-upstreams-${lang}-edit`);
      await page.getByRole('button', { name: w.save }).click();
      await expect.poll(upstreams).toEqual([
        [1, 'https://test.example.com/v1', 4000],
        [2, 'https://uat.example.com/v1', 10000],
        [3, 'https://prod.example.com/v1', 10000],
      ]);
    });
  });
}
