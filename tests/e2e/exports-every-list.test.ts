/**
 * Issue 25 item 10: every list that shows 导出 exports. The platform admin walks every console menu entry; on
 * each screen with an enabled 导出 it chooses XLSX, the job must be accepted (API 管理, 计费规则, 能力规格 and
 * 发布历史 once answered 400 "source的值不正确"), finish, and download a workbook whose header row is filled.
 * A provider then exports those four lists in English.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes } from '../../src/shared/routes.ts';
import { clientNavigate, login, newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

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
async function listShown(page: Page, inFlight?: () => number): Promise<boolean> {
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
async function exportShown(page: Page, where: string): Promise<string[]> {
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

describe('exports on every list', () => {
  it('the platform admin exports every console list that shows an enabled 导出 (zh, 1440)', async () => {
    const { page, context } = await newPage(r, { locale: 'zh' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL(/workBench/);
    // requests in flight, to tell when a screen has settled
    const pending = new Set<unknown>();
    page.on('request', (req) => pending.add(req));
    page.on('requestfinished', (req) => pending.delete(req));
    page.on('requestfailed', (req) => pending.delete(req));
    const exported: string[] = [];
    for (const route of consoleRoutes.filter((x) => !x.hidden)) {
      await clientNavigate(page, route.path);
      if (!(await listShown(page, () => pending.size))) continue;
      const button = page.getByTestId('list-export').first();
      // enabled once the list's total is known and not zero: the screen has settled, so one look tells
      await settled(page, () => pending.size);
      if (!((await button.count()) > 0 && (await button.isEnabled()))) continue;
      const header = await exportShown(page, route.path);
      expect(header.length, route.path).toBeGreaterThan(0);
      exported.push(route.path);
    }
    // the four lists of the issue are among them
    expect(exported).toEqual(
      expect.arrayContaining([
        '/providers/providerapimanage',
        '/providers/addPricing',
        '/providers/capabilitySpecs',
        '/providers/releaseHistory',
      ]),
    );
    expect(exported.length).toBeGreaterThan(20);
    await context.close();
  }, 1_200_000);

  // in English on a phone only: the walk above covers the desktop width (DIAGONAL)
  it.each(widthsOf('en'))(
    'the provider exports API 管理, 计费规则, 能力规格 and 发布历史 in English at %i px',
    async (width) => {
      const { page, context } = await newPage(r, { locale: 'en' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await login(page, 'provider');
      await page.waitForURL(/workBench/);
      for (const path of [
        '/providers/providerapimanage',
        '/providers/addPricing',
        '/providers/capabilitySpecs',
        '/providers/releaseHistory',
      ]) {
        await clientNavigate(page, path);
        expect(await listShown(page), path).toBe(true);
        const header = await exportShown(page, path);
        expect(header.length, path).toBeGreaterThan(1);
        expect(header.join(' '), path).toMatch(/[A-Za-z]/);
      }
      await shot(page, `exports-every-list-provider-en-${width}`);
      await context.close();
    },
    300_000,
  );
});
