/**
 * An alarm fires and clears, seen in the browser: the provider's error-rate rule over their group, failing calls
 * written through the gateway's CallLogWriter, the evaluator run at once (the app's own minute timer runs too and,
 * on the same calls and clock, agrees), and the alarm page lists the record as 告警中, then — once healthy calls
 * bring the window's error rate under the threshold — as 已恢复 with its recovery time; the English page agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../src/server/gateway/call-log/writer.ts';
import { evaluateAlarms } from '../../src/server/traffic/alarms.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD, login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let provider: number;
let groupId: number;

async function calls(at: number, n: number, failing: number) {
  const writer = new CallLogWriter(r.app.deps.db, { maxBatch: 100 });
  for (let i = 0; i < n; i++) {
    writer.add({
      request_id: `alarm-${at}-${i}`,
      called_at: new Date(at + i * 100),
      env_type: 3,
      group_id: groupId,
      api_id: 1,
      apply_id: 1,
      developer_id: null,
      provider_id: provider,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: '/x',
      status: i < failing ? 500 : 200,
      error_code: null,
      upstream_latency_ms: 5,
      latency_ms: 6,
      bytes_in: 0,
      bytes_out: 1,
    } satisfies CallRecord);
  }
  await writer.close();
}

beforeAll(async () => {
  r = await startRunning();
  const db = r.app.deps.db;
  provider = (
    await db.selectFrom('users').select('user_id').where('user_name', '=', 'provider').executeTakeFirstOrThrow()
  ).user_id;
  groupId = (
    await db
      .selectFrom('api_groups')
      .select('group_id')
      .where('created_by', '=', provider)
      .orderBy('group_id')
      .executeTakeFirstOrThrow()
  ).group_id;
  const session = await r.app.app.inject({
    method: 'POST',
    url: '/openauthor/v1/user/login',
    payload: { user_name: 'provider', password: md5Hex(DEMO_PASSWORD) },
  });
  const ticket = session.json().data.ticket as string;
  const rule = await r.app.app.inject({
    method: 'POST',
    url: '/newopen/service/alarm_rule',
    headers: { ticket },
    payload: {
      alarm_rule_name: '浏览器告警',
      metric: 'error_rate',
      threshold: 50,
      window_minutes: 5,
      group_id: groupId,
      enabled: 1,
    },
  });
  expect(rule.statusCode, rule.body).toBe(200);
});
afterAll(async () => {
  await r?.stop();
});

describe('alarms in the browser', () => {
  it('shows an alarm firing, then cleared', async () => {
    await calls(Date.now() - 60_000, 10, 8);
    // the app's own timer may take this round first; either way one record fires (the rule's row lock)
    await evaluateAlarms(r.app.deps);

    const { page } = await newPage(r, { locale: 'zh', user: 'provider' });
    await page.goto('/providers/alarmList');
    const record = page.getByTestId('alarm-record').filter({ hasText: '浏览器告警' });
    await expect.poll(() => record.getAttribute('data-state'), { timeout: 15_000 }).toBe('firing');
    expect(await record.textContent()).toContain('告警中');
    expect(await record.textContent()).toContain('80');
    await shot(page, 'alarm-firing');

    // the errors stop: 30 healthy calls take the window's error rate to 20 %, and the next round clears it
    await calls(Date.now() - 10_000, 30, 0);
    await evaluateAlarms(r.app.deps);
    await page.reload();
    await expect.poll(() => record.getAttribute('data-state'), { timeout: 15_000 }).toBe('recovered');
    expect(await record.textContent()).toContain('已恢复');
    expect(await record.textContent()).not.toMatch(/–\s*$/);
    await shot(page, 'alarm-recovered');

    const en = await newPage(r, { locale: 'en' });
    await en.page.goto('/login');
    await login(en.page, 'provider');
    await en.page.waitForURL(/workBench/);
    await en.page.goto('/providers/alarmList');
    const row = en.page.getByTestId('alarm-record').filter({ hasText: '浏览器告警' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Recovered');
  });
});
