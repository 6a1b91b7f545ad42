/** Billing test fixtures: subscriptions made straight in the database, and calls written through the real call-log writer. */
import { randomUUID } from 'node:crypto';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import type { TestApp } from '../helpers.ts';

export interface Sub {
  apply_id: number;
  group_id: number;
  charge_rule_id: number;
  api_ids: number[];
  provider_id: number;
  developer_id: number;
  env_type: number;
}

/** A published demo group with at least two APIs, its provider, and the demo developer. */
export async function demoGroup(t: TestApp) {
  const db = t.deps.db as any;
  const groups = await db
    .selectFrom('api_groups as g')
    .innerJoin('apis as a', 'a.group_id', 'g.group_id')
    .select(['g.group_id', 'g.created_by'])
    .select((eb: any) => eb.fn.count('a.api_id').as('n'))
    .where('g.group_state', '=', 'published')
    .groupBy(['g.group_id', 'g.created_by'])
    .orderBy('g.group_id')
    .execute();
  const g = groups.find((x: any) => Number(x.n) >= 2);
  const apis = await db
    .selectFrom('apis')
    .select('api_id')
    .where('group_id', '=', g.group_id)
    .orderBy('api_id')
    .execute();
  const dev = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'developer')
    .executeTakeFirstOrThrow();
  return {
    group_id: g.group_id as number,
    provider_id: g.created_by as number,
    api_ids: apis.map((a: any) => a.api_id as number),
    developer_id: dev.user_id as number,
  };
}

/** An application of `developer_id` subscribed to the group under a new charge rule, active from `from`. */
export async function subscribe(
  t: TestApp,
  g: Awaited<ReturnType<typeof demoGroup>>,
  rule: { rule_type: string; price: string | null; bill_on: string; package_calls?: number; monthly_quota?: number },
  from: Date,
  opts: { developer_id?: number; enterprise_id?: number | null; env_type?: number; name?: string } = {},
): Promise<Sub> {
  const db = t.deps.db as any;
  const developer_id = opts.developer_id ?? g.developer_id;
  const app = await db
    .insertInto('apps')
    .values({
      apply_name: opts.name ?? `bill-${randomUUID().slice(0, 8)}`,
      created_by: developer_id,
      enterprise_id: opts.enterprise_id ?? null,
    })
    .returning('apply_id')
    .executeTakeFirstOrThrow();
  const r = await db
    .insertInto('charge_rules')
    .values({
      group_id: g.group_id,
      rule_name: `${rule.rule_type}-${rule.price ?? 0}-${rule.bill_on}`,
      rule_type: rule.rule_type,
      price_per_thousand: rule.price,
      package_calls: rule.package_calls ?? null,
      package_price: rule.rule_type === 'package' ? '10.00' : null,
      monthly_quota: rule.monthly_quota ?? null,
      bill_on: rule.bill_on,
      created_by: g.provider_id,
    })
    .returning('charge_rule_id')
    .executeTakeFirstOrThrow();
  const env_type = opts.env_type ?? 3;
  await db
    .insertInto('apply_records')
    .values({
      apply_id: app.apply_id,
      group_id: g.group_id,
      env_type,
      charge_rule_id: r.charge_rule_id,
      state: 'active',
      enabled: 1,
      start_time: from,
      provider_id: g.provider_id,
      enterprise_id: opts.enterprise_id ?? null,
      created_by: developer_id,
    })
    .execute();
  return {
    apply_id: app.apply_id,
    group_id: g.group_id,
    charge_rule_id: r.charge_rule_id,
    api_ids: g.api_ids,
    provider_id: g.provider_id,
    developer_id,
    env_type,
  };
}

export interface Call {
  at: Date;
  api: number;
  status: number;
  refused?: boolean;
}

/** Writes calls of a subscription through the gateway's call-log writer (raw rows and rollups in one transaction). */
export async function writeCalls(t: TestApp, s: Sub, calls: Call[]): Promise<void> {
  const writer = new CallLogWriter(t.deps.db, { maxBatch: 5000, maxDelayMs: 10 });
  for (const c of calls) {
    const rec: CallRecord = {
      request_id: randomUUID(),
      called_at: c.at,
      env_type: s.env_type,
      group_id: s.group_id,
      api_id: s.api_ids[c.api % s.api_ids.length],
      apply_id: s.apply_id,
      developer_id: s.developer_id,
      provider_id: s.provider_id,
      client_ip: '127.0.0.1',
      method: 'GET',
      path: '/x',
      status: c.status,
      error_code: c.refused ? 'QUOTA_EXCEEDED' : null,
      upstream_latency_ms: c.refused ? null : 5,
      latency_ms: 6,
      bytes_in: 0,
      bytes_out: 10,
    };
    writer.add(rec);
  }
  await writer.close();
}
