/**
 * Statistics read from rollups agree with a recount of the raw call logs, for each caller's visible calls, at
 * every granularity; the ranking orders by calls.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
const ids: Record<string, number> = {};
const tickets: Record<string, string> = {};
const get = async (who: string, url: string) => {
  const r = await t.app.inject({ url, headers: { ticket: tickets[who] } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

beforeAll(async () => {
  t = await startTestApp();
  for (const u of await t.deps.db.selectFrom('users').select(['user_id', 'user_name']).execute())
    ids[u.user_name] = u.user_id;
  for (const u of ['admin', 'provider', 'developer']) tickets[u] = await t.login(u);
  const writer = new CallLogWriter(t.deps.db, { maxBatch: 500 });
  const base = new Date('2026-11-19T15:50:00Z').getTime(); // 23:50 Beijing: the calls straddle a business day
  for (let i = 0; i < 900; i++) {
    const dev = i % 4 === 0 ? ids.enterprise : ids.developer;
    writer.add({
      request_id: `s-${i}`,
      called_at: new Date(base + i * 7_000),
      env_type: i % 3 === 0 ? 1 : 3,
      group_id: 1 + (i % 2),
      api_id: 10 + (i % 5),
      apply_id: dev === ids.developer ? 5 : 6,
      developer_id: dev,
      provider_id: ids.provider,
      client_ip: null,
      method: 'GET',
      path: '/x',
      status: i % 10 === 0 ? 502 : i % 7 === 0 ? 429 : 200,
      error_code: i % 7 === 0 ? 'QPS_EXCEEDED' : null,
      upstream_latency_ms: 5,
      latency_ms: 10 + (i % 50),
      bytes_in: 0,
      bytes_out: 100,
    });
  }
  await writer.close();
});
afterAll(async () => {
  await t.dispose();
});

const range = (s: string, e: string) => `start_time=${encodeURIComponent(s)}&end_time=${encodeURIComponent(e)}`;

async function recount(where: ReturnType<typeof sql>, start: string, end: string) {
  const { rows } = await sql<{ calls: number; ok: number; server: number; lat: number }>`select count(*)::int as calls,
    count(*) filter (where status < 400)::int as ok, count(*) filter (where status >= 500)::int as server, coalesce(sum(latency_ms), 0)::int as lat
    from call_logs where ${where} and called_at >= ${new Date(start)} and called_at < ${new Date(end)}`.execute(
    t.deps.db,
  );
  return rows[0];
}

describe('statistics', () => {
  it.each([
    ['whole business days', '2026-11-18T16:00:00Z', '2026-11-20T16:00:00Z'],
    ['whole hours', '2026-11-19T15:00:00Z', '2026-11-19T18:00:00Z'],
    ['odd minutes', '2026-11-19T15:53:00Z', '2026-11-19T16:41:00Z'],
  ])('overview over %s equals a raw recount for each caller', async (_n, s, e) => {
    const admin = await get('admin', `/newopen/service/statistics/overview?${range(s, e)}`);
    const all = await recount(sql`true`, s, e);
    expect({ calls: admin.calls, ok: admin.ok_calls, server: admin.server_errors }).toEqual({
      calls: all.calls,
      ok: all.ok,
      server: all.server,
    });
    expect(admin.avg_latency_ms).toBe(all.calls ? Math.round(all.lat / all.calls) : null);
    const dev = await get('developer', `/newopen/service/statistics/overview?${range(s, e)}&env_type=3`);
    const mine = await recount(sql`developer_id = ${ids.developer} and env_type = 3`, s, e);
    expect(dev.calls).toBe(mine.calls);
    expect(dev.ok_calls).toBe(mine.ok);
  });

  it('series buckets add up to the overview, and days are business days', async () => {
    const q = range('2026-11-18T16:00:00Z', '2026-11-20T16:00:00Z');
    const series = await get('provider', `/newopen/service/statistics/series?${q}&granularity=d`);
    expect(series.granularity).toBe('d');
    expect(series.points.map((p: { bucket_start: string }) => p.bucket_start)).toEqual([
      '2026-11-18T16:00:00.000Z',
      '2026-11-19T16:00:00.000Z',
    ]);
    const total = await get('provider', `/newopen/service/statistics/overview?${q}`);
    expect(series.points.reduce((n: number, p: { calls: number }) => n + p.calls, 0)).toBe(total.calls);
    const hourly = await get('provider', `/newopen/service/statistics/series?${q}`);
    expect(hourly.granularity).toBe('m');
  });

  it('ranks APIs by calls, within what the caller may see', async () => {
    const q = range('2026-11-18T16:00:00Z', '2026-11-20T16:00:00Z');
    const top = await get('developer', `/newopen/service/statistics/ranking?${q}&by=api&limit=3`);
    expect(top.list).toHaveLength(3);
    const calls = top.list.map((r: { calls: number }) => r.calls);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from call_logs where developer_id = ${ids.developer} and api_id = ${top.list[0].id}`.execute(
      t.deps.db,
    );
    expect(top.list[0].calls).toBe(rows[0].n);
  });

  it('refuses an end before the start', async () => {
    const r = await t.app.inject({
      url: `/newopen/service/statistics/overview?${range('2026-11-20T00:00:00Z', '2026-11-19T00:00:00Z')}`,
      headers: { ticket: tickets.admin },
    });
    expect(r.statusCode).toBe(400);
  });
});
