/**
 * What took quota: every call past the quota check, the ones the upstream then failed (502, 504) included, and
 * none refused at or before it (QPS, the quota itself). A restarted gateway seeds its counters from that, so it
 * does not hand out again the quota that failed calls used; and the "quota use" alarm is the share of a
 * subscription's quota used, not a count of calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { evaluateAlarms } from '../../../src/server/traffic/alarms.ts';
import { loadSnapshot } from '../../../src/server/gateway/snapshot-loader.ts';
import { memoryState } from '../../../src/server/gateway/state.ts';
import { upstreamGuard } from '../../../src/server/gateway/upstream-guard.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let sub: { r_apply_groups_record_id: number; apply_id: number; group_id: number; env_type: number };
let ticket: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.db;
  const users = Object.fromEntries(
    (await db.selectFrom('users').select(['user_id', 'user_name']).execute()).map((u) => [u.user_name, u.user_id]),
  );
  // the demo developer's Demo App, subscribed to a demo group in production: its rule gets a daily quota of 10
  sub = (await db
    .selectFrom('apply_records as r')
    .innerJoin('apps as a', 'a.apply_id', 'r.apply_id')
    .select(['r.r_apply_groups_record_id', 'r.apply_id', 'r.group_id', 'r.env_type', 'r.charge_rule_id'])
    .where('a.apply_name', '=', 'Demo App')
    .where('r.state', '=', 'active')
    .where('r.env_type', '=', 3)
    .where('r.charge_rule_id', 'is not', null)
    .orderBy('r.r_apply_groups_record_id')
    .executeTakeFirstOrThrow()) as typeof sub & { charge_rule_id: number };
  await db
    .updateTable('charge_rules')
    .set({ daily_quota: 10, monthly_quota: null })
    .where('charge_rule_id', '=', (sub as unknown as { charge_rule_id: number }).charge_rule_id)
    .execute();
  const provider = await db
    .selectFrom('api_groups')
    .select('created_by')
    .where('group_id', '=', sub.group_id)
    .executeTakeFirstOrThrow();
  const providerName = Object.entries(users).find(([, id]) => id === provider.created_by)![0];
  ticket = await t.login(providerName);
  const now = t.deps.now().getTime();
  const writer = new CallLogWriter(db, { maxBatch: 100 });
  const outcomes: [number, string | null][] = [
    [200, null],
    [200, null],
    [200, null],
    [502, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
    [504, 'UPSTREAM_TIMEOUT'],
    [429, 'QPS_EXCEEDED'],
    [429, 'QPS_EXCEEDED'],
    [429, 'QPS_EXCEEDED'],
    [429, 'QPS_EXCEEDED'],
    [429, 'DAILY_QUOTA_EXCEEDED'],
  ];
  outcomes.forEach(([status, code], i) =>
    writer.add({
      request_id: `quota-${i}`,
      called_at: new Date(now - 60_000 + i),
      env_type: sub.env_type,
      group_id: sub.group_id,
      api_id: 1,
      apply_id: sub.apply_id,
      developer_id: users.developer,
      provider_id: provider.created_by,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: '/x',
      status,
      error_code: code,
      upstream_latency_ms: null,
      latency_ms: 3,
      bytes_in: 0,
      bytes_out: 0,
    } satisfies CallRecord),
  );
  await writer.close();
});
afterAll(async () => {
  await t?.dispose();
});

describe('quota after a restart and the quota-use alarm', () => {
  it('seeds a fresh gateway with the 6 calls that took quota (3 answered, 3 failed upstream), not the 5 refused', async () => {
    const state = memoryState();
    await loadSnapshot(t.deps, upstreamGuard({ allowed: [] }), state);
    const now = t.deps.now().getTime();
    const verdicts = [];
    for (let i = 0; i < 5; i++)
      verdicts.push(await state.takeQuota(String(sub.r_apply_groups_record_id), 10, null, now));
    expect(verdicts).toEqual(['ok', 'ok', 'ok', 'ok', 'daily']);
  });

  it('fires on the share of the quota used (60 %), not on the number of calls', async () => {
    const rule = (threshold: number) =>
      t.app.inject({
        method: 'POST',
        url: '/newopen/service/alarm_rule',
        headers: { ticket },
        payload: {
          alarm_rule_name: `配额 ${threshold}`,
          metric: 'quota_use',
          threshold,
          window_minutes: 5,
          group_id: sub.group_id,
          enabled: 1,
        },
      });
    const at60 = await rule(60);
    const at70 = await rule(70);
    expect(at60.statusCode, at60.body).toBe(200);
    await evaluateAlarms(t.deps, t.deps.now());
    const read = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/newopen/service/alarm_rule/${id}`, headers: { ticket } })).json()
        .data;
    expect(await read(at60.json().data.alarm_rule_id)).toMatchObject({ alarm_state: 'firing', last_value: 60 });
    expect(await read(at70.json().data.alarm_rule_id)).toMatchObject({ alarm_state: 'ok', last_value: 60 });
  });
});
