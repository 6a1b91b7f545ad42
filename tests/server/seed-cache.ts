/**
 * Seeding the demo takes most of a server test file's start (migrations, catalog import, the demo app's access
 * reviews). A run seeds the plain demo once and starts every other file from that copy: on PGlite a
 * dumped data directory, on PostgreSQL a template database. The copies live for one run (global-setup.ts makes a
 * fresh folder and drops the templates at the end), so a change to migrations or seed code is always seen. Only
 * the plain demo (no extra environment) is kept (helpers.ts).
 */
import { inject } from 'vitest';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { upstreamUrl } from '../../src/server/seed/demo-image.ts';
import { asTestDb, keepSpare, snapshot, takeSpare } from './spare-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seedCacheDir: string;
    seedRunId: string;
  }
}

/** the run's cache folder, or undefined outside the server project's run (no caching then) */
function cacheDir(): string | undefined {
  try {
    return inject('seedCacheDir');
  } catch {
    return undefined;
  }
}

/** one key per environment a file starts the app with: a different environment may seed differently */
export function seedKey(env: Record<string, string>): string {
  const sorted = Object.entries(env).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
}

/**
 * Settings a start may have without its seed differing from the plain demo's: the ports and addresses the running
 * app listens on or lets through, and what it uses only when asked at run time (outside sign-in providers, the SMS
 * channel, the OAuth issuer's name, the upload quota): the seed reads none of them (seed/index.ts reads production,
 * the admin password, the secret key and the demo upstream's port). The demo upstream's port is the one the seed
 * writes (its capabilities' upstreams, seedCatalogDemo), so a start from a copy points those at its own
 * (pointDemoUpstreams).
 */
const NOT_SEEDED = new Set([
  'DEMO_UPSTREAM_PORT',
  'GATEWAY_PORT',
  'ALLOWED_UPSTREAMS',
  'STATIC_DIR',
  'UPLOAD_QUOTA_MB',
  'SMS_URL',
  'SMS_TOKEN',
  'OAUTH_ISSUER',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_REDIRECT_URI',
  'OIDC_NAME',
  'WORKCHAT_URL',
  'WORKCHAT_APP_KEY',
  'WORKCHAT_APP_SECRET',
]);

/**
 * The cache key of a start's environment, or null when it is not kept: only the plain demo is (most files start
 * it, with nothing or only NOT_SEEDED settings of their own, while a file with its own seed (production mode)
 * is alone with it and would pay for a copy nobody reuses).
 */
export function plainDemoKey(env: Record<string, string>): string | null {
  return Object.keys(env).every((name) => NOT_SEEDED.has(name)) ? seedKey({}) : null;
}

/**
 * Points the demo's upstreams of a seeded copy at this start's demo upstream (DEMO_UPSTREAM_PORT): the copy holds
 * the port of the start that seeded it. A copy's upstreams are all the seed's, each the demo upstream's address
 * (demo-image.ts's upstreamUrl), which renewDemo rewrites the same way for the demo image.
 */
export async function pointDemoUpstreams(db: Db, port: number): Promise<void> {
  await db.db
    .updateTable('group_upstreams')
    .set({ base_url: upstreamUrl(port) })
    .where('base_url', 'like', 'http://127.0.0.1:%')
    .execute();
}

/**
 * An in-memory PGlite for one start: from the run's seeded copy for `key` when there is one (with `spare`, the
 * worker's spare reset when it has one: spare-db.ts). `keep()`, called once the app has started (and so seeded) on
 * it, saves it as that copy when this start was the one to seed. `drop()` ends the file's use of it.
 */
export async function openSeededPglite(
  key: string | null,
  spare = false,
): Promise<{ db: Db; seeded: boolean; keep(): Promise<void>; drop(): Promise<void> }> {
  const reused = key && spare ? await takeSpare(key) : undefined;
  if (reused) return asTestDb(reused);
  const dump = key ? await pgliteSeed.load(key) : undefined;
  // a copy is migrated already: the migrator's check is skipped (the copy was made by this run's code)
  const db = await openDb({ dataDir: 'memory://', loadDataDir: dump, migrated: !!dump });
  // the seeded data as loaded, to reset to when the worker's next file takes it
  const restore = key && spare && dump ? await snapshot(db.db) : undefined;
  return {
    db,
    seeded: !!dump,
    async keep() {
      if (key && !dump && db.dumpDataDir) await pgliteSeed.save(key, await db.dumpDataDir());
    },
    drop: () => (key && restore ? keepSpare({ key, db, restore, discard: () => db.close() }) : db.close()),
  };
}

export const pgliteSeed = {
  /**
   * The seeded copy for `key`, waiting while another file seeds it (two files starting at once would otherwise
   * both seed); undefined when this file is the one to seed.
   */
  async load(key: string): Promise<Blob | undefined> {
    const dir = cacheDir();
    if (!dir) return undefined;
    const file = join(dir, `${key}.tar`);
    try {
      closeSync(openSync(join(dir, `${key}.lock`), 'wx'));
      return undefined; // ours to seed
    } catch {
      /* another file seeds it */
    }
    for (let waited = 0; !existsSync(file); waited += 200) {
      if (waited > 300_000) return undefined; // its seeding failed: seed our own
      await sleep(200);
    }
    return new Blob([readFileSync(file)]);
  },
  async save(key: string, dump: Blob): Promise<void> {
    const dir = cacheDir();
    if (!dir) return;
    const file = join(dir, `${key}.tar`);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // whole or not at all: another worker may be reading
  },
};

export const postgresSeed = {
  templateName(key: string): string | undefined {
    const dir = cacheDir();
    return dir ? `tpl_${inject('seedRunId')}_${key}` : undefined;
  },
  /** the name prefix of the run's scratch databases that may outlive their file (a worker's spare) */
  scratchPrefix(): string {
    return `spare_${inject('seedRunId')}`;
  },
  /** runs `fn` holding the run's lock for this template, so one file seeds it while the others wait */
  async locked<T>(baseUrl: string, name: string, fn: () => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query('select pg_advisory_lock(hashtext($1))', [name]);
      return await fn();
    } finally {
      await c.end();
    } // ending the session releases the lock
  },
  async exists(baseUrl: string, name: string): Promise<boolean> {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      const { rows } = await c.query('select 1 from pg_database where datname = $1', [name]);
      return rows.length > 0;
    } finally {
      await c.end();
    }
  },
  /** turns a seeded scratch database (no connections left) into the template; a lost race keeps the other's */
  async promote(baseUrl: string, scratch: string, name: string): Promise<void> {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(`alter database ${scratch} rename to ${name}`);
    } catch {
      await c.query(`drop database if exists ${scratch} with (force)`);
    } finally {
      await c.end();
    }
  },
};
