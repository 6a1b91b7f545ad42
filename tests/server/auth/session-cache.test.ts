/**
 * Sessions and permissions without a database round trip (issue 28 item 1): a ticket and a user's grants are read
 * once and then answered from the instance's cache; a logout, password change, disable or role change is honoured
 * at once by the instance that made it and, on PostgreSQL, by another instance on the same database within a
 * second: through LISTEN/NOTIFY without REDIS_URL and through Redis pub/sub with it (two app instances, each with its
 * own pool and bus, as two machines would have). On PGlite one process holds the database: the in-process part only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDb, type Db } from '../../../src/server/db/index.ts';
import { startTestApp, TEST_SECRET_KEY, usePostgres, type TestApp } from '../helpers.ts';
import { call, createUser, ticketOf } from './fixtures.ts';
import { AuthCache } from '../../../src/server/auth/cache/index.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const detail = '/openauthor/v1/user/detail';
const check = (code: string) => `/openauthor/v1/is_resource_check?menu_code=${encodeURIComponent(code)}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

const cacheOf = (a: { deps: App['deps'] }) => a.deps.authCache as AuthCache;

/** polls until `ok` holds; answers how long it took (ms), or fails after `within` */
async function until(ok: () => Promise<boolean>, within = 1000): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await ok()) return performance.now() - start;
    if (performance.now() - start > within) throw new Error(`not within ${within} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('one instance', () => {
  it('answers a known ticket and its grants from the cache: no query after the first call', async () => {
    const user = await createUser(t, 'cache-one', { role: 'developer' });
    const ticket = await ticketOf(t, user);
    const stats = cacheOf(t).stats;
    expect((await call(t, 'GET', check('appmanage'), ticket)).json().data).toBe(true);
    const before = { ...stats };
    for (let i = 0; i < 5; i++) expect((await call(t, 'GET', check('appmanage'), ticket)).json().data).toBe(true);
    // 5 calls, each a ticket and a grants lookup, all answered from memory
    expect(stats.hits - before.hits).toBe(10);
    expect(stats.misses - before.misses).toBe(0);
  });

  it('refuses a ticket at once after its logout, password change and disable, and sees a role change at once', async () => {
    const user = await createUser(t, 'cache-two', { role: 'developer' });
    const [a, b] = [await ticketOf(t, user), await ticketOf(t, user)];
    expect((await call(t, 'GET', detail, a)).statusCode).toBe(200);
    expect((await call(t, 'GET', detail, b)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/openauthor/v1/user/logout', a)).statusCode).toBe(200);
    expect((await call(t, 'GET', detail, a)).statusCode).toBe(403);
    expect((await call(t, 'GET', detail, b)).statusCode).toBe(200);

    expect((await call(t, 'GET', check('appmanage'), b)).json().data).toBe(true);
    await t.deps.db.deleteFrom('user_roles').where('user_id', '=', user.user_id).execute();
    expect((await call(t, 'GET', check('appmanage'), b)).json().data).toBe(false);

    await t.deps.db.updateTable('users').set({ state: 0 }).where('user_id', '=', user.user_id).execute();
    expect((await call(t, 'GET', detail, b)).statusCode).toBe(403);
  });

  it('answers an unknown ticket 401 each time, and a write rolled back invalidates nothing it did not change', async () => {
    expect((await call(t, 'GET', detail, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await call(t, 'GET', detail, 'f'.repeat(64))).statusCode).toBe(401);
    const user = await createUser(t, 'cache-three');
    const ticket = await ticketOf(t, user);
    expect((await call(t, 'GET', detail, ticket)).statusCode).toBe(200);
    await t.deps.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ state: 0 }).where('user_id', '=', user.user_id).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await call(t, 'GET', detail, ticket)).statusCode).toBe(200);
  });
});

describe.runIf(usePostgres())('two instances on one PostgreSQL', () => {
  for (const bus of ['postgres', 'redis'] as const) {
    describe(`told through ${bus === 'redis' ? 'Redis pub/sub' : 'LISTEN/NOTIFY'}`, () => {
      let a: App;
      let b: App;
      let dbA: Db;
      let dbB: Db;
      beforeAll(async () => {
        // the test app's database, opened twice more: each instance its own pool and its own bus connection
        const dbUrl = await currentUrl();
        const env = {
          LOG_LEVEL: 'silent',
          STATIC_DIR: '/nonexistent',
          SECRET_KEY: TEST_SECRET_KEY,
          ...(bus === 'redis' ? { REDIS_URL } : {}),
        };
        [dbA, dbB] = [await openDb({ databaseUrl: dbUrl }), await openDb({ databaseUrl: dbUrl })];
        a = await buildApp({ config: loadConfig(env), db: dbA, now: t.clock.now, logger: false });
        b = await buildApp({ config: loadConfig(env), db: dbB, now: t.clock.now, logger: false });
        expect(cacheOf(a).bus.kind).toBe(bus);
        expect(cacheOf(a).usable && cacheOf(b).usable).toBe(true);
      });
      afterAll(async () => {
        await a?.close();
        await b?.close();
        await dbA?.close();
        await dbB?.close();
      });

      const on = (app: App, method: 'GET' | 'POST', url: string, ticket: string, payload?: object) =>
        app.app.inject({ method, url, headers: { ticket }, ...(payload ? { payload } : {}) });

      it('a ticket from one works on the other; a logout on one is refused on the other within a second', async () => {
        const user = await createUser(t, `cache-${bus}-logout`, { role: 'developer' });
        const ticket = await ticketOf(t, user);
        expect((await on(a, 'GET', detail, ticket)).statusCode).toBe(200);
        expect((await on(b, 'GET', detail, ticket)).statusCode).toBe(200);
        const hits = cacheOf(b).stats.hits;
        expect((await on(b, 'GET', detail, ticket)).statusCode).toBe(200);
        expect(cacheOf(b).stats.hits).toBeGreaterThan(hits); // b answers it from memory now
        expect((await on(a, 'POST', '/openauthor/v1/user/logout', ticket)).statusCode).toBe(200);
        const ms = await until(async () => (await on(b, 'GET', detail, ticket)).statusCode === 403);
        console.log(`logout on one instance refused on the other after ${ms.toFixed(0)} ms (${bus})`);
      });

      it('a password change and a disable on one end the sessions on the other within a second', async () => {
        const user = await createUser(t, `cache-${bus}-pw`, { role: 'developer' });
        const [mine, other] = [await ticketOf(t, user), await ticketOf(t, user)];
        expect((await on(b, 'GET', detail, other)).statusCode).toBe(200);
        const res = await on(a, 'POST', '/openauthor/v1/user/edit_password', mine, {
          user_id: user.user_id,
          old_password: user.md5,
          new_password: 'a'.repeat(32),
        });
        expect(res.statusCode, res.body).toBe(200);
        await until(async () => (await on(b, 'GET', detail, other)).statusCode === 403);
        expect((await on(b, 'GET', detail, mine)).statusCode).toBe(200);
        await a.deps.db.updateTable('users').set({ state: 0 }).where('user_id', '=', user.user_id).execute();
        await until(async () => (await on(b, 'GET', detail, mine)).statusCode === 403);
      });

      it('a role change on one is seen on the other within a second', async () => {
        const user = await createUser(t, `cache-${bus}-role`, { role: 'developer' });
        const ticket = await ticketOf(t, user);
        expect((await on(b, 'GET', check('appmanage'), ticket)).json().data).toBe(true);
        await a.deps.db.deleteFrom('user_roles').where('user_id', '=', user.user_id).execute();
        const ms = await until(async () => (await on(b, 'GET', check('appmanage'), ticket)).json().data === false);
        console.log(`role change on one instance seen on the other after ${ms.toFixed(0)} ms (${bus})`);
      });
    });
  }
});

/** the test app's own PostgreSQL database */
async function currentUrl(): Promise<string> {
  const { rows } = await (
    await import('kysely')
  ).sql<{ db: string }>`select current_database() as db`.execute(t.deps.db);
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = `/${rows[0].db}`;
  return base.toString();
}
