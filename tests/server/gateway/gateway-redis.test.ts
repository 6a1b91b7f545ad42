/**
 * Two gateway instances behind one address share nonces, QPS counters and quotas through Redis (REDIS_URL): a
 * request replayed to the other instance is refused, and one limit holds across both.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { redisState } from '../../../src/server/gateway/state.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { KEY, SECRET, send, signedCall, startHarness, type Harness } from './harness.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// each run its own keys, so runs on the same day never share a quota
const prefix = `oap:test:${randomUUID()}:`;

let h: Harness;
let other: string;
beforeAll(async () => {
  h = await startHarness({}, { state: redisState(REDIS_URL, prefix) });
  const second = await h.startAnother({ state: redisState(REDIS_URL, prefix) });
  other = `http://127.0.0.1:${second.port}`;
});
afterAll(async () => {
  await h?.close();
});

describe('two instances with Redis', () => {
  it('refuse a request replayed to the other instance', async () => {
    const signed = signRequest(
      {
        appKey: KEY,
        method: 'GET',
        path: '/weather/v1/now',
        query: { city: 'beijing' },
        timestamp: h.t.clock.now().getTime(),
      },
      SECRET,
      nodeHmac,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? other : h.url, 'GET', signed.target, signed.headers)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // every other copy is refused as a replay; on a loaded machine a Redis answer may miss the gateway's deadline,
    // and that call fails closed (503 STATE_UNAVAILABLE, README "Operations"): refused either way, never served
    const refused = results.filter((r) => r.status !== 200).map((r) => r.headers['x-ca-error-code']);
    expect(refused.filter((c) => c !== 'NONCE_USED' && c !== 'STATE_UNAVAILABLE')).toEqual([]);
    expect(refused.filter((c) => c === 'NONCE_USED').length).toBeGreaterThan(0);
  });

  it('hold one QPS limit and one quota between them', async () => {
    const limited = { path: '/limited/v1/now', query: { city: 'beijing' } };
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedCall({ ...h, url: i % 2 ? other : h.url }, limited)),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    expect(burst.filter((r) => r.headers['x-ca-error-code'] === 'QPS_EXCEEDED')).toHaveLength(3);
    h.t.clock.advance(1000);
    const next = await Promise.all(
      Array.from({ length: 3 }, (_, i) => signedCall({ ...h, url: i % 2 ? other : h.url }, limited)),
    );
    expect(next.filter((r) => r.status === 200)).toHaveLength(2);
    expect(next.filter((r) => r.headers['x-ca-error-code'] === 'DAILY_QUOTA_EXCEEDED')).toHaveLength(1);
  });
});
