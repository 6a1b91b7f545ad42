/**
 * Login throttling two instances enforce as one (issue 28 item 2): with REDIS_URL the throttle's records (failures
 * per client address and per account, delays, the address lock) live in Redis, each check and count one Lua
 * script, so guesses spread over two instances, sent all at once, get exactly the allowance of one. With Redis
 * away the same throttle counts in the database (shared too). Two app instances on the database under test, each
 * with its own Redis connection, on the test's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import type { Db } from '../../../src/server/db/index.ts';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers.ts';
import { freePort } from '../faults/processes.ts';
import { captchaFor, createUser, WRONG_MD5 } from '../auth/fixtures.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
// this run's own keys: parallel runs on the same Redis must not count each other's attempts
const PREFIX = `test:${randomBytes(6).toString('hex')}:`;

let t: TestApp;
const apps: App[] = [];
const redis = new Redis(REDIS_URL, { lazyConnect: true });

async function instance(env: Record<string, string>): Promise<App> {
  const db: Db = { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} };
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', SECRET_KEY: TEST_SECRET_KEY, ...env }),
    db,
    now: t.clock.now,
    logger: false,
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await startTestApp();
  await redis.connect();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await t?.dispose();
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const address = () => `10.${1 + (randomBytes(1)[0] % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
const name = (what: string) => `${what}_${randomBytes(4).toString('hex')}`;
const login = (app: App, user_name: string, password: string, ip: string, login_code?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/openauthor/v1/user/login',
    payload: { user_name, password, ...(login_code ? { login_code } : {}) },
    remoteAddress: ip,
  });
const isCheckCode = async (app: App, user_name: string, ip: string) =>
  (await app.app.inject({ url: `/openauthor/v1/is_check_code?user_name=${user_name}`, remoteAddress: ip })).json()
    .data as boolean;
const guardRows = (keys: string[]) =>
  t.deps.db
    .selectFrom('login_guards')
    .select(['guard_key', 'consecutive_failures'])
    .where('guard_key', 'in', keys)
    .execute();
const inRedis = (guardKey: string) => redis.hgetall(`${PREFIX}api:login:${guardKey}`);

describe('with REDIS_URL, two instances', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    a = await instance({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
    b = await instance({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
  });

  it('count 12 parallel wrong passwords from one address on both as one: 3 failures, then the delay for the rest', async () => {
    const user = await createUser(t, name('par'));
    const ip = address();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? a : b, user.user_name, WRONG_MD5, ip)),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED').length).toBe(3);
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBe(9);
    // counted in Redis, not in the database
    expect((await inRedis(`address:${ip}`)).f).toBe('3');
    expect((await inRedis(`account:${user.user_name}`)).f).toBe('3');
    expect(await guardRows([`address:${ip}`, `account:${user.user_name}`])).toEqual([]);
    // either instance now asks for a captcha
    expect(await isCheckCode(a, user.user_name, address())).toBe(true);
    expect(await isCheckCode(b, user.user_name, ip)).toBe(true);
  });

  it("lock an address after 10 failures spread over both, on both; the owner still gets in elsewhere, which clears the account's count", async () => {
    const user = await createUser(t, name('lock'));
    const ip = address();
    let failures = 0;
    for (let i = 0; failures < 10; i++) {
      const on = i % 2 ? a : b;
      const code = (await isCheckCode(on, user.user_name, ip)) ? await captchaFor(t, user.user_name, ip) : undefined;
      const res = await login(on, user.user_name, WRONG_MD5, ip, code);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('RATE_LIMITED');
        t.clock.advance(Number(res.headers['retry-after']) * 1000);
        continue;
      }
      expect(res.json().code, res.body).toBe('LOGIN_FAILED');
      failures++;
    }
    for (const on of [a, b]) {
      const res = await login(on, user.user_name, user.md5, ip, await captchaFor(t, user.user_name, ip));
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('ADDRESS_LOCKED');
    }
    const own = address();
    const res = await login(a, user.user_name, user.md5, own, await captchaFor(t, user.user_name, own));
    expect(res.statusCode, res.body).toBe(200);
    expect(await inRedis(`account:${user.user_name}`)).toEqual({});
    expect(await isCheckCode(b, user.user_name, own)).toBe(false);
    // the lock ends after 15 minutes, on both
    t.clock.advance(15 * 60_000 + 1000);
    const after = await login(b, user.user_name, user.md5, ip);
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('with REDIS_URL but Redis away', () => {
  it('still throttles, in the database: 3 of 6 parallel wrong passwords counted, the rest delayed', async () => {
    const gone = await freePort(); // nothing listens there
    const c = await instance({ REDIS_URL: `redis://127.0.0.1:${gone}`, REDIS_KEY_PREFIX: PREFIX });
    const user = await createUser(t, name('away'));
    const ip = address();
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(c, user.user_name, WRONG_MD5, ip)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((x) => x === 'LOGIN_FAILED').length).toBe(3);
    expect(codes.filter((x) => x === 'RATE_LIMITED').length).toBe(3);
    const rows = await guardRows([`address:${ip}`, `account:${user.user_name}`]);
    expect(rows.map((r) => r.consecutive_failures)).toEqual([3, 3]);
    expect(await isCheckCode(c, user.user_name, ip)).toBe(true);
  });
});
