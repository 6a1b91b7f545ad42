/**
 * The platform under a steady signed load while its database and Redis go away, as an operator would meet it:
 * `npm run serve` (console + API + gateway) and, on PostgreSQL, `npm run start:gateway` beside it, every
 * connection to PostgreSQL and Redis through a TCP proxy this file starts (tcp-proxy.ts), faults injected there.
 * Every answer a gateway gives carries its request id; at the end each must have its `call_logs` row.
 *
 * One set of processes lives through the scenarios in order (a cold start costs more than all the outages):
 * PostgreSQL cut (10 s), PostgreSQL stalled (5 s: the point, nothing lost across a stall, holds at half the
 * issue's 10 s), Redis refused (5 s, every answer meanwhile checked), then SIGTERM to the pid `npm run serve`
 * started and to another product's whole process group, and kill -9 of a third to measure what it loses.
 * On PGlite the database lives inside the process (no connection to drop, and the gateway alone needs
 * PostgreSQL): the Redis and SIGTERM scenarios run against two `npm run serve` on their own data directories.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CompiledQuery } from 'kysely';
import { openDb } from '../../../src/server/db/index.ts';
import { createScratchDatabase } from '../../../src/server/db/scratch.ts';
import { usePostgres } from '../helpers.ts';
import { startFaultProxy, type FaultProxy } from './tcp-proxy.ts';
import {
  countLines,
  demoAppCredentials,
  freePort,
  getJson,
  killGroup,
  login,
  signedLoad,
  startProduct,
  timeUntil,
  type Answer,
  type Load,
  type Product,
} from './processes.ts';

const onPostgres = usePostgres();
const CUT_MS = 10_000;
const STALL_MS = 5_000;
const REDIS_OUTAGE_MS = 5_000;
/** the call-log writer's default maxDelayMs: what kill -9 may lose at most is the calls of this window */
const MAX_DELAY_MS = 1000;
const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

let redisProxy: FaultProxy;
let pgProxy: FaultProxy | undefined;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
const dirs: string[] = [];
/** serve: SIGTERM to its npm pid */
let serve: Product;
/** SIGTERM to its whole process group: the gateway alone on PostgreSQL, a second serve on PGlite */
let grouped: Product;
/** kill -9 (PostgreSQL: a second gateway alone) */
let victim: Product | undefined;
const loads = new Map<Product, Load>();
let devTicket: string;
/** the request ids each product answered with STATE_UNAVAILABLE while Redis was away */
const refusedWhileAway = new Map<Product, string[]>();

function proxiedUrl(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

const inWindow = (answers: Answer[], from: number, to: number) =>
  answers.filter((a) => a.at - a.ms >= from && a.at <= to);

async function gatewayHealth(p: Product) {
  return (await getJson(`${p.gatewayUrl}/healthz`)).body.data;
}

/**
 * waits until every gateway has written its backlog: under the steady load a buffer is never empty (calls wait up
 * to maxDelayMs for their batch), so drained means less than about one such window of calls left
 */
async function drained(products: Product[], timeoutMs = 15_000) {
  return timeUntil(
    async () => {
      for (const p of products) if ((await gatewayHealth(p)).gateway.call_log.pending > 250) return false;
      return true;
    },
    timeoutMs,
    100,
  );
}

/** a signed call that answers 200 through this gateway: its snapshot has the reset secret */
async function ready(p: Product, creds: { appKey: string; secret: string }) {
  const waited = await timeUntil(
    async () => {
      const one = signedLoad(p.gatewayUrl, creds, { workers: 1, maxCalls: 1 });
      await one.stop();
      return one.answers[0]?.status === 200;
    },
    20_000,
    200,
  );
  if (waited === null) throw new Error(`${p.name} never answered a signed call with 200:\n${p.output()}`);
}

beforeAll(async () => {
  redisProxy = await startFaultProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
  const redisUrl = proxiedUrl(REDIS.toString(), redisProxy.port);
  if (onPostgres) {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    scratch = await createScratchDatabase(base, 'faults');
    const target = new URL(scratch.url);
    pgProxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const databaseUrl = proxiedUrl(scratch.url, pgProxy.port);
    const demoPort = String(await freePort());
    serve = await startProduct('serve', 'serve', {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DEMO_UPSTREAM_PORT: demoPort,
    });
    // the gateways alone reach the demo APIs on serve's demo upstream, and share its database
    [grouped, victim] = await Promise.all([
      startProduct('gateway', 'start:gateway', {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DEMO_UPSTREAM_PORT: demoPort,
      }),
      startProduct('victim', 'start:gateway', {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DEMO_UPSTREAM_PORT: demoPort,
      }),
    ]);
    const creds = await demoAppCredentials(serve.apiUrl!);
    for (const p of [serve, grouped, victim]) await ready(p, creds);
    for (const p of [serve, grouped, victim])
      loads.set(p, signedLoad(p.gatewayUrl, creds, { workers: 2, pauseMs: 25 }));
  } else {
    const [dirA, dirB] = [mkdtempSync(join(tmpdir(), 'oap-faults-')), mkdtempSync(join(tmpdir(), 'oap-faults-'))];
    dirs.push(dirA, dirB);
    const [portA, portB] = [String(await freePort()), String(await freePort())];
    [serve, grouped] = await Promise.all([
      startProduct('serve', 'serve', { DATA_DIR: dirA, REDIS_URL: redisUrl, DEMO_UPSTREAM_PORT: portA }),
      startProduct('serve-grouped', 'serve', { DATA_DIR: dirB, REDIS_URL: redisUrl, DEMO_UPSTREAM_PORT: portB }),
    ]);
    for (const p of [serve, grouped]) {
      const creds = await demoAppCredentials(p.apiUrl!);
      await ready(p, creds);
      loads.set(p, signedLoad(p.gatewayUrl, creds, { workers: 2, pauseMs: 25 }));
    }
  }
  devTicket = await login(serve.apiUrl!, 'developer');
}, 300_000);

afterAll(async () => {
  for (const load of loads.values()) await load.stop();
  for (const p of [serve, grouped, victim]) killGroup(p);
  await Promise.all([serve, grouped, victim].filter(Boolean).map((p) => p!.exit));
  await pgProxy?.close();
  await redisProxy?.close();
  await scratch?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 60_000);

const products = () => [serve, grouped, victim].filter((p): p is Product => !!p);

describe('faults under a steady signed load', () => {
  it.skipIf(!onPostgres)(
    'PostgreSQL cut for 10 s: processes stay up, the API answers 503 DB_UNAVAILABLE, the gateways serve from their snapshot, all recovers within 5 s by itself (PostgreSQL only: PGlite has no connection to cut)',
    async () => {
      await sleep(1000);
      await pgProxy!.refuse();
      const cutAt = Date.now();
      const api: Array<{ status: number; body: any }> = [];
      const health: Array<{ status: number; body: any }> = [];
      let english: any;
      while (Date.now() - cutAt < CUT_MS) {
        api.push(await getJson(`${serve.apiUrl}/newopen/service/apply/page`, { ticket: devTicket }));
        health.push(await getJson(`${serve.apiUrl}/healthz`));
        english ??= (await getJson(`${serve.apiUrl}/newopen/service/apply/page`, { ticket: devTicket, language: 'en' }))
          .body;
        await sleep(250);
      }
      await pgProxy!.pass();
      const backAt = Date.now();
      const apiBack = await timeUntil(
        async () => (await getJson(`${serve.apiUrl}/newopen/service/apply/page`, { ticket: devTicket })).status === 200,
        10_000,
      );
      const healthBack = await timeUntil(
        async () => (await getJson(`${serve.apiUrl}/healthz`)).body.data.db === 'postgres',
        10_000,
      );
      console.log(`[faults] PostgreSQL back: API answered 200 after ${apiBack} ms, /healthz up after ${healthBack} ms`);

      for (const p of products()) expect(p.alive(), `${p.name} stopped:\n${p.output()}`).toBe(true);
      expect(apiBack).not.toBeNull();
      expect(healthBack).not.toBeNull();
      // meanwhile: every API answer the envelope's 503, localized; /healthz said down
      expect(api.length).toBeGreaterThan(5);
      for (const r of api)
        expect(r).toMatchObject({
          status: 503,
          body: { success: false, code: 'DB_UNAVAILABLE', message: '数据库暂时不可用，请稍后再试', data: null },
        });
      expect(english).toMatchObject({
        code: 'DB_UNAVAILABLE',
        message: 'The database is temporarily unavailable, please try again shortly',
      });
      const down = health.filter((h) => h.status === 503);
      expect(down.length).toBeGreaterThan(health.length / 2);
      expect(down[0].body).toMatchObject({
        success: false,
        code: 'DB_UNAVAILABLE',
        data: { status: 'down', db: 'down', database: { kind: 'postgres', state: 'down' } },
      });
      // the gateways kept answering from their snapshots: calls passed, none failed (the demo subscription's QPS
      // limit, shared through Redis, refuses some with 429 as always)
      for (const p of products()) {
        const during = inWindow(loads.get(p)!.answers, cutAt, backAt);
        expect(during.filter((a) => a.status === 200).length, p.name).toBeGreaterThan(20);
        expect(
          during.filter((a) => a.status !== 200 && a.code !== 'QPS_EXCEEDED'),
          p.name,
        ).toEqual([]);
      }
      // said once each, with the product's logger; a gateway notices recovery on its own next probe (at most 1 s
      // apart), which can come after the API answered, so each product is given the 5 s recovery promise
      for (const p of products()) {
        expect(countLines(p.output(), 'database unavailable'), p.output()).toBe(1);
        await timeUntil(async () => countLines(p.output(), 'database reachable again') > 0, 5_000);
        expect(countLines(p.output(), 'database reachable again'), p.output()).toBe(1);
      }
      const drainMs = await drained(products());
      console.log(`[faults] call-log buffers drained ${drainMs} ms after the API recovered`);
      expect(drainMs).not.toBeNull();
    },
    60_000,
  );

  it.skipIf(!onPostgres)(
    'PostgreSQL stalled for 5 s (sockets open, no bytes): the gateways keep answering, the buffers drain after (PostgreSQL only: PGlite has no socket to stall)',
    async () => {
      pgProxy!.stall();
      const stallAt = Date.now();
      await sleep(STALL_MS);
      await pgProxy!.pass();
      const backAt = Date.now();
      for (const p of products()) {
        expect(p.alive(), p.output()).toBe(true);
        const during = inWindow(loads.get(p)!.answers, stallAt, backAt);
        expect(during.filter((a) => a.status === 200).length, p.name).toBeGreaterThan(20);
        expect(
          during.filter((a) => a.status !== 200 && a.code !== 'QPS_EXCEEDED'),
          p.name,
        ).toEqual([]);
      }
      expect(await drained(products())).not.toBeNull();
      expect((await getJson(`${serve.apiUrl}/newopen/service/apply/page`, { ticket: devTicket })).status).toBe(200);
    },
    60_000,
  );

  it('Redis refused for 5 s: every signed call answered 503 STATE_UNAVAILABLE at once, logged once, back within 2 s without a restart', async () => {
    await sleep(500);
    await redisProxy.refuse();
    const offAt = Date.now();
    await sleep(REDIS_OUTAGE_MS);
    await redisProxy.pass();
    const onAt = Date.now();
    await sleep(2500);
    for (const p of products()) {
      expect(p.alive(), p.output()).toBe(true);
      const answers = loads.get(p)!.answers;
      const during = inWindow(answers, offAt, onAt);
      expect(during.length, p.name).toBeGreaterThan(20);
      expect(
        during.filter((a) => a.status !== 503 || a.code !== 'STATE_UNAVAILABLE'),
        p.name,
      ).toEqual([]);
      refusedWhileAway.set(
        p,
        during.map((a) => a.requestId!),
      );
      const ms = during.map((a) => a.ms).sort((a, b) => a - b);
      const median = ms[ms.length >> 1];
      const firstOk = answers.find((a) => a.at - a.ms >= onAt && a.status === 200);
      console.log(
        `[faults] ${p.name}: Redis away, ${during.length} calls answered 503 in ${median.toFixed(1)} ms median, ${ms[Math.floor(ms.length * 0.95)].toFixed(1)} ms p95, ${ms[ms.length - 1].toFixed(1)} ms max (client side); first 200 ${firstOk ? firstOk.at - onAt : '—'} ms after Redis returned`,
      );
      expect(firstOk, p.name).toBeDefined();
      expect(countLines(p.output(), 'redis unavailable'), p.output()).toBe(1);
      expect(countLines(p.output(), 'redis reachable again'), p.output()).toBe(1);
      expect(p.output()).not.toContain('Unhandled error event');
      expect((await gatewayHealth(p)).gateway.redis).toMatchObject({ state: 'up', outages: 1 });
    }
  }, 60_000);

  it('SIGTERM to the npm pid and to a process group: graceful under load, exit 0, every answered call stored; kill -9 loses at most the last maxDelayMs', async () => {
    await sleep(1000);
    const stopAt = Date.now();
    process.kill(serve.pid, 'SIGTERM');
    process.kill(-grouped.pid, 'SIGTERM');
    if (victim) process.kill(-victim.pid, 'SIGKILL');
    const exits = await Promise.all(products().map((p) => p.exit));
    for (const load of loads.values()) await load.stop();
    expect(exits[0], serve.output()).toEqual({ code: 0, signal: null });
    expect(exits[1], grouped.output()).toEqual({ code: 0, signal: null });
    for (const p of [serve, grouped]) expect(p.output()).toContain('shutting down');

    const answered = (p: Product) =>
      loads
        .get(p)!
        .answers.filter((a) => a.requestId)
        .map((a) => a.requestId!);
    const stateRefused = (p: Product) => refusedWhileAway.get(p) ?? [];
    type Figures = { n: number; p95: number | null; max: number | null };
    const count = async (query: (ids: string[], sql: string) => Promise<Figures>, p: Product) => ({
      stored: (
        await query(
          answered(p),
          'select count(*)::int as n, null::int as p95, null::int as max from call_logs where request_id = any($1::text[])',
        )
      ).n,
      refused: await query(
        stateRefused(p),
        `select count(*)::int as n, percentile_disc(0.95) within group (order by latency_ms)::int as p95, max(latency_ms)::int as max
        from call_logs where request_id = any($1::text[]) and error_code = 'STATE_UNAVAILABLE'`,
      ),
    });
    const results = new Map<Product, Awaited<ReturnType<typeof count>>>();
    if (onPostgres) {
      const c = new pg.Client({ connectionString: scratch!.url });
      await c.connect();
      try {
        for (const p of products())
          results.set(p, await count(async (ids, text) => (await c.query(text, [ids])).rows[0], p));
      } finally {
        await c.end();
      }
    } else {
      for (const [p, dir] of [
        [serve, dirs[0]],
        [grouped, dirs[1]],
      ] as const) {
        // the data directory opens cleanly after the shutdown
        const db = await openDb({ dataDir: dir });
        try {
          results.set(
            p,
            await count(async (ids, text) => {
              const { rows } = await db.db.executeQuery(CompiledQuery.raw(text, [ids]));
              return rows[0] as Figures;
            }, p),
          );
        } finally {
          await db.close();
        }
      }
    }
    for (const p of [serve, grouped]) {
      const r = results.get(p)!;
      console.log(
        `[faults] ${p.name}: ${answered(p).length} answered, ${r.stored} stored; ${r.refused.n} STATE_UNAVAILABLE rows, latency_ms p95 ${r.refused.p95}, max ${r.refused.max}`,
      );
      expect(r.stored, p.name).toBe(answered(p).length);
      expect(r.refused.n, p.name).toBe(stateRefused(p).length);
    }
    if (victim) {
      const r = results.get(victim)!;
      const all = loads.get(victim)!.answers;
      const lost = answered(victim).length - r.stored;
      const lastWindow = all.filter((a) => a.at >= stopAt - MAX_DELAY_MS).length;
      console.log(
        `[faults] kill -9: ${lost} of ${answered(victim).length} answered calls lost; ${lastWindow} were answered in the last ${MAX_DELAY_MS} ms`,
      );
      // what is lost is the unflushed buffer: calls of the last maxDelayMs, plus a batch in flight (+ 1 s of slack)
      expect(lost).toBeLessThanOrEqual(all.filter((a) => a.at >= stopAt - 2 * MAX_DELAY_MS - 1000).length);
    }
  }, 90_000);
});
