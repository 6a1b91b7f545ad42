/**
 * Two gateway instances against one, behind HAProxy (`node --import tsx scripts/bench/cluster.ts`, not part of
 * `npm run bench`): startCluster (scripts/cluster.ts) with one API and two gateways on a scratch PostgreSQL database
 * (BENCH_DATABASE_URL, default the local `test`; created and dropped) and Redis (BENCH_REDIS_URL, default local),
 * then the demo weather API called with pre-signed requests (a nonce is single-use) through HAProxy with both
 * gateways, then again once the second gateway is stopped (HAProxy sends everything to the first). Requests/s, p99,
 * non-2xx and the ratio. On one small machine every process shares the same cores: expect little.
 * BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 20).
 */
import autocannon, { type Options } from 'autocannon';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startCluster } from '../cluster.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { signRequest } from '../../src/shared/signature/index.ts';
import { nodeHmac } from '../../src/server/gateway/signature-crypto.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `bench:${randomBytes(6).toString('hex')}:`;
const MAX_RPS = Number(process.env.BENCH_GATEWAY_MAX_RPS || 3000);

async function post(url: string, body: unknown, ticket?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<any>;
}

async function credentials(apiUrl: string) {
  const login = await post(`${apiUrl}/openauthor/v1/user/login`, {
    user_name: 'developer',
    password: md5Hex(DEMO_PASSWORD),
  });
  const ticket = login.data.ticket;
  const apps = (await (
    await fetch(`${apiUrl}/newopen/service/apply/page?apply_name=Demo%20App`, { headers: { ticket } })
  ).json()) as any;
  const reset = await post(
    `${apiUrl}/newopen/service/apply/secret/reset`,
    { apply_id: apps.data.list[0].apply_id, env_type: 3 },
    ticket,
  );
  return { appKey: reset.data.app_key as string, secret: reset.data.secret as string };
}

function presigned(creds: { appKey: string; secret: string }) {
  const per = Math.ceil((MAX_RPS / CONNECTIONS) * (SECONDS + 1) * 1.5);
  const lists = Array.from({ length: CONNECTIONS }, () =>
    Array.from({ length: per }, () => {
      const s = signRequest(
        { appKey: creds.appKey, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' }, stage: 'RELEASE' },
        creds.secret,
        nodeHmac,
      );
      return { method: 'GET', path: s.target, headers: s.headers };
    }),
  );
  let next = 0;
  return (client: { setRequests(r: unknown[]): void }) => client.setRequests(lists[next++ % lists.length]);
}

async function fire(url: string, creds: { appKey: string; secret: string }, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: presigned(creds),
  } as unknown as Options);
}

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'benchcluster');
  const cluster = await startCluster({
    apis: 1,
    gateways: 2,
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    secretKey: randomBytes(32).toString('hex'),
    port: 0,
    gatewayPort: 0,
    env: { LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', REDIS_KEY_PREFIX: PREFIX, NODE_ENV: '' },
  });
  try {
    const creds = await credentials(cluster.apiUrl);
    // no QPS or quota on the demo subscription: the figures are of calls passed to the upstream, not of refusals
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const {
      rows: [rule],
    } = await db.query(
      `select c.charge_rule_id, c.group_id, c.rule_type from apply_records r
      join charge_rules c on c.charge_rule_id = r.charge_rule_id join app_credentials k on k.apply_id = r.apply_id
      where k.app_key = $1 and r.state = 'active' limit 1`,
      [creds.appKey],
    );
    await db.end();
    const provider = await post(`${cluster.apiUrl}/openauthor/v1/user/login`, {
      user_name: 'provider',
      password: md5Hex(DEMO_PASSWORD),
    });
    const res = await fetch(`${cluster.apiUrl}/newopen/service/charge_rule`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ticket: provider.data.ticket },
      body: JSON.stringify({
        charge_rule_id: rule.charge_rule_id,
        group_id: rule.group_id,
        rule_type: rule.rule_type,
        qps: null,
        daily_quota: null,
        monthly_quota: null,
      }),
    });
    if (res.status !== 200) throw new Error(`charge rule update: ${await res.text()}`);
    await sleep(2000); // the reset secret and the rule reach both gateways
    const rows: { target: string; rps: number; p99: number; non2xx: number }[] = [];
    const run = async (target: string) => {
      await fire(cluster.gatewayUrl, creds, 2); // warm-up
      const r = await fire(cluster.gatewayUrl, creds, SECONDS);
      rows.push({ target, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts });
    };
    await run('HAProxy → two gateways');
    const second = cluster.instances.filter((i) => i.kind === 'gateway')[1];
    second.child.kill('SIGTERM');
    await second.exit;
    await sleep(3000); // two failed checks a second apart take it out
    await run('HAProxy → one gateway');
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target, pre-signed requests, Node ${process.version}\n`,
    );
    for (const r of rows)
      console.log(
        `${r.target.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${r.p99.toFixed(0).padStart(5)} ms  non-2xx ${r.non2xx}`,
      );
    console.log(`\ntwo gateways ÷ one: ${(rows[0].rps / rows[1].rps).toFixed(2)}`);
  } finally {
    await cluster.stop();
    await scratch.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
