/**
 * An MCP call with a Bearer token (the one gateway call without a nonce) while Redis is away (README "Scale out"):
 * it is still served, its quota goes on from the last count the instance saw in Redis, counted on the instance,
 * and refused with the gateway's code once used up, before the upstream; one warning for the outage; once Redis is
 * back the calls are counted there again. A signed call meanwhile fails closed (its nonce cannot be checked).
 * Real Redis behind the TCP proxy the test cuts, the real gateway with its snapshot loader, the seeded demo.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Client, StreamableHTTPClientTransport, ProtocolError } from '@modelcontextprotocol/client';
import { redisState, type GatewayState } from '../../../src/server/gateway/state.ts';
import { startFaultProxy, type FaultProxy } from '../faults/tcp-proxy.ts';
import { signedToolCall, startMcpFixture, type McpFixture } from './fixture.ts';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const prefix = `oap:test:${randomUUID()}:`;
const QUOTA = 5;

const warnings: string[] = [];
const infos: string[] = [];
const log = {
  warn: (_o: object, m: string) => warnings.push(m),
  info: (_o: object, m: string) => infos.push(m),
  error: (_o: object, m: string) => warnings.push(m),
};
const redis = new Redis(REDIS_URL.toString());
let proxy: FaultProxy;
let state: GatewayState;
let f: McpFixture;
let token: string;
let creds: { app_key: string; secret: string };

beforeAll(async () => {
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(REDIS_URL.port || 6379) });
  state = redisState(`redis://127.0.0.1:${proxy.port}`, prefix, { log, commandTimeoutMs: 1000 });
  f = await startMcpFixture({ state, log });
  token = await f.token();
  // a secret to sign with, for the signed call that is refused meanwhile
  creds = await f.op(f.devTicket, 'POST', '/newopen/service/apply/secret/reset', { apply_id: f.applyId, env_type: 3 });
  // Demo App's subscription to the MCP group: a daily quota of QUOTA
  const rule = await f.t.deps.db
    .selectFrom('apply_records')
    .select('charge_rule_id')
    .where('apply_id', '=', f.applyId)
    .where('group_id', '=', f.groupId)
    .where('env_type', '=', 3)
    .executeTakeFirstOrThrow();
  await f.t.deps.db
    .updateTable('charge_rules')
    .set({ daily_quota: QUOTA })
    .where('charge_rule_id', '=', rule.charge_rule_id!)
    .execute();
  await f.reload();
  f.t.clock.advance(1000);
}, 240_000);
afterAll(async () => {
  await f?.close();
  await proxy?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

async function client() {
  const c = new Client({ name: 'vitest', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${f.gatewayUrl}/mcp/${f.groupId}`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return c;
}

/** one tools/call: 'served' or the gateway's error code */
async function call(c: Client): Promise<string> {
  // each call in a second of its own (the test clock stands still): QPS is not what this test is about
  f.t.clock.advance(1000);
  return c.callTool({ name: 'getCurrentWeather', arguments: { city: 'beijing' } }).then(
    () => 'served',
    (e: unknown) => String(((e as ProtocolError).data as { code?: string } | undefined)?.code ?? e),
  );
}

/** the same tools/call signed with X-Ca headers (a nonce to claim) instead of the Bearer token */
const signedCall = () => signedToolCall(f, creds);

/** the daily quota's count in Redis for Demo App's subscription, as the gateway keeps it */
async function redisQuotaCount(): Promise<number> {
  const keys = (await redis.keys(`${prefix}quota:*:d:*`)).filter((k) => !k.includes('|tool|'));
  expect(keys).toHaveLength(1);
  return Number(await redis.get(keys[0]));
}

describe('an MCP Bearer call through the gateway while Redis is away', () => {
  it('is served on the instance’s own counters, from the last count Redis gave, and counted in Redis again once back', async () => {
    const c = await client();
    try {
      // Redis up: two calls counted there
      expect([await call(c), await call(c)]).toEqual(['served', 'served']);
      expect(await redisQuotaCount()).toBe(2);
      expect(warnings).toEqual([]);

      await proxy.refuse();
      const before = f.hits();
      const away = [];
      for (let i = 0; i < QUOTA; i++) away.push(await call(c));
      // the quota goes on from the 2 Redis had counted: 3 more served, then refused before the upstream
      expect(away).toEqual(['served', 'served', 'served', 'DAILY_QUOTA_EXCEEDED', 'DAILY_QUOTA_EXCEEDED']);
      expect(f.hits() - before).toBe(3);
      expect(state.health?.().state).toBe('down');
      // a signed call has a nonce to check: it fails closed meanwhile
      const res = await signedCall();
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('STATE_UNAVAILABLE');
      expect(f.hits() - before).toBe(3);
      // one warning for the whole outage
      expect(warnings.filter((m) => /redis unavailable/.test(m))).toHaveLength(1);

      await proxy.pass();
      for (let i = 0; i < 100 && state.health?.().state !== 'up'; i++) {
        await Promise.resolve(state.claimNonce('probe', randomUUID(), 1000, Date.now())).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(state.health?.().state).toBe('up');
      expect(infos.some((m) => /reachable again/.test(m))).toBe(true);
      // Redis counts again, from its own 2: calls admitted during the outage were not added to it (README)
      expect(await call(c)).toBe('served');
      expect(await redisQuotaCount()).toBe(3);
      expect(warnings.filter((m) => /redis unavailable/.test(m))).toHaveLength(1);
    } finally {
      await c.close();
    }
  });
});
