/**
 * Issue 25 item 4: a freshly registered account (no role) finds its way. The account pages send a visitor to login
 * and back; the workbench, a developer's console page and the store's 申请接入 each say which role is needed, with
 * one click to the role application (the profile, that role marked), instead of a 无权访问 bounce or an empty app
 * list pointing at a page the account cannot open. Chinese at 1440 px and English at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newPage, shot, startRunning, type Running, DIAGONAL } from './helpers.ts';
import { registerViaApi } from './accounts-fixtures.ts';

let r: Running;
let groupId: number;
beforeAll(async () => {
  r = await startRunning();
  groupId = (
    await r.app.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { none: '您的账号还没有角色', needsApply: '“申请接入”需要开发者角色', review: '审核中' },
  en: {
    none: 'Your account has no role yet',
    needsApply: '“Apply for access” needs the developer role',
    review: 'review',
  },
} as const;

for (const [lang, width] of DIAGONAL) {
  describe(`a new account without a role, ${lang} at ${width}px`, () => {
    it('is sent to login from the account pages and, signed in, is one click from the role application wherever a role is needed', async () => {
      const w = words[lang];
      const user = `nb${lang}${width}`;
      const password = 'Newbie@12345';
      await registerViaApi(r, user, password);
      const { page } = await newPage(r, { locale: lang });
      await page.setViewportSize({ width, height: 860 });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // visitor: the account pages go to login with the way back, no error banner
      await page.goto('/accountCenter/joinEnterprise?code=ABC');
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('return')).toBe('joinEnterprise');
      expect(new URL(page.url()).searchParams.get('code')).toBe('ABC');
      await page.goto('/user/modifyInformation');
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('return')).toBe('modifyInformation');
      await shot(page, `new-account-${lang}-${width}-login-return`);
      await login(page, user, password);
      await page.waitForURL((u) => u.pathname === '/user/modifyInformation');
      await expect.poll(() => page.getByTestId('role-apply').isVisible(), { timeout: 15_000 }).toBe(true);

      // workbench: the call to apply, both roles offered
      await page.goto('/openUser/workBench');
      await expect.poll(() => page.getByTestId('role-callout').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.getByTestId('role-callout').innerText()).toContain(w.none);
      expect(await page.getByTestId('role-callout-provider').isVisible()).toBe(true);
      await shot(page, `new-account-${lang}-${width}-workbench`);

      // a developer's page: says what it needs, stays on the page (no bounce)
      await page.goto('/developers/appmanage');
      await expect.poll(() => page.getByTestId('role-callout').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/developers/appmanage');
      await shot(page, `new-account-${lang}-${width}-appmanage`);

      // the store's 申请接入: the role is named, no app list pointing at a page the account cannot open
      await page.goto(`/goodsdetail?group_id=${groupId}`);
      await page.getByTestId('product-apply').click();
      await expect
        .poll(() => page.getByTestId('apply-dialog').getByTestId('role-callout').isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await page.getByTestId('role-callout').innerText()).toContain(w.needsApply);
      await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot only
      await shot(page, `new-account-${lang}-${width}-store-apply`);

      // one click to the role application, the developer row marked; applying puts it under review
      await page.getByTestId('role-callout-developer').click();
      await page.waitForURL(
        (u) => u.pathname === '/user/modifyInformation' && u.searchParams.get('apply') === 'developer',
      );
      await expect.poll(() => page.locator('[data-marked="true"]').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.locator('[data-marked="true"]').getByTestId('apply-developer').isVisible()).toBe(true);
      await shot(page, `new-account-${lang}-${width}-role-apply`);
      await page.locator('[data-marked="true"]').getByTestId('apply-developer').click();
      await expect.poll(() => page.locator('[data-marked="true"]').innerText()).toMatch(new RegExp(w.review, 'i'));
      expect(errors).toEqual([]);
    });
  });
}
