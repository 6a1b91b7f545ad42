/**
 * The embedded PGlite database, run on a worker thread of its own. PGlite executes SQL synchronously in
 * WebAssembly on whichever thread holds it; on the main thread a call-log batch of 1,000 rows (raw rows, six index
 * entries each, and rollups) stopped the gateway and the console API for 40–80 ms at a time. Here the main thread
 * only posts queries and takes answers; the database works on another core.
 *
 * The object offers the part of PGlite that kysely-pglite-dialect uses (`query`, `close`) and `dumpDataDir`.
 * `COPY … FROM STDIN` takes its data as its one parameter, a Uint8Array, as on PostgreSQL (copy-from-stdin.ts).
 * PGlite reads it as the COPY's '/dev/blob'.
 * Queries are answered in the order sent; the dialect already serializes connections, so a transaction's
 * statements reach the database one after another with nothing between them.
 */
import { Worker } from 'node:worker_threads';

/** what the worker (pglite-worker.mjs) is started with */
export interface WorkerInit {
  dataDir?: string;
  /** a dumped data directory (tar, gzipped or not) to start from */
  loadDataDir?: ArrayBuffer;
  /** arguments added to initdb's, where the data directory is new */
  initDbArgs?: string[];
  /** the worker prepares PGlite but opens the data directory only on a 'start' message (open's `dataReady`) */
  deferred?: boolean;
}
type Request = { id: number } & Ask;
type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

type Pending = { resolve(value: unknown): void; reject(err: Error): void };
type Ask = { op: 'query'; sql: string; params: unknown[] } | { op: 'dump' } | { op: 'close' };

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failed: Error | undefined;
  private closing = false;
  /** a failure before the thread opened the database rejects the open; onFailure hears of those after */
  private isOpen = false;

  private constructor(
    init: WorkerInit,
    private readonly onFailure?: (err: Error) => void,
  ) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: init });
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (err) =>
      this.fail(new Error(`the database thread stopped: ${err.message}`, { cause: err })),
    );
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /**
   * Opens the database on its thread; rejects when PGlite cannot open it. `onFailure` hears once if the thread
   * dies later (every query from then on is refused with the same error: the data directory belongs to the dead
   * thread, so only a restart of the process opens it again). With `dataReady` (a first start copying the database
   * image) the thread starts at once and prepares PGlite, and opens the data directory once `dataReady` resolves.
   */
  static async open(
    init: WorkerInit,
    onFailure?: (err: Error) => void,
    dataReady?: Promise<unknown>,
  ): Promise<PGliteThread> {
    const { thread, opened } = PGliteThread.start(init, onFailure, dataReady);
    await opened;
    return thread;
  }

  /**
   * open's thread at once, and `opened`, which settles as open would. Queries may be sent before: the thread
   * answers them once the database is open, or refuses them with open's error (main.ts builds the app meanwhile).
   * A thread that fails to open is ended.
   */
  static start(
    init: WorkerInit,
    onFailure?: (err: Error) => void,
    dataReady?: Promise<unknown>,
  ): { thread: PGliteThread; opened: Promise<void> } {
    const thread = new PGliteThread({ ...init, deferred: !!dataReady }, onFailure);
    const opened = new Promise((resolve, reject) => {
      thread.pending.set(0, { resolve, reject });
      thread.worker.ref();
      dataReady?.then(
        () => thread.worker.postMessage({ op: 'start' }),
        (err: Error) => thread.settle({ id: 0, ok: false, error: { ...err, message: err.message } }),
      );
    }).then(
      () => {
        thread.isOpen = true;
        thread.idle();
      },
      async (err: unknown) => {
        await thread.worker.terminate();
        throw err;
      },
    );
    return { thread, opened };
  }

  async query(sql: string, params: unknown[] = []): Promise<{ rows: unknown[]; affectedRows?: number }> {
    return (await this.ask({ op: 'query', sql, params })) as { rows: unknown[]; affectedRows?: number };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.ask({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failed) await this.ask({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  private ask(msg: Ask): Promise<unknown> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // a query in flight keeps the process alive, as a socket to PostgreSQL would; an idle database does not
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, ...msg } as Request);
    });
  }

  private settle(reply: Reply) {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    this.idle();
    if (reply.ok) p.resolve(reply.value);
    else p.reject(Object.assign(new Error(reply.error.message), reply.error));
  }

  private idle() {
    if (this.pending.size === 0) this.worker.unref();
  }

  private fail(err: Error) {
    if (!this.failed && !this.closing && this.isOpen) this.onFailure?.(err);
    this.failed ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
