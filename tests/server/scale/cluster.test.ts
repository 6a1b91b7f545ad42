/**
 * Two of everything (issue 28): `npm run cluster`'s startCluster runs two API and two gateway instances (separate
 * processes) against one fresh PostgreSQL database and the local Redis, behind HAProxy. Each case talks to the
 * instances directly where it matters which one answers, and through HAProxy where the balancer spreads the load.
 * PostgreSQL pass only (an embedded PGlite cannot be shared by processes). Started once for the whole file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startCluster, type Cluster, type Instance } from '../../../scripts/cluster.ts';
import { createScratchDatabase } from '../../../src/server/db/scratch.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { builtInRoles } from '../../../src/server/seed/roles.ts';
import { TEST_SECRET_KEY, usePostgres } from '../helpers.ts';
import { demoAppCredentials, login, signedLoad } from '../faults/processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `test:${randomBytes(6).toString('hex')}:`;

let cluster: Cluster;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: pg.Client;
let api1: Instance;
let api2: Instance;
let gw1: Instance;
let gw2: Instance;
let creds: { appKey: string; secret: string };

async function json(url: string, init: { method?: string; ticket?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.ticket ? { ticket: init.ticket } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** one signed call to the demo weather API; each its own nonce unless `signed` is given again */
function signed() {
  return signRequest(
    { appKey: creds.appKey, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' }, stage: 'RELEASE' },
    creds.secret,
    nodeHmac,
  );
}
async function call(base: string, s = signed()) {
  const res = await fetch(base + s.target, { headers: s.headers });
  await res.arrayBuffer();
  return { status: res.status, code: res.headers.get('x-ca-error-code') };
}

/** polls until `ok` holds; the time it took in ms (fails past `within`) */
async function until(ok: () => Promise<boolean>, within: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await ok()) return performance.now() - start;
    if (performance.now() - start > within) throw new Error(`not within ${within} ms`);
    await sleep(10);
  }
}

const snapshotVersion = async (i: Instance) =>
  (await json(`${i.url}/healthz`)).body?.data?.gateway?.snapshot_version ??
  (await json(`${i.url}/healthz`)).body?.gateway?.snapshot_version;

describe.runIf(usePostgres())('two API and two gateway instances behind HAProxy', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'cluster');
    cluster = await startCluster({
      apis: 2,
      gateways: 2,
      databaseUrl: scratch.url,
      redisUrl: REDIS_URL,
      secretKey: TEST_SECRET_KEY,
      port: 0,
      gatewayPort: 0,
      env: { LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', REDIS_KEY_PREFIX: PREFIX, NODE_ENV: '' },
    });
    [api1, api2] = cluster.instances.filter((i) => i.kind === 'api');
    [gw1, gw2] = cluster.instances.filter((i) => i.kind === 'gateway');
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    creds = await demoAppCredentials(cluster.apiUrl);
    // the secret reset must reach both gateways before calls are signed with it
    const version = Number((await db.query('select version from gateway_config')).rows[0].version);
    await until(async () => (await snapshotVersion(gw1)) >= version && (await snapshotVersion(gw2)) >= version, 10_000);
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await scratch?.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }, 120_000);

  it('a ticket from one API instance works on the other; a logout on one is refused on the other within 1 s', async () => {
    const ticket = await login(api1.url, 'developer');
    expect((await json(`${api2.url}/openauthor/v1/user/detail`, { ticket })).status).toBe(200);
    expect((await json(`${api2.url}/openauthor/v1/user/detail`, { ticket })).status).toBe(200); // now from api2's cache
    expect((await json(`${api1.url}/openauthor/v1/user/logout`, { method: 'POST', ticket })).status).toBe(200);
    const ms = await until(
      async () => (await json(`${api2.url}/openauthor/v1/user/detail`, { ticket })).status === 403,
      1000,
    );
    console.log(`cluster: logout on api1 refused on api2 after ${ms.toFixed(0)} ms`);
  });

  it('a role change on one API instance is seen on the other within 1 s', async () => {
    const dev = builtInRoles.find((r) => r.role_code === 'developer')!.menus as string[];
    const provider = builtInRoles.find((r) => r.role_code === 'provider')!;
    const menu = (provider.menus as string[]).find((m) => !dev.includes(m))!;
    const devTicket = await login(api2.url, 'developer');
    const check = async () =>
      (await json(`${api2.url}/openauthor/v1/is_resource_check?menu_code=${menu}`, { ticket: devTicket })).body.data;
    expect(await check()).toBe(false);
    const admin = await login(api1.url, 'admin');
    const roleId = Number((await db.query(`select role_id from roles where role_code = 'provider'`)).rows[0].role_id);
    const bound = (await db.query('select user_id from user_roles where role_id = $1', [roleId])).rows.map((r) =>
      Number(r.user_id),
    );
    const developerId = Number(
      (await db.query(`select user_id from users where user_name = 'developer'`)).rows[0].user_id,
    );
    const res = await json(`${api1.url}/openauthor/v1/account/role/bound/user`, {
      method: 'POST',
      ticket: admin,
      body: { role_id: roleId, user_ids: [...bound, developerId] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ms = await until(async () => (await check()) === true, 1000);
    console.log(`cluster: role change on api1 seen on api2 after ${ms.toFixed(0)} ms`);
    await json(`${api1.url}/openauthor/v1/account/role/bound/user`, {
      method: 'POST',
      ticket: admin,
      body: { role_id: roleId, user_ids: bound },
    });
  });

  it('a console change reaches both gateways within 2 s; a quota of 100 admits exactly 100 across both; QPS 10 holds across both', async () => {
    const {
      rows: [rule],
    } = await db.query(
      `select c.charge_rule_id, c.group_id, c.rule_type from apply_records r
      join charge_rules c on c.charge_rule_id = r.charge_rule_id
      join app_credentials k on k.apply_id = r.apply_id where k.app_key = $1 and r.state = 'active' limit 1`,
      [creds.appKey],
    );
    const provider = await login(cluster.apiUrl, 'provider');
    const update = async (limits: { qps: number | null; daily_quota: number | null }) => {
      const before = Number((await db.query('select version from gateway_config')).rows[0].version);
      const res = await json(`${cluster.apiUrl}/newopen/service/charge_rule`, {
        method: 'PUT',
        ticket: provider,
        body: {
          charge_rule_id: rule.charge_rule_id,
          group_id: rule.group_id,
          rule_type: rule.rule_type,
          monthly_quota: null,
          ...limits,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // measured from the console's answer until both gateways enforce the new configuration
      const ms = await until(
        async () => (await snapshotVersion(gw1)) > before && (await snapshotVersion(gw2)) > before,
        2000,
      );
      console.log(`cluster: console change enforced by both gateways after ${ms.toFixed(0)} ms`);
    };

    await update({ qps: null, daily_quota: 100 });
    const answers: { status: number; code: string | null }[] = [];
    for (let round = 0; round < 13; round++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => call(cluster.gatewayUrl)))));
    }
    expect(answers.filter((a) => a.status === 200).length).toBe(100);
    expect(answers.filter((a) => a.code === 'DAILY_QUOTA_EXCEEDED').length).toBe(30);

    await update({ qps: 10, daily_quota: null });
    // 30 calls at once, as soon as a second begins: the gateways' windows are whole seconds
    await sleep(1000 - (Date.now() % 1000) + 20);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => call(i % 2 ? gw1.url : gw2.url)));
    const admitted = burst.filter((a) => a.status === 200).length;
    console.log(`cluster: QPS 10 across both gateways admitted ${admitted} of a burst of 30`);
    expect(admitted).toBeGreaterThanOrEqual(9);
    expect(admitted).toBeLessThanOrEqual(11);
    expect(burst.filter((a) => a.code === 'QPS_EXCEEDED').length).toBe(30 - admitted);
    await update({ qps: null, daily_quota: null });
  });

  it('a nonce used on one gateway is refused on the other', async () => {
    const s = signed();
    expect((await call(gw1.url, s)).status).toBe(200);
    const again = await call(gw2.url, s);
    expect(again.code).toBe('NONCE_USED');
  });

  it('a billing close started on both API instances at once runs once', async () => {
    // last month's usage of the demo subscription (as the gateway's rollups would hold it), so there is a bill to close
    const {
      rows: [sub],
    } = await db.query(
      `select r.r_apply_groups_record_id as id, r.apply_id, r.group_id, r.env_type, a.api_id from apply_records r
      join app_credentials k on k.apply_id = r.apply_id join apis a on a.group_id = r.group_id
      where k.app_key = $1 and r.state = 'active' order by a.api_id limit 1`,
      [creds.appKey],
    );
    await db.query(
      `update apply_records set start_time = now() - interval '90 days' where r_apply_groups_record_id = $1`,
      [sub.id],
    );
    // and its price in force back then (the demo's first version starts when the demo was seeded)
    await db.query(
      `update charge_rule_versions set effective_at = now() - interval '90 days'
      where charge_rule_id = (select charge_rule_id from apply_records where r_apply_groups_record_id = $1) and version = 1`,
      [sub.id],
    );
    const now = new Date();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 16)); // the 11th, 00:00 in UTC+8
    await db.query(
      `insert into call_rollup_totals (granularity, bucket_start, env_type, group_id, api_id, apply_id, calls, ok_calls, client_errors,
      server_errors, gateway_refusals, latency_sum_ms, latency_max_ms, upstream_latency_sum_ms, bytes_in, bytes_out)
      values ('d', $1, $5, $2, $3, $4, 5000, 5000, 0, 0, 0, 0, 0, 0, 0, 0)`,
      [day, sub.group_id, sub.api_id, sub.apply_id, sub.env_type],
    );
    const [admin1, admin2] = [await login(api1.url, 'admin'), await login(api2.url, 'admin')];
    const [a, b] = await Promise.all([
      json(`${api1.url}/newopen/service/bill/close`, { method: 'POST', ticket: admin1, body: {} }),
      json(`${api2.url}/newopen/service/bill/close`, { method: 'POST', ticket: admin2, body: {} }),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    console.log(
      `cluster: billing close on both: ${JSON.stringify(a.body.data.closed)} / ${JSON.stringify(b.body.data.closed)}`,
    );
    const { rows: bills } = await db.query(
      `select bill_id, state from bills where apply_id = $1 and bill_month < date_trunc('month', now() at time zone 'Asia/Shanghai')`,
      [sub.apply_id],
    );
    expect(bills.length).toBeGreaterThan(0);
    for (const bill of bills) expect(bill.state).toBe('issued');
    // each bill went open → issued once (the audit trail records every change), whichever instance, or the job, did it
    const { rows: issues } =
      await db.query(`select object_id, count(*) as n from audit_log where object_type = 'bills' and action = 'update'
      and before->>'state' = 'open' and after->>'state' = 'issued' group by object_id`);
    expect(issues.map((r) => [Number(r.object_id), Number(r.n)]).sort()).toEqual(
      bills.map((x) => [Number(x.bill_id), 1]).sort(),
    );
    // and the two answers never both issued the same month
    for (const m of new Set([...Object.keys(a.body.data.closed), ...Object.keys(b.body.data.closed)])) {
      expect(Math.min(a.body.data.closed[m] ?? 0, b.body.data.closed[m] ?? 0)).toBe(0);
    }
  });

  it('logs in through HAProxy with the demo password (the balancer passes the API through)', async () => {
    const res = await json(`${cluster.apiUrl}/openauthor/v1/user/login`, {
      method: 'POST',
      body: { user_name: 'admin', password: md5Hex('Demo@123456') },
    });
    expect(res.body.success).toBe(true);
  });

  // last: it leaves one gateway
  it("kill -9 of one gateway of two under load through HAProxy: the other keeps serving; the loss is at most the victim's last buffer window", async () => {
    const load = signedLoad(cluster.gatewayUrl, creds, { workers: 4, pauseMs: 10, maxMs: 30_000 });
    await sleep(3000);
    const killedAt = Date.now();
    process.kill(-gw1.pid, 'SIGKILL');
    await sleep(4000);
    await load.stop();
    await sleep(2500); // the survivor's last batch (written a second after its first call at most)
    const answered = load.answers.filter((a) => a.requestId);
    const ids = answered.map((a) => a.requestId!);
    const { rows } = await db.query('select request_id from call_logs where request_id = any($1)', [ids]);
    const stored = new Set(rows.map((r) => r.request_id as string));
    const lost = answered.filter((a) => !stored.has(a.requestId!));
    const afterKill = answered.filter((a) => a.at - a.ms > killedAt + 2000);
    const lastSecond = answered.filter((a) => a.at > killedAt - 1000 && a.at <= killedAt).length;
    console.log(
      `cluster kill -9: ${answered.length} answered by the gateways (${afterKill.length} more than 2 s after the kill, by the survivor), ` +
        `${lost.length} of them without a call-log row (${lastSecond} answered in the last second before the kill), ` +
        `${load.answers.length - answered.length} answered by HAProxy itself (502/503), ${load.failures.length} without any answer`,
    );
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.every((a) => a.status === 200)).toBe(true);
    // only calls answered shortly before the kill can have been in the victim's unwritten buffer
    for (const a of lost) expect(a.at).toBeLessThanOrEqual(killedAt + 500);
    for (const a of lost) expect(a.at).toBeGreaterThan(killedAt - 2500);
  }, 60_000);
});
