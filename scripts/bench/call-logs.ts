/**
 * Call-log figures (DESIGN.md section 7, issue 12), per database (PGlite in a temporary directory, PostgreSQL in a
 * scratch database): how many calls a second the writer ingests (raw rows and rollups together), and how long
 * `callLogPage` takes at BENCH_LOG_ROWS rows (default 1,000,000) for the first page and for a deep page (a cursor
 * half-way back through the 30 days), through the real HTTP operation, as p50/p95 over BENCH_SAMPLES requests: for
 * the developer's, the provider's and the admin's views, each unfiltered and with a common and a rare filter (one
 * call in about 10,000 is to API 21 of application 8); then 30 days of statistics from the rollups against the same
 * totals counted from raw rows. Figures only.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DB (pglite, postgres,
 * both; default both), BENCH_LOG_ROWS, BENCH_SAMPLES (default 60). On PostgreSQL, BENCH_KEEP_DB=1 keeps the
 * scratch database (its name is printed) and BENCH_DATABASE_NAME=<name> runs on such a kept one again, without
 * filling it anew (10M rows take minutes to write).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { CallLogWriter } from '../../src/server/gateway/call-log/writer.ts';
import { preparePartitions } from '../../src/server/gateway/call-log/partitions.ts';
import { bucketStart } from '../../src/server/gateway/call-log/buckets.ts';
import { PER_CALL_COLUMNS } from '../../src/server/gateway/call-log/chunks.ts';

const ROWS = Number(process.env.BENCH_LOG_ROWS || 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 60);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const WHICH = process.env.BENCH_DB || 'both';
const INGEST = 50_000;
/**
 * The filters each view's pages are timed with. The console always sends a time range (7 days unless the user picks
 * another), so every case but the first has the last 7 days; then common filters, rare ones (API 21 and application
 * 8, about 1 call in 10,000), status 500, which the developer's calls never have, and the test environment, which no
 * call here has (filters that match nothing: without the rollups, callLogPage would read the whole range).
 */
const FILTERS: ReadonlyArray<readonly [string, string]> = [
  ['none, no time range', ''],
  ['7 days', ''],
  ['7d, api 3 (1 in 20)', '&api_id=3'],
  ['7d, group 2 (1 in 4)', '&group_id=2'],
  ['7d, api 21 (1 in 10k)', '&api_id=21'],
  ['7d, app 8 (1 in 10k)', '&apply_id=8'],
  ['7d, status 500', '&status=500'],
  ['7d, env 1 (none)', '&env_type=1'],
];

interface PageFigure {
  view: string;
  filter: string;
  firstP50: number;
  firstP95: number;
  deepP50: number;
  deepP95: number;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function database(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-logs-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const kept = process.env.BENCH_DATABASE_NAME;
  if (kept) {
    const url = new URL(PG_URL);
    url.pathname = `/${kept}`;
    return { env: { DATABASE_URL: url.toString() }, drop: async () => {} };
  }
  const scratch = await createScratchDatabase(PG_URL, 'benchlogs');
  if (process.env.BENCH_KEEP_DB) {
    console.log(`keeping database ${scratch.name}`);
    return { env: { DATABASE_URL: scratch.url }, drop: async () => {} };
  }
  return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function run(kind: 'pglite' | 'postgres') {
  const db = await database(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    PORT: '0',
    GATEWAY_PORT: '0',
    DEMO_UPSTREAM_PORT: '0',
    ...db.env,
  });
  const app = await buildApp({ config, logger: false });
  try {
    const { db: k } = app.deps;
    const users = Object.fromEntries(
      (await k.selectFrom('users').select(['user_name', 'user_id']).execute()).map((u) => [u.user_name, u.user_id]),
    );
    const reused = !!(kind === 'postgres' && process.env.BENCH_DATABASE_NAME);
    const now = reused
      ? new Date(
          (
            await sql<{ t: Date }>`select max(t) as t from call_log_chunks, unnest(called_at) as t
              where bucket = (select max(bucket) from call_log_chunks)`.execute(k)
          ).rows[0].t,
        ).getTime()
      : Date.now();
    // 31 days of partitions, so the rows land in daily partitions as they would in production
    await preparePartitions(k, new Date(now), 31, 1);

    // ingestion through the writer: raw rows and rollups in one transaction per batch
    const writer = new CallLogWriter(k, { maxBatch: 1000 });
    const ingest = await timed(async () => {
      if (reused) return;
      for (let i = 0; i < INGEST; i++) {
        writer.add({
          request_id: `ing-${i}`,
          called_at: new Date(now - i * 50),
          env_type: 3,
          group_id: 1 + (i % 4),
          api_id: 1 + (i % 20),
          apply_id: 1 + (i % 7),
          developer_id: i % 2 ? users.developer : users.enterprise,
          provider_id: users.provider,
          client_ip: '10.0.0.1',
          method: 'GET',
          path: '/weather/v1/now',
          status: i % 20 ? 200 : 500,
          error_code: null,
          upstream_latency_ms: 8,
          latency_ms: 10,
          bytes_in: 0,
          bytes_out: 200,
        });
      }
      await writer.close();
    });

    // the rest of the rows in bulk, spread over 30 days
    const rest = reused ? 0 : Math.max(0, ROWS - INGEST);
    for (let done = 0; done < rest; done += 100_000) {
      const n = Math.min(100_000, rest - done);
      // grouped into chunks as the writer stores calls (migration 1150): per minute and key, about 1.7 calls a
      // chunk at this rate (231 calls a minute over 140 keys)
      await sql`insert into call_log_chunks (bucket, env_type, group_id, api_id, apply_id, developer_id, provider_id,
          ${sql.raw(PER_CALL_COLUMNS.join(', '))})
        select date_bin('1 minute', called_at, timestamptz '2000-01-01 00:00:00+00'), env_type, group_id, api_id, apply_id, developer_id, provider_id,
          ${sql.raw(PER_CALL_COLUMNS.map((c) => `array_agg(${c} order by called_at)`).join(', '))}
        from (select 'bulk-' || (${done} + g) as request_id, ${new Date(now)}::timestamptz - ((${done} + g)::float8 * ${(30 * 86_400_000) / Math.max(rest, 1)}::float8) * interval '1 millisecond' as called_at,
          3 as env_type, 1 + g % 4 as group_id, case when g % 9973 = 0 then 21 else 1 + g % 20 end as api_id, case when g % 10007 = 0 then 8 else 1 + g % 7 end as apply_id,
          case when g % 2 = 1 then ${users.developer}::int else ${users.enterprise}::int end as developer_id, ${users.provider}::int as provider_id,
          '10.0.0.1' as client_ip, 'GET' as method, '/weather/v1/now' as path, (case when g % 20 = 0 then 500 else 200 end)::int2 as status, null::text as error_code,
          8 as upstream_latency_ms, 10 as latency_ms, 0::int8 as bytes_in, 200::int8 as bytes_out
          from generate_series(1, ${n}) as g) calls
        group by 1, 2, 3, 4, 5, 6, 7`.execute(k);
    }
    // the bulk rows' rollups, as the writer would have added them with the rows (the pages read all three, the
    // statistics below the hourly ones)
    if (!reused)
      for (const [g, size, shift] of [
        ['m', 60, 0],
        ['h', 3600, 0],
        ['d', 86_400, 28_800],
      ] as const)
        await sql`insert into call_rollup_totals (granularity, bucket_start, env_type, group_id, api_id, apply_id, developer_id, provider_id, calls,
          ok_calls, client_errors, server_errors, gateway_refusals, quota_calls, latency_sum_ms, latency_max_ms, upstream_latency_sum_ms, bytes_in, bytes_out)
        select ${g}, to_timestamp((floor((extract(epoch from called_at) + ${sql.lit(shift)}) / ${sql.lit(size)}) * ${sql.lit(size)} - ${sql.lit(shift)})::float8), env_type, group_id, api_id, apply_id, developer_id, provider_id, count(*),
          count(*) filter (where status < 400), count(*) filter (where status between 400 and 499), count(*) filter (where status >= 500), 0, count(*),
          sum(latency_ms), max(latency_ms), sum(upstream_latency_ms), sum(bytes_in), sum(bytes_out)
        from call_logs where request_id like 'bulk-%' group by 2, 3, 4, 5, 6, 7, 8
        on conflict (granularity, bucket_start, env_type, group_id, api_id, apply_id, channel) do update set calls = call_rollup_totals.calls + excluded.calls,
          ok_calls = call_rollup_totals.ok_calls + excluded.ok_calls, client_errors = call_rollup_totals.client_errors + excluded.client_errors,
          server_errors = call_rollup_totals.server_errors + excluded.server_errors, quota_calls = call_rollup_totals.quota_calls + excluded.quota_calls`.execute(
          k,
        );
    await sql`analyze call_log_chunks`.execute(k);
    await sql`analyze call_rollup_totals`.execute(k);
    const { n: total } = await k
      .selectFrom('call_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
    const ticket = async (user_name: string) =>
      (
        (await (
          await fetch(`${base}/openauthor/v1/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ user_name, password: md5Hex(DEMO_PASSWORD) }),
          })
        ).json()) as { data: { ticket: string } }
      ).data.ticket;
    // a deep cursor: half-way back through the range ('~' after every request id of that instant)
    const cursorAt = (daysBack: number) =>
      Buffer.from(`${new Date(now - daysBack * 86_400_000).toISOString()}|~`).toString('base64url');
    const week = `&start_time=${new Date(now - 7 * 86_400_000).toISOString()}&end_time=${new Date(now).toISOString()}`;
    const pages: PageFigure[] = [];
    for (const view of ['developer', 'provider', 'admin']) {
      const headers = { ticket: await ticket(view) };
      const page = async (query: string) => {
        const r = await fetch(`${base}/newopen/service/call_log/page?page_size=20${query}`, { headers });
        if (!r.ok) throw new Error(`${view} ${query}: ${r.status} ${await r.text()}`);
        return r.json();
      };
      for (const [filter, filterQuery] of FILTERS) {
        const ranged = filter.startsWith('7');
        const query = ranged ? `${week}${filterQuery}` : filterQuery;
        const deep = cursorAt(ranged ? 3.5 : 15);
        await page(query);
        const first: number[] = [],
          deeper: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          first.push(await timed(() => page(query)));
          deeper.push(await timed(() => page(`${query}&cursor=${deep}`)));
        }
        pages.push({
          view,
          filter,
          firstP50: pct(first, 0.5),
          firstP95: pct(first, 0.95),
          deepP50: pct(deeper, 0.5),
          deepP95: pct(deeper, 0.95),
        });
      }
    }

    // statistics over 30 days: rollups (what the product reads) against counting raw rows
    const start = new Date(now - 30 * 86_400_000),
      end = new Date(now);
    const fromRollups: number[] = [],
      fromRaw: number[] = [];
    for (let i = 0; i < 5; i++) {
      fromRollups.push(
        await timed(() =>
          sql`select sum(calls) from call_rollups where granularity = 'h' and bucket_start >= ${start} and bucket_start < ${end}
        and (developer_id = ${users.developer} or provider_id = ${users.developer})`.execute(k),
        ),
      );
      fromRaw.push(
        await timed(() =>
          sql`select count(*) from call_logs where called_at >= ${start} and called_at < ${end}
        and bucket >= ${bucketStart(start, 'm')} and bucket <= ${end} and developer_id = ${users.developer}`.execute(k),
        ),
      );
    }
    return {
      kind,
      rows: Number(total),
      ingestPerSec: reused ? NaN : Math.round(INGEST / (ingest / 1000)),
      pages,
      statsRollup: pct(fromRollups, 0.5),
      statsRaw: pct(fromRaw, 0.5),
    };
  } finally {
    await app.close();
    await db.drop();
  }
}

const kinds = WHICH === 'both' ? (['postgres', 'pglite'] as const) : [WHICH as 'pglite' | 'postgres'];
for (const kind of kinds) {
  const r = await run(kind);
  console.log(`\ncall logs on ${r.kind}: ${r.rows.toLocaleString('en')} rows`);
  if (Number.isFinite(r.ingestPerSec))
    console.log(`  ingestion (writer, rows + rollups): ${r.ingestPerSec.toLocaleString('en')} calls/s`);
  for (const p of r.pages)
    console.log(
      `  callLogPage ${p.view.padEnd(9)} ${p.filter.padEnd(22)} first p50 ${ms(p.firstP50)}, p95 ${ms(p.firstP95)}; deep p50 ${ms(p.deepP50)}, p95 ${ms(p.deepP95)}`,
    );
  console.log(
    `  30-day totals: rollups ${ms(r.statsRollup)} vs raw rows ${ms(r.statsRaw)}  (raw ÷ rollups = ${(r.statsRaw / r.statsRollup).toFixed(1)})`,
  );
  console.log(`  load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
}
process.exit(0);
