/**
 * The statistics and call-log pages on the real server: calls written seconds earlier through the gateway's
 * CallLogWriter for the demo developer's Demo App on a demo group appear in the totals, the ranking and the call
 * log, named (group, API, application, developer; the group in English on the English page), only the developer's
 * own; the log continues with 加载更多; a filter without calls says 暂无数据; a user without the menus sees no
 * permission; the pages fit a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../src/server/gateway/call-log/writer.ts';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let group: { group_id: number; group_name: string; group_name_en: string | null };
let apis: { api_id: number; api_name: string }[];
let app: { apply_id: number; apply_name: string };
let emptyGroup: number;
const MINE = 60;

beforeAll(async () => {
  r = await startRunning();
  const db = r.app.deps.db;
  const dev = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'developer')
    .executeTakeFirstOrThrow();
  const provider = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'provider')
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'enterprise')
    .executeTakeFirstOrThrow();
  app = await db
    .selectFrom('apps')
    .select(['apply_id', 'apply_name'])
    .where('apply_name', '=', 'Demo App')
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom('api_groups')
    .select(['group_id', 'group_name', 'group_name_en'])
    .where('group_state', '=', 'published')
    .orderBy('group_id')
    .execute();
  group = groups[0];
  emptyGroup = groups[1].group_id;
  apis = await db
    .selectFrom('apis')
    .select(['api_id', 'api_name'])
    .where('group_id', '=', group.group_id)
    .orderBy('api_id')
    .limit(2)
    .execute();
  const writer = new CallLogWriter(db, { maxBatch: 100 });
  const now = Date.now();
  for (let i = 0; i < MINE + 3; i++) {
    const mine = i < MINE;
    writer.add({
      request_id: `e2e-${String(i).padStart(2, '0')}`,
      called_at: new Date(now - i * 1500),
      env_type: 3,
      group_id: group.group_id,
      api_id: mine ? apis[i % 2].api_id : 999_999,
      apply_id: mine ? app.apply_id : 999_998,
      developer_id: mine ? dev.user_id : other.user_id,
      provider_id: provider.user_id,
      client_ip: '203.0.113.9',
      method: 'GET',
      path: `/weather/${i}`,
      status: i === 1 ? 502 : 200,
      error_code: i === 1 ? 'UPSTREAM_ERROR' : null,
      upstream_latency_ms: 20,
      latency_ms: 25,
      bytes_in: 0,
      bytes_out: 100,
    } satisfies CallRecord);
  }
  await writer.close();
});
afterAll(async () => {
  await r?.stop();
});

describe('statistics pages', () => {
  it('show the developer the calls of their applications made seconds earlier, named, and only those', async () => {
    const { page } = await newPage(r, { locale: 'zh', user: 'developer' });
    await page.goto('/developers/statisticsIndex');
    // the demo developer's environment may be any; the calls are in production
    await expect.poll(async () => page.getByTestId('stats-filters').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('filter-env').click();
    await page.getByRole('option', { name: '全部环境' }).click();
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => page.getByTestId('stat-calls').textContent(), { timeout: 15_000 }).toBe(String(MINE));
    await expect.poll(() => page.getByTestId('stat-failed').textContent()).toBe('1');
    await expect(page.getByTestId('stats-chart').isVisible()).resolves.toBe(true);
    const ranking = page.getByTestId('stats-ranking');
    await expect.poll(() => ranking.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => ranking.textContent()).toContain(`${apis[0].api_name} (#${apis[0].api_id})`);
    expect(await ranking.textContent()).toContain(`${apis[1].api_name} (#${apis[1].api_id})`);
    expect(await ranking.textContent()).not.toContain('999999');
    await page.getByTestId('rank-group').click();
    await expect.poll(() => ranking.textContent()).toContain(`${group.group_name} (#${group.group_id})`);
    await page.getByTestId('rank-app').click();
    await expect.poll(() => ranking.textContent()).toContain(`Demo App (#${app.apply_id})`);
    await shot(page, 'statistics-index');

    // a group without calls: 暂无数据 for the chart and the ranking
    await page.getByTestId('filter-group_id').fill(String(emptyGroup));
    await page.getByTestId('filter-apply').click();
    // the chart's empty state says where it looked (statistics-defaults.test.ts), the ranking's is 暂无数据
    await expect.poll(() => page.getByTestId('stats-empty').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('empty-state').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('stat-calls').textContent()).toBe('0');

    await page.goto('/developers/useLog');
    await page.getByTestId('filter-env').click();
    await page.getByRole('option', { name: '全部环境' }).click();
    await page.getByTestId('filter-apply').click();
    // a page of 50, then the rest after 加载更多
    await expect.poll(() => page.getByTestId('log-row').count(), { timeout: 15_000 }).toBe(50);
    expect(await page.getByTestId('log-row').first().textContent()).toContain('e2e-00');
    const table = page.getByTestId('log-table');
    expect(await table.textContent()).toContain('502 UPSTREAM_ERROR');
    await expect
      .poll(() => page.getByTestId('log-row').first().textContent())
      .toContain(`${group.group_name} (#${group.group_id})`);
    const first = (await page.getByTestId('log-row').first().textContent())!;
    expect(first).toContain(`Demo App (#${app.apply_id})`);
    expect(first).toContain('developer (#');
    expect(first).toMatch(new RegExp(`${apis[0].api_name}|${apis[1].api_name}`));
    await page.getByTestId('log-more').click();
    await expect.poll(() => page.getByTestId('log-row').count(), { timeout: 15_000 }).toBe(MINE);
    expect(await table.textContent()).not.toContain('e2e-60');
    await shot(page, 'call-log');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/developers/statisticsIndex');
    await expect.poll(() => page.getByTestId('statistics').isVisible(), { timeout: 15_000 }).toBe(true);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(376);
    await shot(page, 'statistics-phone');
  });

  it('names the group in English on the English page', async () => {
    const { page } = await newPage(r, { locale: 'en', user: 'provider' });
    await page.goto('/providers/logging');
    await expect.poll(async () => page.getByTestId('stats-filters').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('filter-env').click();
    await page.getByRole('option', { name: 'All environments' }).click();
    await page.getByTestId('filter-apply').click();
    // the provider sees every call of their group, the other developer's too
    await expect.poll(() => page.getByTestId('log-row').count(), { timeout: 15_000 }).toBe(50);
    await expect
      .poll(() => page.getByTestId('log-row').first().textContent())
      .toContain(`${group.group_name_en} (#${group.group_id})`);
    expect(await page.getByTestId('log-row').first().textContent()).toContain('developer (#');
    await shot(page, 'call-log-en');
  });

  it('tells a user without the statistics menus that they may not see them', async () => {
    const { page } = await newPage(r, { locale: 'zh', user: 'enterprise' });
    await page.goto('/developers/statisticsIndex');
    await expect.poll(() => page.getByText('无权访问').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('stat-calls').count()).toBe(0);
  });
});
