/**
 * Issue 25 items 21 and 22 in the browser: the platform admin configures a survey and operations cards for the
 * production environment in the console (generated from their YAML descriptors); a developer's user menu then
 * offers the survey, which opens in a new tab with the platform code and their identity, and the cards show on
 * the console workbench and on the store pages the operator chose. zh at 1440 px and en at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

/** fills a generated form field by its label */
async function fill(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: label }).first().fill(value);
}
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: false }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('surveys and operations cards', () => {
  it('the admin configures them in the console (zh, 1440)', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'admin' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/openUser/surveyManage');
    await expect.poll(() => page.getByText('暂无数据').count()).toBeGreaterThan(0);
    await shot(page, 'survey-manage-empty-zh-1440');
    await page.goto('/openUser/surveyManage/create');
    await fill(page, '问卷名称', '开发者满意度调查');
    await fill(page, '英文名称', 'Developer satisfaction survey');
    await choose(page, '问卷类型', '推荐意愿（NPS）');
    await fill(page, '问卷地址', 'http://survey.example.com/s/7');
    await page.getByRole('button', { name: '保存' }).click();
    // refused next to the field, nothing saved
    await expect
      .poll(() => page.getByText(/以 https:\/\/ 开头的完整地址|问卷地址格式不正确/).count())
      .toBeGreaterThan(0);
    await shot(page, 'survey-form-error-zh-1440');
    await fill(page, '问卷地址', 'https://survey.example.com/s/7');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/create'));
    await page.goto('/openUser/surveyManage');
    await expect.poll(() => page.locator('tbody').textContent()).toContain('开发者满意度调查');
    await shot(page, 'survey-manage-zh-1440');

    await page.goto('/openUser/opsCardManage/create');
    await fill(page, '标题', '7×24 技术支持');
    await fill(page, '英文标题', '24/7 technical support');
    await choose(page, '卡片类型', '支持与联系');
    await fill(page, '内容', '热线 400-000-0000，邮箱 support@example.com');
    await fill(page, '英文内容', 'Hotline 400-000-0000, email support@example.com');
    await fill(page, '按钮文字', '联系我们');
    await fill(page, '英文按钮文字', 'Contact us');
    await fill(page, '按钮链接', '/contactUs');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/create'));
    await page.goto('/openUser/opsCardManage/create');
    await fill(page, '标题', '新用户首月调用免费');
    await fill(page, '英文标题', 'First month of calls free for new users');
    await choose(page, '卡片类型', '推广活动');
    await choose(page, '展示位置', '能力中心');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/create'));
    await page.goto('/openUser/opsCardManage');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await shot(page, 'ops-card-manage-zh-1440');
    // the workbench shows its card to the admin too
    await page.goto('/openUser/workBench');
    await expect.poll(() => page.getByTestId('ops-cards-workbench').textContent()).toContain('7×24 技术支持');
    await context.close();
  }, 240_000);

  describe.each(['zh', 'en'] as const)('a developer in %s', (locale) => {
    it.each(widthsOf(locale))(
      'sees the cards and opens the survey in a new tab at %i px',
      async (width) => {
        const { page, context } = await newPage(r, { locale, user: 'developer' });
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/openUser/workBench');
        const bench = page.getByTestId('ops-cards-workbench');
        await expect
          .poll(() => bench.textContent())
          .toContain(locale === 'zh' ? '7×24 技术支持' : '24/7 technical support');
        expect(await bench.textContent()).toContain(locale === 'zh' ? '热线 400-000-0000' : 'Hotline 400-000-0000');
        await shot(page, `ops-cards-workbench-${locale}-${width}`);

        // the survey from the user menu, in a new tab with the platform code and the user
        await page
          .getByRole('button', { name: locale === 'zh' ? '用户菜单' : 'Profile' })
          .first()
          .click();
        const entry = page.getByTestId('survey-entry');
        await entry.waitFor();
        expect(await entry.getAttribute('data-type')).toBe('nps');
        expect(await entry.textContent()).toContain(
          locale === 'zh' ? '开发者满意度调查' : 'Developer satisfaction survey',
        );
        await shot(page, `survey-entry-${locale}-${width}`);
        // the survey tool is a third party's site, not reachable from here: a stand-in page answers for its host
        await context.route('https://survey.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<h1>survey</h1>' }),
        );
        const [tab] = await Promise.all([context.waitForEvent('page'), entry.click()]);
        await tab.waitForURL(/survey\.example\.com/);
        const opened = new URL(tab.url());
        const uid = (
          await r.app.deps.db
            .selectFrom('users')
            .select('uid')
            .where('user_name', '=', 'developer')
            .executeTakeFirstOrThrow()
        ).uid;
        expect(opened.origin + opened.pathname).toBe('https://survey.example.com/s/7');
        expect(Object.fromEntries(opened.searchParams)).toMatchObject({
          platform_code: 'open-platform',
          env_type: '3',
          uid: String(uid),
          user_name: 'developer',
        });
        await tab.close();

        // the store pages the operator chose: the market has its promotion, home has none
        await page.goto('/newApistore');
        await expect
          .poll(() => page.getByTestId('ops-cards-market').textContent())
          .toContain(locale === 'zh' ? '新用户首月调用免费' : 'First month of calls free for new users');
        await shot(page, `ops-cards-market-${locale}-${width}`);
        await page.goto('/home');
        await page.getByTestId('home-figures').waitFor();
        expect(await page.getByTestId('ops-cards-home').count()).toBe(0);
        await context.close();
      },
      180_000,
    );
  });
});
