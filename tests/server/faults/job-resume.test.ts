/**
 * A background job survives the death of the instance running it (issue 28 item 2): the billing round (closing
 * last month) runs in a process of its own on PostgreSQL, is killed with kill -9 while it holds billing's advisory
 * lock mid-close, and the rounds of two other instances started together afterwards complete it exactly once:
 * every bill of the month issued, one bill per application, one `close` event per bill, the totals the rollups
 * give. Nothing of the killed run remains (its transaction ends with its connection). PostgreSQL only: PGlite
 * lives inside one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type App } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDb, type Db } from '../../../src/server/db/index.ts';
import { createScratchDatabase } from '../../../src/server/db/scratch.ts';
import { addMonths, monthOf, monthRange } from '../../../src/server/billing/months.ts';
import { TEST_SECRET_KEY, usePostgres } from '../helpers.ts';

const onPostgres = usePostgres();
const BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** billing/close.ts's advisory lock key */
const BILLING_LOCK = 15_0000_01;
/** applications with a month of day rollups each: enough that a close takes a while to kill in the middle of */
const APPS = 400;
const root = join(import.meta.dirname, '..', '..', '..');

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: Db;
let app: App;
const children: ChildProcess[] = [];
const applyIds: number[] = [];
const month = addMonths(monthOf(new Date()), -1);

/** one instance's billing round in its own process group */
function round(): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/faults/fixtures/billing-round.ts'], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATABASE_URL: scratch.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exit = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return { child, output: () => out, exit };
}

const lockHolders = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and objid = ${BILLING_LOCK} and granted
          and database = (select oid from pg_database where datname = current_database())`.execute(db.db)
    ).rows[0].n,
  );

const billsOfMonth = async () =>
  (
    await sql<{ apply_id: number; state: string; total_fen: string; closes: number }>`
      select b.apply_id, b.state, b.total_fen::text as total_fen,
        (select count(*)::int from bill_events e where e.bill_id = b.bill_id and e.action = 'close') as closes
      from bills b where b.bill_month = ${month}::date and b.apply_id = any(${applyIds})`.execute(db.db)
  ).rows;

beforeAll(async () => {
  if (!onPostgres) return;
  scratch = await createScratchDatabase(BASE, 'jobresume');
  db = await openDb({ databaseUrl: scratch.url });
  // the platform's own start: migrations and seed (the demo's group, developer and provider)
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', SECRET_KEY: TEST_SECRET_KEY }),
    db,
    logger: false,
  });
  // seeded; its own billing job must not close the month this test closes
  await app.close();
  const k = db.db as any;
  const g = await k
    .selectFrom('api_groups')
    .select(['group_id', 'created_by'])
    .where('group_state', '=', 'published')
    .orderBy('group_id')
    .executeTakeFirstOrThrow();
  const apis = (await k.selectFrom('apis').select('api_id').where('group_id', '=', g.group_id).execute()).map(
    (a: { api_id: number }) => a.api_id,
  );
  const dev = await k
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'developer')
    .executeTakeFirstOrThrow();
  const { start } = monthRange(month);
  const rule = await k
    .insertInto('charge_rules')
    .values({
      group_id: g.group_id,
      rule_name: 'resume',
      rule_type: 'per_call',
      price_per_thousand: '1.37',
      created_by: g.created_by,
    })
    .returning('charge_rule_id')
    .executeTakeFirstOrThrow();
  for (let a = 0; a < APPS; a++) {
    const { apply_id } = await k
      .insertInto('apps')
      .values({ apply_name: `resume-${a}`, created_by: dev.user_id })
      .returning('apply_id')
      .executeTakeFirstOrThrow();
    applyIds.push(apply_id);
    await k
      .insertInto('apply_records')
      .values({
        apply_id,
        group_id: g.group_id,
        env_type: 3,
        charge_rule_id: rule.charge_rule_id,
        state: 'active',
        enabled: 1,
        start_time: new Date(start.getTime() - 86_400_000),
        provider_id: g.created_by,
        created_by: dev.user_id,
      })
      .execute();
    const rows = [];
    for (let day = 0; day < 30; day++)
      for (const api_id of apis)
        rows.push({
          granularity: 'd',
          bucket_start: new Date(start.getTime() + day * 86_400_000),
          env_type: 3,
          group_id: g.group_id,
          api_id,
          apply_id,
          developer_id: dev.user_id,
          provider_id: g.created_by,
          calls: 1000 + a,
          ok_calls: 1000 + a,
          client_errors: 0,
          server_errors: 0,
          gateway_refusals: 0,
          latency_sum_ms: 20_000,
          latency_max_ms: 50,
          upstream_latency_sum_ms: 15_000,
          bytes_in: 0,
          bytes_out: 100_000,
        });
    await k.insertInto('call_rollup_totals').values(rows).execute();
  }
}, 600_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
  await app?.close();
  await db?.close();
  await scratch?.drop();
}, 120_000);

describe.skipIf(!onPostgres)('a billing round killed mid-close', () => {
  it('is completed exactly once by the next rounds of two other instances', async () => {
    const victim = round();
    // mid-run: it holds billing's lock, i.e. its close transaction is open
    for (let i = 0; (await lockHolders()) === 0; i++) {
      expect(i, `the round never took the lock:\n${victim.output()}`).toBeLessThan(2400);
      expect(victim.child.exitCode, victim.output()).toBeNull();
      await sleep(25);
    }
    process.kill(-victim.child.pid!, 'SIGKILL');
    await victim.exit;
    expect(victim.output()).not.toMatch(/closed/);
    // its connection gone, its transaction rolled back and the lock free: no bill of the month issued
    for (let i = 0; (await lockHolders()) > 0; i++) {
      expect(i, 'the killed round still holds the lock').toBeLessThan(400);
      await sleep(50);
    }
    expect((await billsOfMonth()).filter((b) => b.state !== 'open')).toEqual([]);

    // two instances' next rounds, started together
    const next = [round(), round()];
    const codes = await Promise.all(next.map((r) => r.exit));
    expect(codes, next.map((r) => r.output()).join('\n')).toEqual([0, 0]);
    const closed = next.map((r) => JSON.parse(r.output().match(/closed (\{.*\})/)![1]) as Record<string, number>);
    // one of them issued this month's bills (all of them), the other found nothing left to close
    const issued = closed.map((c) => c[month] ?? 0).sort((a, b) => a - b);
    expect(issued[0]).toBe(0);
    expect(issued[1]).toBeGreaterThanOrEqual(APPS);
    const bills = await billsOfMonth();
    expect(bills).toHaveLength(APPS);
    expect(new Set(bills.map((b) => b.apply_id)).size).toBe(APPS);
    expect(bills.every((b) => b.state === 'issued' && b.closes === 1)).toBe(true);
    // the amounts are the rollups' (1.37 per thousand calls): the application with the most calls pays the most
    const total = (id: number) => Number(bills.find((b) => b.apply_id === id)!.total_fen);
    expect(total(applyIds[APPS - 1])).toBeGreaterThan(total(applyIds[0]));
    expect(total(applyIds[0])).toBeGreaterThan(0);
  }, 600_000);
});
