/**
 * Issue 25 item 16: every chart's axes are readable. The call trend (statistics screens) and the billing trend
 * (bills) carry time labels on their x axis in the console's language, and no tick label of any axis is cut: each
 * one lies inside its chart's box. Chinese and English, 1440 and 375 px.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGONAL, newPage, shot, startRunning, type Running } from './helpers.ts';
import { demoGroup, subscribe, writeCalls } from '../server/billing/fixtures.ts';
import { addMonths, monthOf, monthRange } from '../../src/server/billing/months.ts';
import { closeMonth } from '../../src/server/billing/close.ts';
import type { TestApp } from '../server/helpers.ts';

let r: Running;
const MONTH = addMonths(monthOf(new Date()), -1);

beforeAll(async () => {
  r = await startRunning();
  const t = r.app as unknown as TestApp;
  const g = await demoGroup(t);
  const { start } = monthRange(MONTH);
  const sub = await subscribe(
    t,
    g,
    { rule_type: 'per_call', price: '3.00', bill_on: 'ok' },
    new Date(start.getTime() - 86_400_000),
    { name: 'chart-axes' },
  );
  // last month's calls make a bill (the billing charts); the last hour's make the call trend
  const now = Date.now();
  await writeCalls(t, sub, [
    ...Array.from({ length: 40 }, (_, i) => ({
      at: new Date(start.getTime() + 2 * 86_400_000 + i * 1000),
      api: i % 2,
      status: 200,
    })),
    ...Array.from({ length: 30 }, (_, i) => ({
      at: new Date(now - i * 90_000),
      api: i % 2,
      status: i % 5 ? 200 : 500,
    })),
  ]);
  await closeMonth(r.app.deps.db, MONTH, new Date());
}, 400_000);
afterAll(async () => {
  await r?.stop();
});

/** the tick labels of a chart's axis (x-charts draws them as <text> in the axis group), each with its box */
async function ticks(chart: Locator, axis: 'x' | 'y') {
  const labels = chart.locator(`.MuiChartsAxis-direction${axis.toUpperCase()} .MuiChartsAxis-tickLabel`);
  const out: { text: string; box: { x: number; y: number; width: number; height: number } }[] = [];
  for (const l of await labels.all()) {
    const text = ((await l.textContent()) ?? '').trim();
    const box = await l.boundingBox();
    if (text && box) out.push({ text, box });
  }
  return out;
}

/** every tick label of both axes lies inside the chart's svg (1 px of rounding allowed) */
async function expectInside(chart: Locator, what: string) {
  const svg = chart.locator('svg:has(.MuiChartsAxis-root)').first();
  const frame = (await svg.boundingBox())!;
  for (const axis of ['x', 'y'] as const) {
    for (const { text, box } of await ticks(chart, axis)) {
      const where = `${what}: ${axis} label "${text}" at ${JSON.stringify(box)} in ${JSON.stringify(frame)}`;
      // x-charts cuts a label too long for its axis with an ellipsis
      expect(text, where).not.toMatch(/…$/);
      expect(box.x, where).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.y, where).toBeGreaterThanOrEqual(frame.y - 1);
      expect(box.x + box.width, where).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(box.y + box.height, where).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
  }
}

/** zh: 11-27 14:05 or 2026-10; en: 27 Nov 14:05 or Oct 2026 */
const TIME = {
  zh: /^(\d{2}-\d{2}( \d{2}:\d{2})?|\d{2}:\d{2}|\d{4}-\d{2})$/,
  en: /^(\d{1,2} [A-Z][a-z]{2}( \d{2}:\d{2})?|\d{2}:\d{2}|[A-Z][a-z]{2} \d{4})$/,
};

// Chinese at 1440 px and English on a phone (DIAGONAL): the longest labels in the narrowest chart, and each language's
// time format once (issue 24: a journey runs once per language and width only where the page differs)
for (const [lang, width] of DIAGONAL) {
  describe(`chart axes, ${lang} at ${width}px`, () => {
    it('the call trend and the billing trend show time labels in the language, and no axis label is cut', async () => {
      const { page, context } = await newPage(r, { locale: lang, user: 'developer' });
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/developers/statisticsIndex?env_type=0');
      const trend = page.getByTestId('stats-chart');
      await expect.poll(async () => (await ticks(trend, 'x')).length, { timeout: 30_000 }).toBeGreaterThan(1);
      await trend.scrollIntoViewIfNeeded();
      const xs = await ticks(trend, 'x');
      for (const { text } of xs) expect(text, `call trend x label`).toMatch(TIME[lang]);
      await expectInside(trend, 'call trend');
      // the ranking's bar chart names its rows on the y axis: those must not be cut either
      const ranking = page.getByTestId('stats-ranking-chart');
      await expect.poll(async () => (await ticks(ranking, 'y')).length, { timeout: 30_000 }).toBeGreaterThan(0);
      await expectInside(ranking, 'ranking');
      await shot(page, `chart-axes-stats-${lang}-${width}`);

      await page.goto('/billManage/reconciliationList');
      const spend = page.getByTestId('billing-trend-chart');
      await expect.poll(async () => (await ticks(spend, 'x')).length, { timeout: 30_000 }).toBeGreaterThan(1);
      await spend.scrollIntoViewIfNeeded();
      for (const { text } of await ticks(spend, 'x')) expect(text, 'billing trend x label').toMatch(TIME[lang]);
      await expectInside(spend, 'billing trend');
      const top = page.getByTestId('billing-top-chart');
      await expect.poll(async () => (await ticks(top, 'y')).length, { timeout: 30_000 }).toBeGreaterThan(0);
      await expectInside(top, 'top APIs');
      await shot(page, `chart-axes-bills-${lang}-${width}`);
      await context.close();
    }, 240_000);
  });
}
