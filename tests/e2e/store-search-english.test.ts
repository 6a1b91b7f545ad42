/**
 * Issue 25 item 17: the store search in English finds APIs by their English names and shows every hit under its
 * English name (Chinese where none was written); in Chinese the same hits keep their Chinese names. Chinese at
 * 1440 px and English at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGONAL, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const EXPECT = { zh: '实时天气', en: 'Current weather' };

describe.each(DIAGONAL)('store search, %s at %dpx', (lang, width) => {
  it('finds the weather API by its English name and titles it in the language', async () => {
    const { page, context } = await newPage(r, { locale: lang });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/searhPage?q=${encodeURIComponent('current weather')}&kind=api`);
    await expect.poll(() => page.getByTestId('search-hit').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const title = (await page.getByTestId('search-hit').first().getByTestId('hit-title').textContent()) ?? '';
    expect(title).toBe(EXPECT[lang]);
    await shot(page, `store-search-${lang}-${width}`);
    await context.close();
  }, 120_000);
});
