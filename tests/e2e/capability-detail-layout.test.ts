/**
 * Issue 25 item 11: the capability detail page and its neighbours lay out at 1440 and 375 px, Chinese and English.
 * The page ends inside the window at 1440 (the API table pushed it to 1512 px) and its APIs stay in their card; at
 * 375 px the title keeps whole words on a line (it wrapped two characters a line); a draft that is no upgrade shows
 * no 放弃升级 and one 提交审核; the capability list offers one way to create (no 新建能力 beside + 新建); the
 * application's secrets card keeps 环境 on one line; 能力账单 at 375 px shows every usage figure and its next-page
 * arrow inside the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { discard: '放弃升级', submit: '提交审核', addCapability: '新建能力', today: '今日', month: '本月' },
  en: {
    discard: 'Discard upgrade',
    submit: 'Submit for review',
    addCapability: 'New capability',
    today: 'Today',
    month: 'This month',
  },
} as const;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const box = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox())!;

async function signedIn(locale: 'zh' | 'en', user: string) {
  const { page, context } = await newPage(r, { locale, user });
  return { page, context };
}

describe.each(['zh', 'en'] as const)('capability detail layout, %s', (locale) => {
  const w = words[locale];

  it('the detail page fits 1440 and 375 px; a draft shows its own actions once', async () => {
    const db = r.app.deps.db;
    // the published group with the longest API path: the one most likely to push the page wide
    const published = await db
      .selectFrom('api_groups as g')
      .innerJoin('apis as a', 'a.group_id', 'g.group_id')
      .select(['g.group_id'])
      .where('g.group_state', '=', 'published')
      .orderBy(({ fn }) => fn('length', ['a.listen_path']), 'desc')
      .executeTakeFirstOrThrow();
    const { page, context } = await signedIn(locale, 'provider');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/providers/providerapi/${published.group_id}`);
    await expect
      .poll(() => page.getByTestId('group-panel-apis').locator('tr').count(), { timeout: 40_000 })
      .toBeGreaterThan(0);
    await shot(page, `capability-detail-${locale}-1440`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
    const panel = await box(page, 'group-panel');
    expect(panel.x + panel.width).toBeLessThanOrEqual(1440);

    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`/providers/providerapi/${published.group_id}`);
    await expect.poll(() => page.getByTestId('record-title').textContent(), { timeout: 40_000 }).toMatch(/[:：]\s*\S/);
    await shot(page, `capability-detail-${locale}-375`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    // the title has the width of the screen, not of two characters
    expect((await box(page, 'record-title')).width).toBeGreaterThan(200);

    // a plain draft (no upgrade of anything): no 放弃升级, and 提交审核 once
    const [draft] = await db
      .insertInto('api_groups')
      .values({
        group_name: `草稿-${locale}-${Date.now()}`,
        group_state: 'draft',
        check_state: 'none',
        version: 1,
        created_by: (
          await db.selectFrom('users').select('user_id').where('user_name', '=', 'provider').executeTakeFirstOrThrow()
        ).user_id,
      } as never)
      .returning('group_id')
      .execute();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/providers/providerapi/${draft.group_id}`);
    await expect.poll(() => page.getByRole('button', { name: w.submit }).count(), { timeout: 40_000 }).toBe(1);
    await shot(page, `capability-draft-${locale}-1440`);
    expect(await page.getByRole('link', { name: w.submit }).count()).toBe(0);
    expect(await page.getByRole('button', { name: w.discard }).count()).toBe(0);

    // the list: + 新建 and 导入, no second 新建能力
    await page.goto('/providers/providerapi');
    await expect.poll(() => page.getByTestId('list-create').count(), { timeout: 40_000 }).toBe(1);
    expect(await page.getByRole('link', { name: w.addCapability, exact: true }).count()).toBe(0);
    await context.close();
  }, 180_000);

  it("the application's secrets card keeps the environment on one line", async () => {
    const app = await r.app.deps.db
      .selectFrom('apps as a')
      .innerJoin('users as u', 'u.user_id', 'a.created_by')
      .select('a.apply_id')
      .where('u.user_name', '=', 'developer')
      .executeTakeFirstOrThrow();
    const { page, context } = await signedIn(locale, 'developer');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/developers/applicationDetails?apply_id=${app.apply_id}`);
      const env = page
        .getByTestId('app-credentials')
        .getByTestId(/^app-env-/)
        .first();
      await expect.poll(() => env.count(), { timeout: 40_000 }).toBe(1);
      await shot(page, `app-secrets-${locale}-${width}`);
      // the environment's name is drawn on one line (it was one character a line)
      const lines = await env.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    }
    await context.close();
  }, 120_000);

  it('能力账单 at 375 px shows every usage figure and the next-page arrow', async () => {
    const { page, context } = await signedIn(locale, 'developer');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/billManage/capacityList');
    const cards = page.getByTestId('capacity-card');
    await expect.poll(() => cards.count(), { timeout: 40_000 }).toBeGreaterThan(0);
    await shot(page, `capacity-${locale}-375`);
    const first = cards.first();
    for (const label of [w.today, w.month]) {
      const el = first.getByText(label, { exact: true });
      expect(await el.count()).toBe(1);
      const b = (await el.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(375);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    const next = page
      .locator(
        '[data-testid="capacity"] button[aria-label*="next" i], [data-testid="capacity"] button[aria-label*="下一页"]',
      )
      .first();
    await next.scrollIntoViewIfNeeded();
    const b = (await next.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(375);
    await context.close();
  }, 120_000);
});
