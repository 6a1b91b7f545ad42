/**
 * Issue 25 item 20: a list shows skeleton rows while its page is on its way, never a blank card. The list's answer
 * is held back in Chromium (the route waits before passing the request on) so the loading state lasts long enough
 * to see; then the rows come. A descriptor-generated list (合作伙伴管理) and a hand-written one (OperationList:
 * 我的工单), Chinese at 1440 px (table) and English at 375 px (cards) (DIAGONAL); the page no wider than the window
 * while it waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, startRunning, type Running, DIAGONAL } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
  // starting may mean seeding the demo afresh, slow on a busy machine
}, 600_000);
afterAll(async () => {
  await r?.stop();
});

const HOLD_MS = 4000;

/** requests matching `pattern` reach the server HOLD_MS late; resolves `released` when the first one goes on */
async function holdBack(page: Page, pattern: RegExp) {
  let held = 0;
  await page.route(pattern, async (route) => {
    held++;
    await new Promise((res) => setTimeout(res, HOLD_MS));
    await route.continue().catch(() => undefined);
  });
  return () => held;
}

const LISTS = [
  {
    path: '/openUser/partnersManage',
    api: /\/newopen\/service\/partner\/page/,
    row: '.RaDataTable-row, [data-testid=phone-list] li',
  },
  { path: '/process/related', api: /\/workorder\/workorder\/related\/page/, row: '[data-testid=wo-row]' },
] as const;

for (const [lang, width] of DIAGONAL) {
  describe(`list skeleton, ${lang} at ${width}px`, () => {
    it('each list shows skeleton rows while its page loads, then the rows', async () => {
      const { page } = await newPage(r, { locale: lang, user: 'admin' });
      await page.setViewportSize({ width, height: 900 });
      for (const list of LISTS) {
        const held = await holdBack(page, list.api);
        await page.goto(list.path);
        const skeleton = page.getByTestId('list-skeleton');
        // the list's request is being held back, and meanwhile its skeleton is up (the console's boot asks for a
        // generated list's first page before it first renders, so the skeleton may come just after the request
        // leaves; a hand-written list asks once its skeleton is up)
        await expect.poll(() => held(), { timeout: 60_000 }).toBeGreaterThan(0);
        await expect.poll(() => skeleton.first().isVisible(), { timeout: HOLD_MS / 2 }).toBe(true);
        expect(await skeleton.first().locator('.MuiSkeleton-root').count()).toBeGreaterThan(4);
        // the skeleton keeps the page within the window: its screen-reader text once made it a window wider
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, `list-skeleton-${lang}-${width}-${list.path.split('/').pop()}`);
        // then the rows, and the skeleton is gone
        await expect.poll(() => page.locator(list.row).count(), { timeout: HOLD_MS + 15_000 }).toBeGreaterThan(0);
        expect(await skeleton.count()).toBe(0);
        await shot(page, `list-rows-${lang}-${width}-${list.path.split('/').pop()}`);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      await page.context().close();
    }, 120_000);
  });
}

describe('a cold load before the scripts have run', () => {
  it('shows the loading bar from the first paint, and the app replaces it (console and store)', async () => {
    const { page } = await newPage(r, { locale: 'zh', user: 'admin' });
    // the page's first script (main.tsx's chunk) held back: until it runs, only the HTML is there to draw
    await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/openUser/partnersManage', { waitUntil: 'commit' });
    await expect.poll(() => page.locator('boot-bar').isVisible(), { timeout: HOLD_MS / 2 }).toBe(true);
    await shot(page, 'boot-bar-zh-1366');
    await expect.poll(() => page.locator(LISTS[0].row).count(), { timeout: HOLD_MS + 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('boot-bar').count()).toBe(0);
    await page.context().close();

    // a visitor's store page runs the store's own entry (preact/compat), which clears it too
    const visitor = await newPage(r, { locale: 'zh' });
    await visitor.page.goto('/home');
    await visitor.page.locator('[data-testid=banner], [data-testid=home-hero]').first().waitFor();
    expect(await visitor.page.locator('boot-bar').count()).toBe(0);
    await visitor.context.close();
  }, 120_000);

  it('says JavaScript is needed, in both languages, when it is off: no bar running forever', async () => {
    const context = await r.browser.newContext({ baseURL: r.origin, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    // the drawn text, as the user reads it (Playwright's text locators did not find it inside <noscript>)
    const shown = await page.locator('body').innerText();
    expect(shown).toContain('能力开放平台需要启用 JavaScript');
    expect(shown).toContain('The Open API Platform needs JavaScript to be enabled');
    expect(await page.locator('boot-bar').isVisible()).toBe(false);
    await context.close();
  });
});
