/**
 * Issue 25 item 17: English mode. A visitor reading in English sees the weather capability's summary, API names and
 * pricing names in English (the demo is seeded in both languages), the public footer in English and dates in the
 * English format; a Chinese reader sees the Chinese ones and the Chinese format. A provider's capability form has an
 * English summary beside the Chinese one, and saving it keeps both; the release history names the capabilities in the
 * reader's language. Chinese at 1440 px and English at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running, DIAGONAL } from './helpers.ts';

let r: Running;
let weather: number;
beforeAll(async () => {
  r = await startRunning();
  weather = (
    await r.app.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .where('parent_group_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await r?.stop();
});

const TEXTS = {
  zh: {
    product: ['全国主要城市的实时天气', '实时天气', '天气预报', '免费版'],
    footer: ['关于平台', '快速入门', 'OpenAPI 规范'],
    date: /\d{4}-\d{2}-\d{2}/,
    name: '能力名称',
    summary: '简介',
    summaryEn: '英文简介',
    save: '保存',
  },
  en: {
    product: ['Live weather and 7-day forecasts', 'Current weather', 'Weather forecast', 'Free'],
    footer: ['About', 'Getting started', 'OpenAPI Specification'],
    date: /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
    name: 'Name',
    summary: 'Summary',
    summaryEn: 'English summary',
    save: 'Save',
  },
} as const;

for (const [lang, width] of DIAGONAL) {
  const other = lang === 'zh' ? 'en' : 'zh';
  describe(`English mode, ${lang} at ${width}px`, () => {
    it('the product page, the footer and the dates in the reader language', async () => {
      const w = TEXTS[lang];
      const { page, context } = await newPage(r, { locale: lang });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/goodsdetail?group_id=${weather}`);
      const body = page.locator('body');
      await expect.poll(() => body.innerText(), { timeout: 20_000 }).toContain(w.product[0]);
      const text = await body.innerText();
      for (const s of w.product) expect(text).toContain(s);
      // the other language's texts of the capability are not shown
      for (const s of TEXTS[other].product.slice(0, 3)) expect(text).not.toContain(s);
      await shot(page, `english-product-${lang}-${width}`);

      const footer = page.locator('footer');
      await expect.poll(() => footer.innerText(), { timeout: 15_000 }).toContain(w.footer[0]);
      const footerText = await footer.innerText();
      for (const s of w.footer) expect(footerText).toContain(s);
      expect(footerText).not.toContain(TEXTS[other].footer[0]);
      await footer.scrollIntoViewIfNeeded();
      await shot(page, `english-footer-${lang}-${width}`);

      await page.goto('/announcement');
      await expect.poll(() => page.getByTestId('announcement-item').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.getByTestId('announcement-item').first().innerText()).toMatch(w.date);
      await context.close();
    }, 180_000);

    it('the capability form has an English summary beside the Chinese one and saves both', async () => {
      const w = TEXTS[lang];
      const { page, context } = await newPage(r, { locale: lang, user: 'provider' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/providers/providerapi/create');
      const form = page.locator('form:visible');
      const name = `English-${lang}-${width}-${Date.now()}`;
      await form.getByRole('textbox', { name: w.name, exact: true }).fill(name);
      const zh = form.getByRole('textbox', { name: w.summary, exact: true });
      const en = form.getByRole('textbox', { name: w.summaryEn, exact: true });
      await zh.fill('中文简介');
      await en.fill('An English summary');
      const [a, b] = [await zh.boundingBox(), await en.boundingBox()];
      // side by side on a desktop, one under the other on a phone
      if (width === 1440) expect(Math.abs(a!.y - b!.y)).toBeLessThan(4);
      else expect(b!.y).toBeGreaterThan(a!.y);
      await shot(page, `english-group-form-${lang}-${width}`);
      await page.getByRole('button', { name: w.save }).click();
      await page.waitForURL((u) => !u.pathname.endsWith('/create'), { timeout: 20_000 });
      const row = await r.app.deps.db
        .selectFrom('api_groups')
        .select(['description', 'description_en'])
        .where('group_name', '=', name)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ description: '中文简介', description_en: 'An English summary' });

      // the release history names the capabilities as the reader reads them: 天气查询 is Weather in English
      await page.goto('/providers/releaseHistory');
      const main = page.locator('main');
      await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(lang === 'zh' ? '天气查询' : 'Weather');
      if (lang === 'en') expect(await main.innerText()).not.toContain('天气查询');
      // and the states it moved between by their names, not their codes
      expect(await main.innerText()).toContain(lang === 'zh' ? '已发布' : 'In review');
      expect(await main.innerText()).not.toMatch(/\b(draft|submitted|published)\b/);
      await shot(page, `english-release-history-${lang}-${width}`);
      await context.close();
    }, 180_000);
  });
}
