/**
 * The call-log writer: calls are buffered and written in batches (at most MAX_BATCH rows or MAX_DELAY_MS old),
 * raw rows and their rollups in one transaction. A batch that fails (the database is briefly away) goes back to
 * the front of the buffer and is retried with a growing pause; the buffer is bounded, and a call that does not
 * fit is counted and logged, never dropped in silence; a row the database refuses for a value of its own is set
 * apart, counted and logged, and the rest of its batch written. `close()` writes everything that is left. Raw
 * rows go in as one binary COPY per batch.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CallRecord } from './record.ts';
import { addRollupDeltas, mergeRollupDeltas, minuteRollupsOf } from './rollup.ts';
import { copyBinary, type ColumnType } from './copy-binary.ts';

export interface WriterOptions {
  maxBatch?: number;
  maxDelayMs?: number;
  /** calls held in memory at most, waiting for the database */
  maxBuffered?: number;
  /** how often the rollup deltas this writer added are merged into the totals (rollup.ts), at most */
  mergeEveryMs?: number;
  log?: {
    info?(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface WriterStats {
  written: number;
  pending: number;
  /** calls that did not fit in the buffer while the database was away */
  dropped: number;
  /** calls the database refused for a value of their own (each logged with its request id) */
  rejected: number;
  failedFlushes: number;
}

/** the longest pause between retries while the database is away: what is buffered drains within it of the return */
const RETRY_MAX_MS = 1000;

export class CallLogWriter {
  private buffer: CallRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** the delay `timer` was set with */
  private timerDelay = 0;
  private flushing: Promise<void> | undefined;
  private retryMs = 0;
  private closed = false;
  readonly stats: WriterStats = { written: 0, pending: 0, dropped: 0, rejected: 0, failedFlushes: 0 };
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  readonly maxBuffered: number;
  /** calls dropped when the current series of failed flushes began (reported when it ends) */
  private droppedBefore = 0;
  private readonly mergeEveryMs: number;
  private lastMerge = Date.now();
  /** rollup deltas written since this writer's last merge */
  private unmerged = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: WriterOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 1000;
    this.maxDelayMs = opts.maxDelayMs ?? 1000;
    this.maxBuffered = opts.maxBuffered ?? 200_000;
    this.mergeEveryMs = opts.mergeEveryMs ?? 10_000;
  }

  add(call: CallRecord): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.stats.dropped++;
      // one line per thousand, so an outage does not also flood the log
      if (this.stats.dropped % 1000 === 1)
        this.opts.log?.error(
          { dropped: this.stats.dropped, buffered: this.buffer.length },
          'call-log buffer full: calls not recorded',
        );
      return;
    }
    this.buffer.push(call);
    this.stats.pending = this.buffer.length;
    if (this.buffer.length >= this.maxBatch) this.kick(0);
    else this.kick(this.maxDelayMs);
  }

  private kick(delay: number) {
    if (this.flushing) return;
    // a pending retry is not moved: under load every call would push it back, and the buffer never drained; nor is
    // a pending immediate flush (a full batch), which every call until it runs would otherwise set again
    if (this.timer && (delay > 0 || this.retryMs > 0 || this.timerDelay === 0)) return;
    clearTimeout(this.timer);
    this.timerDelay = Math.max(delay, this.retryMs);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flushBuffered();
    }, this.timerDelay);
    this.timer.unref?.();
  }

  /**
   * Writes what is buffered now, batch by batch; resolves when done or when a batch failed (it will retry). Calls
   * that arrive meanwhile wait for the next kick (a full batch, or maxDelayMs): chasing them at once made each batch
   * only what arrived during the previous write, so under steady load the writer converged on batches of a few
   * dozen rows and the database spent its time on per-batch costs (transaction, rollup upsert) — about 3× the
   * work per call.
   */
  private flushBuffered(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
      if (this.buffer.length && !this.closed)
        this.kick(this.retryMs || (this.buffer.length >= this.maxBatch ? 0 : this.maxDelayMs));
    });
    return this.flushing;
  }

  /**
   * Writes every call buffered when it is called, also when a flush had already started with fewer; resolves
   * when they are written or when a batch failed (it will retry).
   */
  async flush(): Promise<void> {
    const failures = this.stats.failedFlushes;
    await this.flushBuffered();
    if (this.buffer.length && this.stats.failedFlushes === failures) await this.flushBuffered();
  }

  private async drain(): Promise<void> {
    for (let left = this.buffer.length; left > 0 && this.buffer.length;) {
      const batch = this.buffer.splice(0, Math.min(left, this.maxBatch));
      left -= batch.length;
      try {
        await this.writeIsolating(batch);
        if (this.retryMs) {
          const dropped = this.stats.dropped - this.droppedBefore;
          (this.opts.log?.info ?? this.opts.log?.warn)?.call(
            this.opts.log,
            { pending: this.buffer.length, dropped },
            'call-log writes resumed: draining the buffer',
          );
        }
        this.retryMs = 0;
      } catch (err) {
        // writeIsolating has put back what it had not written
        this.stats.failedFlushes++;
        // said once per series of failures (an outage), not once per retry
        if (!this.retryMs) {
          this.droppedBefore = this.stats.dropped;
          this.opts.log?.warn(
            { err, pending: this.buffer.length, maxBuffered: this.maxBuffered },
            'call-log flush failed, will retry',
          );
        }
        this.retryMs = Math.min(RETRY_MAX_MS, Math.max(100, this.retryMs * 2));
        return;
      } finally {
        this.stats.pending = this.buffer.length;
      }
    }
    await this.merge(false);
  }

  /**
   * Folds the rollup deltas into the totals every mergeEveryMs while this writer adds some (any instance's: they
   * take turns, rollup.ts). Readers count the deltas too, so how long they wait changes no figure, only how many
   * the readers add up; a failed merge loses nothing and is tried again at the next turn.
   */
  private async merge(now: boolean) {
    if (!this.unmerged || (!now && Date.now() - this.lastMerge < this.mergeEveryMs)) return;
    this.lastMerge = Date.now();
    try {
      if ((await mergeRollupDeltas(this.db)) !== null) this.unmerged = false;
    } catch (err) {
      this.opts.log?.warn({ err }, 'call-log rollup merge failed, will retry');
    }
  }

  /**
   * Writes a batch. When the database refuses it for something in its rows (a value it rejects, SQLSTATE class 22;
   * a key it already holds, class 23), the batch is halved until each refused row stands alone: the others are
   * written, and a refused row is counted and logged with its request id instead of being retried — a retry could
   * never succeed, and would hold every later batch behind it until the buffer overflowed. Any other failure (the
   * database away) puts the rows not yet written back at the front of the buffer and throws.
   */
  private async writeIsolating(batch: CallRecord[]) {
    const parts = [batch];
    while (parts.length) {
      const part = parts.shift()!;
      try {
        await this.write(part);
        this.stats.written += part.length;
      } catch (err) {
        if (!isRowError(err)) {
          this.buffer.unshift(...part, ...parts.flat());
          throw err;
        }
        if (part.length > 1) {
          parts.unshift(part.slice(0, part.length >> 1), part.slice(part.length >> 1));
          continue;
        }
        this.stats.rejected++;
        this.opts.log?.error(
          { err, requestId: part[0].request_id, calledAt: part[0].called_at },
          'call-log row refused by the database, not retried',
        );
      }
    }
  }

  private async write(batch: CallRecord[]) {
    await this.db.transaction().execute(async (trx) => {
      await copyCalls(trx, batch);
      await addRollupDeltas(trx, minuteRollupsOf(batch));
    });
    this.unmerged = true;
  }

  /** Stops taking timers and writes everything left, retrying a few times before giving up (and saying so). */
  async close(attempts = 5): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (let i = 0; i < attempts && this.buffer.length; i++) {
      await this.flush();
      if (this.buffer.length) await new Promise((r) => setTimeout(r, Math.min(1000, 200 * 2 ** i)));
    }
    await this.flushing;
    if (this.buffer.length)
      this.opts.log?.error({ lost: this.buffer.length }, 'call-log: calls left unwritten at shutdown');
    else await this.merge(true);
  }
}

/** The columns of call_logs with their PostgreSQL types, in CallRecord's terms (the row-cost benches copy with them). */
export const CALL_LOG_COLUMNS: ReadonlyArray<readonly [keyof CallRecord, ColumnType]> = [
  ['request_id', 'text'],
  ['called_at', 'timestamptz'],
  ['env_type', 'int2'],
  ['group_id', 'int4'],
  ['api_id', 'int4'],
  ['apply_id', 'int4'],
  ['developer_id', 'int4'],
  ['provider_id', 'int4'],
  ['client_ip', 'text'],
  ['method', 'text'],
  ['path', 'text'],
  ['status', 'int2'],
  ['error_code', 'text'],
  ['upstream_latency_ms', 'int4'],
  ['latency_ms', 'int4'],
  ['bytes_in', 'int8'],
  ['bytes_out', 'int8'],
  ['channel', 'text'],
  ['tool_name', 'text'],
];
const COPY_SQL = `copy call_logs (${CALL_LOG_COLUMNS.map(([c]) => c).join(', ')}) from stdin with (format binary)`;

/**
 * A batch as one binary COPY (copy-binary.ts), its bytes the statement's one parameter (db/copy-from-stdin.ts):
 * no text for the database to parse, rows stored page by page. Measured on 1,000-row batches against the INSERT
 * over column arrays it replaced: on PGlite 32 instead of 38 µs of CPU per row. What a stored row costs now, COPY
 * and rollups together, is DESIGN.md section 7's figure 3 (scripts/bench/row-cost.ts): on PostgreSQL 15 with the
 * seven call_logs indexes (primary key, five (column, called_at) owner and filter indexes, the partial tool_name
 * one), median 18 µs per row, server 15 and client 3 (2026-12-06, load 9–13; 23.7 before migration 1081); 19.1
 * later that day, server 14.0 and client 5.1 (load about 9). Over the 10 µs budget. Where the backend's part goes
 * (scripts/bench/row-cost-parts.ts: copies of call_logs with one part each, in turns, 7 rounds of 20 batches, load
 * 7–10; ±0.5 µs): COPY into a partition with no index 2.5; the primary key alone 3.5, each owner index alone 3.5,
 * each filter index alone 4.0–4.5; the primary key with the owner and tool indexes 7.0, the three filter indexes
 * without them 7.5, all seven 10.5; the rollup upsert alone 5.0 (its minute rows alone 2.5: the cost follows the
 * rows, 420 for a batch of 140 keys); the whole transaction 12.0. So about 2.5 the heap, 4.5 the primary key with
 * the owner indexes, 3.5 the filter indexes and 2–5 the rollups, and the client's driver work 3–5. Tried, and not
 * taken: the rollups as UPDATE … FROM plus an insert of the rest (13 µs instead of 5.5); one BRIN bloom index over
 * the three filter columns instead of their btrees (0.7 µs instead of about 3.5, but a developer's 7-day page
 * filtered on a rare API or application took 80–250 ms at 10M rows); no filter indexes, the pages reading only the
 * minutes the rollups name (the same pages 20–50 ms p50 and up to 130 ms p95 instead of 3–8: a minute of raw rows
 * read per match, more as traffic grows, where the index reads the match).
 *
 * Since migration 1083 the rollups are a binary COPY of the batch's minute rows into call_rollup_deltas (140 rows
 * for the benches' 1,000 calls instead of 420 upserted), and a merge every 10 s folds them into the totals
 * (rollup.ts). Measured 2026-12-06 at load 16–30 (heavier than the figures above, so everything reads higher):
 * row-cost-parts.ts, in turns, the upsert 5.5 µs and 4.0 in two runs, the deltas alone 0.5–1.5, the deltas with
 * a merge every 10 batches (10 s at 1,000 calls a second) 2.0–2.5, most of it the merge's delete of what it folded;
 * row-cost.ts (the merge counted) against the code before, alternating, 19.0 / 19.7 / 16.5 µs against 22.1 / 20.3
 * / 21.9, server 13.8–14.8 against 15.3–17.3; at load about 5, 15.6 / 14.5 / 17.3 against 15.5 / 17.0 / 18.2,
 * server 11.5–13.0 against 13.3–15.3 (parts: the upsert 4.0, the deltas with their merge 2.0, all seven indexes 9.0,
 * no index 3.5). A merge after every batch costs far more than the upsert did (row-cost.ts with BENCH_MERGE_EVERY=1:
 * 37 µs at load 30, against 21 with 10 and 18 with 40): it pays off only over many batches. The filter indexes
 * as they are: without the group index 0.5 less,
 * without the group and provider indexes 2.0 less (pages served from the API index instead are not built yet).
 */
export async function copyCalls(trx: Transaction<Database> | Kysely<Database>, batch: readonly CallRecord[]) {
  if (!batch.length) return;
  await trx.executeQuery(CompiledQuery.raw(COPY_SQL, [copyBinary(CALL_LOG_COLUMNS, batch)]));
}

/** a refusal caused by the rows themselves: a data exception (22…) or an integrity constraint (23…) */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}
