/**
 * The provider's data authority screens in Chromium, zh and en: field management (expose response fields of a
 * capability, picked from its APIs' response schemas) and field rights (restrict one subscription to some of them),
 * at 1440 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
}, 420_000);
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: { title: '字段管理', all: '全部字段', saved: '已保存' },
  en: { title: 'Field management', all: 'All fields', saved: 'Saved' },
} as const;

// once, in English (issue 24: a journey runs once per language and width only where the page differs); the word
// table keeps Chinese, so it can be walked in either
describe.each<'zh' | 'en'>(['en'])('data authority in %s', (locale) => {
  const w = words[locale];
  it('exposes fields of a capability and restricts a subscription to one of them', async () => {
    const { db } = r.app.deps;
    const api = await db
      .selectFrom('apis')
      .select('group_id')
      .where('listen_path', '=', '/weather/v1/now')
      .executeTakeFirstOrThrow();
    const group = await db
      .selectFrom('api_groups')
      .select(['group_name', 'group_name_en'])
      .where('group_id', '=', api.group_id)
      .executeTakeFirstOrThrow();
    const { page } = await newPage(r, { locale, user: 'provider' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/providers/fieldManagement');
    await expect.poll(() => page.getByText(w.title).count()).toBeGreaterThan(0);
    await page.getByTestId('fm-group').locator('..').click();
    await page
      .getByRole('option', { name: (locale === 'en' && group.group_name_en) || group.group_name, exact: true })
      .click();
    const chip = locale === 'zh' ? 'temperature_c' : 'humidity_pct';
    await page.getByTestId(`fm-suggest-${chip}`).click();
    await page.getByTestId('fm-save').click();
    await expect
      .poll(async () =>
        (await db.selectFrom('group_fields').select('field_name').where('group_id', '=', api.group_id).execute()).map(
          (f) => f.field_name,
        ),
      )
      .toContain(chip);
    await shot(page, `fields-management-${locale}-1440`);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, `fields-management-${locale}-375`);
    await page.setViewportSize({ width: 1440, height: 900 });

    const rec = await db
      .selectFrom('apply_records')
      .select('r_apply_groups_record_id')
      .where('group_id', '=', api.group_id)
      .where('state', '=', 'active')
      .orderBy('r_apply_groups_record_id')
      .executeTakeFirstOrThrow();
    const field = await db
      .selectFrom('group_fields')
      .select('field_id')
      .where('group_id', '=', api.group_id)
      .where('field_name', '=', chip)
      .executeTakeFirstOrThrow();
    await page.goto('/providers/fieldPermissions');
    // the demo's subscriptions fill more than a page: show 50 a page
    await page.getByTestId('pagination-size').click();
    await page.getByRole('option', { name: /^50 / }).click();
    await page.getByTestId(`open-fields-${rec.r_apply_groups_record_id}`).click();
    await expect.poll(() => page.getByTestId('access-fields').count()).toBe(1);
    await page.getByTestId('fields-all').click();
    // every field starts checked: uncheck all but one
    for (const other of await db
      .selectFrom('group_fields')
      .select('field_id')
      .where('group_id', '=', api.group_id)
      .where('field_id', '!=', field.field_id)
      .execute()) {
      await page.getByTestId(`fields-${other.field_id}`).click();
    }
    await page.getByTestId('fields-save').click();
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('apply_records')
              .select('fields_restricted')
              .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
              .executeTakeFirstOrThrow()
          ).fields_restricted,
      )
      .toBe(1);
    const granted = await db
      .selectFrom('apply_record_fields')
      .select('field_id')
      .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
      .execute();
    expect(granted.map((g) => g.field_id)).toEqual([field.field_id]);
    await shot(page, `fields-permissions-${locale}-1440`);
    // back to all, for the other language's run
    await page.getByTestId('fields-all').click();
    await page.getByTestId('fields-save').click();
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('apply_records')
              .select('fields_restricted')
              .where('r_apply_groups_record_id', '=', rec.r_apply_groups_record_id)
              .executeTakeFirstOrThrow()
          ).fields_restricted,
      )
      .toBe(0);
    await page.context().close();
  }, 150_000);
});
