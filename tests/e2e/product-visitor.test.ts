/**
 * The product page as a visitor, in Chinese and English: 收藏 and the rating stars each say what they need (log in
 * to add favourites, log in to rate), before a click (their title) and on a click (a notice), and the code samples
 * call the gateway's public address the server answers: the page's host on GATEWAY_PORT by default, GATEWAY_PUBLIC_URL
 * when set (applied to the running app through loadConfig, as the server test does, so the demo is not reseeded).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let weather: number;
beforeAll(async () => {
  r = await startRunning();
  weather = (
    await r.app.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { favourite: '登录后可收藏', rate: '登录后可评分' },
  en: { favourite: 'Log in to add favourites', rate: 'Log in to rate' },
} as const;

describe.each(['zh', 'en'] as const)('the product page to a visitor in %s', (locale) => {
  const w = words[locale];
  it("收藏 and the stars each say to log in for what they do; the samples call the gateway's public address", async () => {
    // zh: the default address (this page's host on GATEWAY_PORT); en: an operator's GATEWAY_PUBLIC_URL
    const gateway = locale === 'zh' ? `http://127.0.0.1:${r.app.deps.config.gatewayPort}` : 'https://api.example.com';
    r.app.deps.config.gatewayPublicUrl =
      locale === 'zh' ? undefined : loadConfig({ GATEWAY_PUBLIC_URL: 'https://api.example.com/' }).gatewayPublicUrl;

    const { page, context } = await newPage(r, { locale });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/goodsdetail?group_id=${weather}`);
    await expect.poll(() => page.getByTestId('api-item').count()).toBeGreaterThan(0);

    const favourite = page.getByTestId('product-favourite');
    expect(await favourite.getAttribute('title')).toBe(w.favourite);
    expect(await page.getByTestId('product-rating').getAttribute('title')).toBe(w.rate);
    const before = await favourite.textContent();
    await favourite.click();
    await expect.poll(() => page.getByText(w.favourite, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(w.rate, { exact: true }).count()).toBe(0);
    await shot(page, `product-visitor-favourite-${locale}`);
    // nothing was saved for a visitor
    expect(await favourite.textContent()).toBe(before);
    // one notice at a time: the visitor closes this one first (by reloading), then clicks the fourth star
    await page.reload();
    await expect.poll(() => page.getByTestId('product-rating').count()).toBe(1);
    const stars = (await page.getByTestId('product-rating').boundingBox())!;
    await page.mouse.click(stars.x + stars.width * 0.75, stars.y + stars.height / 2);
    await expect.poll(() => page.getByText(w.rate, { exact: true }).count()).toBeGreaterThan(0);
    await shot(page, `product-visitor-rate-${locale}`);

    const code = page.getByTestId('sample-code').first();
    expect(await code.textContent()).toContain(`${gateway}/weather/v1/now`);
    for (const tab of ['fetch', 'python', 'java', 'go', 'php']) {
      await page.getByTestId(`sample-tab-${tab}`).first().click();
      await expect.poll(() => code.textContent()).toContain(`${gateway}/weather/v1/now`);
    }
    expect(await code.textContent()).not.toContain('localhost:8081');
    await shot(page, `product-gateway-sample-${locale}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
