/**
 * /applyFeild in Chromium: a visitor opens a domain, sees its groups with their rules, ticks one and is sent to log
 * in; back on the same page (same domain, the tick kept) the demo developer ticks a second group, picks an
 * application and submits: both applications exist, with links to follow them. Applying again for the same groups
 * is refused as a whole, the group named next to its row. English at 375 px. Screenshots at 1440 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

let r: Running;
let dataDomain: number;

async function api(method: string, url: string, ticket: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) };
  const res = await fetch(`${r.origin}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}
async function ticketOf(user: string) {
  return (await api('POST', '/openauthor/v1/user/login', null, { user_name: user, password: md5Hex('Demo@123456') }))
    .data.ticket as string;
}
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const row = (page: Page, name: string) =>
  page.getByTestId('apply-group').filter({ has: page.getByTestId('apply-group-name').filter({ hasText: name }) });

beforeAll(async () => {
  r = await startRunning();
  // the demo has one group per domain: the provider files Exchange rates under Data services too, so that domain offers two
  const tree = await api('GET', '/website/site/classify/tree?env_type=3', null);
  const data = tree.data.find((d: any) => d.classify_name === '数据服务');
  dataDomain = Number(data.classify_id);
  const openData = data.children.find((c: any) => c.classify_name === '公共数据');
  const db = r.app.deps.db;
  await db
    .updateTable('api_groups')
    .set({ classify_id: Number(openData.classify_id) })
    .where('group_name', '=', '汇率换算')
    .where('parent_group_id', 'is', null)
    .execute();
});
afterAll(async () => {
  await r?.stop();
});

describe('apply by domain', () => {
  it('zh 1440: visitor → login → back with the tick → two groups applied for in one go; a second try is refused as a whole', async () => {
    const devTicket = await ticketOf('developer');
    expect(
      (await api('POST', '/newopen/service/apply', devTicket, { apply_name: '领域批量申请', description: 'e2e' }))
        .success,
    ).toBe(true);

    const { page, context } = await newPage(r, { locale: 'zh' });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.setViewportSize({ width: 1440, height: 900 });

    // the market links here with the domain in view
    await page.goto(`/newApistore?id=${dataDomain}`);
    await page.getByTestId('market-apply-by-domain').click();
    await page.waitForURL(new RegExp(`/applyFeild\\?id=${dataDomain}$`));
    await expect
      .poll(() => page.getByTestId('apply-group-name').allTextContents())
      .toEqual(expect.arrayContaining(['天气查询', '汇率换算']));
    expect(await page.getByTestId('apply-group').count()).toBe(2);
    expect(await page.getByTestId('apply-total').textContent()).toBe('该领域下共 2 个可申请的能力');
    expect(await row(page, '天气查询').getByTestId('apply-group-rules').textContent()).toContain('免费版');
    // the title is written by an effect, which Preact (the visitor entry) runs after the next frame
    await expect.poll(() => page.title()).toContain('申请领域');
    // a visitor may tick, but the submit area asks them to log in
    await row(page, '天气查询').getByTestId('apply-group-check').check();
    await expect.poll(() => page.getByTestId('apply-selected').textContent()).toBe('已选 1 个能力');
    expect(await page.getByTestId('apply-form').count()).toBe(0);
    await shot(page, 'apply-domain-visitor-zh-1440');
    await page.getByTestId('apply-login-link').click();
    await page.waitForURL(/\/login\?return=applyFeild/);
    const loginQuery = new URL(page.url()).searchParams;
    expect(loginQuery.get('id')).toBe(String(dataDomain));
    await login(page, 'developer');
    await page.waitForURL(new RegExp(`/applyFeild\\?id=${dataDomain}`));
    await expect.poll(() => row(page, '天气查询').getByTestId('apply-group-check').isChecked()).toBe(true);
    // the tick came back through the query and left it
    await expect.poll(() => new URL(page.url()).searchParams.has('groups')).toBe(false);

    // bad input: no application chosen
    const form = page.getByTestId('apply-form');
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => form.textContent()).toContain('请选择');
    await row(page, '汇率换算').getByTestId('apply-group-check').check();
    // the default rule is preselected for the newly ticked group
    expect(await row(page, '汇率换算').getByTestId('apply-group-rule').inputValue()).toMatch(/^\d+$/);
    await form.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '领域批量申请' }).click();
    await page.getByTestId('apply-reason').fill('按领域一次申请两个能力');
    expect(await page.getByTestId('apply-submit').textContent()).toBe('提交 2 个申请');
    await shot(page, 'apply-domain-form-zh-1440');
    await page.getByTestId('apply-submit').click();
    await expect.poll(() => page.getByTestId('apply-done').textContent()).toContain('已提交 2 个申请');
    expect(await page.getByTestId('apply-done-row').count()).toBe(2);
    const hrefs = await page
      .getByTestId('apply-done-link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const h of hrefs) expect(h).toMatch(/^\/developers\/serviceDetails\?r_apply_groups_record_id=\d+$/);
    expect(await page.getByTestId('apply-view').getAttribute('href')).toBe('/developers/capacityInventory');
    await shot(page, 'apply-domain-done-zh-1440');

    const records = await api('GET', '/newopen/service/access/page?page_num=1&page_size=50', devTicket);
    const mine = records.data.list.filter((x: any) => x.apply_name === '领域批量申请');
    expect(mine.map((x: any) => x.group_name).sort()).toEqual(['天气查询', '汇率换算'].sort());
    expect(
      mine.every((x: any) => x.state === 'pending' && x.env_type === 3 && x.reason === '按领域一次申请两个能力'),
    ).toBe(true);

    // again for the same groups: refused as a whole, the group named in the message and next to its row
    await page.getByTestId('apply-again').click();
    await row(page, '天气查询').getByTestId('apply-group-check').check();
    await row(page, '汇率换算').getByTestId('apply-group-check').check();
    await form.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '领域批量申请' }).click();
    await page.getByTestId('apply-submit').click();
    await expect
      .poll(() => page.getByTestId('apply-error').textContent())
      .toMatch(/「(天气查询|汇率换算)」无法申请：该应用在此环境已申请或已开通此能力。本次申请均未提交/);
    expect(await page.getByTestId('apply-group-refusal').count()).toBe(1);
    await shot(page, 'apply-domain-refused-zh-1440');
    const after = await api('GET', '/newopen/service/access/page?page_num=1&page_size=50', devTicket);
    expect(after.data.list.filter((x: any) => x.apply_name === '领域批量申请')).toHaveLength(2);

    // a sub-domain without groups is empty; a domain that does not exist says so
    await page.goto(`/applyFeild?id=${dataDomain}&sonId=999999`);
    await expect.poll(() => page.getByTestId('apply-group').count()).toBe(0);
    await expect.poll(() => page.getByTestId('empty-state').textContent()).toBe('暂无数据');
    await page.goto('/applyFeild?id=999999');
    await expect.poll(() => page.getByTestId('apply-unknown-domain').isVisible()).toBe(true);
    // the refused batch's 409 is the browser's own log line; nothing else may fail
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await context.close();
  });

  it('en 375: English names for a visitor, fits the phone; signed in, two groups applied for with the keyboard', async () => {
    const { page, context } = await newPage(r, { locale: 'en' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/applyFeild?id=${dataDomain}`);
    await expect
      .poll(() => page.getByTestId('apply-group-name').allTextContents())
      .toEqual(expect.arrayContaining(['Weather', 'Exchange rates']));
    expect(await page.getByTestId('apply-total').textContent()).toBe('2 products to apply for in this domain');
    expect(await page.getByTestId('apply-login-link').textContent()).toBe('Log in to apply');
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await shot(page, 'apply-domain-visitor-en-375');

    // no domain in the query: the first one opens
    await page.goto('/applyFeild');
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);

    const devTicket = await ticketOf('developer');
    expect(
      (await api('POST', '/newopen/service/apply', devTicket, { apply_name: 'Domain batch EN', description: 'e2e' }))
        .success,
    ).toBe(true);
    await page.goto(`/login?return=applyFeild&id=${dataDomain}`);
    await login(page, 'developer');
    await page.waitForURL(new RegExp(`/applyFeild\\?id=${dataDomain}`));
    await expect.poll(() => page.getByTestId('apply-form').isVisible()).toBe(true);
    // keyboard only: tick both groups with Space, the application with the arrow keys, submit with Enter
    for (const name of ['Weather', 'Exchange rates']) {
      await row(page, name).getByTestId('apply-group-check').focus();
      await page.keyboard.press('Space');
    }
    await expect.poll(() => page.getByTestId('apply-selected').textContent()).toBe('2 products selected');
    await page.getByTestId('apply-form').getByRole('combobox').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Domain batch EN' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('apply-reason').fill('Both at once');
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await shot(page, 'apply-domain-form-en-375');
    await page.getByTestId('apply-reason').press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('apply-done').textContent()).toContain('2 applications submitted');
    expect(await page.getByTestId('apply-done-row').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Weather'), expect.stringContaining('Exchange rates')]),
    );
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await shot(page, 'apply-domain-done-en-375');
    await page.getByTestId('apply-view').click();
    await page.waitForURL(/\/developers\/capacityInventory/);
    await context.close();
  });
});
