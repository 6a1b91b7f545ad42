/**
 * The developer's catalog in a real browser, zh and en, at 1440 and 375 px: the demo developer's domains, the APIs
 * of one domain, an API's page (route, response example, the subscription that allows it) and the capability's
 * page; another developer, who has subscribed to nothing, sees the empty state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { hashPassword, md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
}, 420_000);
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    domains: '我的领域',
    see: '查看接口',
    details: '详情',
    grants: '允许调用的订阅',
    records: '我的接入申请',
    empty: '暂无数据',
  },
  en: {
    domains: 'My domains',
    see: 'See APIs',
    details: 'Details',
    grants: 'Subscriptions that allow it',
    records: 'My access applications',
    empty: 'No data',
  },
} as const;

describe.each(['zh', 'en'] as const)('developer catalog in %s', (locale) => {
  const w = words[locale];
  it('goes from a domain to its APIs, an API and its capability', async () => {
    const { page } = await newPage(r, { locale, user: 'developer' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/developers/territoryList');
    await expect.poll(() => page.getByText(w.domains).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid^="territory-"]').count()).toBeGreaterThan(0);
    await shot(page, `dev-territories-${locale}-1440`);
    await page.locator('[data-testid^="territory-"]').first().getByRole('link', { name: w.see }).click();
    await page.waitForURL(/interfaceList\?classify_id=/);
    await expect.poll(() => page.locator('[data-testid^="dev-api-"]').count()).toBeGreaterThan(0);
    await shot(page, `dev-interfaces-${locale}-1440`);
    await page.locator('[data-testid^="dev-api-"]').first().getByRole('link', { name: w.details }).click();
    await page.waitForURL(/interfaceDetails\?api_id=/);
    await expect.poll(() => page.getByTestId('dev-api-route').count()).toBe(1);
    expect(await page.getByTestId('dev-api-route').textContent()).toMatch(/^(GET|POST|PUT|DELETE|PATCH) \//);
    await expect.poll(() => page.getByText(w.grants).count()).toBe(1);
    expect(await page.locator('[data-testid^="dev-grant-"]').count()).toBeGreaterThan(0);
    await shot(page, `dev-api-details-${locale}-1440`);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `dev-api-details-${locale}-375`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(page.url().replace(/interfaceDetails\?api_id=\d+/, 'interfaceList'));
    await page.locator('[data-testid^="dev-api-"]').first().locator('a[href*="abilityDetails"]').click();
    await page.waitForURL(/abilityDetails\?group_id=/);
    await expect.poll(() => page.getByText(w.records).count()).toBe(1);
    await expect.poll(() => page.getByTestId('dev-ability-apis').count()).toBe(1);
    await shot(page, `dev-ability-${locale}-1440`);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/developers/interfaceList');
    await expect.poll(() => page.locator('[data-testid^="dev-api-"]').count()).toBeGreaterThan(0);
    await shot(page, `dev-interfaces-${locale}-375`);
    await page.context().close();
  }, 120_000);
});

it('a developer without subscriptions sees the empty state on each list', async () => {
  const { db } = r.app.deps;
  const role = await db
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', 'developer')
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  const password_hash = await hashPassword(md5Hex(DEMO_PASSWORD));
  const u = await db
    .insertInto('users')
    .values({
      user_name: 'dev_catalog_new',
      uid: randomUUID(),
      password_hash,
      user_type: 3,
      account_type: 0,
      user_real_name: '新开发者',
      init_pwd: 0,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
  const { page } = await newPage(r, { locale: 'zh', user: 'dev_catalog_new' });
  for (const path of ['/developers/territoryList', '/developers/interfaceList']) {
    await page.goto(path);
    await expect.poll(() => page.getByTestId('empty-state').count()).toBe(1);
  }
  await page.goto('/developers/interfaceDetails?api_id=1');
  // an API the caller cannot call is not there for them (the server's 404 message)
  await expect.poll(() => page.locator('.MuiAlert-standardError').count()).toBe(1);
  await page.context().close();
}, 60_000);
