/** Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given. */
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { PGliteThread } from './pglite-thread.ts';
import { demoImageDir, imageDir, imageKey, startFromImage, usableDemoImage, type DemoImage } from './image.ts';
import { withCopyFromStdin } from './copy-from-stdin.ts';
import { audited } from '../audit/driver.ts';
import { DbHealth } from './health.ts';
import { AuthChangeSink } from '../auth/cache/changes.ts';

export type DbKind = 'pglite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  /** whether the database answers; logs each outage once (health.ts). Always set by openDb */
  health?: DbHealth;
  /** PGlite only: the whole data directory as a tarball (tests seed once and start every file from it) */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: where it is (the session caches' LISTEN connection opens its own) */
  url?: string;
  /** committed writes that may make cached sessions or permissions stale (auth/cache); without it nothing is cached */
  authChanges?: AuthChangeSink;
  /**
   * PGlite only: the data directory was empty and was copied from the image of this code at this open
   * (image.ts): it is migrated and holds the base seed (seed/base.ts)
   */
  fromImage?: boolean;
  /**
   * PGlite only: the copy was of the demo image (image.ts: the demo's first-start seed baked in), whose per-install
   * parts the seed renews (seed/demo-image.ts)
   */
  demoImage?: DemoImage;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests) */
  dataDir?: string;
  /** PGlite only: start from this dumped data directory instead of an empty one */
  loadDataDir?: Blob;
  /**
   * The database is a copy of one this code migrated moments ago (tests start every file from one seeded copy):
   * the migrator's check, ~0.5 s of CPU per start, is skipped. Never for a database an operator points at.
   */
  migrated?: boolean;
  /** PGlite only, a new data directory: arguments added to initdb's (the database image's smaller WAL segments) */
  initDbArgs?: string[];
  /**
   * PGlite only, a new data directory: 'demo' copies the demo image when one is usable (demo mode's first start),
   * the base image otherwise (the default)
   */
  image?: 'base' | 'demo';
}

// int8 (count(*), sums) arrives as text from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
// a `date` is a calendar day, not an instant: keep 'YYYY-MM-DD' instead of a midnight in some time zone
pg.types.setTypeParser(1082, (v) => v);

/**
 * A new connection that has not finished its start-up in this time fails (the database stalled, or a network in
 * between drops packets), as does a wait for a free pooled connection: the API then answers 503 instead of
 * holding its request without end.
 */
const CONNECT_TIMEOUT_MS = 5000;

export async function openDb(opts: DbOptions): Promise<Db> {
  const { db, open } = startDb(opts, await opts.loadDataDir?.arrayBuffer());
  await open;
  return db;
}

/**
 * openDb's database at once, with `open`, which settles as openDb would: its Kysely instance may be handed around
 * before (main.ts builds the app while the database thread opens the directory, issue 28), but nothing may query
 * it until `open` has resolved, and `fromImage` and `demoImage` are set only then. PGlite's thread would answer a
 * query sent earlier once it is open; PostgreSQL's pool would run it before the migrations. `loadDataDir`: opts's,
 * read (openDb).
 */
export function startDb(
  opts: Omit<DbOptions, 'loadDataDir'>,
  loadDataDir?: ArrayBuffer,
): { db: Db; open: Promise<Db> } {
  let db: Kysely<Database>;
  let kind: DbKind;
  let dumpDataDir: Db['dumpDataDir'];
  let health: DbHealth;
  let opened: Promise<void> | undefined;
  const copied = { migrated: opts.migrated, fromImage: false, demoImage: undefined as DemoImage | undefined };
  const authChanges = new AuthChangeSink();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    health = new DbHealth(() => pool.query('select 1'));
    // an idle pooled connection that breaks (a restart, a failover, a cut) is dropped by the pool, which then emits
    // 'error': without a listener that event ended the process. The next query opens a new connection.
    pool.on('error', (err) => health.failed(err));
    db = new Kysely<Database>({
      dialect: audited(
        new PostgresDialect({ pool: withCopyFromStdin(pool, (err) => health.failed(err)) }),
        authChanges,
      ),
    });
    kind = 'postgres';
  } else {
    const dir = opts.dataDir ?? 'memory://';
    let copying: Promise<void> | undefined;
    if (!dir.startsWith('memory://')) {
      mkdirSync(dir, { recursive: true });
      // a new data directory starts as a copy of the image, when one was built for this code; the database thread
      // prepares PGlite meanwhile and opens the directory once it is copied
      if (!loadDataDir) {
        const key = imageKey();
        const demo = opts.image === 'demo' ? usableDemoImage(new Date(), demoImageDir(key)) : undefined;
        copying = startFromImage(dir, demo ? demoImageDir(key) : imageDir(key)).then((done) => {
          if (done) copied.migrated = copied.fromImage = true;
          if (done && demo) copied.demoImage = demo;
        });
      }
    }
    // on a thread of its own: its SQL runs synchronously, and would otherwise stop every request (pglite-thread.ts)
    const started = PGliteThread.start(
      {
        dataDir: dir === 'memory://' ? undefined : dir,
        ...(loadDataDir ? { loadDataDir } : {}),
        ...(opts.initDbArgs ? { initDbArgs: opts.initDbArgs } : {}),
      },
      (err) => health?.failed(err),
      copying,
    ); // a thread failing while it opens rejects the open instead
    const pglite = started.thread;
    opened = started.opened;
    health = new DbHealth(() => pglite.query('select 1'));
    dumpDataDir = () => pglite.dumpDataDir();
    db = new Kysely<Database>({ dialect: audited(new PGliteDialect(pglite as never), authChanges) });
    kind = 'pglite';
  }
  const out: Db = {
    db,
    kind,
    health,
    close: () => {
      health.stop();
      return db.destroy();
    },
    dumpDataDir,
    url: opts.databaseUrl,
    authChanges,
    fromImage: false,
  };
  const open = (async () => {
    await opened; // PGlite's directory is copied (when it was) before its thread opens it
    out.fromImage = copied.fromImage;
    out.demoImage = copied.demoImage;
    if (!copied.migrated) {
      try {
        await migrate(db);
      } catch (err) {
        // closed, so that a start refused here ends instead of waiting on the database thread
        health.stop();
        await db.destroy().catch(() => undefined);
        throw err;
      }
    }
    return out;
  })();
  return { db: out, open };
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  await refuseOldChain(db);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // domains number their migrations in ranges of their own, so a data directory may meet a lower number late
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
}

/**
 * A database migrated by the migrations before they were squashed into one baseline per domain (0001_accounts …
 * 0241_work_order_agent, before 0.1.0) holds the same tables under migration names this code no longer has: the
 * baselines would fail on its first table. Nothing was released then, so such a database is not upgraded: it is
 * made again. Says so, instead of the migrator's "corrupted migrations".
 */
export class OldMigrationsError extends Error {}

async function refuseOldChain(db: Kysely<Database>): Promise<void> {
  const table = await sql<{ t: string | null }>`select to_regclass('kysely_migration')::text as t`.execute(db);
  if (!table.rows[0]?.t) return; // a new database
  const done = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const unknown = done.rows.map((r) => r.name).filter((name) => !(name in migrations));
  if (!unknown.length) return;
  throw new OldMigrationsError(
    `this database was migrated by migrations this version no longer has (${unknown.slice(0, 3).join(', ')}` +
      `${unknown.length > 3 ? ', …' : ''}): before 0.1.0 the migrations were squashed into one baseline per domain, ` +
      'and a database made by the old ones is not upgraded. Start on a new one: with the server stopped, move the ' +
      'data directory (DATA_DIR, default ./data) aside or, on PostgreSQL, drop and create the database ' +
      '(DATABASE_URL); the next start migrates and seeds it. Keep the old one only to copy data out by hand.',
  );
}
