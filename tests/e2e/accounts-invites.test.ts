/**
 * Invites in the browser: the demo enterprise's admin creates an invite code granting roles in the console (zh); a
 * new account is refused an expired code with a message saying so, then joins with the new code, gets the code's
 * roles (the enterprise role's menu appears) and the code's use count rises (en).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';
import { registerViaApi } from './accounts-fixtures.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const PASSWORD = 'Colleague#2026x';
const form = (page: Page) => page.locator('form:visible');

/** The text of `column` in the list row holding `code`, found by the column's header. */
async function cellOf(page: Page, code: string, column: string): Promise<string> {
  const headers = await page.getByRole('columnheader').allTextContents();
  const i = headers.findIndex((h) => h.trim() === column);
  if (i < 0) return `no column ${column} in ${headers.join('|')}`;
  return (await page.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(i).textContent()) ?? '';
}

describe('invites', () => {
  it('an enterprise admin makes a code with roles; a new account joins with it and an expired code is refused', async () => {
    const admin = await newPage(r, { locale: 'zh' });
    await admin.page.goto('/login');
    await login(admin.page, 'enterprise');
    await admin.page.waitForURL((u) => u.pathname !== '/login');
    await admin.page.goto('/accountCenter/manage/inviteCodeList');
    await admin.page.getByTestId('list-create').click();
    await form(admin.page).getByLabel('邀请码').fill('STARJOIN1');
    await form(admin.page).getByLabel('可用次数').fill('2');
    // the console's date-time picker, typed in its Chinese format (YYYY-MM-DD HH:mm)
    await form(admin.page).getByTestId('input-expires_at').locator('.MuiPickersSectionList-section').first().click();
    await admin.page.keyboard.type('209912311800', { delay: 20 });
    await form(admin.page).getByLabel('授予角色').fill('developer,ent_operator');
    await form(admin.page).getByLabel('备注').fill('新同事');
    await shot(admin.page, 'accounts-invite-create-zh');
    await form(admin.page).getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() =>
        r.app.deps.db
          .selectFrom('invite_codes' as any)
          .select('use_count' as any)
          .where('invite_code', '=', 'STARJOIN1')
          .executeTakeFirst(),
      )
      .toEqual({ use_count: 0 });
    // the form's local wall time is stored as the instant it means (the browser runs in this process's zone)
    const made = (await r.app.deps.db
      .selectFrom('invite_codes' as any)
      .select(['expires_at', 'role_codes'] as any)
      .where('invite_code', '=', 'STARJOIN1')
      .executeTakeFirstOrThrow()) as any;
    expect(new Date(made.expires_at).getTime()).toBe(new Date('2099-12-31T18:00').getTime());
    expect(made.role_codes).toBe('developer,ent_operator');
    await admin.page.goto('/accountCenter/manage/inviteCodeList');
    await expect.poll(() => cellOf(admin.page, 'STARJOIN1', '已用次数')).toBe('0');
    await shot(admin.page, 'accounts-invite-list-zh');

    // an expired code of the same enterprise, with uses left: refused for being expired
    const ent = await r.app.deps.db
      .selectFrom('users')
      .select(['enterprise_id', 'user_id'])
      .where('user_name', '=', 'enterprise')
      .executeTakeFirstOrThrow();
    await r.app.deps.db
      .insertInto('invite_codes' as any)
      .values({
        invite_code: 'STALE2026',
        max_uses: 5,
        use_count: 0,
        expires_at: new Date(Date.now() - 60_000),
        enterprise_id: ent.enterprise_id,
        created_by: ent.user_id,
      } as any)
      .execute();

    await registerViaApi(r, 'colleague', PASSWORD);
    const { page, context } = await newPage(r, { locale: 'en', user: 'colleague', password: PASSWORD });
    await page.goto('/accountCenter/joinEnterprise');
    await page.getByTestId('join-code').fill('stale2026');
    await page.getByTestId('join-submit').click();
    const codeField = page.locator('.MuiFormControl-root').filter({ has: page.getByTestId('join-code') });
    await expect
      .poll(() => codeField.locator('.MuiFormHelperText-root').textContent())
      .toBe('The invite code has expired; please ask the enterprise admin for a new one');
    await shot(page, 'accounts-join-expired-en');
    await page.getByTestId('join-code').fill('STARJOIN1');
    await page.getByTestId('join-submit').click();
    await expect.poll(() => page.getByTestId('join-signed').textContent()).toContain('演示科技');
    await expect
      .poll(() => page.getByTestId('join-roles').textContent())
      .toBe('Your roles:DeveloperEnterprise operator');
    await shot(page, 'accounts-join-done-en');

    const roles = await r.app.deps.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as ro', 'ro.role_id', 'ur.role_id')
      .innerJoin('users as u', 'u.user_id', 'ur.user_id')
      .select('ro.role_code')
      .where('u.user_name', '=', 'colleague')
      .orderBy('ro.role_code')
      .execute();
    expect(roles.map((x) => x.role_code)).toEqual(['developer', 'ent_operator']);
    // the enterprise role's screens are the member's now
    await page.goto('/accountCenter/manage/inviteCodeList');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'STARJOIN1' }).count()).toBe(1);

    await admin.page.reload();
    await expect.poll(() => cellOf(admin.page, 'STARJOIN1', '已用次数')).toBe('1');
    await admin.context.close();
    await context.close();
  });
});
