/**
 * The call-log buffer full: the database holds the writer (a transaction keeps `call_log_chunks` locked; on PGlite it
 * holds the one connection), calls keep coming, the buffer (CALL_LOG_BUFFER_MAX, 30 here) overflows. The gateway
 * keeps answering, counts every call it could not keep, logs it with the count, and shows it on its own /healthz
 * and on the API's; once the database lets go, every call it kept is written: stored + dropped == answered.
 * Every call the gateway answers is a call-log row, refusals too: these are refused for a missing signature,
 * which needs no application and no upstream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { request } from 'undici';
import { startGateway, type RunningGateway } from '../../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../../src/server/gateway/snapshot-loader.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

const BUFFER = 30;
const CALLS = 150;

let t: TestApp;
let gw: RunningGateway;
const logged: Array<{ level: string; obj: any; msg: string }> = [];

beforeAll(async () => {
  t = await startTestApp();
  const log = {
    info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => logged.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
  };
  gw = await startGateway({
    deps: { ...t.deps, config: { ...t.deps.config, callLogBufferMax: BUFFER } },
    load: loadSnapshot,
    port: 0,
    host: '127.0.0.1',
    log,
  });
});
afterAll(async () => {
  await gw?.close();
  await t?.dispose();
});

async function call(): Promise<string> {
  const res = await request(`http://127.0.0.1:${gw.port}/weather/v1/now?city=beijing`, {
    headers: { 'x-ca-stage': 'RELEASE' },
  });
  await res.body.text();
  expect(res.statusCode).toBe(400);
  return String(res.headers['x-ca-request-id']);
}

describe('the call-log buffer full', () => {
  it('keeps answering, counts and reports what it could not keep, and writes the rest once the database lets go', async () => {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const held = t.deps.db.transaction().execute(async (trx) => {
      await sql`lock table call_log_chunks in access exclusive mode`.execute(trx);
      locked();
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await isLocked;

    const ids: string[] = [];
    try {
      for (let i = 0; i < CALLS; i++) ids.push(await call());
      // the writer cannot write: what it holds is at most the buffer and the batch stuck on the lock
      expect(gw.writer.stats.dropped).toBeGreaterThanOrEqual(CALLS - 2 * BUFFER);
      const dropped = gw.writer.stats.dropped;
      const own = (await (await request(`http://127.0.0.1:${gw.port}/healthz`)).body.json()) as any;
      expect(own.data.gateway.call_log).toMatchObject({ dropped, max_buffered: BUFFER, pending: BUFFER });
      const api = (await t.app.inject({ url: '/healthz' })).json();
      expect(api.data.gateway.call_log).toMatchObject({ dropped, max_buffered: BUFFER });
      const full = logged.filter((l) => l.msg === 'call-log buffer full: calls not recorded');
      expect(full.length).toBeGreaterThanOrEqual(1);
      expect(full[0]).toMatchObject({ level: 'error', obj: { dropped: 1, buffered: BUFFER } });
    } finally {
      release();
      await held;
    }

    await gw.writer.flush();
    await expect.poll(() => gw.writer.stats.pending, { timeout: 10_000 }).toBe(0);
    // still serving, and counting what it answers
    ids.push(await call());
    await gw.writer.flush();
    const { n } = await t.deps.db
      .selectFrom('call_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('request_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(n) + gw.writer.stats.dropped).toBe(ids.length);
    expect(Number(n)).toBeGreaterThanOrEqual(BUFFER + 1);
  });
});
