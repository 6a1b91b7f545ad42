/**
 * DESIGN.md section 7, gateway figure 3: the database's cost of one stored call row, in µs of CPU, measured as
 * the gateway's writer stores rows (1,000-row batches: one transaction with the binary COPY of the rows and of
 * their rollup deltas, into the daily partitions with the indexes the call-log queries use; and the deltas' merge
 * every BENCH_MERGE_EVERY batches, default 10). What storing costs beyond
 * "batched, not stored" (figure 1's target, where the same transaction goes to a driver that answers nothing):
 * the PostgreSQL backends' CPU (from /proc) plus this client's, less this client's CPU for the same batches
 * written to nothing. On PGlite the database is a thread of this process: its CPU is in the client's.
 *
 * Alone: `node --import tsx scripts/bench/row-cost.ts` (BENCH_DB pglite, postgres or both, default both;
 * BENCH_DATABASE_URL; BENCH_ROW_BATCHES, default 40; BENCH_APPLIES, below). scripts/bench/gateway.ts prints it after its table.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { openDb, type Db } from '../../src/server/db/index.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { preparePartitions } from '../../src/server/gateway/call-log/partitions.ts';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { addRollupDeltas, mergeRollupDeltas, minuteRollupsOf } from '../../src/server/gateway/call-log/rollup.ts';
import { copyCalls } from '../../src/server/gateway/call-log/writer.ts';

const BATCH = 1000;
/**
 * Applications in the calls' mix: with the 4 groups, 20 APIs and 2 developers, 7 give a batch 140 keys, about 7
 * calls a chunk (chunks.ts); 1000 gives every call a key, and so a chunk, of its own: the worst case.
 */
const APPLIES = Number(process.env.BENCH_APPLIES || 7);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let serial = 0;
function batchOf(now: number): CallRecord[] {
  return Array.from({ length: BATCH }, (_, i) => {
    const n = serial++;
    return {
      request_id: `row-${n}-${Math.random().toString(36).slice(2, 10)}`,
      // in time order, as the gateway records its calls (an hour before now onwards: today's or yesterday's partition)
      called_at: new Date(now - 3_600_000 + (n % 3_600_000)),
      env_type: 3,
      group_id: 1 + (n % 4),
      api_id: 1 + (n % 20),
      apply_id: 1 + (n % APPLIES),
      developer_id: 3 + (i % 2),
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

/**
 * How many batches the writer writes between two merges of the rollup deltas: its merge every 10 s (writer.ts) at
 * 1,000 calls a second. A busier gateway merges more batches at a time, each call's share of the merge smaller.
 */
const MERGE_EVERY = Number(process.env.BENCH_MERGE_EVERY || 10);

/** the writer's write (CallLogWriter.write): one transaction, the rows' COPY and the rollup deltas' */
const write = (db: Kysely<Database>, batch: CallRecord[]) =>
  db.transaction().execute(async (trx) => {
    await copyCalls(trx, batch);
    await addRollupDeltas(trx, minuteRollupsOf(batch));
  });

/** the batches as the writer writes them, the rollup deltas merged every MERGE_EVERY batches (its CPU counted too) */
async function writeAll(db: Kysely<Database>, batches: CallRecord[][]) {
  for (const [i, b] of batches.entries()) {
    await write(db, b);
    if ((i + 1) % MERGE_EVERY === 0 || i === batches.length - 1) await mergeRollupDeltas(db);
  }
}

const nowhere = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export const ownCpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
/** CPU of processes in µs (Linux /proc: utime + stime in clock ticks of 10 ms) */
export function procCpuUs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks * 10_000;
}

export interface RowCost {
  db: 'pglite' | 'postgres';
  rows: number;
  /** the database's cost per stored row, µs of CPU (server and client) */
  usPerRow: number;
  serverUsPerRow: number;
  clientUsPerRow: number;
}

export async function storedRowCost(kind: 'pglite' | 'postgres', batches = 40): Promise<RowCost> {
  let db: Db;
  let drop: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-rows-'));
    db = await openDb({ dataDir: dir });
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const scratch = await createScratchDatabase(PG_URL, 'bench_rows');
    db = await openDb({ databaseUrl: scratch.url });
    drop = scratch.drop;
  }
  try {
    const now = Date.now();
    await preparePartitions(db.db, new Date(now), 1, 1);
    const backends = async () =>
      kind === 'postgres'
        ? (
            await sql<{
              pid: number;
            }>`select pid from pg_stat_activity where datname = current_database()`.execute(db.db)
          ).rows.map((r) => r.pid)
        : [];
    // warm-up: JIT on both sides, the pool's connections open, the partitions' first pages
    for (let i = 0; i < 5; i++) await write(db.db, batchOf(now));
    await mergeRollupDeltas(db.db);
    for (let i = 0; i < 5; i++) await write(nowhere, batchOf(now));
    const prepared = Array.from({ length: batches }, () => batchOf(now));
    const pids = await backends();
    const s0 = procCpuUs(pids);
    const c0 = ownCpuUs();
    await writeAll(db.db, prepared);
    const client = ownCpuUs() - c0;
    const server = procCpuUs(pids) - s0;
    const again = Array.from({ length: batches }, () => batchOf(now));
    const d0 = ownCpuUs();
    await writeAll(nowhere, again);
    const base = ownCpuUs() - d0;
    const rows = batches * BATCH;
    return {
      db: kind,
      rows,
      usPerRow: (server + client - base) / rows,
      serverUsPerRow: server / rows,
      clientUsPerRow: (client - base) / rows,
    };
  } finally {
    await db.close();
    await drop();
  }
}

export function describeRowCost(r: RowCost): string {
  return `${r.db}: ${r.usPerRow.toFixed(1)} µs per stored row (server ${r.serverUsPerRow.toFixed(1)} + client ${r.clientUsPerRow.toFixed(1)}; ${r.rows.toLocaleString('en')} rows in ${BATCH}-row batches of ${APPLIES} applications' calls, rollups merged every ${MERGE_EVERY})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.env.BENCH_DB || 'both';
  const batches = Number(process.env.BENCH_ROW_BATCHES || 40);
  for (const kind of ['postgres', 'pglite'] as const)
    if (which === 'both' || which === kind) console.log(describeRowCost(await storedRowCost(kind, batches)));
  process.exit(0);
}
