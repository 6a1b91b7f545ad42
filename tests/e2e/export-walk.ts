/**
 * The export walk of issue 25 item 10, shared by the two files that take its halves (exports-every-list*.test.ts):
 * on two workers the halves run side by side, where the whole walk was the suite's longest file and ran last.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { consoleRoutes } from '../../src/shared/routes.ts';
import { clientNavigate, newPage, type Running } from './helpers.ts';

/** the four lists that once answered 400 "source的值不正确" */
export const ONCE_REFUSED = [
  '/providers/providerapimanage',
  '/providers/addPricing',
  '/providers/capabilitySpecs',
  '/providers/releaseHistory',
];

/**
 * Waits until the screen has no request in flight for 400 ms (at most 8 s): a screen that is no list is then told
 * apart at once, instead of waiting out a poll for rows that never come.
 */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  const until = Date.now() + 8_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(100);
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 400) return;
  }
}

/** the list has settled: rows or the empty state; false for screens that are no list */
export async function listShown(page: Page, inFlight?: () => number): Promise<boolean> {
  if (inFlight) await settled(page, inFlight);
  try {
    // rows (a table, or cards on a phone) or the empty state
    await expect
      .poll(
        () =>
          page
            .locator(
              'tbody tr, .RaSimpleList-root li, [data-testid="list-export"]:not([disabled]), :text("暂无数据"), :text("No data")',
            )
            .count(),
        { timeout: inFlight ? 1_000 : 8_000 },
      )
      .toBeGreaterThan(0);
    return true;
  } catch {
    return false;
  }
}

/** exports the current list as XLSX through the button and the tray; answers the downloaded header row */
export async function exportShown(page: Page, where: string): Promise<string[]> {
  const posted = page.waitForResponse(
    (res) => res.url().endsWith('/newopen/service/export/record') && res.request().method() === 'POST',
  );
  await page.getByTestId('list-export').first().click();
  await page.getByTestId('export-xlsx').click();
  const res = await posted;
  const body = await res.json();
  expect(res.status(), `${where}: ${JSON.stringify(body)}`).toBe(200);
  const card = page.getByTestId('export-job').filter({ hasText: body.data.file_name });
  await expect.poll(() => card.getAttribute('data-state'), { timeout: 60_000 }).toMatch(/done|failed/);
  expect(await card.getAttribute('data-state'), `${where}: ${await card.textContent()}`).toBe('done');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('export-download').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as never);
  await card.getByRole('button').first().click(); // dismiss: the tray shows three cards at most
  return (book.worksheets[0].getRow(1).values as unknown[]).filter((v): v is string => typeof v === 'string');
}

/** the menu's screens of one half: every other one, from `half` (0 or 1) */
export const halfOfMenu = (half: 0 | 1) => consoleRoutes.filter((x) => !x.hidden).filter((_, i) => i % 2 === half);

/**
 * The platform admin walks `paths` in Chinese at 1440 px; on each screen with an enabled 导出 it exports XLSX and
 * reads the workbook's header row. Answers the paths it exported.
 */
export async function adminExportWalk(r: Running, paths: string[]): Promise<string[]> {
  const { page, context } = await newPage(r, { locale: 'zh', user: 'admin' });
  await page.setViewportSize({ width: 1440, height: 900 });
  // requests in flight, to tell when a screen has settled
  const pending = new Set<unknown>();
  page.on('request', (req) => pending.add(req));
  page.on('requestfinished', (req) => pending.delete(req));
  page.on('requestfailed', (req) => pending.delete(req));
  const exported: string[] = [];
  // where a login lands; each list is then reached as a menu click reaches it
  await page.goto('/openUser/workBench');
  for (const path of paths) {
    await clientNavigate(page, path);
    if (!(await listShown(page, () => pending.size))) continue;
    const button = page.getByTestId('list-export').first();
    // enabled once the list's total is known and not zero: the screen has settled, so one look tells
    await settled(page, () => pending.size);
    if (!((await button.count()) > 0 && (await button.isEnabled()))) continue;
    const header = await exportShown(page, path);
    expect(header.length, path).toBeGreaterThan(0);
    exported.push(path);
  }
  await context.close();
  return exported;
}
