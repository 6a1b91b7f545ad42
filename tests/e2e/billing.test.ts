/**
 * Billing in Chromium, zh and en (issue 15): a developer opens last month's bill (calls written through the gateway's
 * call-log writer, the month closed by the billing job's close), drills into a day and its APIs, recounts the day
 * from the raw logs (equal to the rollup), confirms; the provider then sees the settlement of that month. At 1440 px
 * and 375 px, screenshots in test-artifacts/.
 */
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
    const sub = await subscribe(t, g, { rule_type: 'per_call', price: '3.00', bill_on: 'ok' }, new Date(start.getTime() - 86_400_000), { name: `对账应用-${lang}` });
    // 2 days × 400 calls over two APIs, one in eight a 500 (not billed): 700 billable × 3.00 / 1000 = 210 fen
    await writeCalls(t, sub, [0, 1].flatMap((day) => Array.from({ length: 400 }, (_, i) => ({
      at: new Date(start.getTime() + (day + 2) * 86_400_000 + 7_200_000 + i * 1000), api: i % 2, status: i % 8 === 7 ? 500 : 200 }))));
    await closeMonth(r.app.deps.db, MONTH, new Date());
    const bill = await (r.app.deps.db as any).selectFrom('bills').select('bill_id').where('apply_id', '=', sub.apply_id).executeTakeFirstOrThrow();
    bills[lang] = bill.bill_id;
  }
}, 400_000);
afterAll(async () => { await r?.stop(); });

const T = {
  zh: { confirm: '确认账单', equal: '一致', confirmed: '已确认', recount: '原始日志复核', settlement: '待结算' },
  en: { confirm: 'Confirm bill', equal: 'Equal', confirmed: 'Confirmed', recount: 'Recount raw logs', settlement: 'Pending' },
};

describe.each(['zh', 'en'] as const)('billing in %s', (lang) => {
  it('the developer opens the month\'s bill, drills into a day, recounts it and confirms; the provider sees the settlement', async () => {
    const { page, context } = await newPage(r, { locale: lang });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await login(page, 'developer');
    await page.waitForURL(/workBench/);
    await page.goto('/billManage/reconciliationList');
    const row = page.locator('tr', { hasText: `对账应用-${lang}` });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await row.first().textContent()).toContain('2.10');
    await shot(page, `billing-list-${lang}-1440`);

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
    await expect.poll(async () => (await page.getByTestId('bill-history').textContent()) ?? '', { timeout: 15_000 }).toContain(T[lang].confirmed);
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
    const ent = await db.selectFrom('users').select(['user_id', 'enterprise_id']).where('user_name', '=', 'enterprise').executeTakeFirstOrThrow();
    const cc = await db.insertInto('cost_centers').values({ cost_center_code: 'E2E-CC', cost_center_name: '浏览器测试中心', budget: 10, state: 1,
      enterprise_id: ent.enterprise_id, created_by: ent.user_id }).returning('cost_center_id').executeTakeFirstOrThrow();
    const g = await demoGroup(t);
    const { start } = monthRange(monthOf(new Date()));
    const sub = await subscribe(t, g, { rule_type: 'per_call', price: '10.00', bill_on: 'all' }, new Date(start.getTime() - 86_400_000),
      { developer_id: ent.user_id, enterprise_id: ent.enterprise_id, name: '企业成本应用' });
    await db.insertInto('cost_center_apps').values({ cost_center_id: cc.cost_center_id, apply_id: sub.apply_id, enterprise_id: ent.enterprise_id, created_by: ent.user_id }).execute();
    // 850 calls × 10.00 yuan / 1000 = 8.50 yuan of a 10 yuan budget
    await writeCalls(t, sub, Array.from({ length: 850 }, (_, i) => ({ at: new Date(Date.now() - 3_600_000 + i * 100), api: 0, status: 200 })));
    await runBillingJob(r.app.deps.db, new Date());

    for (const lang of ['zh', 'en'] as const) {
      const { page, context } = await newPage(r, { locale: lang });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/login');
      await login(page, 'enterprise');
      await page.waitForURL(/workBench/);
      await page.goto('/billManage/costCenterLit');
      const row = page.getByTestId('cost-center-row').filter({ hasText: '浏览器测试中心' });
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      expect(await row.textContent()).toContain('85%');
      expect(await row.textContent()).toContain('8.50');
      await shot(page, `billing-cost-center-${lang}-1440`);
      await page.goto('/developers/noticeCenter');
      await expect.poll(async () => (await page.locator('body').textContent()) ?? '', { timeout: 20_000 })
        .toContain(lang === 'zh' ? '成本中心预算提醒：浏览器测试中心 已用 80%' : 'Cost center budget: 浏览器测试中心 has used 80%');
      await shot(page, `billing-cost-center-notice-${lang}-1440`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/billManage/costCenterLit');
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      await shot(page, `billing-cost-center-${lang}-375`);
      await context.close();
    }
  });
});
