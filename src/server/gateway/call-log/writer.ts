/**
 * The call-log writer: calls are buffered and written in batches (at most MAX_BATCH rows or MAX_DELAY_MS old), raw
 * rows and their rollups in one transaction. A batch that fails (the database is briefly away) goes back to the front
 * of the buffer and is retried with a growing pause (unless it turns out committed, its answer lost); the buffer is
 * bounded, and a call that does not fit is counted and logged, never dropped in silence; a row the database refuses
 * for a value of its own is set apart, counted and logged, and the rest of its batch written. `close()` writes
 * everything that is left. Raw calls go in as one binary COPY of their chunks per batch.
 */
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CallRecord } from './record.ts';
import { addRollupDeltas, mergeRollupDeltas, minuteRollupsOf } from './rollup.ts';
import { copyBinary } from './copy-binary.ts';
import { CHUNK_COLUMNS, chunksOf } from './chunks.ts';
import { bucketStart } from './buckets.ts';

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
  /** the calls of the last write that failed, not for its rows: committed or not, it is not known yet */
  private unsure: CallRecord[] | undefined;
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
      try {
        if (this.unsure) {
          left -= await this.settleUnsure();
          continue;
        }
        const batch = this.buffer.splice(0, Math.min(left, this.maxBatch));
        left -= batch.length;
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
   * a constraint, class 23), the batch is halved until each refused row stands alone: the others are
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
          // the parts after it were not tried; this one may have been committed (settleUnsure)
          this.unsure = part;
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

  /**
   * Whether the write that failed last, not for its rows, was committed all the same (the connection lost between
   * the commit and its answer): then its calls, back at the front of the buffer, are taken out as written instead of
   * being stored, and counted by the rollups, twice. A write is one transaction, so one of its calls tells. Returns
   * how many calls it took out.
   */
  private async settleUnsure(): Promise<number> {
    const calls = this.unsure!;
    if (!(await wasStored(this.db, calls[0]))) {
      this.unsure = undefined;
      return 0;
    }
    const written = new Set(calls);
    this.buffer = this.buffer.filter((c) => !written.has(c));
    this.unsure = undefined;
    this.stats.written += calls.length;
    this.unmerged = true;
    this.opts.log?.warn(
      { calls: calls.length, requestId: calls[0].request_id },
      'call-log write was committed though its answer was lost: not written again',
    );
    return calls.length;
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

const COPY_SQL = `copy call_log_chunks (${CHUNK_COLUMNS.map(([c]) => c).join(', ')}) from stdin with (format binary)`;

/**
 * A batch as one binary COPY of its chunks (chunks.ts, copy-binary.ts), its bytes the statement's one parameter
 * (db/copy-from-stdin.ts): no text for the database to parse, rows stored page by page. What a stored call costs,
 * the chunks and the rollup deltas together, is DESIGN.md section 7's figure 3 (scripts/bench/row-cost.ts).
 *
 * Measured on the row-per-call table this replaced (migration 1080, 1081; PostgreSQL 15, 1,000-row batches): median
 * 13–26 µs a row by machine, most of it the backend's (the heap row 2.5–6, each of the seven indexes 0.5–3.5, the
 * rollups 2–5), and no set of indexes brought it under 10. Tried there, and not taken: the rollups as UPDATE … FROM
 * (13 µs instead of 5.5); one BRIN bloom index over the filter columns (a rare API's 7-day page took 80–250 ms at
 * 10M rows); no filter indexes (the same pages up to 130 ms p95). A merge of the rollup deltas after every batch
 * costs more than the upsert it replaced: it pays off only over many batches (rollup.ts).
 */
export async function copyCalls(trx: Transaction<Database> | Kysely<Database>, batch: readonly CallRecord[]) {
  if (!batch.length) return;
  await trx.executeQuery(
    CompiledQuery.raw(COPY_SQL, [copyBinary(CHUNK_COLUMNS, chunksOf(batch), (chunk) => chunk.calls)]),
  );
}

/** whether a call is stored: looked for among the chunks of its minute (no index holds request ids) */
async function wasStored(db: Kysely<Database>, call: CallRecord): Promise<boolean> {
  const { rows } = await sql`select 1 from call_log_chunks
    where bucket = ${bucketStart(call.called_at, 'm')} and ${call.request_id} = any(request_id) limit 1`.execute(db);
  return rows.length > 0;
}

/** a refusal caused by the rows themselves: a data exception (22…) or an integrity constraint (23…) */
function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}
