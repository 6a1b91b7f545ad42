/**
 * Issue 25 item 19: the capability form checks the name while the provider types, as the application form does
 * (the generic uniqueness check): a taken name is refused next to the field before saving, nothing is sent, no
 * second generic toast appears; a free name saves. Chinese at 1440 px, English at 375 px.
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

const TEXTS = {
  zh: { name: '能力名称', taken: '能力名称已存在，请换一个', save: '保存' },
  en: { name: 'Name', taken: 'Name is already taken', save: 'Save' },
} as const;

for (const [lang, width] of [
  ['zh', 1440],
  ['en', 375],
] as const) {
  describe(`capability name check, ${lang} at ${width}px`, () => {
    it('says a taken name is taken while typing, next to the field, and saves a free one', async () => {
      const w = TEXTS[lang];
      const { page, context } = await newPage(r, { locale: lang, user: 'provider' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/providers/providerapi/create');
      const form = page.locator('form:visible');
      const name = form.getByRole('textbox', { name: w.name, exact: true });
      const creates: string[] = [];
      page.on('request', (q) => {
        if (q.method() === 'POST' && new URL(q.url()).pathname === '/newopen/service/group') creates.push(q.url());
      });
      // another provider's name would do as well: names are unique on the platform; the demo's 天气查询 is taken
      await name.fill('天气查询');
      await name.blur();
      const error = form.locator('.MuiFormHelperText-root.Mui-error', { hasText: w.taken });
      await expect.poll(() => error.count(), { timeout: 20_000 }).toBe(1);
      // next to the field: right under the name's input
      const [input, helper] = [(await name.boundingBox())!, (await error.boundingBox())!];
      expect(helper.y).toBeGreaterThan(input.y);
      expect(helper.y - (input.y + input.height)).toBeLessThan(40);
      await page.getByRole('button', { name: w.save }).click();
      await expect.poll(() => error.count()).toBe(1);
      expect(creates).toEqual([]);
      // the field says it; no toast repeats it ("the form is not valid" before)
      expect(await page.getByText(w.taken).count()).toBe(1);
      // (the toast came right after the submit's validation: give it the time to show, then look)
      await expect.poll(() => page.getByRole('button', { name: w.save }).isEnabled()).toBe(true);
      await page.waitForTimeout(1500);
      expect(await page.locator('.MuiSnackbar-root:visible').count()).toBe(0);
      await shot(page, `capability-name-taken-${lang}-${width}`);

      const free = `名称检查-${lang}-${Date.now()}`;
      await name.fill(free);
      await expect.poll(() => error.count(), { timeout: 20_000 }).toBe(0);
      await page.getByRole('button', { name: w.save }).click();
      await page.waitForURL((u) => !u.pathname.endsWith('/create'), { timeout: 30_000 });
      const saved = await r.app.deps.db
        .selectFrom('api_groups')
        .select('group_name')
        .where('group_name', '=', free)
        .execute();
      expect(saved).toHaveLength(1);
      await context.close();
    }, 180_000);
  });
}
