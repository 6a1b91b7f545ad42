/**
 * Issue 25 item 9 in the browser: the product page's apply dialog offers only the environments where the capability
 * has a backend address, and a capability with none says so and cannot be submitted. zh at 1440 px and en at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

let r: Running;
let prodOnly: number;
let noBackend: number;

const groupId = async (name: string) =>
  (
    await r.app.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', name)
      .where('parent_group_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).group_id;

beforeAll(async () => {
  r = await startRunning();
  prodOnly = await groupId('汇率换算');
  noBackend = await groupId('短信发送');
  // the provider configured production only for one capability, nothing for another
  await r.app.deps.db
    .deleteFrom('group_upstreams')
    .where('group_id', '=', prodOnly)
    .where('env_type', '!=', 3)
    .execute();
  await r.app.deps.db.deleteFrom('group_upstreams').where('group_id', '=', noBackend).execute();
  const login = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'developer', password: md5Hex('Demo@123456') }),
  });
  const ticket = (await login.json()).data.ticket as string;
  const app = await fetch(`${r.origin}/newopen/service/apply`, {
    method: 'POST',
    headers: { ticket, 'content-type': 'application/json' },
    body: JSON.stringify({ apply_name: '环境申请测试' }),
  });
  expect((await app.json()).success).toBe(true);
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { prod: /生产/, hint: '仅列出该能力已配置后端地址的环境', none: '该能力尚未在任何环境配置后端地址' },
  en: {
    prod: /prod|生产/i,
    hint: 'Only environments where this capability has a backend are listed',
    none: 'This capability has no backend in any environment yet',
  },
} as const;

describe.each(['zh', 'en'] as const)('the apply dialog in %s', (locale) => {
  it.each(widthsOf(locale))(
    'offers only environments with a backend at %i px',
    async (width) => {
      const w = words[locale];
      const { page, context } = await newPage(r, { locale, user: 'developer' });
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`/goodsdetail?group_id=${prodOnly}`);
      await page.getByTestId('product-apply').click();
      const dialog = page.getByTestId('apply-dialog');
      await expect.poll(() => dialog.textContent()).toContain(w.hint);
      await dialog.getByRole('combobox').first().click();
      await page.getByRole('option', { name: '环境申请测试' }).click();
      await page.getByTestId('apply-env').locator('..').getByRole('combobox').click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => options.count()).toBe(1);
      expect(await options.first().textContent()).toMatch(w.prod);
      await shot(page, `apply-env-options-${locale}-${width}`);
      await options.first().click();
      await page.getByTestId('apply-submit').click();
      await expect.poll(() => page.getByTestId('apply-done').isVisible()).toBe(true);
      await page.getByTestId('apply-close').click();

      await page.goto(`/goodsdetail?group_id=${noBackend}`);
      await page.getByTestId('product-apply').click();
      await expect.poll(() => page.getByTestId('apply-no-env').textContent()).toContain(w.none);
      expect(await page.getByTestId('apply-submit').isDisabled()).toBe(true);
      await shot(page, `apply-env-none-${locale}-${width}`);
      // the application for production went in once; nothing for the capability without a backend
      const records = await r.app.deps.db
        .selectFrom('apply_records as a')
        .innerJoin('apps as p', 'p.apply_id', 'a.apply_id')
        .select(['a.group_id', 'a.env_type'])
        .where('p.apply_name', '=', '环境申请测试')
        .execute();
      expect(records.filter((x) => x.group_id === noBackend)).toEqual([]);
      expect(records.filter((x) => x.group_id === prodOnly).every((x) => x.env_type === 3)).toBe(true);
      // the next run applies again: withdraw this one so the dialog is fresh
      await r.app.deps.db
        .deleteFrom('apply_records')
        .where('group_id', '=', prodOnly)
        .where(
          'apply_id',
          'in',
          r.app.deps.db.selectFrom('apps').select('apply_id').where('apply_name', '=', '环境申请测试'),
        )
        .execute();
      await context.close();
    },
    180_000,
  );
});
