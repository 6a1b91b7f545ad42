/**
 * callLogPage: keyset pages newest first, every row exactly once across pages, and each caller sees only the
 * calls of their applications (developer) or their groups (provider); platform admins see all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../../src/server/gateway/call-log/writer.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let ids: Record<string, number>;
const tickets: Record<string, string> = {};
const page = async (who: string, query = '') => {
  const r = await t.app.inject({ url: `/newopen/service/call_log/page?${query}`, headers: { ticket: tickets[who] } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    list: { request_id: string; called_at: string }[];
    next_cursor: string | null;
    has_more: boolean;
  };
};

beforeAll(async () => {
  t = await startTestApp();
  const users = await t.deps.db.selectFrom('users').select(['user_id', 'user_name']).execute();
  ids = Object.fromEntries(users.map((u) => [u.user_name, u.user_id]));
  for (const u of ['admin', 'provider', 'developer', 'enterprise']) tickets[u] = await t.login(u);
  const writer = new CallLogWriter(t.deps.db, { maxBatch: 100 });
  const base = new Date('2026-11-20T08:00:00Z').getTime();
  for (let i = 0; i < 57; i++) {
    const mine = i % 3 !== 0;
    writer.add({
      request_id: `r-${String(i).padStart(3, '0')}`,
      called_at: new Date(base + Math.floor(i / 2) * 1000),
      env_type: i % 2 ? 3 : 1,
      group_id: mine ? 1 : 2,
      api_id: 10,
      apply_id: mine ? 5 : 6,
      developer_id: mine ? ids.developer : ids.enterprise,
      provider_id: ids.provider,
      client_ip: '10.0.0.1',
      method: 'GET',
      path: '/x',
      status: i % 5 ? 200 : 500,
      error_code: null,
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

async function walk(who: string, query: string, size: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const p = await page(who, `${query}&page_size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...p.list.map((r) => r.request_id));
    expect(p.has_more).toBe(p.next_cursor !== null);
    cursor = p.next_cursor;
  } while (cursor);
  return seen;
}

describe('callLogPage', () => {
  it('walks every visible row once, newest first, whatever the page size', async () => {
    const all = await walk('admin', '', 7);
    expect(all).toHaveLength(57);
    expect(new Set(all).size).toBe(57);
    expect(all).toEqual([...all].sort().reverse());
    expect(await walk('admin', '', 100)).toEqual(all);
  });

  it("shows a developer only their applications' calls, a provider their groups' calls", async () => {
    const dev = await walk('developer', '', 10);
    expect(dev).toHaveLength(38);
    expect(
      (await page('developer', 'page_size=100')).list.every(
        (r) => (r as unknown as { apply_id: number }).apply_id === 5,
      ),
    ).toBe(true);
    expect(await walk('provider', '', 9)).toHaveLength(57);
    // a second developer (holding the same menu) sees none of them
    const role = await t.deps.db
      .selectFrom('roles')
      .select('role_id')
      .where('role_code', '=', 'developer')
      .where('built_in', '=', 1)
      .executeTakeFirstOrThrow();
    const { hashPassword, md5Hex } = await import('../../../src/server/auth/passwords.ts');
    const other = await t.deps.db
      .insertInto('users')
      .values({ user_name: 'dev_two', uid: 'dev-two', password_hash: await hashPassword(md5Hex('Pass@1234')) })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await t.deps.db.insertInto('user_roles').values({ user_id: other.user_id, role_id: role.role_id }).execute();
    tickets.dev_two = await t.login('dev_two', md5Hex('Pass@1234'));
    expect(await walk('dev_two', '', 10)).toEqual([]);
  });

  it('filters by environment, status, application and time, and refuses a forged cursor', async () => {
    const errors = await walk('admin', 'status=500&env_type=1', 4);
    expect(errors.length).toBeGreaterThan(0);
    const rows = (await page('admin', 'status=500&env_type=1&page_size=100')).list as unknown as {
      status: number;
      env_type: number;
    }[];
    expect(rows.every((r) => r.status === 500 && r.env_type === 1)).toBe(true);
    const late = await walk('admin', `start_time=${encodeURIComponent('2026-11-20T08:00:20Z')}`, 10);
    expect(late.every((id) => Number(id.slice(2)) >= 40)).toBe(true);
    const forged = await t.app.inject({
      url: '/newopen/service/call_log/page?cursor=bm90LWEtY3Vyc29y',
      headers: { ticket: tickets.admin },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('is refused to accounts without the log menus', async () => {
    const r = await t.app.inject({ url: '/newopen/service/call_log/page', headers: { ticket: tickets.enterprise } });
    expect(r.statusCode).toBe(403);
  });
});
