/**
 * `COPY … FROM STDIN` through Kysely. Kysely sends a statement and its parameters; COPY has no parameters of its
 * own, and its data travels in the COPY sub-protocol instead. So a `COPY … FROM STDIN` statement given exactly one
 * parameter, a Uint8Array, takes that parameter as its data: on PostgreSQL sent with pg-copy-streams (this
 * module, wrapped around the pool Kysely is given), on the embedded PGlite handed over as the COPY's '/dev/blob'
 * (pglite-worker.mjs). The call-log writer stores its batches this way (binary format, call-log/copy-binary.ts).
 */
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const COPY_FROM_STDIN = /^\s*copy\s[^;]*\sfrom\s+stdin\b/i;

/** whether a statement and its parameters are a COPY FROM STDIN with its data */
function isCopyWithData(sql: string, params: readonly unknown[] | undefined): params is [Uint8Array] {
  return params?.length === 1 && params[0] instanceof Uint8Array && COPY_FROM_STDIN.test(sql);
}

/**
 * The pool as Kysely's PostgresDialect takes it, its clients answering a COPY FROM STDIN with data. `onError`
 * hears every connection failure: a connect that fails, and a connection that breaks while a query holds it (the
 * pool listens to its idle connections only; a checked-out client's 'error' with no listener ended the process).
 */
export function withCopyFromStdin(pool: pg.Pool, onError: (err: Error) => void) {
  const ready = new WeakSet<pg.PoolClient>();
  return {
    async connect(): Promise<pg.PoolClient> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        onError(err as Error);
        throw err;
      }
      if (!ready.has(client)) {
        answerCopy(client);
        client.on('error', onError);
        ready.add(client);
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/** a pooled client is reused for its life: its query method is wrapped once */
function answerCopy(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown[], ...rest: unknown[]) => {
    // everything else as pg takes it, a callback included (the pool's own query() passes one)
    if (typeof text !== 'string' || !isCopyWithData(text, values)) return query(text, values, ...rest);
    return new Promise((resolve, reject) => {
      const stream = query(copyFrom(text)) as ReturnType<typeof copyFrom>;
      stream.on('error', reject);
      // pg-copy-streams finishes once the server has confirmed the COPY
      stream.on('finish', () => resolve({ command: 'COPY', rowCount: stream.rowCount, rows: [] }));
      stream.end(values![0]);
    });
  }) as typeof client.query;
}
