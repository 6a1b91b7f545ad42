/**
 * A work order end to end in Chromium, in Chinese and in English: a developer starts one from the general
 * template, the first approver (the provider) approves on the desktop handling page, the second (a platform
 * admin) on /mobileApprove at 375×812; the applicant then sees the outcome, the structure, the history and a notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';
import { saveProcessVersion } from '../../src/server/workorders/processes.ts';

let r: Running;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  r = await startRunning();
  const db = r.app.deps.db;
  const provider = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'provider')
    .executeTakeFirstOrThrow();
  const general = await db
    .selectFrom('wo_processes')
    .select('process_id')
    .where('event', '=', 'general')
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  // the operator's two-step process: a named approver first, then the platform admins
  await db.transaction().execute((trx) =>
    saveProcessVersion(
      trx,
      general.process_id,
      [
        {
          step_name: '业务审批',
          step_name_en: 'Business approval',
          approver_kind: 'user',
          approver_ids: [provider.user_id],
        },
        { step_name: '平台审批', step_name_en: 'Platform approval', approver_kind: 'platform_admin' },
      ],
      null,
      new Date(),
    ),
  );
});
afterAll(async () => {
  await r?.stop();
});

const texts = {
  zh: { category: '类别 *', resource: '资源申请', approve: '同意', approved: '已通过', pending: '审批中' },
  en: {
    category: 'Category *',
    resource: 'Resource',
    approve: 'Approve',
    approved: 'Approved',
    pending: 'Under review',
  },
} as const;

async function signIn(page: Page, user: string) {
  await page.goto('/login');
  await login(page, user);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

for (const lang of ['zh', 'en'] as const) {
  describe(`work order in ${lang}`, () => {
    it('is started, approved on the desktop, then on the phone, and the applicant sees it all', async () => {
      const x = texts[lang];
      const title = lang === 'zh' ? '申请测试环境资源' : 'Test environment resources';

      // the developer starts it
      const dev = await newPage(r, { locale: lang });
      await signIn(dev.page, 'developer');
      await dev.page.goto('/process/create-ticket');
      await dev.page.getByTestId('wo-title-input').fill(title);
      await dev.page.getByTestId('wo-field-subject').fill(lang === 'zh' ? '联调环境' : 'Integration environment');
      await dev.page.getByRole('combobox', { name: x.category }).click();
      await dev.page.getByRole('option', { name: x.resource }).click();
      await dev.page
        .getByTestId('wo-field-description')
        .fill(lang === 'zh' ? '联调天气接口需要测试资源' : 'Needed to integrate the weather API');
      await dev.page.getByTestId('wo-submit').click();
      await dev.page.waitForURL(/\/process\/handle-ticket\?work_order_id=\d+&process_id=\d+/);
      const url = new URL(dev.page.url());
      const workOrderId = Number(url.searchParams.get('work_order_id'));
      const processId = Number(url.searchParams.get('process_id'));
      await expect.poll(() => dev.page.getByTestId('wo-state').getAttribute('data-state')).toBe('pending');
      await expect.poll(() => dev.page.getByTestId('wo-step-1').getAttribute('data-state')).toBe('current');
      await shot(dev.page, `workorders-${lang}-submitted`);

      // the first approver, on the desktop: from the upcoming list to the handling page
      const prov = await newPage(r, { locale: lang });
      await signIn(prov.page, 'provider');
      await prov.page.goto('/process/upcoming');
      // the SPEC's paging (共 N 条 / N in total), not MUI's "1–1 of 1" (issue 24)
      await expect
        .poll(() => prov.page.getByTestId('pagination-total').textContent())
        .toMatch(lang === 'zh' ? /^共 \d+ 条$/ : /^Total \d+$/);
      await prov.page.getByTestId('wo-row').filter({ hasText: title }).first().click();
      await prov.page.waitForURL(new RegExp(`work_order_id=${workOrderId}`));
      await prov.page.getByTestId('wo-comment').fill(lang === 'zh' ? '同意，请平台审批' : 'Fine by me');
      await prov.page.getByTestId('wo-approve').click();
      await expect.poll(() => prov.page.getByTestId('wo-step-2').getAttribute('data-state')).toBe('current');
      await expect.poll(() => prov.page.getByTestId('wo-step-1').getAttribute('data-state')).toBe('done');
      await shot(prov.page, `workorders-${lang}-desktop-approved`);

      // the second approver, on a phone
      const phoneContext = await r.browser.newContext({
        baseURL: r.origin,
        viewport: { width: 375, height: 812 },
        userAgent: IPHONE_UA,
        isMobile: true,
        hasTouch: true,
      });
      await phoneContext.addInitScript((locale) => {
        if (!sessionStorage.getItem('e2e-locale-set')) {
          localStorage.setItem('language', locale);
          localStorage.setItem('RaStore.locale', JSON.stringify(locale));
          sessionStorage.setItem('e2e-locale-set', '1');
        }
      }, lang);
      const phone = await phoneContext.newPage();
      await phone.goto(`/mobileApprove?work_order_id=${workOrderId}&process_id=${processId}`);
      await phone.waitForURL(/\/login/);
      await login(phone, 'admin');
      await phone.waitForURL(/\/mobileApprove\?/);
      await expect.poll(() => phone.getByTestId('wo-title').textContent()).toBe(title);
      await expect.poll(() => phone.getByTestId('wo-step-2').getAttribute('data-state')).toBe('current');
      // nothing wider than the phone
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await phone.getByTestId('wo-approve').click();
      await expect.poll(() => phone.getByTestId('wo-state').getAttribute('data-state')).toBe('approved');
      await expect.poll(() => phone.getByTestId('wo-state').textContent()).toBe(x.approved);
      await shot(phone, `workorders-${lang}-mobile-approved`);

      // the applicant sees the outcome, the structure, the history and a notice
      await dev.page.reload();
      await expect.poll(() => dev.page.getByTestId('wo-state').getAttribute('data-state')).toBe('approved');
      await expect.poll(() => dev.page.getByTestId('wo-step-2').getAttribute('data-state')).toBe('done');
      const actions = await dev.page
        .getByTestId('wo-history-item')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
      expect(actions).toEqual(['submit', 'approve', 'approve']);
      await dev.page.goto('/process/related');
      await expect
        .poll(() =>
          dev.page.getByTestId('wo-row').filter({ hasText: title }).first().getByTestId('wo-state').textContent(),
        )
        .toBe(x.approved);
      const notices = (await r.app.deps.db
        .selectFrom('notices' as any)
        .select('notice_title' as any)
        .where(
          'audience_user_id' as any,
          '=',
          (
            await r.app.deps.db
              .selectFrom('users')
              .select('user_id')
              .where('user_name', '=', 'developer')
              .executeTakeFirstOrThrow()
          ).user_id,
        )
        .where('link' as any, 'like', `%work_order_id=${workOrderId}&%`)
        .execute()) as Array<{ notice_title: string }>;
      expect(notices.some((n) => n.notice_title.includes(lang === 'zh' ? '已通过' : '已通过'))).toBe(true);
      await shot(dev.page, `workorders-${lang}-related`);
      await Promise.all([dev.context.close(), prov.context.close(), phoneContext.close()]);
    });
  });
}
