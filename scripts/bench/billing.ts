/**
 * Billing figures (issue 15): closing a month over day rollups that count BENCH_CALLS calls (default 1,000,000)
 * spread over BENCH_APPS applications (default 200) × the group's APIs × 30 days, each with a per-call
 * subscription; then the bill list and one bill's breakdown through the real HTTP operations (in-process inject,
 * as the provider who sees every bill), p50/p95 over BENCH_SAMPLES requests; then a second close (idempotent:
 * nothing changes). Rollup rows are inserted directly (the writer's own ingestion is benchmarked in call-logs.ts).
 * Figures only, no thresholds.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DB (pglite, postgres,
 * both; default postgres), BENCH_CALLS, BENCH_APPS, BENCH_SAMPLES (default 40).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { createScratchDatabase } from '../../src/server/db/scratch.ts';
import { loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { closeMonth } from '../../src/server/billing/close.ts';
import { addMonths, monthOf, monthRange } from '../../src/server/billing/months.ts';

const CALLS = Number(process.env.BENCH_CALLS || 1_000_000);
const APPS = Number(process.env.BENCH_APPS || 200);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 40);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const WHICH = process.env.BENCH_DB || 'postgres';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function database(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-billing-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase(PG_URL, 'benchbilling');
  return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
}

async function run(kind: 'pglite' | 'postgres') {
  const d = await database(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    PORT: '0',
    GATEWAY_PORT: '0',
    DEMO_UPSTREAM_PORT: '0',
    ...d.env,
  });
  const app = await buildApp({ config, logger: false });
  const db = app.deps.db as any;
  try {
    const g = await db
      .selectFrom('api_groups')
      .select(['group_id', 'created_by'])
      .where('group_state', '=', 'published')
      .orderBy('group_id')
      .executeTakeFirstOrThrow();
    const apis = (await db.selectFrom('apis').select('api_id').where('group_id', '=', g.group_id).execute()).map(
      (a: any) => a.api_id,
    );
    const dev = await db
      .selectFrom('users')
      .select('user_id')
      .where('user_name', '=', 'developer')
      .executeTakeFirstOrThrow();
    const month = addMonths(monthOf(new Date()), -1);
    const { start } = monthRange(month);
    const rule = await db
      .insertInto('charge_rules')
      .values({
        group_id: g.group_id,
        rule_name: 'bench',
        rule_type: 'per_call',
        price_per_thousand: '1.37',
        created_by: g.created_by,
      })
      .returning('charge_rule_id')
      .executeTakeFirstOrThrow();
    const perRow = Math.max(1, Math.round(CALLS / (APPS * apis.length * 30)));
    let total = 0;
    for (let a = 0; a < APPS; a++) {
      const app1 = await db
        .insertInto('apps')
        .values({ apply_name: `bench-${a}`, created_by: dev.user_id })
        .returning('apply_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('apply_records')
        .values({
          apply_id: app1.apply_id,
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
      for (let day = 0; day < 30; day++) {
        for (const api_id of apis) {
          rows.push({
            granularity: 'd',
            bucket_start: new Date(start.getTime() + day * 86_400_000),
            env_type: 3,
            group_id: g.group_id,
            api_id,
            apply_id: app1.apply_id,
            developer_id: dev.user_id,
            provider_id: g.created_by,
            calls: perRow,
            ok_calls: perRow - (day % 7),
            client_errors: 0,
            server_errors: day % 7,
            gateway_refusals: 0,
            latency_sum_ms: perRow * 20,
            latency_max_ms: 50,
            upstream_latency_sum_ms: perRow * 15,
            bytes_in: 0,
            bytes_out: perRow * 100,
          });
          total += perRow;
        }
      }
      await db.insertInto('call_rollups').values(rows).execute();
    }
    const rollupRows = APPS * apis.length * 30;
    const t0 = performance.now();
    const issued = await closeMonth(app.deps.db, month, new Date());
    const closeMs = performance.now() - t0;
    const before = await sql`select count(*)::int as n, sum(total_fen)::text as s from bills`.execute(app.deps.db);
    const t1 = performance.now();
    const again = await closeMonth(app.deps.db, month, new Date());
    const againMs = performance.now() - t1;
    const after = await sql`select count(*)::int as n, sum(total_fen)::text as s from bills`.execute(app.deps.db);

    const login = await app.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: { user_name: 'provider', password: md5Hex(DEMO_PASSWORD) },
    });
    const ticket = login.json().data.ticket;
    const anyBill = await db.selectFrom('bills').select('bill_id').orderBy('bill_id').executeTakeFirstOrThrow();
    const sample = async (url: string) => {
      const xs: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const s = performance.now();
        const r = await app.app.inject({ method: 'GET', url, headers: { ticket } });
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
        xs.push(performance.now() - s);
      }
      return xs;
    };
    const list = await sample('/newopen/service/bill/page?page_size=10');
    const deep = await sample('/newopen/service/bill/page?page_size=10&page_num=15');
    const breakdown = await sample(`/newopen/service/bill/breakdown?bill_id=${anyBill.bill_id}`);
    console.log(
      `billing on ${kind}: ${total.toLocaleString('en-US')} calls in ${rollupRows.toLocaleString('en-US')} day rollups, ${APPS} apps × ${apis.length} APIs × 30 days`,
    );
    console.log(
      `  close month: ${ms(closeMs)} (${issued} bills issued, ${rollupRows.toLocaleString('en-US')} lines); close again: ${ms(againMs)}, ${again} issued, bills ${JSON.stringify(before.rows[0])} → ${JSON.stringify(after.rows[0])}`,
    );
    console.log(
      `  bill list page 1: p50 ${ms(pct(list, 0.5))}, p95 ${ms(pct(list, 0.95))}; page 15: p50 ${ms(pct(deep, 0.5))}, p95 ${ms(pct(deep, 0.95))}`,
    );
    console.log(
      `  bill breakdown (${apis.length * 30} lines): p50 ${ms(pct(breakdown, 0.5))}, p95 ${ms(pct(breakdown, 0.95))}`,
    );
  } finally {
    await app.close();
    await d.drop();
  }
}

for (const kind of WHICH === 'both' ? (['pglite', 'postgres'] as const) : [WHICH as 'pglite' | 'postgres'])
  await run(kind);
