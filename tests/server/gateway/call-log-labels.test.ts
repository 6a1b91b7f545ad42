/**
 * Names instead of ids: the statistics and call-log screens ask `callLogLabels` for the groups, APIs, applications
 * and developers of the calls on screen (the catalog, apps and accounts domains answer), in the reader's language,
 * and only for ids that occur in calls the reader may see; the call-log export writes the same names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
const tickets: Record<string, string> = {};
let users: Record<string, number>;
let group: { group_id: number; group_name: string; group_name_en: string | null };
let api: { api_id: number; api_name: string };
let app: { apply_id: number; apply_name: string };
let otherGroup: number;

const get = (who: string, url: string, lang = 'zh') =>
  t.app.inject({ method: 'GET', url, headers: { ticket: tickets[who], language: lang } });
async function labels(who: string, kind: string, ids: number[], lang = 'zh') {
  const r = await get(who, `/newopen/service/call_log/labels?kind=${kind}&ids=${ids.join(',')}`, lang);
  expect(r.statusCode, r.body).toBe(200);
  return Object.fromEntries((r.json().data as { id: number; name: string }[]).map((l) => [l.id, l.name]));
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.db;
  users = Object.fromEntries(
    (await db.selectFrom('users').select(['user_id', 'user_name']).execute()).map((u) => [u.user_name, u.user_id]),
  );
  for (const u of ['admin', 'provider', 'developer', 'enterprise']) tickets[u] = await t.login(u);
  app = await db
    .selectFrom('apps')
    .select(['apply_id', 'apply_name'])
    .where('apply_name', '=', 'Demo App')
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom('api_groups')
    .select(['group_id', 'group_name', 'group_name_en'])
    .where('group_state', '=', 'published')
    .orderBy('group_id')
    .execute();
  group = groups[0];
  otherGroup = groups[1].group_id;
  api = await db
    .selectFrom('apis')
    .select(['api_id', 'api_name'])
    .where('group_id', '=', group.group_id)
    .orderBy('api_id')
    .executeTakeFirstOrThrow();
  const writer = new CallLogWriter(db, { maxBatch: 100 });
  writer.add({
    request_id: 'named-1',
    called_at: new Date(),
    env_type: 3,
    group_id: group.group_id,
    api_id: api.api_id,
    apply_id: app.apply_id,
    developer_id: users.developer,
    provider_id: users.provider,
    client_ip: '10.0.0.1',
    method: 'GET',
    path: '/weather/v1/now',
    status: 200,
    error_code: null,
    upstream_latency_ms: 3,
    latency_ms: 4,
    bytes_in: 0,
    bytes_out: 10,
  } satisfies CallRecord);
  await writer.close();
});
afterAll(async () => {
  await t?.dispose();
});

describe('names for the ids of calls', () => {
  it('names the group (in English where it has an English name), the API, the application and the developer', async () => {
    expect(group.group_name_en).toBeTruthy();
    expect(await labels('developer', 'group', [group.group_id])).toEqual({ [group.group_id]: group.group_name });
    expect(await labels('developer', 'group', [group.group_id], 'en')).toEqual({
      [group.group_id]: group.group_name_en,
    });
    expect(await labels('developer', 'api', [api.api_id])).toEqual({ [api.api_id]: api.api_name });
    expect(await labels('provider', 'app', [app.apply_id])).toEqual({ [app.apply_id]: 'Demo App' });
    expect(await labels('provider', 'user', [users.developer])).toEqual({ [users.developer]: 'developer' });
    expect(await labels('developer', 'user', [users.provider, users.developer])).toEqual({
      [users.provider]: 'provider',
      [users.developer]: 'developer',
    });
  });

  it('names only ids of calls the reader may see', async () => {
    // a group nobody called, and someone who made or served none of these calls
    expect(await labels('developer', 'group', [group.group_id, otherGroup])).toEqual({
      [group.group_id]: group.group_name,
    });
    expect(await labels('developer', 'user', [users.enterprise, users.admin])).toEqual({});
    expect(await labels('provider', 'group', [otherGroup])).toEqual({});
    // without a statistics or log menu: no names at all
    expect((await get('enterprise', `/newopen/service/call_log/labels?kind=app&ids=${app.apply_id}`)).statusCode).toBe(
      403,
    );
    expect(await labels('admin', 'group', [otherGroup])).toHaveProperty(String(otherGroup));
    const bad = await get('developer', '/newopen/service/call_log/labels?kind=app&ids=1,,2');
    expect(bad.statusCode).toBe(400);
    const tooMany = await get(
      'developer',
      `/newopen/service/call_log/labels?kind=app&ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('writes the names in the call-log export', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/newopen/service/export/record',
      headers: { ticket: tickets.provider, language: 'en' },
      payload: { source: 'call_logs', format: 'csv', filter: {}, time_zone: 'UTC' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.export_job_id as number;
    await expect
      .poll(async () => (await get('provider', `/newopen/service/export/record/${id}`)).json().data.state, {
        timeout: 20_000,
      })
      .toBe('done');
    const file = await get('provider', `/newopen/service/export/record/${id}/download`);
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0].startsWith('Time,Request ID,Environment,Group,API,Application,Developer,')).toBe(true);
    const row = lines.find((l) => l.includes('named-1'))!;
    expect(row).toContain(
      `${group.group_name_en} (${group.group_id}),${api.api_name} (${api.api_id}),Demo App (${app.apply_id}),developer (${users.developer})`,
    );
  });
});
