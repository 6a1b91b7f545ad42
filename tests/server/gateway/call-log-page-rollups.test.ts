/**
 * callLogPage with a filter reads only the days and hours whose rollups hold calls the filter may match: walking
 * its pages must give exactly the rows a plain scan of call_logs gives, for every side (developer, provider, a
 * provider calling their own group, admin), across hour, UTC-day (partition) and business-day boundaries, with
 * time bounds and cursors inside an hour, and for filters the rollups know only by class (a status, a tool).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { preparePartitions } from '../../../src/server/gateway/call-log/partitions.ts';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let ids: Record<string, number>;
const tickets: Record<string, string> = {};

const FIRST = Date.parse('2026-11-10T13:00:00Z');
const STATUSES = [200, 200, 201, 404, 500, 302, 429, 502, 200, 503, 200];

beforeAll(async () => {
  t = await startTestApp();
  const users = await t.deps.db.selectFrom('users').select(['user_id', 'user_name']).execute();
  ids = Object.fromEntries(users.map((u) => [u.user_name, u.user_id]));
  for (const u of ['admin', 'provider', 'developer']) tickets[u] = await t.login(u);
  await preparePartitions(t.deps.db, new Date('2026-11-11T12:00:00Z'), 1, 1);
  // applications: 5 and 6 the developer's, 7 the provider's own (calling their own group); groups 1 and 2 the provider's
  const apps = [
    { apply_id: 5, developer_id: ids.developer },
    { apply_id: 6, developer_id: ids.developer },
    { apply_id: 7, developer_id: ids.provider },
    { apply_id: null, developer_id: null },
  ];
  const apis = [
    { api_id: 10, group_id: 1, provider_id: ids.provider },
    { api_id: 11, group_id: 1, provider_id: ids.provider },
    { api_id: 20, group_id: 2, provider_id: ids.provider },
    { api_id: null, group_id: null, provider_id: null },
  ];
  const times: number[] = [];
  // about every 9 minutes over three days, a few on the boundaries: UTC midnight (a partition), 16:00 UTC (a
  // business day), an hour's first and last millisecond
  for (let at = FIRST; at < FIRST + 3 * 86_400_000; at += 9 * 60_000 + 7_919) times.push(at);
  for (const edge of ['2026-11-11T00:00:00.000Z', '2026-11-11T15:59:59.999Z', '2026-11-11T16:00:00.000Z'])
    times.push(Date.parse(edge), Date.parse(edge) - 1, Date.parse(edge) + 1);
  times.sort((a, b) => a - b);
  const writer = new CallLogWriter(t.deps.db, { maxBatch: 97 });
  times.forEach((at, i) => {
    const app = apps[i % apps.length];
    const api = apis[(i >> 2) % apis.length];
    // an application and an API are never both unknown (the gateway logs a call it can tell nothing of by neither)
    if (!app.apply_id && !api.api_id) return;
    const tool = i % 9 === 0 ? (i % 2 ? 't1' : 't2') : null;
    writer.add({
      request_id: `q-${String(i).padStart(4, '0')}`,
      called_at: new Date(at),
      env_type: i % 5 === 0 ? 1 : 3,
      ...api,
      ...app,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: '/x',
      status: STATUSES[i % STATUSES.length],
      error_code: null,
      upstream_latency_ms: 3,
      latency_ms: 4,
      bytes_in: 0,
      bytes_out: 10,
      channel: tool ? 'mcp' : null,
      tool_name: tool,
    } satisfies CallRecord);
  });
  await writer.close();
});
afterAll(async () => {
  await t.dispose();
});

async function walk(who: string, query: string, size: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const r = await t.app.inject({
      url: `/newopen/service/call_log/page?page_size=${size}${query}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { ticket: tickets[who] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const p = r.json().data as { list: { request_id: string }[]; next_cursor: string | null; has_more: boolean };
    seen.push(...p.list.map((row) => row.request_id));
    expect(p.has_more).toBe(p.next_cursor !== null);
    cursor = p.next_cursor;
  } while (cursor);
  return seen;
}

/** the same filters as a plain scan of call_logs, newest first */
async function scan(who: string, f: Record<string, string | number>) {
  let q = t.deps.db.selectFrom('call_logs').select('request_id');
  if (who !== 'admin')
    q = q.where((eb) => eb.or([eb('developer_id', '=', ids[who]), eb('provider_id', '=', ids[who])]));
  for (const col of ['env_type', 'group_id', 'api_id', 'apply_id', 'status', 'tool_name'] as const)
    if (f[col] !== undefined) q = q.where(col, '=', f[col] as never);
  if (f.channel === 'mcp') q = q.where('channel', '=', 'mcp');
  if (f.channel === 'api') q = q.where('channel', 'is', null);
  if (f.start_time) q = q.where('called_at', '>=', new Date(f.start_time));
  if (f.end_time) q = q.where('called_at', '<=', new Date(f.end_time));
  const rows = await q.orderBy('called_at', 'desc').orderBy('request_id', 'desc').execute();
  return rows.map((r) => r.request_id);
}

const FILTERS: Record<string, string | number>[] = [
  { status: 500 },
  { status: 404 },
  { status: 201 },
  { status: 302 },
  { status: 418 },
  { api_id: 11 },
  { api_id: 20, status: 200 },
  { group_id: 2 },
  { apply_id: 7 },
  { apply_id: 6, env_type: 1 },
  { env_type: 1 },
  { channel: 'mcp' },
  { channel: 'api', status: 429 },
  { tool_name: 't1' },
  { tool_name: 't2', channel: 'api' },
  { api_id: 999 },
  // time bounds inside hours and across the UTC and business-day boundaries
  { status: 500, start_time: '2026-11-10T21:17:31.250Z', end_time: '2026-11-11T16:00:00.000Z' },
  { api_id: 10, start_time: '2026-11-11T00:00:00.000Z', end_time: '2026-11-11T15:59:59.999Z' },
  { env_type: 3, status: 200, start_time: '2026-11-11T15:59:59.998Z' },
  { apply_id: 5, end_time: '2026-11-11T00:00:00.001Z' },
  { group_id: 1, start_time: '2026-11-12T03:03:03.000Z', end_time: '2026-11-12T03:59:00.000Z' },
];

describe('callLogPage with a filter the rollups know', () => {
  // one side per test, each walking every filter twice (hundreds of pages): a loaded machine needs the time
  for (const who of ['admin', 'developer', 'provider'])
    it(
      `walks exactly the rows a plain scan finds, as ${who}, whatever the page size`,
      { timeout: 180_000 },
      async () => {
        let matched = 0;
        for (const f of FILTERS) {
          const query = Object.entries(f)
            .map(([k, v]) => `&${k}=${encodeURIComponent(v)}`)
            .join('');
          const expected = await scan(who, f);
          matched += expected.length;
          for (const size of [4, 50]) expect(await walk(who, query, size), `${who} ${query} ${size}`).toEqual(expected);
        }
        // the filters are not vacuous: most of them match calls
        expect(matched).toBeGreaterThan(150);
      },
    );

  it('reads no raw row of a range whose rollups match nothing', async () => {
    // a row without its rollups (no writer stores one) shows that the page went by the rollups: API 12 has none
    await t.deps.db
      .insertInto('call_logs')
      .values({
        request_id: 'unrolled',
        called_at: new Date('2026-11-11T10:30:00Z'),
        env_type: 3,
        group_id: 1,
        api_id: 12,
        apply_id: 5,
        developer_id: ids.developer,
        provider_id: ids.provider,
        method: 'GET',
        path: '/x',
        status: 418,
        latency_ms: 1,
      })
      .execute();
    try {
      expect(await scan('developer', { api_id: 12 })).toEqual(['unrolled']);
      expect(await walk('developer', '&api_id=12', 20)).toEqual([]);
      // unfiltered pages read the rows themselves
      expect(
        (await walk('developer', '&start_time=2026-11-11T10:00:00Z&end_time=2026-11-11T11:00:00Z', 100)).includes(
          'unrolled',
        ),
      ).toBe(true);
    } finally {
      await t.deps.db
        .deleteFrom('call_log_chunks')
        .where(sql<boolean>`'unrolled' = any(request_id)`)
        .execute();
    }
  });
});
