/**
 * The group lifecycle (src/server/catalog/lifecycle.ts), table-driven: every action from every state is either
 * the table's transition or a 409 naming both states; concurrent transitions of one group let exactly one win;
 * history and notices are written; upgrades replace the published version in place.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeApi, makeGroup, providerAccount } from './fixtures.ts';
import { transition } from '../../../src/server/catalog/lifecycle.ts';
import { TRANSITIONS, type Action } from '../../../src/server/catalog/transitions.ts';
import type { GroupState } from '../../../src/server/catalog/states.ts';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let provider: { ticket: string; user_id: number };
let admin: string;
let adminId: number;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  provider = await providerAccount(t, 'lifecycle_provider');
  admin = await t.login('admin');
  adminId = (
    await t.deps.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).user_id;
});
afterAll(async () => {
  await t.dispose();
});

/** A reviewable group (an API, an enabled rule, upstreams) put straight into `state`. */
async function groupIn(state: GroupState): Promise<number> {
  const g = await makeGroup(t, provider.ticket);
  const r = await makeApi(t, provider.ticket, g, `/life/${++seq}/{id}`);
  expect(r.statusCode, r.body).toBe(200);
  await call(
    'POST',
    '/newopen/service/charge_rule',
    { group_id: g, rule_name: '免费', rule_type: 'free', enabled: true, is_default: true },
    provider.ticket,
  );
  await t.deps.db
    .updateTable('api_groups')
    .set({
      group_state: state,
      check_state: state === 'submitted' ? 'pending' : state === 'draft' ? 'none' : 'approved',
      work_order_id: state === 'submitted' ? 77 : null,
    })
    .where('group_id', '=', g)
    .execute();
  return g;
}

const OWNER_OPS: Partial<Record<Action, string>> = {
  revoke: 'revoke',
  overdue: 'overdue',
  republish: 'republish',
  upgrade: 'upgrade',
  upgrade_back: 'upgrade/back',
  submit: 'submit',
};

/** Runs an action the way it really arrives: owner actions over HTTP, review outcomes as the engine calls them. */
async function run(action: Action, groupId: number, reason: string | null = null) {
  const op = OWNER_OPS[action];
  if (op) {
    const r = await call(
      'POST',
      `/newopen/service/group/${op}`,
      { group_id: groupId, ...(reason ? { reason } : {}) },
      provider.ticket,
      'en',
    );
    return { status: r.statusCode, body: r.json() };
  }
  try {
    await t.deps.db
      .transaction()
      .execute((trx) =>
        transition(t.deps, trx, { group_id: groupId, action, actor_id: adminId, reason, work_order_id: 77 }),
      );
    return { status: 200, body: null };
  } catch (e: any) {
    return { status: e.status ?? 500, body: { code: e.code, params: e.params } };
  }
}

const STATES: GroupState[] = ['draft', 'submitted', 'published', 'revoked', 'overdue'];
const cases = (Object.keys(TRANSITIONS) as Action[]).flatMap((action) =>
  STATES.map((state) => [action, state] as const),
);

describe('every action from every state', () => {
  it.each(cases)('%s from %s', async (action, state) => {
    const g = await groupIn(state);
    const rule = TRANSITIONS[action];
    const r = await run(action, g, 'because');
    // upgrade_back only applies to upgrade drafts: a plain draft refuses it as "not an upgrade"
    const allowed = rule.from.includes(state) && action !== 'upgrade_back';
    if (!allowed) {
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      if (r.body.code) expect(r.body.code).toBe('INVALID_STATE');
      if (action !== 'upgrade_back') {
        const msg = r.body.message ?? '';
        if (op(action)) expect(msg).toContain(state);
        if (op(action)) expect(msg).toContain(rule.to);
      }
      const row = await t.deps.db
        .selectFrom('api_groups')
        .select('group_state')
        .where('group_id', '=', g)
        .executeTakeFirstOrThrow();
      expect(row.group_state).toBe(state);
      return;
    }
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await t.deps.db
      .selectFrom('api_groups')
      .select(['group_state', 'check_state'])
      .where('group_id', '=', g)
      .executeTakeFirstOrThrow();
    expect(row.group_state).toBe(rule.to);
    if (rule.check) expect(row.check_state).toBe(rule.check);
    const history = await t.deps.db.selectFrom('group_releases').selectAll().where('group_id', '=', g).execute();
    expect(history.map((h) => [h.action, h.from_state, h.to_state])).toEqual([[action, state, rule.to]]);
  });
});
const op = (a: Action) => !!OWNER_OPS[a];

describe('concurrency', () => {
  it('lets exactly one of 20 concurrent transitions of one group win; the others get 409 naming both states', async () => {
    const g = await groupIn('published');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => run(i % 2 ? 'revoke' : 'overdue', g)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toBe(true);
    const winner = (
      await t.deps.db.selectFrom('api_groups').select('group_state').where('group_id', '=', g).executeTakeFirstOrThrow()
    ).group_state;
    expect(refused[0].body.message).toContain(winner);
    expect(
      await t.deps.db.selectFrom('group_releases').select('release_id').where('group_id', '=', g).execute(),
    ).toHaveLength(1);
  });

  it('lets one of 20 concurrent upgrades start a draft', async () => {
    const g = await groupIn('published');
    const results = await Promise.all(Array.from({ length: 20 }, () => run('upgrade', g)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      await t.deps.db.selectFrom('api_groups').select('group_id').where('parent_group_id', '=', g).execute(),
    ).toHaveLength(1);
  });
});

describe('effects', () => {
  it('takes a revoked group off the gateway, bumps the configuration and tells the owner when an admin acts', async () => {
    const g = await groupIn('published');
    expect((await loadPublishedRoutes(t.deps.db)).some((r) => r.group_id === g)).toBe(true);
    const before = (await currentGatewayConfig(t.deps.db)).version;
    const r = await call('POST', '/newopen/service/group/revoke', { group_id: g, reason: '接口下线维护' }, admin);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.group_state).toBe('revoked');
    expect((await loadPublishedRoutes(t.deps.db)).some((x) => x.group_id === g)).toBe(false);
    expect((await currentGatewayConfig(t.deps.db)).version).toBeGreaterThan(before);
    const notice = await (t.deps.db as Kysely<any>)
      .selectFrom('notices')
      .select(['notice_title', 'notice_content'])
      .where('audience_user_id', '=', provider.user_id)
      .orderBy('groups_notice_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.notice_content).toContain('接口下线维护');
    // the history names the capability in English too, as it is named now (English mode shows it)
    await t.deps.db.updateTable('api_groups').set({ group_name_en: 'Parcels' }).where('group_id', '=', g).execute();
    const history = (
      await call('GET', `/newopen/service/group_release/page?group_id=${g}`, undefined, provider.ticket)
    ).json().data.list;
    expect(history[0]).toMatchObject({
      action: 'revoke',
      from_state: 'published',
      to_state: 'revoked',
      reason: '接口下线维护',
      actor_name: '平台管理员',
      group_name_en: 'Parcels',
    });
  });

  it('sends a rejected group back to draft with the reason', async () => {
    const g = await groupIn('submitted');
    expect((await run('reject', g, '缺少错误码说明')).status).toBe(200);
    const d = (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider.ticket)).json()
      .data;
    expect(d).toMatchObject({ group_state: 'draft', check_state: 'rejected', reject_reason: '缺少错误码说明' });
  });

  it('ignores the outcome of a work order the group is not waiting on', async () => {
    const g = await groupIn('submitted');
    await expect(
      t.deps.db
        .transaction()
        .execute((trx) =>
          transition(t.deps, trx, { group_id: g, action: 'approve', actor_id: adminId, work_order_id: 999 }),
        ),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('publishes with the API set as its first change', async () => {
    const g = await groupIn('submitted');
    expect((await run('approve', g)).status).toBe(200);
    const [h] = await t.deps.db.selectFrom('group_releases').selectAll().where('group_id', '=', g).execute();
    expect((h.api_changes as any).added).toHaveLength(1);
    expect((await loadPublishedRoutes(t.deps.db)).filter((r) => r.group_id === g)).toHaveLength(3);
  });
});

describe('upgrade', () => {
  it('drafts a new version beside the published one, and its approval replaces it in place', async () => {
    const g = await groupIn('published');
    const [kept] = await t.deps.db
      .selectFrom('apis')
      .select(['api_id', 'listen_path'])
      .where('group_id', '=', g)
      .execute();
    const up = await call('POST', '/newopen/service/group/upgrade', { group_id: g }, provider.ticket);
    expect(up.statusCode, up.body).toBe(200);
    const draft = up.json().data;
    expect(draft).toMatchObject({ group_state: 'draft', version: 2, parent_group_id: g, api_count: 1 });
    expect(
      (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider.ticket)).json().data
        .upgrade_group_id,
    ).toBe(draft.group_id);
    // the draft takes the published group's own routes without clashing, and adds one
    expect(
      (await makeApi(t, provider.ticket, draft.group_id, `/life/upgrade/${g}/new`, 'POST', '新增接口')).statusCode,
    ).toBe(200);
    const again = await call('POST', '/newopen/service/group/upgrade', { group_id: g }, provider.ticket, 'en');
    expect(again.statusCode).toBe(409);
    // the published version keeps serving meanwhile
    expect((await loadPublishedRoutes(t.deps.db)).filter((r) => r.group_id === g)).toHaveLength(3);

    await t.deps.db
      .updateTable('api_groups')
      .set({ group_state: 'submitted', check_state: 'pending', work_order_id: 78 })
      .where('group_id', '=', draft.group_id)
      .execute();
    await t.deps.db
      .transaction()
      .execute((trx) =>
        transition(t.deps, trx, { group_id: draft.group_id, action: 'approve', actor_id: adminId, work_order_id: 78 }),
      );

    const after = (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider.ticket)).json()
      .data;
    expect(after).toMatchObject({ group_state: 'published', version: 2, upgrade_group_id: null });
    expect(after.apis.map((a: any) => a.listen_path).sort()).toEqual(
      [kept.listen_path, `/life/upgrade/${g}/new`].sort(),
    );
    expect(after.apis.find((a: any) => a.listen_path === kept.listen_path).api_id).toBe(kept.api_id);
    expect(
      await t.deps.db.selectFrom('api_groups').select('group_id').where('group_id', '=', draft.group_id).execute(),
    ).toEqual([]);
    const history = await t.deps.db
      .selectFrom('group_releases')
      .selectAll()
      .where('group_id', '=', g)
      .orderBy('release_id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['upgrade', 'upgrade_commit']);
    expect((history[1].api_changes as any).added.map((a: any) => a.api_name)).toEqual(['新增接口']);
    expect((await loadPublishedRoutes(t.deps.db)).filter((r) => r.group_id === g)).toHaveLength(6);
  });

  it('counts a changed description or parameter list as a changed API of the committed upgrade', async () => {
    const g = await groupIn('published');
    const draft = (await call('POST', '/newopen/service/group/upgrade', { group_id: g }, provider.ticket)).json().data;
    const [api] = await t.deps.db
      .selectFrom('apis')
      .select(['api_id', 'api_name', 'group_id', 'method_type', 'listen_path', 'sort'])
      .where('group_id', '=', draft.group_id)
      .execute();
    const put = await call(
      'PUT',
      '/newopen/service/api',
      {
        ...api,
        api_desc: '新的说明',
        request_params: [{ name: 'lang', in: 'query', required: false, schema: { type: 'string' } }],
      },
      provider.ticket,
    );
    expect(put.statusCode, put.body).toBe(200);
    await t.deps.db
      .updateTable('api_groups')
      .set({ group_state: 'submitted', check_state: 'pending', work_order_id: 79 })
      .where('group_id', '=', draft.group_id)
      .execute();
    await t.deps.db
      .transaction()
      .execute((trx) =>
        transition(t.deps, trx, { group_id: draft.group_id, action: 'approve', actor_id: adminId, work_order_id: 79 }),
      );
    const commit = await t.deps.db
      .selectFrom('group_releases')
      .selectAll()
      .where('group_id', '=', g)
      .where('action', '=', 'upgrade_commit')
      .executeTakeFirstOrThrow();
    expect(commit.api_changes).toEqual({
      added: [],
      removed: [],
      changed: [expect.objectContaining({ api_name: api.api_name })],
    });
    const after = (await call('GET', `/newopen/service/group/detail?group_id=${g}`, undefined, provider.ticket)).json()
      .data;
    expect(after.apis[0]).toMatchObject({
      api_desc: '新的说明',
      request_params: [expect.objectContaining({ name: 'lang' })],
    });
  });

  it('backs out of an upgrade: the draft goes, the published version stays', async () => {
    const g = await groupIn('published');
    const draft = (await call('POST', '/newopen/service/group/upgrade', { group_id: g }, provider.ticket)).json().data;
    const back = await call(
      'POST',
      '/newopen/service/group/upgrade/back',
      { group_id: draft.group_id },
      provider.ticket,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ group_id: g, group_state: 'published', upgrade_group_id: null });
    const history = await t.deps.db
      .selectFrom('group_releases')
      .select('action')
      .where('group_id', '=', g)
      .orderBy('release_id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['upgrade', 'upgrade_back']);
  });

  it('refuses to submit without an enabled charge rule or without APIs', async () => {
    const g = await makeGroup(t, provider.ticket);
    const none = await call('POST', '/newopen/service/group/submit', { group_id: g }, provider.ticket, 'en');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('no API');
    await makeApi(t, provider.ticket, g, `/life/norule/${g}`);
    const norule = await call('POST', '/newopen/service/group/submit', { group_id: g }, provider.ticket, 'en');
    expect(norule.statusCode).toBe(409);
    expect(norule.json().message).toContain('charge rule');
  });
});

describe('released versions (projectReleased)', () => {
  it('pages the entries that put a version live, with the total, newest first', async () => {
    const own = await providerAccount(t, 'released_provider');
    const g = await makeGroup(t, own.ticket);
    const actions = ['submit', 'approve', 'upgrade', 'submit', 'upgrade_commit', 'revoke', 'republish'];
    const base = Date.parse('2026-01-01T00:00:00Z');
    // 4 rounds: 12 released entries and 16 others
    const rows = Array.from({ length: 4 }, (_, round) =>
      actions.map((action, i) => ({
        group_id: g,
        group_name: 'paged',
        action,
        version: round + 1,
        actor_id: own.user_id,
        created_by: own.user_id,
        created_at: new Date(base + (round * actions.length + i) * 60_000),
      })),
    ).flat();
    await t.deps.db.insertInto('group_releases').values(rows).execute();
    const page = async (n: number) => {
      const r = await call(
        'GET',
        `/newopen/service/group_release/page?released=true&page_num=${n}&page_size=5&sort_field=created_at&sort_order=DESC`,
        undefined,
        own.ticket,
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    };
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
    expect(pages.map((p) => p.list.length)).toEqual([5, 5, 2]);
    const all = pages.flatMap((p) => p.list);
    expect(new Set(all.map((r: any) => r.release_id)).size).toBe(12);
    expect(new Set(all.map((r: any) => r.action))).toEqual(new Set(['approve', 'upgrade_commit', 'republish']));
    const times = all.map((r: any) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // without the filter every entry counts
    const everything = (
      await call('GET', '/newopen/service/group_release/page?page_size=5', undefined, own.ticket)
    ).json().data;
    expect(everything.total).toBe(28);
  });
});
