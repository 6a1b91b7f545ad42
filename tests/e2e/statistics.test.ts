/**
 * The statistics pages show calls made seconds earlier: rows written through the gateway's CallLogWriter for the
 * demo developer appear in the totals, the ranking and the call log, and the pages fit a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../src/server/gateway/call-log/writer.ts';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;

beforeAll(async () => {
  r = await startRunning();
  const db = r.app.deps.db;
  const dev = await db.selectFrom('users').select('user_id').where('user_name', '=', 'developer').executeTakeFirstOrThrow();
  const other = await db.selectFrom('users').select('user_id').where('user_name', '=', 'enterprise').executeTakeFirstOrThrow();
  const writer = new CallLogWriter(db, { maxBatch: 100 });
  const now = Date.now();
  for (let i = 0; i < 12; i++) {
    const mine = i < 9;
    writer.add({
      request_id: `e2e-${String(i).padStart(2, '0')}`, called_at: new Date(now - i * 1500), env_type: 3,
      group_id: 1, api_id: mine ? 101 + (i % 2) : 300, apply_id: mine ? 7 : 8, developer_id: mine ? dev.user_id : other.user_id,
      provider_id: null, client_ip: '203.0.113.9', method: 'GET', path: `/weather/${i}`, status: i === 1 ? 502 : 200,
      error_code: i === 1 ? 'UPSTREAM_ERROR' : null, upstream_latency_ms: 20, latency_ms: 25, bytes_in: 0, bytes_out: 100,
    } satisfies CallRecord);
  }
  await writer.close();
});
afterAll(async () => { await r?.stop(); });

describe('statistics pages', () => {
  it('show the developer the calls of their applications made seconds earlier, and only those', async () => {
    const { page } = await newPage(r, { locale: 'zh' });
    await page.goto('/login');
    await login(page, 'developer');
    await page.waitForURL(/workBench/);
    await page.goto('/developers/statisticsIndex');
    // the demo developer's environment may be any; the calls are in production
    await expect.poll(async () => page.getByTestId('stats-filters').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('filter-env').click();
    await page.getByRole('option', { name: '全部环境' }).click();
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => page.getByTestId('stat-calls').textContent(), { timeout: 15_000 }).toBe('9');
    await expect.poll(() => page.getByTestId('stat-failed').textContent()).toBe('1');
    await expect(page.getByTestId('stats-chart').isVisible()).resolves.toBe(true);
    const ranking = page.getByTestId('stats-ranking');
    await expect.poll(() => ranking.locator('tbody tr').count()).toBe(2);
    expect(await ranking.textContent()).toContain('#101');
    expect(await ranking.textContent()).not.toContain('#300');
    await shot(page, 'statistics-index');

    await page.goto('/developers/useLog');
    await page.getByTestId('filter-env').click();
    await page.getByRole('option', { name: '全部环境' }).click();
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => page.getByTestId('log-row').count(), { timeout: 15_000 }).toBe(9);
    expect(await page.getByTestId('log-row').first().textContent()).toContain('e2e-00');
    expect(await page.getByTestId('log-table').textContent()).toContain('502 UPSTREAM_ERROR');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/developers/statisticsIndex');
    await expect.poll(() => page.getByTestId('statistics').isVisible(), { timeout: 15_000 }).toBe(true);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(376);
    await shot(page, 'statistics-phone');
  });
});
