/**
 * Starts the real app for a test file on the database under test: PGlite in memory by default, or a fresh
 * PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set and TEST_DB=postgres.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

export const DEMO_MD5 = md5Hex('Demo@123456');

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
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's pool.end() resolves before its sockets are closed; forcing the drop while a client is still
      // saying goodbye makes that client raise an unhandled FATAL 57P01. Wait for the backends to leave.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
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
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env });
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
