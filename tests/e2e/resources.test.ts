/**
 * Descriptor-generated screens in a real browser against the real server: roles, teams and notices are
 * created, filtered, paged, edited and deleted in Chinese and in English; a role without `delete` sees no
 * delete button and the server refuses the call anyway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    create: '新建',
    save: '保存',
    edit: '编辑',
    del: '删除',
    confirm: '确认',
    query: '查询',
    total: (n: number) => `共 ${n} 条`,
    publish: '发布',
  },
  en: {
    create: 'Create',
    save: 'Save',
    edit: 'Edit',
    del: 'Delete',
    confirm: 'Confirm',
    query: 'Query',
    total: (n: number) => `Total ${n}`,
    publish: 'Publish',
  },
} as const;

async function asAdmin(locale: 'zh' | 'en'): Promise<Page> {
  const { page } = await newPage(r, { locale, user: 'admin' });
  return page;
}

async function filterBy(page: Page, label: string, value: string) {
  const bar = page.getByTestId('filter-bar');
  await bar.getByLabel(label).fill(value);
  await page.getByTestId('filter-query').click();
}

/** the visible form: screens of other open tabs stay mounted, so labels repeat across the page */
const form = (page: Page) => page.locator('form:visible');

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** a row's button: in the row, or in its "more" menu when the row folds its secondary buttons (RowButtons.tsx) */
async function clickRowButton(page: Page, text: string, name: string) {
  const r = row(page, text);
  await r.getByTestId('row-buttons').waitFor();
  if (await r.getByTestId('row-more').count()) {
    await r.getByTestId('row-more').click();
    await page.locator('[data-testid="row-more-menu"]:visible').getByRole('button', { name }).click();
  } else {
    await r.getByRole('button', { name }).click();
  }
}

async function deleteRow(page: Page, text: string, w: (typeof words)['zh' | 'en']) {
  await clickRowButton(page, text, w.del);
  await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
  await expect.poll(() => row(page, text).count()).toBe(0);
}

describe.each(['zh', 'en'] as const)('generated screens in %s', (locale) => {
  const w = words[locale];
  const L =
    locale === 'zh'
      ? {
          roleName: '角色名称',
          roleCode: '角色编码',
          roleDesc: '角色描述',
          teamName: '团队名称',
          teamDesc: '团队描述',
          title: '标题',
          type: '通知类型',
          env: '环境',
          content: '内容',
        }
      : {
          roleName: 'Role name',
          roleCode: 'Role code',
          roleDesc: 'Description',
          teamName: 'Team name',
          teamDesc: 'Description',
          title: 'Title',
          type: 'Type',
          env: 'Environment',
          content: 'Content',
        };

  // each journey walks once, the three in turns in Chinese and in English (issue 24: a journey runs once per language
  // and width only where the page differs); both label tables stay, so any can be walked in the other
  const walks = (turn: 'zh' | 'en') => turn === locale;

  it.runIf(walks('zh'))('creates, filters, edits and deletes a role', async () => {
    const page = await asAdmin(locale);
    await page.goto('/providers/userRole');
    await page.getByRole('link', { name: w.create }).click();
    await page.waitForURL(/\/providers\/addRole/);
    await form(page).getByLabel(L.roleName).fill(`审计-${locale}`);
    await form(page).getByLabel(L.roleCode).fill('BAD CODE');
    await page.getByRole('button', { name: w.save }).click();
    // the client mirrors the server's pattern and says so next to the field
    await expect
      .poll(() => page.getByText(locale === 'zh' ? '以小写字母开头' : 'Start with a lowercase letter').count())
      .toBeGreaterThan(0);
    await form(page).getByLabel(L.roleCode).fill(`auditor_${locale}`);
    await page.getByRole('button', { name: w.save }).click();
    await page.waitForURL(/\/providers\/userRole/);
    await filterBy(page, L.roleName, `审计-${locale}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
    await row(page, `审计-${locale}`).getByRole('link', { name: w.edit }).click();
    await form(page).getByLabel(L.roleDesc).fill('只读审计');
    await page.getByRole('button', { name: w.save }).click();
    await page.waitForURL(/\/providers\/userRole/);
    await expect.poll(() => row(page, '只读审计').count()).toBe(1);
    await shot(page, `resources-roles-${locale}`);
    await deleteRow(page, `审计-${locale}`, w);
    await page.context().close();
  });

  it.runIf(walks('en'))(
    'refuses a duplicate team name next to the field, then creates, pages and deletes teams',
    async () => {
      const page = await asAdmin(locale);
      for (let i = 0; i < 11; i++) {
        await r.app.deps.db
          .insertInto('teams' as never)
          .values({ team_name: `批量团队-${locale}-${String(i).padStart(2, '0')}`, created_by: 1 } as never)
          .execute();
      }
      await page.goto('/providers/addTeam');
      await page.getByRole('link', { name: w.create }).click();
      // team names are unique per owner: the admin's own seeded team is the duplicate
      await form(page).getByLabel(L.teamName).fill(`批量团队-${locale}-00`);
      await page.getByRole('button', { name: w.save }).click();
      // the form's own uniqueness check, or the server's 409 when it answers first
      const duplicateText = locale === 'zh' ? /团队名称已(存在|被占用)/ : /Team name (already exists|is already taken)/;
      await expect.poll(() => page.getByText(duplicateText).count()).toBeGreaterThan(0);
      await form(page).getByLabel(L.teamName).fill(`新团队-${locale}`);
      await form(page).getByLabel(L.teamDesc).fill('说明');
      // as a person would: save once the field no longer says the name is taken (the check runs while typing)
      await expect.poll(() => page.getByText(duplicateText).count()).toBe(0);
      await page.getByRole('button', { name: w.save }).click();
      // back on the list (the create form's own path starts the same), and the new team stored: on PostgreSQL the count
      // below runs on a connection of its own and would otherwise race the save
      await page.waitForURL((u) => u.pathname === '/providers/addTeam');
      await expect
        .poll(
          async () =>
            (
              await r.app.deps.db
                .selectFrom('teams')
                .select('team_id')
                .where('team_name', '=', `新团队-${locale}`)
                .execute()
            ).length,
        )
        .toBe(1);
      const { n } = await r.app.deps.db
        .selectFrom('teams' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await expect.poll(() => page.getByText(w.total(Number(n))).count()).toBeGreaterThan(0);
      await page
        .getByRole('button', { name: /^(2|Go to page 2|page 2)$/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole('row').count()).toBe(1 + Math.min(10, Number(n) - 10)); // header + page two
      await filterBy(page, L.teamName, `新团队-${locale}`);
      // wait for the filtered list: a row's menu opened on page two is unmounted when the filtered page replaces it
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await deleteRow(page, `新团队-${locale}`, w);
      await shot(page, `resources-teams-${locale}`);
      await page.context().close();
    },
  );

  it.runIf(walks('zh'))(
    'writes a notice, publishes it, and a developer sees it unread in the notice center',
    async () => {
      const page = await asAdmin(locale);
      await page.goto('/providers/noticeManage');
      await page.getByRole('link', { name: w.create }).click();
      await form(page).getByRole('textbox', { name: L.title }).fill(`上线通知-${locale}`);
      await form(page).getByLabel(L.type).click();
      await page.getByRole('option').first().click();
      await form(page).getByLabel(L.env).click();
      await page.getByRole('option').last().click();
      await form(page).getByLabel(L.content).fill('新版本今晚上线');
      await page.getByRole('button', { name: w.save }).click();
      await page.waitForURL(/\/providers\/noticeManage/);
      await clickRowButton(page, `上线通知-${locale}`, w.publish);
      await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
      await expect
        .poll(
          async () =>
            (
              (await r.app.deps.db
                .selectFrom('notices' as never)
                .select('notice_state' as never)
                .where('notice_title' as never, '=', `上线通知-${locale}` as never)
                .executeTakeFirst()) as { notice_state: number } | undefined
            )?.notice_state,
        )
        .toBe(1);
      await page.context().close();

      const { page: dev } = await newPage(r, { locale });
      await dev.goto('/login');
      await login(dev, 'developer');
      await dev.waitForURL(/workBench/);
      await dev.goto('/developers/noticeCenter');
      await expect.poll(() => row(dev, `上线通知-${locale}`).count()).toBe(1);
      await shot(dev, `resources-notice-center-${locale}`);
      await dev.context().close();
    },
  );
});

describe('a role without delete', () => {
  it('shows no delete button, and the server answers 403 NO_PERMISSION when the call is made anyway', async () => {
    const db = r.app.deps.db;
    const role = await db
      .insertInto('roles')
      .values({ role_code: 'no_delete', role_name: '不可删除', built_in: 0 })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    const menu = await db
      .selectFrom('resources')
      .select('resource_id')
      .where('type', '=', 1)
      .where('code', '=', 'userRole')
      .executeTakeFirstOrThrow();
    const buttons = await db
      .selectFrom('resources')
      .select('resource_id')
      .where('parent_id', '=', menu.resource_id)
      .where('code', 'in', ['query', 'get', 'add', 'edit'])
      .execute();
    await db
      .insertInto('role_resources')
      .values([menu, ...buttons].map((x) => ({ role_id: role.role_id, resource_id: x.resource_id })))
      .execute();
    const { hashPassword } = await import('../../src/server/auth/passwords.ts');
    const user = await db
      .insertInto('users')
      .values({
        user_name: 'nodelete',
        uid: 'nodelete-uid',
        password_hash: await hashPassword(md5Hex('NoDelete#1')),
        created_by: 1,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: role.role_id }).execute();
    await db
      .insertInto('roles')
      .values({ role_code: 'victim', role_name: '待删角色', built_in: 0, created_by: user.user_id })
      .execute();

    const { page } = await newPage(r, { locale: 'zh', user: 'nodelete', password: 'NoDelete#1' });
    await page.goto('/providers/userRole');
    await expect.poll(() => row(page, '待删角色').count()).toBe(1);
    expect(await row(page, '待删角色').getByRole('link', { name: '编辑' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
    await shot(page, 'resources-role-without-delete');
    const victim = await db
      .selectFrom('roles')
      .select('role_id')
      .where('role_code', '=', 'victim')
      .executeTakeFirstOrThrow();
    const answer = await page.evaluate(async (id) => {
      const ticket = JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value;
      const res = await fetch(`/openauthor/v1/account/role/${id}`, { method: 'DELETE', headers: { ticket } });
      return { status: res.status, body: await res.json() };
    }, victim.role_id);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('NO_PERMISSION');
    await page.context().close();
  });
});
