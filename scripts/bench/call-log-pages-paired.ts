/**
 * callLogPage before and after a change, in one run: this checkout's page function and another checkout's
 * (BENCH_BASELINE, the path of a worktree at the commit to compare with), called in turns on the same PostgreSQL
 * database, so load from elsewhere moves both alike; each case's first and deep page as p50/p95, whether both
 * answered the same rows, and the load average during the run. The cases are scripts/bench/call-logs.ts's, on a
 * database it kept (BENCH_KEEP_DB=1; its name here as BENCH_DATABASE_NAME). The function is called directly, without
 * HTTP; the database is not migrated (both sides read it as it is). Figures only.
 *
 * `BENCH_BASELINE=/path/to/worktree BENCH_DATABASE_NAME=benchlogs_… node --import tsx scripts/bench/call-log-pages-paired.ts`
 * (BENCH_DATABASE_URL, BENCH_SAMPLES default 15, BENCH_ONLY: cases whose "view filter" holds it, `|` between several).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../../src/server/db/index.ts';
import type { Caller, Deps } from '../../src/server/context.ts';
import { callLogPage, type CallLogQuery } from '../../src/server/traffic/call-log-page.ts';

type Page = typeof callLogPage;
const baseline = process.env.BENCH_BASELINE;
const name = process.env.BENCH_DATABASE_NAME;
if (!baseline || !name) throw new Error('BENCH_BASELINE and BENCH_DATABASE_NAME are needed');
const before = (await import(resolve(baseline, 'src/server/traffic/call-log-page.ts'))).callLogPage as Page;
const url = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/${name}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES || 15);
const only = process.env.BENCH_ONLY?.split('|');

const FILTERS: ReadonlyArray<readonly [string, CallLogQuery]> = [
  ['none, no time range', {}],
  ['7 days', {}],
  ['7d, api 3 (1 in 20)', { api_id: 3 }],
  ['7d, group 2 (1 in 4)', { group_id: 2 }],
  ['7d, api 21 (1 in 10k)', { api_id: 21 }],
  ['7d, app 8 (1 in 10k)', { apply_id: 8 }],
  ['7d, status 500', { status: 500 }],
  ['7d, env 1 (none)', { env_type: 1 }],
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const timed = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
const both = (xs: number[]) => `${pct(xs, 0.5).toFixed(1)}/${pct(xs, 0.95).toFixed(1)}`;

const db = await openDb({ databaseUrl: url.toString(), migrated: true });
try {
  const deps = { db: db.db, dbKind: 'postgres' } as Deps;
  const users = Object.fromEntries(
    (await db.db.selectFrom('users').select(['user_name', 'user_id', 'user_type', 'account_type']).execute()).map(
      (u) => [u.user_name, u],
    ),
  );
  // the newest call: in the newest minute's chunks (migration 1150), not every call unnested
  const last = await sql<{ t: Date }>`select max(t) as t from call_log_chunks, unnest(called_at) as t
    where bucket = (select max(bucket) from call_log_chunks)`.execute(db.db);
  const now = new Date(last.rows[0].t).getTime();
  const cursorAt = (daysBack: number) =>
    Buffer.from(`${new Date(now - daysBack * 86_400_000).toISOString()}|~`).toString('base64url');
  const week = { start_time: new Date(now - 7 * 86_400_000).toISOString(), end_time: new Date(now).toISOString() };
  const loads: string[] = [];
  console.log(`p50/p95 ms, ${SAMPLES} samples each, before (${baseline}) and after in turns`);
  for (const view of ['developer', 'provider', 'admin']) {
    const caller = { ...users[view], ticket_hash: '' } as Caller;
    for (const [filter, f] of FILTERS) {
      if (only && !only.some((o) => `${view} ${filter}`.includes(o))) continue;
      const ranged = filter.startsWith('7');
      const first: CallLogQuery = { page_size: 20, ...(ranged ? week : {}), ...f };
      const deep = { ...first, cursor: cursorAt(ranged ? 3.5 : 15) };
      const answers = async (page: Page) =>
        JSON.stringify([await page(deps, caller, first), await page(deps, caller, deep)]);
      const same = (await answers(before)) === (await answers(callLogPage));
      const t = { bf: [] as number[], af: [] as number[], bd: [] as number[], ad: [] as number[] };
      for (let i = 0; i < SAMPLES; i++) {
        t.bf.push(await timed(() => before(deps, caller, first)));
        t.af.push(await timed(() => callLogPage(deps, caller, first)));
        t.bd.push(await timed(() => before(deps, caller, deep)));
        t.ad.push(await timed(() => callLogPage(deps, caller, deep)));
      }
      loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
      console.log(
        `  ${view.padEnd(9)} ${filter.padEnd(22)} first ${both(t.bf).padStart(13)} → ${both(t.af).padEnd(13)} deep ${both(t.bd).padStart(13)} → ${both(t.ad).padEnd(13)} ${same ? 'same rows' : 'ROWS DIFFER'}`,
      );
    }
  }
  console.log(`load average (1 min) after each case: ${loads.join(' ')}`);
} finally {
  await db.close();
}
process.exit(0);
