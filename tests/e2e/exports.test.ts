/**
 * Exports from the browser: 导出 on a list of 5,000 rows runs on the server, the tray shows its progress and
 * downloads the file (right header, formulas escaped), and the export lands in the user's export records.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
const ROWS = 5000;

/** one CSV line (RFC 4180 quoting) into its cells */
function cellsOf(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

beforeAll(async () => {
  r = await startRunning();
  const now = new Date();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    partner_name: i % 500 === 0 ? `=HYPERLINK("http://evil.example","${i}")` : `导出伙伴 ${String(i).padStart(5, '0')}`,
    partner_type: 'supplier',
    cooperation_state: 1,
    contact_name: i % 7 === 0 ? '@联系人' : '王工',
    created_at: now,
    updated_at: now,
    created_by: 1,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await r.app.deps.db
      .insertInto('partners' as never)
      .values(rows.slice(i, i + 1000) as never)
      .execute();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    type: '伙伴类型',
    supplier: '数据供应商',
    query: '查询',
    header: '伙伴名称,伙伴类型,联系人,联系电话,合作状态,合作开始日期,创建时间',
    done: '已完成',
  },
  en: {
    type: 'Type',
    supplier: 'Data supplier',
    query: 'Query',
    header: 'Partner name,Type,Contact,Phone,Status,Since,Created',
    done: 'Done',
  },
} as const;

describe.each(['zh', 'en'] as const)('exporting a list in %s', (locale) => {
  const w = words[locale];

  it('exports the filtered list of 5,000 rows in the background and downloads it from the tray and the export records', async () => {
    const { page } = await newPage(r, { locale, user: 'admin' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/openUser/partnersManage');
    const bar = page.getByTestId('filter-bar');
    await bar.getByLabel(w.type).click();
    await page.getByRole('option', { name: w.supplier }).click();
    await page.getByTestId('filter-query').click();
    await expect.poll(() => page.getByTestId('pagination-total').textContent()).toContain(String(ROWS));

    await page.getByTestId('list-export').click();
    await page.getByTestId('export-csv').click();
    const job = page.getByTestId('export-job').first();
    await job.waitFor();
    await shot(page, `export-progress-${locale}`);
    await expect.poll(() => job.getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    await shot(page, `export-done-${locale}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
    expect(download.suggestedFilename()).toMatch(
      locale === 'zh' ? /^合作伙伴_\d{8}-\d{6}\.csv$/ : /^Partner_\d{8}-\d{6}\.csv$/,
    );
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(w.header);
    expect(lines).toHaveLength(ROWS + 1);
    // formula-looking cells start with an apostrophe; nothing starts with = + - @
    const rows = lines.slice(1).map(cellsOf);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    const cells = rows.flat();
    expect(cells.filter((c) => c.startsWith('\'=HYPERLINK("http://evil.example"'))).toHaveLength(ROWS / 500);
    expect(cells.filter((c) => c === "'@联系人")).toHaveLength(Math.ceil(ROWS / 7));
    expect(cells.some((c) => /^[=+\-@]/.test(c))).toBe(false);
    expect(rows.every((row) => row[1] === w.supplier)).toBe(true);

    await page.getByTestId('export-job').first().getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/openUser/provider/exportRecord');
    const record = page.getByRole('row').filter({ hasText: download.suggestedFilename() });
    await expect.poll(() => record.textContent()).toContain(w.done);
    // its many columns scroll inside the table's card, the page stays as wide as the window
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    await shot(page, `export-records-${locale}`);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      record.getByRole('button', { name: locale === 'zh' ? '下载' : 'Download' }).click(),
    ]);
    expect(readFileSync((await again.path())!, 'utf8')).toBe(csv);
    await page.context().close();
  });
});
