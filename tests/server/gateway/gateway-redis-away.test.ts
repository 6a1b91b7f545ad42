/**
 * The gateway's state with Redis away (README "Scale out", issue 28 item 5): nonces fail closed (503
 * STATE_UNAVAILABLE), QPS and quotas fall back to each instance's own counters, the quota's going on from the last
 * count the instance saw in Redis; one warning per outage, and Redis used again once it is back. Real Redis behind
 * a TCP proxy the test cuts (connections reset, new ones refused), two gateway states as two instances have.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisState, type GatewayState } from '../../../src/server/gateway/state.ts';
import { startFaultProxy, type FaultProxy } from '../faults/tcp-proxy.ts';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const prefix = `oap:test:${randomUUID()}:`;

let proxy: FaultProxy;
let a: GatewayState;
let b: GatewayState;
const warnings: string[] = [];
const infos: string[] = [];
const log = { warn: (_o: object, m: string) => warnings.push(m), info: (_o: object, m: string) => infos.push(m) };
const redis = new Redis(REDIS_URL.toString());

const refusedCode = async (p: unknown) => {
  try {
    await p;
    return 'served';
  } catch (err) {
    return (err as { code?: string }).code;
  }
};

beforeAll(async () => {
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(REDIS_URL.port || 6379) });
  const url = `redis://127.0.0.1:${proxy.port}`;
  a = redisState(url, prefix, { log, commandTimeoutMs: 1000 });
  b = redisState(url, prefix, { commandTimeoutMs: 1000 });
  // both connected before the first check; what they logged while connecting is not the outage's
  for (const s of [a, b])
    for (let i = 0; i < 100 && (await refusedCode(s.claimNonce('k', randomUUID(), 1000, 0))) !== 'served'; i++)
      await new Promise((r) => setTimeout(r, 50));
  warnings.length = 0;
  infos.length = 0;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await proxy?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const waitUp = async (s: GatewayState) => {
  for (let i = 0; i < 100 && s.health?.().state !== 'up'; i++) {
    await refusedCode(s.claimNonce('k', randomUUID(), 1000, Date.now()));
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the gateway state when Redis goes away and comes back', () => {
  it('refuses nonces, counts QPS and quotas per instance, warns once, and counts in Redis again once back', async () => {
    // the real clock: Redis expires the counters at real times (a fixed day in the past expired them at once)
    const now = Date.now();
    const quota = 'app1|sub1';
    // Redis up: one quota of 5 a day across both instances; 3 taken
    expect([await a.takeQuota(quota, 5, null, now), await b.takeQuota(quota, 5, null, now)]).toEqual(['ok', 'ok']);
    expect(await a.takeQuota(quota, 5, null, now)).toBe('ok');
    expect(await a.claimNonce('k', 'n1', 60_000, now)).toBe(true);
    expect(await b.claimNonce('k', 'n1', 60_000, now)).toBe(false);

    await proxy.refuse();
    // nonces fail closed, on every call
    for (let i = 0; i < 5; i++)
      expect(await refusedCode(a.claimNonce('k', `away${i}`, 60_000, now))).toBe('STATE_UNAVAILABLE');
    expect(a.health?.().state).toBe('down');
    // QPS 3: each instance admits its own 3 in the same second
    const second = now + 5000;
    const qpsA = [];
    const qpsB = [];
    for (let i = 0; i < 5; i++) qpsA.push(await a.hitQps('app1|qps', 3, second));
    for (let i = 0; i < 5; i++) qpsB.push(await b.hitQps('app1|qps', 3, second));
    expect(qpsA).toEqual([true, true, true, false, false]);
    expect(qpsB).toEqual([true, true, true, false, false]);
    expect(await a.hitQps('app1|qps', 3, second + 1000)).toBe(true);
    // the quota goes on from what each instance last saw in Redis: a saw 3, b saw 2
    const takesA = [];
    for (let i = 0; i < 4; i++) takesA.push(await a.takeQuota(quota, 5, null, now));
    expect(takesA).toEqual(['ok', 'ok', 'daily', 'daily']);
    const takesB = [];
    for (let i = 0; i < 4; i++) takesB.push(await b.takeQuota(quota, 5, null, now));
    expect(takesB).toEqual(['ok', 'ok', 'ok', 'daily']);
    // a snapshot load still seeds (the local counters), rather than failing
    await a.seedQuota('app2|sub9', 'day', 7, now);
    expect(await a.takeQuota('app2|sub9', 8, null, now)).toBe('ok');
    expect(await a.takeQuota('app2|sub9', 8, null, now)).toBe('daily');
    // one warning for the whole outage, however many checks fell back
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/redis unavailable/);

    await proxy.pass();
    await waitUp(a);
    await waitUp(b);
    expect(a.health?.().state).toBe('up');
    expect(infos.some((m) => /reachable again/.test(m))).toBe(true);
    // shared again: a nonce used on one is refused on the other, and QPS is one limit across both
    expect(await a.claimNonce('k', 'n2', 60_000, now)).toBe(true);
    expect(await b.claimNonce('k', 'n2', 60_000, now)).toBe(false);
    const later = now + 60_000;
    const both = [];
    for (let i = 0; i < 4; i++) both.push(await (i % 2 ? a : b).hitQps('app1|qps', 3, later));
    expect(both).toEqual([true, true, true, false]);
    expect(await redis.get(`${prefix}qps:app1|qps:${Math.floor(later / 1000)}`)).toBe('3');
    expect(warnings).toHaveLength(1);
  });
});
