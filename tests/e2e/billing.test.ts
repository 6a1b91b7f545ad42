/**
 * Billing in Chromium, zh and en (issue 15): a developer opens last month's bill (calls written through the gateway's
 * call-log writer, the month closed by the billing job's close), drills into a day and its APIs, recounts the day
 * from the raw logs (equal to the rollup), confirms; the provider then sees the settlement of that month. A developer
 * buys a prepaid package on capacityList, exports capacityList and applicationList (XLSX through the export tray), and
 * finds the purchase as a line of this month's bill. At 1440 px and 375 px, screenshots in test-artifacts/.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';
import { demoGroup, subscribe, writeCalls } from '../server/billing/fixtures.ts';
import { addMonths, monthOf, monthRange } from '../../src/server/billing/months.ts';
import { closeMonth, runBillingJob } from '../../src/server/billing/close.ts';
import type { TestApp } from '../server/helpers.ts';

let r: Running;
const bills: Record<'zh' | 'en', number> = { zh: 0, en: 0 };
const MONTH = addMonths(monthOf(new Date()), -1);

beforeAll(async () => {
  r = await startRunning();
  const t = r.app as unknown as TestApp;
  const g = await demoGroup(t);
  const { start } = monthRange(MONTH);
  for (const lang of ['zh', 'en'] as const) {
    const sub = await subscribe(
      t,
      g,
      { rule_type: 'per_call', price: '3.00', bill_on: 'ok' },
      new Date(start.getTime() - 86_400_000),
      { name: `对账应用-${lang}` },
    );
    // 2 days × 400 calls over two APIs, one in eight a 500 (not billed): 700 billable × 3.00 / 1000 = 210 fen
    await writeCalls(
      t,
      sub,
      [0, 1].flatMap((day) =>
        Array.from({ length: 400 }, (_, i) => ({
          at: new Date(start.getTime() + (day + 2) * 86_400_000 + 7_200_000 + i * 1000),
          api: i % 2,
          status: i % 8 === 7 ? 500 : 200,
        })),
      ),
    );
    await closeMonth(r.app.deps.db, MONTH, new Date());
    const bill = await (r.app.deps.db as any)
      .selectFrom('bills')
      .select('bill_id')
      .where('apply_id', '=', sub.apply_id)
      .executeTakeFirstOrThrow();
    bills[lang] = bill.bill_id;
  }
}, 400_000);
afterAll(async () => {
  await r?.stop();
});

const T = {
  zh: { confirm: '确认账单', equal: '一致', confirmed: '已确认', recount: '原始日志复核', settlement: '待结算' },
  en: {
    confirm: 'Confirm bill',
    equal: 'Equal',
    confirmed: 'Confirmed',
    recount: 'Recount raw logs',
    settlement: 'Pending',
  },
};

const COLUMNS = { zh: { group: '能力', rule: '计费规则' }, en: { group: 'Capability', rule: 'Charge rule' } };

/**
 * The bill list's phone card (issue 25) names the charge rule beside the capability, as the table's row does at
 * 1440 px: both read from the row, then found on the app's card at 375 px.
 */
async function expectRuleOnPhoneCard(page: Page, lang: 'zh' | 'en', app: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/billManage/reconciliationList');
  const row = page.locator('tr', { hasText: app }).first();
  await expect.poll(() => row.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const headers = (await page.locator('thead th').allTextContents()).map((h) => h.trim());
  const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
  const group = cells[headers.indexOf(COLUMNS[lang].group)];
  const rule = cells[headers.indexOf(COLUMNS[lang].rule)];
  expect(group, 'capability').toBeTruthy();
  expect(rule, 'rule').toBeTruthy();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const card = page.getByTestId('phone-list').locator('li').filter({ hasText: app }).first();
  await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
  const text = (await card.textContent()) ?? '';
  expect(text).toContain(group);
  expect(text).toContain(rule);
  await card.scrollIntoViewIfNeeded();
  await shot(page, `billing-list-${lang}-375`);
}

// each journey walks once, in turns in Chinese and in English across the file (issue 24: a journey runs once per
// language and width only where the page differs); the word tables keep both, so any can be walked in the other
describe.each(['zh'] as const)('billing in %s', (lang) => {
  it("the developer opens the month's bill, drills into a day, recounts it and confirms; the provider sees the settlement", async () => {
    const { page, context } = await newPage(r, { locale: lang, user: 'developer' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/billManage/reconciliationList');
    const row = page.locator('tr', { hasText: `对账应用-${lang}` });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await row.first().textContent()).toContain('2.10');
    await shot(page, `billing-list-${lang}-1440`);
    await expectRuleOnPhoneCard(page, lang, `对账应用-${lang}`);
    const en = await newPage(r, { locale: 'en' });
    await en.page.goto('/login');
    await login(en.page, 'developer');
    await en.page.waitForURL(/workBench/);
    await expectRuleOnPhoneCard(en.page, 'en', '对账应用-en');
    await en.context.close();
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`/billManage/reconciliationList/${bills[lang]}`);
    const days = page.getByTestId('bill-day');
    await expect.poll(() => days.count(), { timeout: 20_000 }).toBe(2);
    await days.first().click();
    await expect.poll(() => page.getByTestId('bill-api-line').count()).toBe(2);
    await page.getByTestId('bill-recount').first().click();
    await expect.poll(() => page.getByTestId('recount-result').textContent(), { timeout: 15_000 }).toBe(T[lang].equal);
    await shot(page, `billing-recount-${lang}-1440`);
    expect(await page.getByRole('dialog').textContent()).not.toContain('%{day}');
    await page.keyboard.press('Escape');

    await page.getByTestId('bill-confirm').click();
    await expect
      .poll(async () => (await page.getByTestId('bill-history').textContent()) ?? '', { timeout: 15_000 })
      .toContain(T[lang].confirmed);
    await shot(page, `billing-bill-${lang}-1440`);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect.poll(() => page.getByTestId('bill-day').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await shot(page, `billing-bill-${lang}-375`);
    await context.close();

    const prov = await newPage(r, { locale: lang });
    await prov.page.setViewportSize({ width: 1440, height: 900 });
    await prov.page.goto('/login');
    await login(prov.page, 'provider');
    await prov.page.waitForURL(/workBench/);
    await prov.page.goto('/billManage/settlementList');
    const srow = prov.page.locator('tr', { hasText: MONTH.slice(0, 7).replace('-', '') });
    await expect.poll(() => srow.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await srow.first().textContent()).toContain(T[lang].settlement);
    await shot(prov.page, `billing-settlement-${lang}-1440`);
    await prov.page.setViewportSize({ width: 375, height: 812 });
    await prov.page.reload();
    // on a phone the list shows cards, not table rows
    const no = prov.page.getByText(new RegExp(`S${MONTH.slice(0, 7).replace('-', '')}-`));
    await expect.poll(() => no.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(prov.page, `billing-settlement-${lang}-375`);
    await prov.context.close();
  });
});

describe('cost centers in the browser', () => {
  it('an enterprise admin sees a cost center cross 80 % of its budget, and the notice', async () => {
    const t = r.app as unknown as TestApp;
    const db = r.app.deps.db as any;
    const ent = await db
      .selectFrom('users')
      .select(['user_id', 'enterprise_id'])
      .where('user_name', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    const cc = await db
      .insertInto('cost_centers')
      .values({
        cost_center_code: 'E2E-CC',
        cost_center_name: '浏览器测试中心',
        budget: 10,
        state: 1,
        enterprise_id: ent.enterprise_id,
        created_by: ent.user_id,
      })
      .returning('cost_center_id')
      .executeTakeFirstOrThrow();
    const g = await demoGroup(t);
    const { start } = monthRange(monthOf(new Date()));
    const sub = await subscribe(
      t,
      g,
      { rule_type: 'per_call', price: '10.00', bill_on: 'all' },
      new Date(start.getTime() - 86_400_000),
      { developer_id: ent.user_id, enterprise_id: ent.enterprise_id, name: '企业成本应用' },
    );
    await db
      .insertInto('cost_center_apps')
      .values({
        cost_center_id: cc.cost_center_id,
        apply_id: sub.apply_id,
        enterprise_id: ent.enterprise_id,
        created_by: ent.user_id,
      })
      .execute();
    // 850 calls × 10.00 yuan / 1000 = 8.50 yuan of a 10 yuan budget
    await writeCalls(
      t,
      sub,
      Array.from({ length: 850 }, (_, i) => ({ at: new Date(Date.now() - 3_600_000 + i * 100), api: 0, status: 200 })),
    );
    await runBillingJob(r.app.deps.db, new Date());

    for (const lang of ['zh', 'en'] as const) {
      const { page, context } = await newPage(r, { locale: lang, user: 'enterprise' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/billManage/costCenterLit');
      const row = page.getByTestId('cost-center-row').filter({ hasText: '浏览器测试中心' });
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      expect(await row.textContent()).toContain('85%');
      expect(await row.textContent()).toContain('8.50');
      await shot(page, `billing-cost-center-${lang}-1440`);
      await page.goto('/developers/noticeCenter');
      await expect
        .poll(async () => (await page.locator('body').textContent()) ?? '', { timeout: 20_000 })
        .toContain(
          lang === 'zh'
            ? '成本中心预算提醒：浏览器测试中心 已用 80%'
            : 'Cost center budget: 浏览器测试中心 has used 80%',
        );
      await shot(page, `billing-cost-center-notice-${lang}-1440`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/billManage/costCenterLit');
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      await shot(page, `billing-cost-center-${lang}-375`);
      await context.close();
    }
  });
});

/** starts an XLSX export from the screen's 导出, waits for the tray's job and answers the downloaded sheet's rows */
async function exportXlsx(page: Page): Promise<{ name: string; rows: unknown[][] }> {
  const before = await page.getByTestId('export-job').count();
  await page.getByTestId('list-export').click();
  await page.getByTestId('export-xlsx').click();
  await expect.poll(() => page.getByTestId('export-job').count(), { timeout: 15_000 }).toBeGreaterThan(before);
  const job = page.getByTestId('export-job').first();
  await expect.poll(() => job.getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
  const [download] = await Promise.all([page.waitForEvent('download'), job.getByTestId('export-download').click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await download.path())!) as any);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: download.suggestedFilename(), rows };
}

const P = {
  zh: {
    buy: '购买套餐',
    bought: '套餐已购买',
    line: '购买预付费套餐',
    detail: '100 次，有效期至',
    app: '应用账单',
    capacity: '能力用量',
    appHeader: ['账期', '应用', '账单数', '调用次数', '计费次数', '应付（元）', '状态'],
    estimate: '预估',
    capHeader: ['能力', '应用', '环境', '计费规则', '今日', '本月', '额度', '剩余', '到期时间'],
  },
  en: {
    buy: 'Buy package',
    bought: 'Package bought',
    line: 'Prepaid package bought',
    detail: '100 calls, valid until',
    app: 'Application_bills',
    capacity: 'Capacity',
    appHeader: ['Month', 'Application', 'Bills', 'Calls', 'Billable', 'Total (CNY)', 'Status'],
    estimate: 'Estimate',
    capHeader: [
      'Capability',
      'Application',
      'Environment',
      'Charge rule',
      'Today',
      'This month',
      'Quota',
      'Remaining',
      'Expires',
    ],
  },
};

describe.each<'zh' | 'en'>(['en'])('packages and exports in %s', (lang) => {
  it("the developer buys a package, exports capacity and application bills, and finds the purchase on this month's bill", async () => {
    const t = r.app as unknown as TestApp;
    const g = await demoGroup(t);
    const name = `套餐应用-${lang}`;
    const sub = await subscribe(
      t,
      g,
      { rule_type: 'package', price: null, bill_on: 'ok', package_calls: 100 },
      new Date(Date.now() - 3_600_000),
      { name },
    );
    const w = P[lang];
    const { page, context } = await newPage(r, { locale: lang, user: 'developer' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/billManage/capacityList');
    const row = page.getByTestId('capacity-row').filter({ hasText: name });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    // the SPEC's paging (共 N 条 / Total N), not MUI's "1–1 of 1" (issue 24); the packages below page too
    await expect
      .poll(() => page.getByTestId('capacity').getByTestId('pagination-total').textContent())
      .toMatch(lang === 'zh' ? /^共 \d+ 条$/ : /^Total \d+$/);
    await row.getByRole('button', { name: w.buy }).click();
    await expect
      .poll(async () => (await page.getByTestId('packages').textContent()) ?? '', { timeout: 15_000 })
      .toContain(name);
    const cap = await exportXlsx(page);
    expect(cap.name).toMatch(new RegExp(`^${w.capacity}_\\d{8}-\\d{6}\\.xlsx$`));
    expect(cap.rows[0]).toEqual(w.capHeader);
    expect(cap.rows.find((x) => x[1] === name)?.slice(6, 8)).toEqual(['100', 100]);
    await shot(page, `billing-capacity-export-${lang}-1440`);

    await page.goto('/billManage/applicationList');
    await expect
      .poll(async () => (await page.getByTestId('app-bills').textContent()) ?? '', { timeout: 20_000 })
      .toContain(name);
    await expect
      .poll(() => page.getByTestId('pagination-total').textContent())
      .toMatch(lang === 'zh' ? /^共 \d+ 条$/ : /^Total \d+$/);
    const app = await exportXlsx(page);
    expect(app.name).toMatch(new RegExp(`^${w.app}_\\d{8}-\\d{6}\\.xlsx$`));
    expect(app.rows[0]).toEqual(w.appHeader);
    expect(app.rows.find((x) => x[1] === name)).toEqual([
      monthOf(new Date()).slice(0, 7),
      name,
      1,
      0,
      0,
      '10.00',
      w.estimate,
    ]);
    await shot(page, `billing-app-export-${lang}-1440`);

    const bill = await (r.app.deps.db as any)
      .selectFrom('bills')
      .select('bill_id')
      .where('apply_id', '=', sub.apply_id)
      .executeTakeFirstOrThrow();
    await page.goto(`/billManage/reconciliationList/${bill.bill_id}`);
    const line = page.getByTestId('bill-package');
    await expect.poll(() => line.count(), { timeout: 20_000 }).toBe(1);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain(w.line);
    expect(text).toContain(w.detail);
    expect(text).toContain('10.00');
    expect(await page.locator('body').textContent()).not.toContain('billing.package');
    await line.scrollIntoViewIfNeeded();
    await shot(page, `billing-package-${lang}-1440`);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect.poll(() => page.getByTestId('bill-package').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await page.getByTestId('bill-package').scrollIntoViewIfNeeded();
    await shot(page, `billing-package-${lang}-375`);
    await context.close();
  });
});
