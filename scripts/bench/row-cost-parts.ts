/**
 * Where figure 3's CPU goes (scripts/bench/row-cost.ts measures the whole): on a scratch PostgreSQL database, the
 * same 1,000-row batches written, in turns, to copies of call_logs that each hold one part of what a stored row
 * costs (no index, the primary key alone, each secondary index alone, every index), the rollup upsert alone, and
 * the writer's whole transaction; the backend's CPU (from /proc) and this process's per row, median of the rounds.
 * The variants take turns within each round, so load from elsewhere moves them alike. The client's column is all of
 * this process's CPU (the rows' encoding and the rollups' folding included, which row-cost.ts leaves out), and /proc
 * counts in 10 ms ticks: 20 batches of 1,000 rows resolve 0.5 µs. Figures only.
 *
 * `node --import tsx scripts/bench/row-cost-parts.ts` (BENCH_DATABASE_URL; BENCH_ROUNDS, default 7;
 * BENCH_ROW_BATCHES per variant and round, default 20; BENCH_ONLY: variants whose name holds it, `|` between
 * several; BENCH_PARTS: more tables, `name=index|index;…`, each index as after `create index … on table`, `pk` the
 * primary key; BENCH_EXTRA: a module whose `writers(db)` returns more variants, for trying another rollup upsert).
 */
import { readFileSync } from 'node:fs';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { openDb } from '../../src/server/db/index.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { preparePartitions } from '../../src/server/gateway/call-log/partitions.ts';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { addRollupDeltas, DELTA_COLUMNS, mergeIn, minuteRollupsOf } from '../../src/server/gateway/call-log/rollup.ts';
import { rollupsOf, upsertRollups } from './rollup-upsert.ts';
import { copyBinary } from '../../src/server/gateway/call-log/copy-binary.ts';
import { CALL_LOG_COLUMNS, copyCalls } from '../../src/server/gateway/call-log/writer.ts';
import { ownCpuUs, procCpuUs } from './row-cost.ts';

const BATCH = 1000;
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);
const BATCHES = Number(process.env.BENCH_ROW_BATCHES || 20);

/** name → the indexes of that copy of call_logs (each `(columns) [where …]`, or `using brin (…)`) */
const TABLES: Record<string, string[]> = {
  'no index': [],
  'primary key': ['pk'],
  'developer_id, called_at': ['(developer_id, called_at)'],
  'provider_id, called_at': ['(provider_id, called_at)'],
  'apply_id, called_at': ['(apply_id, called_at)'],
  'group_id, called_at': ['(group_id, called_at)'],
  'api_id, called_at': ['(api_id, called_at)'],
  'tool_name (partial)': ['(tool_name, called_at) where tool_name is not null'],
  'owner indexes (pk, developer, provider, tool)': [
    'pk',
    '(developer_id, called_at)',
    '(provider_id, called_at)',
    '(tool_name, called_at) where tool_name is not null',
  ],
  'three filter indexes (apply, group, api)': ['(apply_id, called_at)', '(group_id, called_at)', '(api_id, called_at)'],
  'every index (today)': [
    'pk',
    '(developer_id, called_at)',
    '(provider_id, called_at)',
    '(apply_id, called_at)',
    '(group_id, called_at)',
    '(api_id, called_at)',
    '(tool_name, called_at) where tool_name is not null',
  ],
  ...Object.fromEntries(
    (process.env.BENCH_PARTS || '')
      .split(';')
      .filter(Boolean)
      .map((p) => {
        const [name, ...defs] = p.split('=');
        return [name, defs.join('=').split('|')];
      }),
  ),
};

let serial = 0;
/** as row-cost.ts: in time order, one row a millisecond, 4 groups, 20 APIs, 7 applications (their developers) */
function batchOf(now: number): CallRecord[] {
  return Array.from({ length: BATCH }, () => {
    const n = serial++;
    return {
      request_id: `row-${n}-${Math.random().toString(36).slice(2, 10)}`,
      called_at: new Date(now - 3_600_000 + (n % 3_600_000)),
      env_type: 3,
      group_id: 1 + (n % 4),
      api_id: 1 + (n % 20),
      apply_id: 1 + (n % 7),
      developer_id: 3 + ((n % 7) % 2),
      provider_id: 2,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: '/weather/v1/now',
      status: n % 20 ? 200 : 500,
      error_code: n % 20 ? null : 'UPSTREAM_ERROR',
      upstream_latency_ms: 8,
      latency_ms: 10,
      bytes_in: 0,
      bytes_out: 200,
    };
  });
}

/** as row-cost.ts: the rollup deltas merged every so many batches (here in the batch's transaction) */
const MERGE_EVERY = Number(process.env.BENCH_MERGE_EVERY || 10);
let written = 0;
const mergeEvery = async (trx: Transaction<Database>) => {
  if (++written % MERGE_EVERY === 0) await mergeIn(trx);
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

type Writer = (trx: Transaction<Database>, batch: CallRecord[]) => Promise<void>;

const copyInto =
  (table: string): Writer =>
  (trx, batch) =>
    trx
      .executeQuery(
        CompiledQuery.raw(
          `copy ${table} (${CALL_LOG_COLUMNS.map(([c]) => c).join(', ')}) from stdin with (format binary)`,
          [copyBinary(CALL_LOG_COLUMNS, batch)],
        ),
      )
      .then(() => undefined);

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench_parts');
  const db = await openDb({ databaseUrl: scratch.url });
  const k: Kysely<Database> = db.db;
  try {
    const now = Date.now();
    await preparePartitions(k, new Date(now), 1, 1);
    const writers: Record<string, Writer> = {
      'transaction, nothing written': async (trx) => {
        await sql`select 1`.execute(trx);
      },
    };
    let i = 0;
    for (const [name, defs] of Object.entries(TABLES)) {
      const t = `parts_${i++}`;
      await sql.raw(`create table ${t} (like call_logs including defaults) partition by range (called_at)`).execute(k);
      for (const d of [-1, 0]) {
        const day = new Date(now - (now % 86_400_000) + d * 86_400_000);
        const next = new Date(day.getTime() + 86_400_000);
        await sql
          .raw(
            `create table ${t}_${d + 1} partition of ${t} for values from ('${day.toISOString()}') to ('${next.toISOString()}')`,
          )
          .execute(k);
      }
      for (const [j, def] of defs.entries()) {
        if (def === 'pk') await sql.raw(`alter table ${t} add primary key (called_at, request_id)`).execute(k);
        else await sql.raw(`create index ${t}_i${j} on ${t} ${def}`).execute(k);
      }
      writers[name] = copyInto(t);
    }
    // the deltas alone go to a copy of their table, which no merge empties
    await sql`create table parts_deltas (like call_rollup_deltas)`.execute(k);
    writers['rollup deltas alone'] = (trx, batch) =>
      trx
        .executeQuery(
          CompiledQuery.raw(
            `copy parts_deltas (${DELTA_COLUMNS.map(([c]) => c).join(', ')}) from stdin with (format binary)`,
            [copyBinary(DELTA_COLUMNS, minuteRollupsOf(batch))],
          ),
        )
        .then(() => undefined);
    writers[`rollup deltas + merge every ${MERGE_EVERY}`] = async (trx, batch) => {
      await addRollupDeltas(trx, minuteRollupsOf(batch));
      await mergeEvery(trx);
    };
    writers['rollup upsert (before 1083)'] = (trx, batch) => upsertRollups(trx, rollupsOf(batch));
    if (process.env.BENCH_EXTRA) {
      const extra = await import(process.env.BENCH_EXTRA);
      Object.assign(writers, extra.writers(k));
    }
    writers['the writer (call_logs + rollups)'] = async (trx, batch) => {
      await copyCalls(trx, batch);
      await addRollupDeltas(trx, minuteRollupsOf(batch));
      await mergeEvery(trx);
    };

    const only = process.env.BENCH_ONLY?.split('|');
    const names = Object.keys(writers).filter((n) => !only || only.some((o) => n.includes(o)));
    const server: Record<string, number[]> = {},
      client: Record<string, number[]> = {};
    for (const n of names) {
      server[n] = [];
      client[n] = [];
    }
    const pids = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(k)
      ).rows.map((r) => r.pid);
    // warm-up: one round unmeasured
    for (let round = -1; round < ROUNDS; round++) {
      for (const n of names) {
        const batches = Array.from({ length: BATCHES }, () => batchOf(now));
        const ps = await pids();
        const s0 = procCpuUs(ps),
          c0 = ownCpuUs();
        for (const b of batches) await k.transaction().execute((trx) => writers[n](trx, b));
        const c = ownCpuUs() - c0,
          s = procCpuUs(ps) - s0;
        if (round >= 0) {
          server[n].push(s / (BATCHES * BATCH));
          client[n].push(c / (BATCHES * BATCH));
        }
      }
    }
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      `µs of CPU per row, median of ${ROUNDS} rounds of ${BATCHES} × ${BATCH} rows (load average at the end ${load})`,
    );
    for (const n of names) {
      const s = median(server[n]),
        c = median(client[n]);
      console.log(
        `  ${n.padEnd(36)} server ${s.toFixed(1).padStart(5)}  client ${c.toFixed(1).padStart(5)}  (server ${server[n].map((x) => x.toFixed(1)).join(' ')})`,
      );
    }
  } finally {
    await db.close();
    await scratch.drop();
  }
}

await main();
process.exit(0);
