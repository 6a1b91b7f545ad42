/**
 * Starts the real app for a test file on the database under test: PGlite in memory by default, or a fresh
 * PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set and TEST_DB=postgres.
 */
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

export const DEMO_MD5 = md5Hex('Demo@123456');
/** A fixed key for application secrets in tests (never written to DATA_DIR). */
export const TEST_SECRET_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => new Date(t), advance: (ms) => { t += ms; } };
}

export const usePostgres = () => process.env.TEST_DB === 'postgres';

async function openTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!usePostgres()) {
    const db = await openDb({ dataDir: 'memory://' });
    return { db, drop: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(base, 't');
  const db = await openDb({ databaseUrl: scratch.url });
  return {
    db,
    async drop() {
      await db.close();
      await scratch.drop();
    },
  };
}

export interface TestApp extends App {
  clock: TestClock;
  /** logs in a demo (or any) account and answers its ticket */
  login(userName?: string, md5?: string): Promise<string>;
  dispose(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDb();
  const clock = testClock();
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', SECRET_KEY: TEST_SECRET_KEY, ...env });
  const built = await buildApp({ config, db, now: clock.now, logger: false });
  await built.app.ready();
  return {
    ...built,
    clock,
    async login(userName = 'admin', md5 = DEMO_MD5) {
      const res = await built.app.inject({ method: 'POST', url: '/openauthor/v1/user/login', payload: { user_name: userName, password: md5 } });
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
