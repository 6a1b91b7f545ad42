/** Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given. */
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { PGliteThread } from './pglite-thread.ts';
import { withCopyFromStdin } from './copy-from-stdin.ts';
import { audited } from '../audit/driver.ts';

export type DbKind = 'pglite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests seed once and start every file from it) */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests) */
  dataDir?: string;
  /** PGlite only: start from this dumped data directory instead of an empty one */
  loadDataDir?: Blob;
}

// int8 (count(*), sums) arrives as text from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
// a `date` is a calendar day, not an instant: keep 'YYYY-MM-DD' instead of a midnight in some time zone
pg.types.setTypeParser(1082, (v) => v);

export async function openDb(opts: DbOptions): Promise<Db> {
  let db: Kysely<Database>;
  let kind: DbKind;
  let dumpDataDir: Db['dumpDataDir'];
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    db = new Kysely<Database>({ dialect: audited(new PostgresDialect({ pool: withCopyFromStdin(pool) })) });
    kind = 'postgres';
  } else {
    const dir = opts.dataDir ?? 'memory://';
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    // on a thread of its own: its SQL runs synchronously, and would otherwise stop every request (pglite-thread.ts)
    const pglite = await PGliteThread.open({
      dataDir: dir === 'memory://' ? undefined : dir,
      ...(opts.loadDataDir ? { loadDataDir: await opts.loadDataDir.arrayBuffer() } : {}),
    });
    dumpDataDir = () => pglite.dumpDataDir();
    db = new Kysely<Database>({ dialect: audited(new PGliteDialect(pglite as never)) });
    kind = 'pglite';
  }
  await migrate(db);
  return { db, kind, close: () => db.destroy(), dumpDataDir };
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // domains number their migrations in ranges of their own, so a data directory may meet a lower number late
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
