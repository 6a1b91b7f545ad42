/**
 * Enterprise authentication in the browser: an enterprise account fills the form (a credit code with a wrong check
 * character is refused next to its field), the platform admin approves the review work order, and the account sees
 * its enterprise authenticated and signed (zh); a rejected submission shows its reason and is submitted again (en).
 * The authentication view lists the review history, and 签约信息 shows the signed enterprise and the agreement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, startRunning, type Running } from './helpers.ts';
import { PNG, registerViaApi } from './accounts-fixtures.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const PASSWORD = 'Company#2026x';
// GB 32100: the last character is the check character; ...Y43 is right, ...Y44 is not
const GOOD_CODE = '91350100M000100Y43';
const BAD_CODE = '91350100M000100Y44';
const ID_CARD = '11010519491231002X';

const TEXT = {
  zh: {
    under_review: '审核中',
    authenticated: '已认证',
    failed: '认证失败',
    bad_code: '统一社会信用代码格式或校验位不正确',
    signed: '已签约',
  },
  en: {
    under_review: 'Under review',
    authenticated: 'Authenticated',
    failed: 'Failed',
    bad_code: 'The unified social credit code is malformed or its check character is wrong',
    signed: 'Signed',
  },
};

async function fillForm(page: Page, name: string, code: string) {
  await page.getByTestId('auth-edit-form').waitFor();
  await page.getByTestId('auth-enterprise_name').fill(name);
  await page.getByTestId('auth-credit_code').fill(code);
  await page.getByTestId('auth-legal_person').fill('张三');
  await page.getByTestId('auth-legal_id_card').fill(ID_CARD);
  const uploaded = page.waitForResponse((res) => res.url().includes('/file/upload') && res.status() === 200);
  await page.getByTestId('upload-input').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await uploaded;
}

/** The platform admin opens the review from the to-do list and decides it. */
async function decide(lang: 'zh' | 'en', title: string, action: 'approve' | 'reject', comment: string) {
  const { page, context } = await newPage(r, { locale: lang, user: 'admin' });
  await page.goto('/process/upcoming');
  await page.getByTestId('wo-row').filter({ hasText: title }).first().click();
  await page.getByTestId('wo-comment').fill(comment);
  await page.getByTestId(`wo-${action}`).click();
  await expect
    .poll(() => page.getByTestId('wo-state').getAttribute('data-state'))
    .toBe(action === 'approve' ? 'approved' : 'rejected');
  await shot(page, `accounts-auth-${lang}-admin-${action}`);
  await context.close();
}

describe('enterprise authentication', () => {
  it('is submitted, refused for a bad credit code, approved by the admin, and the account sees it (zh)', async () => {
    await registerViaApi(r, 'starco', PASSWORD, { account_type: 2 });
    const { page, context } = await newPage(r, { locale: 'zh', user: 'starco', password: PASSWORD });
    await page.goto('/enterpriseData/authenticationView');
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe('未认证');
    expect(await page.getByTestId('enterprise-admin').count()).toBe(0);
    await page.getByTestId('auth-edit').click();
    await page.waitForURL((u) => u.pathname === '/enterpriseData/authenticationEdit');
    await fillForm(page, '星河科技有限公司', BAD_CODE);
    await page.getByTestId('auth-submit').click();
    // the message sits under the credit code field, and nothing was submitted
    const codeField = page.locator('.MuiFormControl-root').filter({ has: page.getByTestId('auth-credit_code') });
    await expect.poll(() => codeField.locator('.MuiFormHelperText-root').textContent()).toBe(TEXT.zh.bad_code);
    await shot(page, 'accounts-auth-zh-bad-code');
    expect(await r.app.deps.db.selectFrom('enterprise_auths').select('enterprise_auth_id').execute()).toHaveLength(0);
    await page.getByTestId('auth-credit_code').fill(GOOD_CODE);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((u) => u.pathname === '/enterpriseData/authenticationView');
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe(TEXT.zh.under_review);
    await expect.poll(() => page.getByTestId('auth-view').textContent()).toContain(GOOD_CODE);

    await decide('zh', '企业认证：星河科技有限公司', 'approve', '资料齐全');

    await page.reload();
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe(TEXT.zh.authenticated);
    await expect.poll(() => page.getByTestId('signing').textContent()).toContain(TEXT.zh.signed);
    await expect.poll(() => page.getByTestId('signing').textContent()).toContain('星河科技有限公司');
    await expect.poll(() => page.getByTestId('enterprise-admin').textContent()).toContain('企业管理员');
    // the review history: the submission and the approval with its comment (issue 25 item 19)
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect
      .poll(() => page.getByTestId('auth-history-row').evaluateAll((rows) => rows.map((e) => e.dataset.action)))
      .toEqual(['submit', 'approve']);
    expect(await page.getByTestId('auth-history').textContent()).toContain('资料齐全');
    await shot(page, 'accounts-auth-zh-authenticated');
    // 签约信息: the signed enterprise, when, and the agreement's own text
    await page.goto('/enterpriseData/signingView');
    await expect.poll(() => page.getByTestId('signing-state').textContent()).toBe(TEXT.zh.signed);
    await expect.poll(() => page.getByTestId('signing-view').textContent()).toContain(GOOD_CODE);
    await expect
      .poll(() => page.getByTestId('signing-agreement').textContent())
      .toContain('注册账号即表示您已阅读并同意本协议');
    expect(await page.getByTestId('auth-view').count()).toBe(0);
    await shot(page, 'accounts-signing-zh-1440');
    // the account administers the enterprise now: its invite codes are its own to manage
    const me = await r.app.deps.db
      .selectFrom('users as u')
      .innerJoin('enterprises as e', 'e.enterprise_id', 'u.enterprise_id')
      .select(['e.enterprise_name', 'e.enterprise_check_state'])
      .where('u.user_name', '=', 'starco')
      .executeTakeFirstOrThrow();
    expect(me).toEqual({ enterprise_name: '星河科技有限公司', enterprise_check_state: 2 });
    await page.goto('/accountCenter/manage/inviteCodeList');
    await expect.poll(() => page.getByText('暂无数据').count()).toBeGreaterThan(0);
    await context.close();
  }, 180_000);

  it('shows the reason of a rejection and is submitted again, then approved (en)', async () => {
    await registerViaApi(r, 'moonco', PASSWORD, { account_type: 2 });
    const { page, context } = await newPage(r, { locale: 'en', user: 'moonco', password: PASSWORD });
    await page.goto('/enterpriseData/authenticationEdit');
    await fillForm(page, 'Moon Works Ltd', '91110000600037341L');
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((u) => u.pathname === '/enterpriseData/authenticationView');
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe(TEXT.en.under_review);

    await decide('en', 'Enterprise authentication: Moon Works Ltd', 'reject', 'The licence is unreadable');

    await page.reload();
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe(TEXT.en.failed);
    await expect.poll(() => page.getByTestId('auth-reason').textContent()).toContain('The licence is unreadable');
    await shot(page, 'accounts-auth-en-rejected');
    await page.getByTestId('auth-edit').click();
    await page.waitForURL((u) => u.pathname === '/enterpriseData/authenticationEdit');
    // the earlier answers are kept except the ID card, which is asked again
    await expect.poll(() => page.getByTestId('auth-enterprise_name').inputValue()).toBe('Moon Works Ltd');
    expect(await page.getByTestId('auth-legal_id_card').inputValue()).toBe('');
    await fillForm(page, 'Moon Works Ltd', '91110000600037341L');
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((u) => u.pathname === '/enterpriseData/authenticationView');
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe(TEXT.en.under_review);

    await decide('en', 'Enterprise authentication: Moon Works Ltd', 'approve', 'Readable now');

    await page.reload();
    await expect.poll(() => page.getByTestId('auth-state').textContent()).toBe(TEXT.en.authenticated);
    await expect.poll(() => page.getByTestId('signing').textContent()).toContain(TEXT.en.signed);
    await expect
      .poll(() => page.getByTestId('enterprise-admin').textContent())
      .toContain('enterprise admin of Moon Works Ltd');
    // both submissions' reviews, oldest first, with the rejection's comment
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.getByTestId('auth-history-row').evaluateAll((rows) => rows.map((e) => e.dataset.action)))
      .toEqual(['submit', 'reject', 'submit', 'approve']);
    expect(await page.getByTestId('auth-history').textContent()).toContain('The licence is unreadable');
    expect(await page.getByTestId('auth-history').textContent()).toContain('Rejected');
    await shot(page, 'accounts-auth-en-authenticated');
    await page.goto('/enterpriseData/signingView');
    await expect.poll(() => page.getByTestId('signing-state').textContent()).toBe(TEXT.en.signed);
    await expect.poll(() => page.getByTestId('signing-view').textContent()).toContain('Moon Works Ltd');
    await expect
      .poll(() => page.getByTestId('signing-agreement').textContent())
      .toContain('By registering an account you confirm');
    await shot(page, 'accounts-signing-en-375');
    await context.close();
  }, 180_000);
});
