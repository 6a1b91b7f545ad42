/**
 * Every descriptor's list screen, at its SPEC route, in a real browser: an admin sees its table (rows or
 * 暂无数据) with no error and no page wider than the window, and a developer whose roles lack the menu is kept out.
 * Screens are reached as a menu click reaches them (clientNavigate); the first load of a deep link is tested elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDescriptors } from '../../src/shared/descriptors/load.ts';
import { routeByName } from '../../src/shared/routes.ts';
import { builtInRoles } from '../../src/server/seed/roles.ts';
import { clientNavigate, login, newPage, startRunning, type Running } from './helpers.ts';

const descriptors = loadDescriptors();
const developerMenus = new Set(builtInRoles.find((r) => r.role_code === 'developer')!.menus as string[]);

let r: Running;
let admin: Page;
let developer: Page;
beforeAll(async () => {
  r = await startRunning();
  ({ page: admin } = await newPage(r, { locale: 'zh' }));
  await admin.goto('/login');
  await login(admin, 'admin');
  await admin.waitForURL(/workBench/);
  ({ page: developer } = await newPage(r, { locale: 'zh' }));
  await developer.goto('/login');
  await login(developer, 'developer');
  await developer.waitForURL(/workBench/);
});
afterAll(async () => {
  await r?.stop();
});

describe.each(descriptors.map((d) => [d.name, d] as const))('%s', (_, d) => {
  const path = routeByName.get(d.routes.list)!.path;

  it(`lists at ${path} for the admin`, async () => {
    await clientNavigate(admin, path);
    await expect
      .poll(
        async () => (await admin.locator('thead th').count()) > 0 || (await admin.getByText('暂无数据').count()) > 0,
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await admin.getByText('无权访问').count()).toBe(0);
    expect(await admin.getByText('加载失败').count()).toBe(0);
    // a wide table scrolls inside its card: the page itself is no wider than the window. Under two files' load on
    // two cores a screen was seen wider for up to about two seconds while it loaded (2026-12-07, alarmList and
    // settlementList): the loading skeleton's screen-reader text, fixed since and asserted in list-skeleton. Polled
    // still: the check is that the page settles within the window, not how fast
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
      .toBeLessThanOrEqual(admin.viewportSize()!.width);
  });

  it.skipIf(developerMenus.has(d.menu))('keeps a developer without the menu out', async () => {
    await clientNavigate(developer, path);
    await expect.poll(() => new URL(developer.url()).pathname, { timeout: 15_000 }).not.toBe(path);
  });
});
