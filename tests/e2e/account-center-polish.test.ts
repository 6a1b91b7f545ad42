/**
 * Issue 25 item 19, the rest: 子账号管理 → 新建 opens the create form in the account center (not 用户列表's 新增人员
 * in another frame) and saving returns there; a bill's detail shows every amount in 元 with two decimals (no 分); the
 * 网络升级 list is headed 网络升级, not the API 分组 list it reuses; and (item 17) the bill's days and times come in the
 * console's one format per language, its API, capability and charge rule in English where they have English names,
 * on the bill, the bill list and the capability bills (capacity). Chinese at 1440 px and English at 375 px. The
 * signing and enterprise authentication views are walked in accounts-enterprise.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAGONAL, newPage, shot, startRunning, type Running } from './helpers.ts';
import { demoGroup, subscribe, writeCalls } from '../server/billing/fixtures.ts';
import { addMonths, monthOf, monthRange } from '../../src/server/billing/months.ts';
import { closeMonth } from '../../src/server/billing/close.ts';
import type { TestApp } from '../server/helpers.ts';

let r: Running;
let billId: number;
let applyId: number;
/** the bill's capability and charge rule, in Chinese and in English */
const names = { zh: { group: '', rule: '' }, en: { group: '', rule: 'Pay per call, 3.50' } };
const MONTH = addMonths(monthOf(new Date()), -1);

beforeAll(async () => {
  r = await startRunning();
  const t = r.app as unknown as TestApp;
  const g = await demoGroup(t);
  const { start } = monthRange(MONTH);
  const sub = await subscribe(
    t,
    g,
    { rule_type: 'per_call', price: '3.50', bill_on: 'ok' },
    new Date(start.getTime() - 86_400_000),
    { name: 'unit-check' },
  );
  await writeCalls(
    t,
    sub,
    Array.from({ length: 7 }, (_, i) => ({
      at: new Date(start.getTime() + 86_400_000 + i * 1000),
      api: 0,
      status: 200,
    })),
  );
  // the fixture's rule has only its Chinese name; the demo group has both
  const db = r.app.deps.db as any;
  await db
    .updateTable('charge_rules')
    .set({ rule_name_en: names.en.rule })
    .where('charge_rule_id', '=', sub.charge_rule_id)
    .execute();
  const group = await db
    .selectFrom('api_groups')
    .select(['group_name', 'group_name_en'])
    .where('group_id', '=', sub.group_id)
    .executeTakeFirstOrThrow();
  const rule = await db
    .selectFrom('charge_rules')
    .select('rule_name')
    .where('charge_rule_id', '=', sub.charge_rule_id)
    .executeTakeFirstOrThrow();
  names.zh = { group: group.group_name, rule: rule.rule_name };
  names.en.group = group.group_name_en;
  applyId = sub.apply_id;
  await closeMonth(r.app.deps.db, MONTH, new Date());
  const bill = await r.app.deps.db
    .selectFrom('bills')
    .select('bill_id')
    .where('apply_id', '=', sub.apply_id)
    .executeTakeFirstOrThrow();
  billId = bill.bill_id;
}, 400_000);
afterAll(async () => {
  await r?.stop();
});

const TEXT = {
  zh: { list: '子账号管理', upgrading: '网络升级', groups: 'API 分组', price: '单价（元/千次）' },
  en: { list: 'Sub-accounts', upgrading: 'Network upgrade', groups: 'API groups', price: 'Price (CNY per 1,000)' },
};

describe.each(DIAGONAL)('account center and bill details, %s at %dpx', (lang, width) => {
  it('子账号管理 → 新建 stays in the account center and returns to it', async () => {
    const w = TEXT[lang];
    const { page, context } = await newPage(r, { locale: lang, user: 'admin' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/accountCenter/manage/accountManage');
    await expect.poll(() => page.getByTestId('list-header').textContent()).toContain(w.list);
    await page.getByTestId('list-create').click();
    await page.waitForURL((u) => u.pathname === '/accountCenter/manage/accountManage/create');
    const name = `sub${lang}${width}`;
    await page.locator('input[name="user_name"]').fill(name);
    await page.locator('input[name="user_real_name"]').fill(`Sub ${lang}`);
    await page.locator('input[name="password"]').fill('Sub#2026pass');
    await shot(page, `account-create-${lang}-${width}`);
    await page.locator('button[type="submit"]').click();
    // saved, and back under 子账号管理 (its show page or its list), never under /providers
    await expect
      .poll(
        async () =>
          (await r.app.deps.db.selectFrom('users').select('user_id').where('user_name', '=', name).execute()).length,
      )
      .toBe(1);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/accountCenter/manage/accountManage/create');
    expect(new URL(page.url()).pathname).toMatch(/^\/accountCenter\/manage\/accountManage/);
    await context.close();
  }, 120_000);

  it('a bill shows its amounts in 元 with two decimals, and 网络升级 is headed by its own name', async () => {
    const w = TEXT[lang];
    const { page, context } = await newPage(r, { locale: lang, user: 'admin' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/billManage/reconciliationList/${billId}`);
    const main = page.locator('main');
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain(w.price);
    // the values come after the labels: wait for the price itself
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain('3.50');
    const text = (await main.textContent()) ?? '';
    expect(text).not.toMatch(lang === 'zh' ? /（分/ : /\(fen/);
    // 7 calls at 3.50 元 per 1,000: price 3.50, usage 0.02 (rounded by the bill), total the same
    expect(text).toContain('3.50');
    await page.getByTestId('bill-day').first().click();
    await expect
      .poll(() => page.getByTestId('bill-api-line').first().textContent())
      .toContain(lang === 'zh' ? '元/千次' : 'CNY / 1,000');
    // issue 25 item 17: the day and the history's times in the console's one format, the API by its English name
    const day = (await page.getByTestId('bill-day').first().locator('td').nth(1).textContent()) ?? '';
    expect(day).toMatch(lang === 'zh' ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const when = (await page.getByTestId('bill-history').locator('tbody td').first().textContent()) ?? '';
    expect(when).toMatch(
      lang === 'zh' ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ : /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
    const apiLine = (await page.getByTestId('bill-api-line').first().textContent()) ?? '';
    if (lang === 'en') expect(apiLine).toContain('Current weather');
    else expect(apiLine).toContain('实时天气');
    // the capability and the charge rule in the console's language (English where written, else Chinese)
    const other = lang === 'en' ? names.zh : names.en;
    expect(names.en.group).toBeTruthy();
    expect(text).toContain(names[lang].group);
    expect(text).toContain(names[lang].rule);
    expect(text).not.toContain(other.rule);
    await shot(page, `bill-units-${lang}-${width}`);

    // the bill list (a phone shows cards) and the capability bills (a table at 1440, cards on a phone) say the same
    await page.goto(
      `/billManage/reconciliationList?filter=${encodeURIComponent(JSON.stringify({ apply_id: applyId }))}`,
    );
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain(names[lang].group);
    expect(await main.textContent()).not.toContain(other.group);
    // a phone's card shows the list's first columns, the rule's among them only on a wide table
    if (width >= 600) expect(await main.textContent()).toContain(names[lang].rule);
    await shot(page, `bill-list-names-${lang}-${width}`);
    await page.goto('/billManage/capacityList');
    // the newest subscription comes first: this test's
    const first = page.getByTestId(width < 600 ? 'capacity-card' : 'capacity-row').first();
    await expect.poll(() => first.textContent(), { timeout: 20_000 }).toContain(names[lang].rule);
    expect(await first.textContent()).toContain(names[lang].group);
    expect(await first.textContent()).not.toContain(other.group);
    await shot(page, `capacity-names-${lang}-${width}`);

    await page.goto('/providers/networkUpgrading');
    await expect.poll(() => page.getByTestId('list-header').first().textContent()).toContain(w.upgrading);
    expect(await page.getByTestId('networkUpgrading').getByTestId('list-header').textContent()).not.toContain(w.groups);
    await shot(page, `network-upgrading-${lang}-${width}`);
    await context.close();
  }, 120_000);
});
