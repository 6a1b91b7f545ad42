/**
 * The store's catalog in Chromium, in Chinese and English: home → market (domain filter) → product page → a code
 * sample copied to the clipboard → apply as the demo developer (logged out first: login and back) → the access
 * application exists on the server; the header search finds 天气. Screenshots of home, market and product page at
 * 1440 and 375 px in both languages, and no page wider than a 375 px phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

async function api(method: string, url: string, ticket: string, body?: unknown) {
  const res = await fetch(`${r.origin}${url}`, {
    method,
    headers: { ticket, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}
async function ticketOf(user: string) {
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: user, password: md5Hex('Demo@123456') }),
  });
  return (await res.json()).data.ticket as string;
}
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('store catalog', () => {
  it('zh: home → market → product → code sample → apply after logging in → the application exists; search finds 天气', async () => {
    // a fresh application of the demo developer (the demo one already subscribes to every demo group)
    const devTicket = await ticketOf('developer');
    const created = await api('POST', '/newopen/service/apply', devTicket, {
      apply_name: '商城接入测试',
      description: 'e2e',
    });
    expect(created.success).toBe(true);

    const { page, context } = await newPage(r, { locale: 'zh' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: r.origin });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('home-newest').getByTestId('group-card').count()).toBe(4);
    expect(await page.getByTestId('home-count-groups').textContent()).toContain('4');
    expect(await page.getByTestId('home-featured').getByTestId('group-card-name').first().textContent()).toBe(
      '汇率换算',
    );
    await expect.poll(() => page.getByTestId('home-domain').count()).toBe(6);
    await shot(page, 'store-home-zh-1440');

    await page.getByRole('button', { name: '浏览能力' }).click();
    await page.waitForURL(/\/newApistore/);
    await expect.poll(() => page.getByTestId('market-total').textContent()).toBe('共 4 个能力');
    await page
      .getByTestId('market-domain')
      .filter({ hasText: /^数据服务$/ })
      .click();
    await expect.poll(() => page.getByTestId('market-total').textContent()).toBe('共 1 个能力');
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    await page.getByTestId('market-subdomain').filter({ hasText: '地理位置' }).click();
    await expect.poll(() => page.getByTestId('empty-state').textContent()).toBe('暂无数据');
    await page.getByTestId('market-subdomain').filter({ hasText: '气象数据' }).click();
    await expect.poll(() => page.getByTestId('group-card-name').allTextContents()).toEqual(['天气查询']);
    // the URL holds the view: a reload shows the same
    await page.reload();
    await expect.poll(() => page.getByTestId('group-card-name').allTextContents()).toEqual(['天气查询']);
    await shot(page, 'store-market-zh-1440');

    await page.getByTestId('group-card').first().click();
    await page.waitForURL(/\/goodsdetail\?group_id=\d+/);
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe('天气查询');
    expect(await page.getByTestId('product-doc').textContent()).toBeTruthy();
    expect(await page.getByTestId('api-item').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('api-params').first().textContent()).toContain('city');
    expect(await page.getByTestId('pricing-rule').count()).toBe(2);
    // the title is written by an effect, which Preact (the visitor entry) runs after the next frame
    await expect.poll(() => page.title()).toContain('天气查询');
    const code = page.getByTestId('sample-code').first();
    expect(await code.textContent()).toMatch(/^curl --request GET/);
    await page.getByTestId('sample-copy').first().click();
    await expect.poll(() => page.getByTestId('sample-copy').first().textContent()).toBe('已复制');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('/weather/v1/now');
    for (const h of ['X-Ca-Key', 'X-Ca-Timestamp', 'X-Ca-Nonce', 'X-Ca-Signature-Headers', 'X-Ca-Signature'])
      expect(copied).toContain(h);
    for (const [tab, text] of [
      ['fetch', 'fetch('],
      ['python', 'import requests'],
      ['java', 'OkHttpClient'],
      ['go', 'http.NewRequest'],
      ['php', 'curl_init'],
    ]) {
      await page.getByTestId(`sample-tab-${tab}`).first().click();
      await expect.poll(() => code.textContent()).toContain(text);
    }
    await shot(page, 'store-product-zh-1440');

    // logged out: apply leads to the login page and back, with the dialog open
    await page.getByTestId('product-apply').click();
    await page.waitForURL(/\/login\?return=goodsdetail/);
    await login(page, 'developer');
    await page.waitForURL(/\/goodsdetail\?group_id=\d+/);
    const dialog = page.getByTestId('apply-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => dialog.textContent()).toContain('请选择');
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '商城接入测试' }).click();
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-done').textContent()).toContain('申请已提交');

    const records = await api('GET', '/newopen/service/access/page?page_num=1&page_size=50', devTicket);
    const mine = records.data.list.filter((x: any) => x.apply_name === '商城接入测试');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ group_name: '天气查询', env_type: 3, rule_name: '免费版' });
    await page.getByTestId('apply-close').click();
    await expect.poll(() => page.getByTestId('apply-dialog').count()).toBe(0);

    // search from the header: 天气 finds the group first, highlighted; Enter with nothing selected opens the results page
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-modal-input').fill('天气');
    await expect.poll(() => page.getByTestId('search-modal-hit').first().textContent()).toContain('天气查询');
    expect(await page.getByTestId('search-modal-hit').first().locator('mark').first().textContent()).toBe('天气');
    await page.getByTestId('search-modal-input').press('Enter');
    await page.waitForURL(/\/searhPage\?q=/);
    await expect.poll(() => page.getByTestId('search-hit').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('search-hit').first().locator('mark').first().textContent()).toBe('天气');
    await page.getByTestId('search-page-input').fill('没有这种能力');
    await page.getByTestId('search-page-input').press('Enter');
    await expect.poll(() => page.getByTestId('search-none').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('en: the same pages in English at 1440 and 375 px, keyboard search opens a product', async () => {
    const { page, context } = await newPage(r, { locale: 'en' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await expect
      .poll(() => page.getByTestId('home-newest').getByTestId('group-card-name').allTextContents())
      .toEqual(['SMS', 'ID check', 'Exchange rates', 'Weather']);
    // the banner in English (it rotates: either slide)
    await expect
      .poll(() => page.getByTestId('banner').textContent())
      .toMatch(/One platform for open APIs|Signed calls you can trust/);
    await shot(page, 'store-home-en-1440');
    await page.goto('/newApistore?sort=rating');
    await expect.poll(() => page.getByTestId('group-card-name').first().textContent()).toBe('Exchange rates');
    expect(await page.getByTestId('market-total').textContent()).toBe('4 products');
    // domains by their English names (classify_name_en), not the Chinese ones
    expect(await page.getByTestId('market-domain').allTextContents()).toEqual(
      expect.arrayContaining(['Communications', 'Data services']),
    );
    await shot(page, 'store-market-en-1440');
    await page.goto('/newApistore?queryText=zzzz');
    await expect.poll(() => page.getByTestId('empty-state').isVisible()).toBe(true);

    // keyboard: type, arrow down to the first hit, Enter opens it
    await page.goto('/home');
    await page.getByTestId('header-search').click();
    await page.getByTestId('search-modal-input').fill('weather');
    await expect.poll(() => page.getByTestId('search-modal-hit').count()).toBeGreaterThan(0);
    await page.getByTestId('search-modal-input').press('ArrowDown');
    await page.getByTestId('search-modal-input').press('Enter');
    await page.waitForURL(/\/goodsdetail\?group_id=\d+/);
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe('Weather');
    expect(await page.getByTestId('product-apply').textContent()).toBe('Log in to apply');
    await shot(page, 'store-product-en-1440');
    const productUrl = page.url();

    // /apiproduct reopens the last product from local storage
    await page.goto('/apiproduct');
    await expect.poll(() => page.getByTestId('product-name').textContent()).toBe('Weather');
    await page.goto('/goodsdetail?group_id=999999');
    await expect.poll(() => page.getByTestId('product-missing').textContent()).toContain('no longer published');

    await page.setViewportSize({ width: 375, height: 812 });
    for (const [path, name, ready] of [
      ['/home', 'store-home-en-375', 'group-card'],
      ['/newApistore', 'store-market-en-375', 'group-card'],
      [productUrl, 'store-product-en-375', 'api-item'],
    ]) {
      await page.goto(path);
      await expect.poll(() => page.getByTestId(ready).count()).toBeGreaterThan(0);
      expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
      await shot(page, name);
    }
    await context.close();

    const zh = await newPage(r, { locale: 'zh' });
    await zh.page.setViewportSize({ width: 375, height: 812 });
    for (const [path, name, ready] of [
      ['/home', 'store-home-zh-375', 'group-card'],
      ['/newApistore', 'store-market-zh-375', 'group-card'],
      [productUrl, 'store-product-zh-375', 'api-item'],
    ]) {
      await zh.page.goto(path);
      await expect.poll(() => zh.page.getByTestId(ready).count()).toBeGreaterThan(0);
      expect(await fitsPhone(zh.page)).toBeLessThanOrEqual(375);
      await shot(zh.page, name);
    }
    await zh.context.close();
  });
});
