/**
 * Starts the real app for a test file on the database under test: PGlite in memory by default, or a fresh
 * PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set and TEST_DB=postgres.
 */
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { openSeededPglite, plainDemoKey, pointDemoUpstreams, postgresSeed } from './seed-cache.ts';
import { asTestDb, keepSpare, snapshot, takeSpare } from './spare-db.ts';

export const DEMO_MD5 = md5Hex('Demo@123456');
/** A fixed key for application secrets in tests (never written to DATA_DIR). */
export const TEST_SECRET_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
  };
}

export const usePostgres = () => process.env.TEST_DB === 'postgres';

type TestDb = { db: Db; drop: () => Promise<void>; seeded: boolean; keep(): Promise<void> };

/**
 * The database a test file starts on, already seeded when this run has seeded one for the same environment
 * (seed-cache.ts); `seeded` tells the caller to keep a copy once the app has seeded it. Browser tests start theirs
 * here too (tests/e2e/helpers.ts). With `spare` (the server project, whose workers run files one after another), a
 * seeded database is kept for the worker's next file and reset then, instead of a new one opened (spare-db.ts).
 * A seeded copy's demo upstreams are pointed at `demoUpstreamPort`, the start's own (pointDemoUpstreams).
 */
export async function openTestDb(
  key: string | null,
  { spare = false, demoUpstreamPort }: { spare?: boolean; demoUpstreamPort: number },
): Promise<TestDb> {
  const opened = await openDatabase(key, spare);
  if (opened.seeded) await pointDemoUpstreams(opened.db, demoUpstreamPort);
  return opened;
}

async function openDatabase(key: string | null, spare: boolean): Promise<TestDb> {
  if (!usePostgres()) return openSeededPglite(key, spare);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = key ? postgresSeed.templateName(key) : undefined;
  const reused = key && spare && template ? await takeSpare(key) : undefined;
  if (reused) return asTestDb(reused);
  if (template) {
    await postgresSeed.locked(base, template, async () => {
      if (!(await postgresSeed.exists(base, template))) await seedTemplate(base, template);
    });
  }
  const seeded = !!template && (await postgresSeed.exists(base, template));
  // a spare outlives its file: named for the run, so the run's end drops it (global-setup.ts)
  const scratch = await createScratchDatabase(
    base,
    template && spare ? postgresSeed.scratchPrefix() : 't',
    seeded ? template : undefined,
  );
  const db = await openDb({ databaseUrl: scratch.url, migrated: seeded });
  const discard = async () => {
    await db.close();
    await scratch.drop();
  };
  const restore = key && spare && seeded ? await snapshot(db.db) : undefined;
  return {
    db,
    seeded,
    keep: async () => undefined, // the template was made before the scratch database (seedTemplate)
    drop: () => (key && restore ? keepSpare({ key, db, restore, discard }) : discard()),
  };
}

/** seeds a scratch PostgreSQL database with the app's own start (the plain demo), then makes it the run's template */
async function seedTemplate(base: string, template: string): Promise<void> {
  const scratch = await createScratchDatabase(base, 's');
  const db = await openDb({ databaseUrl: scratch.url });
  const built = await buildApp({ config: testConfig({}), db, now: testClock().now, logger: false });
  await built.close();
  await db.close();
  await postgresSeed.promote(base, scratch.name, template);
}

function testConfig(env: Record<string, string>) {
  return loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', SECRET_KEY: TEST_SECRET_KEY, ...env });
}

export interface TestApp extends App {
  clock: TestClock;
  /** logs in a demo (or any) account and answers its ticket */
  login(userName?: string, md5?: string): Promise<string>;
  dispose(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const key = plainDemoKey(env);
  const started = Date.now();
  const config = testConfig(env);
  const { db, drop, seeded, keep } = await openTestDb(key, { spare: true, demoUpstreamPort: config.demoUpstreamPort });
  const clock = testClock();
  // a seeded copy was seeded by this run's code with this environment: buildApp skips the seed's checks
  const built = await buildApp({ config, db, now: clock.now, logger: false, seeded });
  await built.app.ready();
  await keep();
  if (process.env.SEED_CACHE_DEBUG)
    console.error(`test app ${key}: ${seeded ? 'from the seeded copy' : 'seeded'} in ${Date.now() - started} ms`);
  return {
    ...built,
    clock,
    async login(userName = 'admin', md5 = DEMO_MD5) {
      const res = await built.app.inject({
        method: 'POST',
        url: '/openauthor/v1/user/login',
        payload: { user_name: userName, password: md5 },
      });
      const body = res.json();
      if (!body.success) throw new Error(`login ${userName} failed: ${res.body}`);
      return body.data.ticket as string;
    },
    async dispose() {
      await built.close();
      await drop();
    },
  };
}
