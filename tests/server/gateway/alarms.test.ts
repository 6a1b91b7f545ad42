/**
 * Alarms with an injected clock: a rule fires once when its metric reaches the threshold in its owner's scope
 * (an alarm record and a notice), stays firing without repeating, and recovers when the window has no more errors.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { evaluateAlarms } from '../../../src/server/traffic/alarms.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let ids: Record<string, number>;
const tickets: Record<string, string> = {};
const call = (method: string, url: string, who: string, body?: unknown) =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket: tickets[who] } });

const T0 = new Date('2026-11-20T08:00:00Z');

async function calls(at: Date, n: number, failing: number, latency = 10, group = 1) {
  const writer = new CallLogWriter(t.deps.db, { maxBatch: 100 });
  for (let i = 0; i < n; i++) {
    writer.add({
      request_id: `${at.getTime()}-${group}-${i}`,
      called_at: new Date(at.getTime() + i * 100),
      env_type: 3,
      group_id: group,
      api_id: 10 + group,
      apply_id: 5,
      developer_id: null,
      provider_id: ids.provider,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: '/x',
      status: i < failing ? 500 : 200,
      error_code: null,
      upstream_latency_ms: latency,
      latency_ms: latency + i,
      bytes_in: 0,
      bytes_out: 1,
    } satisfies CallRecord);
  }
  await writer.close();
}

// notices are typed by their own domain, not in Database
const notices = async (who: number): Promise<{ notice_title: string; notice_content_en: string }[]> =>
  (t.deps.db as unknown as Kysely<any>)
    .selectFrom('notices')
    .select(['notice_title', 'notice_content_en'])
    .where('audience_user_id', '=', who)
    // the alarm's notices only (the demo's reviews notified the same people)
    .where('notice_title', 'like', '告警%')
    .orderBy('groups_notice_id')
    .execute();

beforeAll(async () => {
  t = await startTestApp();
  const users = await t.deps.db.selectFrom('users').select(['user_id', 'user_name']).execute();
  ids = Object.fromEntries(users.map((u) => [u.user_name, u.user_id]));
  for (const u of ['admin', 'provider', 'developer']) tickets[u] = await t.login(u);
});
afterAll(async () => {
  await t.dispose();
});

describe('alarms', () => {
  it('fires once on an error rate at the threshold, tells the owner, and recovers when the errors stop', async () => {
    const created = await call('POST', '/newopen/service/alarm_rule', 'provider', {
      alarm_rule_name: '天气错误率',
      metric: 'error_rate',
      threshold: 50,
      window_minutes: 5,
      group_id: 1,
      enabled: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json().data;
    expect(rule).toMatchObject({ alarm_state: 'ok', created_by: ids.provider });

    await calls(T0, 10, 6);
    await calls(T0, 10, 9, 10, 2); // another group's failures do not count for this rule
    expect(await evaluateAlarms(t.deps, new Date(T0.getTime() + 30_000))).toMatchObject({ fired: 1, recovered: 0 });
    let records = (await call('GET', '/newopen/service/alarm_record/page', 'provider')).json().data;
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({
      alarm_rule_id: rule.alarm_rule_id,
      alarm_rule_name: '天气错误率',
      record_state: 'firing',
      fired_value: 60,
      threshold: 50,
    });
    expect(
      (await call('GET', `/newopen/service/alarm_rule/${rule.alarm_rule_id}`, 'provider')).json().data,
    ).toMatchObject({ alarm_state: 'firing', last_value: 60 });
    expect((await notices(ids.provider)).map((n) => n.notice_title)).toEqual(['告警：天气错误率']);

    // still failing a minute later: no second record, no second notice
    expect(await evaluateAlarms(t.deps, new Date(T0.getTime() + 90_000))).toMatchObject({ fired: 0, recovered: 0 });
    expect((await call('GET', '/newopen/service/alarm_record/page', 'provider')).json().data.total).toBe(1);

    // ten minutes on, healthy calls only in the window
    await calls(new Date(T0.getTime() + 600_000), 10, 0);
    expect(await evaluateAlarms(t.deps, new Date(T0.getTime() + 630_000))).toMatchObject({ fired: 0, recovered: 1 });
    records = (await call('GET', '/newopen/service/alarm_record/page', 'provider')).json().data;
    expect(records.list[0]).toMatchObject({ record_state: 'recovered', recovered_value: 0 });
    expect(new Date(records.list[0].recovered_at).getTime()).toBe(T0.getTime() + 630_000);
    const told = await notices(ids.provider);
    expect(told.map((n) => n.notice_title)).toEqual(['告警：天气错误率', '告警恢复：天气错误率']);
    expect(told[1].notice_content_en).toContain('back to 0');

    // the records are the owner's: the admin sees them, nobody else does
    expect((await call('GET', '/newopen/service/alarm_record/page', 'admin')).json().data.total).toBe(1);
  });

  it("measures p95 latency from the window's calls, only in the owner's scope", async () => {
    const at = new Date(T0.getTime() + 3_600_000);
    const mine = await call('POST', '/newopen/service/alarm_rule', 'provider', {
      alarm_rule_name: '慢',
      metric: 'p95_latency_ms',
      threshold: 100,
      window_minutes: 10,
      api_id: 11,
      enabled: 1,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    await calls(at, 20, 0, 200);
    const round = await evaluateAlarms(t.deps, new Date(at.getTime() + 60_000));
    expect(round.fired).toBe(1);
    const rule = (await call('GET', `/newopen/service/alarm_rule/${mine.json().data.alarm_rule_id}`, 'provider')).json()
      .data;
    expect(rule.alarm_state).toBe('firing');
    expect(rule.last_value).toBeGreaterThanOrEqual(210);
    // a rule disabled while firing closes its record once, then is no longer evaluated
    await call('PUT', '/newopen/service/alarm_rule', 'provider', { ...pick(rule), enabled: 0 });
    expect(await evaluateAlarms(t.deps, new Date(at.getTime() + 120_000))).toMatchObject({ recovered: 1 });
    expect((await evaluateAlarms(t.deps, new Date(at.getTime() + 7_200_000))).evaluated).toBe(1);
    const open = (
      await call(
        'GET',
        `/newopen/service/alarm_record/page?alarm_rule_id=${rule.alarm_rule_id}&record_state=firing`,
        'provider',
      )
    ).json().data;
    expect(open.total).toBe(0);
  });
});

const pick = (r: Record<string, unknown>) => ({
  alarm_rule_id: r.alarm_rule_id,
  alarm_rule_name: r.alarm_rule_name,
  metric: r.metric,
  threshold: r.threshold,
  window_minutes: r.window_minutes,
  group_id: r.group_id,
  api_id: r.api_id,
  enabled: r.enabled,
});
