/**
 * 导出 of the call logs: a server export job over the screen's filters, in the caller's scope (the same rule as
 * callLogPage), with localized headers and formula-looking text escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let ids: Record<string, number>;
const tickets: Record<string, string> = {};

const call = (method: string, url: string, who: string, body?: unknown, lang = 'zh') =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload: body as object,
    headers: { ticket: tickets[who], language: lang },
  });

async function exported(who: string, body: Record<string, unknown>, lang = 'zh') {
  const r = await call('POST', '/newopen/service/export/record', who, body, lang);
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.export_job_id as number;
  for (;;) {
    const d = await call('GET', `/newopen/service/export/record/${id}`, who);
    const job = d.json().data;
    if (job.state === 'failed') throw new Error(job.error_message);
    if (job.state === 'done') {
      const file = await call('GET', `/newopen/service/export/record/${id}/download`, who);
      expect(file.statusCode).toBe(200);
      return {
        job,
        lines: file.body
          .replace(/^\ufeff/, '')
          .trimEnd()
          .split('\r\n'),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const users = await t.deps.db.selectFrom('users').select(['user_id', 'user_name']).execute();
  ids = Object.fromEntries(users.map((u) => [u.user_name, u.user_id]));
  for (const u of ['admin', 'provider', 'developer', 'enterprise']) tickets[u] = await t.login(u);
  const writer = new CallLogWriter(t.deps.db, { maxBatch: 100 });
  const base = new Date('2026-11-20T08:00:00Z').getTime();
  // 1,100 calls, two in three by the developer's application: more than two export batches
  for (let i = 0; i < 1100; i++) {
    const mine = i % 3 !== 0;
    writer.add({
      request_id: `x-${String(i).padStart(4, '0')}`,
      called_at: new Date(base + i * 1000),
      env_type: i % 2 ? 3 : 1,
      // ids no domain names (names are call-log-labels.test.ts's): the file shows them bare
      group_id: mine ? 9001 : 9002,
      api_id: 9010,
      apply_id: mine ? 9005 : 9006,
      developer_id: mine ? ids.developer : ids.enterprise,
      provider_id: ids.provider,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: i === 1 ? '=HYPERLINK("x")' : '/x',
      status: i % 5 ? 200 : 500,
      error_code: i % 5 ? null : 'UPSTREAM_ERROR',
      upstream_latency_ms: 3,
      latency_ms: 4,
      bytes_in: 0,
      bytes_out: 10,
    } satisfies CallRecord);
  }
  await writer.close();
});
afterAll(async () => {
  await t.dispose();
});

describe('exporting call logs', () => {
  it("gives a developer only their applications' calls, newest first, with Chinese headers and escaped formulas", async () => {
    const { job, lines } = await exported('developer', {
      source: 'call_logs',
      format: 'csv',
      filter: {},
      time_zone: 'UTC',
    });
    const mine = Array.from({ length: 1100 }, (_, i) => i).filter((i) => i % 3 !== 0);
    expect(job).toMatchObject({ state: 'done', total_rows: mine.length, processed_rows: mine.length });
    expect(job.file_name).toMatch(/^调用日志_\d{8}-\d{6}\.csv$/);
    expect(lines[0]).toBe(
      '调用时间,请求 ID,环境,分组,API,应用,开发者,请求方法,请求路径,客户端地址,状态码,错误码,后端耗时（毫秒）,总耗时（毫秒）,请求字节,响应字节',
    );
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[1])).toEqual(mine.reverse().map((i) => `x-${String(i).padStart(4, '0')}`));
    expect(rows.every((r) => r[5] === '9005' && r[6] === `developer (${ids.developer})`)).toBe(true);
    expect(lines[1]).toMatch(
      /^2026-11-20 08:18:19,x-1099,生产,9001,9010,9005,developer \(\d+\),GET,\/x,10\.0\.0\.1,200,,3,4,0,10$/,
    );
    expect(lines.find((l) => l.includes(',x-0001,'))).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("applies the screen's filters and writes English headers and choices", async () => {
    const { job, lines } = await exported(
      'developer',
      { source: 'call_logs', format: 'csv', filter: { status: '500', env_type: 1 } },
      'en',
    );
    expect(lines[0].startsWith('Time,Request ID,Environment,Group,API,Application')).toBe(true);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.length).toBe(job.total_rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[2] === 'Test' && r[10] === '500' && r[5] === '9005' && r[11] === 'UPSTREAM_ERROR')).toBe(
      true,
    );
  });

  it('gives the provider every call of their groups, and refuses bad filters and callers without the log menus', async () => {
    const { job } = await exported('provider', { source: 'call_logs', format: 'xlsx', filter: { group_id: 9002 } });
    expect(job.total_rows).toBe(367);
    const bad = await call('POST', '/newopen/service/export/record', 'developer', {
      source: 'call_logs',
      format: 'csv',
      filter: { env_type: 9, nope: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data ?? bad.json()).toBeTruthy();
    const denied = await call('POST', '/newopen/service/export/record', 'enterprise', {
      source: 'call_logs',
      format: 'csv',
      filter: {},
    });
    expect(denied.statusCode).toBe(403);
  });
});
