/**
 * Issue 25 item 15: filter bars. The shared list bar (here 发布历史: a capability, an action and a date-time range)
 * and the statistics bar: the date-time range gets room for a whole date and time in each of its two fields and
 * overlaps no neighbour; a capability, API or application is picked by searching its name (a combobox), never typed
 * as an id; on a phone the list's filters fold into one 筛选 / Filters drawer, so the rows are above the fold.
 * Chinese and English, 1440 and 375 px. Issue 25 item 17: the range's pickers follow the console's language, not the
 * browser's (a native datetime-local input drew mm/dd/yyyy in a Chinese console): the date and time read in the
 * product's one format per language and the calendar names its month in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    filters: '筛选',
    group: '能力',
    weather: '天气查询',
    shown: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    month: /\d{4}年\d{1,2}月/,
    placeholder: 'YYYY-MM-DD HH:mm',
    monday: /^(星期一|周一)$/,
  },
  en: {
    filters: 'Filters',
    group: 'Capability',
    weather: 'Weather',
    shown: /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    month: /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    placeholder: 'DD MMM YYYY, HH:mm',
    monday: /^Monday$/,
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** the boxes of the bar's fields (its MUI form controls and the range) must not overlap one another */
async function expectNoOverlap(bar: Locator) {
  const boxes = (await bar.locator('.MuiFormControl-root').evaluateAll((els) =>
    els
      .filter((e) => !e.parentElement?.closest('.MuiFormControl-root'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
  )) as Box[];
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `${i} ${j}`).toBe(false);
}

/** the text a range end shows (its sections, without the bidirectional marks the picker puts around them) */
const shownText = async (end: Locator) =>
  ((await end.locator('.MuiPickersSectionList-root').textContent()) ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

/**
 * An empty end shows its whole format (issue 25): the placeholder's text is the format the end takes, and its last
 * section ends inside the field, before the calendar button, not cut at the field's edge.
 */
async function expectWholePlaceholder(end: Locator, placeholder: string) {
  expect(await shownText(end)).toBe(placeholder);
  const { text, field, button } = await end.evaluate((el) => {
    const sections = [...el.querySelectorAll('.MuiPickersSectionList-section')];
    const right = (e: Element | null | undefined) => e?.getBoundingClientRect().right ?? 0;
    const container = el.querySelector('.MuiPickersInputBase-sectionsContainer');
    return {
      text: right(sections[sections.length - 1]),
      field: Math.min(right(container), right(el.querySelector('.MuiPickersInputBase-root'))),
      button: el.querySelector('button')?.getBoundingClientRect().left ?? Infinity,
    };
  });
  expect(text).toBeGreaterThan(0);
  expect(text).toBeLessThanOrEqual(field + 0.5);
  expect(text).toBeLessThanOrEqual(button + 0.5);
}

async function expectRoomyRange(page: Page) {
  // the pickers load with the first range shown
  await page.getByTestId('range-start').first().waitFor({ timeout: 20_000 });
  for (const id of ['range-start', 'range-end']) {
    const b = (await page.getByTestId(id).first().boundingBox())!;
    expect(b.width, id).toBeGreaterThanOrEqual(180);
  }
}

async function signedIn(locale: 'zh' | 'en', user: string) {
  const { page, context } = await newPage(r, { locale, user });
  return { page, context };
}

describe.each(['zh', 'en'] as const)('filter bars, %s', (locale) => {
  const w = words[locale];

  it('the list bar: a roomy date-time range, a searchable capability picker, a drawer on phones', async () => {
    const { page, context } = await signedIn(locale, 'provider');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/providers/releaseHistory');
    const bar = page.getByTestId('filter-bar');
    await expect.poll(() => bar.getByTestId('date-range').count(), { timeout: 40_000 }).toBe(1);
    await expectRoomyRange(page);
    await shot(page, `filter-bar-${locale}-1440`);
    await expectNoOverlap(bar);
    for (const id of ['range-start', 'range-end']) await expectWholePlaceholder(bar.getByTestId(id), w.placeholder);
    const picker = bar.getByRole('combobox', { name: w.group });
    await picker.fill(w.weather.slice(0, 2));
    await expect.poll(() => page.getByRole('option', { name: w.weather }).count()).toBeGreaterThan(0);
    await page.getByRole('option', { name: w.weather }).first().click();
    expect(await picker.inputValue()).toContain(w.weather);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/providers/releaseHistory');
    await expect.poll(() => bar.getByTestId('filter-open').count(), { timeout: 40_000 }).toBe(1);
    await expect
      .poll(() => page.locator('[data-testid="phone-list"] > *, tbody tr, [data-testid="empty-state"]').count(), {
        timeout: 40_000,
      })
      .toBeGreaterThan(0);
    await shot(page, `filter-bar-${locale}-375`);
    // no field in the bar itself, and the first row is above the fold
    expect(await bar.getByTestId('date-range').count()).toBe(0);
    expect(await bar.locator('.MuiFormControl-root').count()).toBe(0);
    const first = (await page
      .locator('[data-testid="phone-list"] > *, tbody tr, [data-testid="empty-state"]')
      .first()
      .boundingBox())!;
    expect(first.y).toBeLessThan(800);
    expect((await bar.getByTestId('filter-open').textContent())?.trim()).toBe(w.filters);
    await bar.getByTestId('filter-open').click();
    const drawer = page.getByTestId('filter-drawer');
    await expect.poll(() => drawer.getByTestId('date-range').count()).toBe(1);
    await drawer.getByTestId('range-end').waitFor({ timeout: 20_000 });
    await shot(page, `filter-drawer-${locale}-375`);
    for (const id of ['range-start', 'range-end']) await expectWholePlaceholder(drawer.getByTestId(id), w.placeholder);
    expect(await drawer.getByRole('combobox', { name: w.group }).count()).toBe(1);
    await drawer.getByTestId('filter-drawer-query').click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  }, 180_000);

  it('the statistics bar: group, API and application are searchable pickers, the range overlaps nothing', async () => {
    const { page, context } = await signedIn(locale, 'provider');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/providers/logStatistical');
    const bar = page.getByTestId('stats-filters');
    await expect.poll(() => bar.getByTestId('date-range').count(), { timeout: 40_000 }).toBe(1);
    await expectRoomyRange(page);
    await expectNoOverlap(bar);
    // the default period (the last 7 days) in the console's format, whatever the browser's language
    await expect.poll(() => shownText(bar.getByTestId('range-start')), { timeout: 20_000 }).toMatch(w.shown);
    expect(await shownText(bar.getByTestId('range-end'))).toMatch(w.shown);
    await shot(page, `stats-filters-${locale}-1440`);
    // the calendar names its month in the console's language
    await bar.getByTestId('range-start').getByRole('button').click();
    const calendar = page.getByRole('dialog');
    await expect.poll(() => calendar.textContent(), { timeout: 10_000 }).toMatch(w.month);
    // the screenshot after the popper's fade-in
    await expect
      .poll(() => page.locator('.MuiPickerPopper-paper').evaluate((e) => getComputedStyle(e).opacity))
      .toBe('1');
    await shot(page, `stats-calendar-${locale}-1440`);
    // weeks start on Monday in both languages (the Chinese convention; the English dates are British)
    const firstDay = calendar.locator('.MuiDayCalendar-weekDayLabel').first();
    expect(await firstDay.getAttribute('aria-label')).toMatch(w.monday);
    await page.keyboard.press('Escape');
    for (const k of ['group_id', 'api_id', 'apply_id'])
      expect(await bar.getByTestId(`filter-${k}`).getAttribute('role'), k).toBe('combobox');
    await bar.getByTestId('filter-group_id').fill(w.weather.slice(0, 2));
    await expect.poll(() => page.getByRole('option', { name: new RegExp(w.weather) }).count()).toBeGreaterThan(0);
    await page
      .getByRole('option', { name: new RegExp(w.weather) })
      .first()
      .click();
    expect(await bar.getByTestId('filter-group_id').inputValue()).toMatch(new RegExp(`${w.weather}.*#\\d+`));
    await context.close();
  }, 120_000);
});
