/** Joining an enterprise: by invite code (expired, used up) or by a request its admin approves; only in one's own enterprise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { createUser, ticketOf } from '../auth/fixtures.ts';
import { get, post } from './fixtures.ts';

let t: TestApp;
let ent: { user_id: number; enterprise_id: number };
beforeAll(async () => {
  t = await startTestApp();
  ent = (await t.deps.db
    .selectFrom('users')
    .select(['user_id', 'enterprise_id'])
    .where('user_name', '=', 'enterprise')
    .executeTakeFirstOrThrow()) as typeof ent;
  const day = 86_400_000;
  await t.deps.db
    .insertInto('invite_codes' as any)
    .values([
      {
        invite_code: 'JOINTWICE',
        max_uses: 2,
        use_count: 1,
        expires_at: new Date(t.clock.now().getTime() + day),
        enterprise_id: ent.enterprise_id,
        created_by: ent.user_id,
        role_codes: 'developer',
      },
      {
        invite_code: 'JOINOLD',
        max_uses: 5,
        use_count: 0,
        expires_at: new Date(t.clock.now().getTime() - 1),
        enterprise_id: ent.enterprise_id,
        created_by: ent.user_id,
      },
    ])
    .execute();
}, 180_000);
afterAll(async () => {
  await t.dispose();
}, 60_000);

describe('join by invite code', () => {
  it('joins with the roles the code grants, once the code has uses left and has not expired', async () => {
    const a = await createUser(t, 'joiner-a');
    const ta = await ticketOf(t, a);
    const old = await post(t, '/openauthor/v1/enterprise/join', { invite_code: 'JOINOLD' }, { ticket: ta });
    expect(old.statusCode).toBe(400);
    expect(old.json().data.errors[0]).toEqual({
      field: 'invite_code',
      message: '邀请码已过期，请联系企业管理员获取新的邀请码',
    });
    const none = await post(
      t,
      '/openauthor/v1/enterprise/join',
      { invite_code: 'NOSUCHCODE' },
      { ticket: ta, language: 'en' },
    );
    expect(none.json().data.errors[0]).toEqual({
      field: 'invite_code',
      message: 'There is no such invite code; please check it and enter it again',
    });
    const ok = await post(t, '/openauthor/v1/enterprise/join', { invite_code: 'jointwice' }, { ticket: ta });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ signed: true, account_type: 1, enterprise_id: ent.enterprise_id });
    const info = await get(t, '/openauthor/v1/user/information', { ticket: ta });
    expect(info.json().data.role_codes).toEqual(['developer']);
    // used up now
    const b = await createUser(t, 'joiner-b');
    const used = await post(
      t,
      '/openauthor/v1/enterprise/join',
      { invite_code: 'JOINTWICE' },
      { ticket: await ticketOf(t, b) },
    );
    expect(used.statusCode).toBe(400);
    expect(used.json().data.errors[0].message).toBe('邀请码的可用次数已用完，请联系企业管理员获取新的邀请码');
    // already a member
    const again = await post(t, '/openauthor/v1/enterprise/join', { invite_code: 'JOINTWICE' }, { ticket: ta });
    expect(again.statusCode).toBe(409);
  });
});

describe('invite codes made in the console', () => {
  it('grant the roles the enterprise admin chose among those they may grant', async () => {
    const admin = await t.login('enterprise');
    const role = await post(
      t,
      '/openauthor/v1/account/role',
      { role_name: 'Join operators', role_code: 'join_operator' },
      { ticket: admin },
    );
    expect(role.statusCode).toBe(200);
    const made = await post(
      t,
      '/openauthor/v1/invite_code',
      {
        max_uses: 1,
        expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        role_codes: 'developer,join_operator',
      },
      { ticket: admin },
    );
    expect(made.statusCode).toBe(200);
    const d = await createUser(t, 'joiner-d');
    const td = await ticketOf(t, d);
    expect(
      (await post(t, '/openauthor/v1/enterprise/join', { invite_code: made.json().data.invite_code }, { ticket: td }))
        .statusCode,
    ).toBe(200);
    expect((await get(t, '/openauthor/v1/user/information', { ticket: td })).json().data.role_codes.sort()).toEqual([
      'developer',
      'join_operator',
    ]);
  });
});

describe('join by request', () => {
  it('waits for the enterprise admin, who alone sees and decides it', async () => {
    const c = await createUser(t, 'joiner-c');
    const tc = await ticketOf(t, c);
    const entName = (
      await t.deps.db
        .selectFrom('enterprises')
        .select('enterprise_name')
        .where('enterprise_id', '=', ent.enterprise_id)
        .executeTakeFirstOrThrow()
    ).enterprise_name;
    const asked = await post(
      t,
      '/openauthor/v1/enterprise/join_request',
      { enterprise_name: entName, remark: 'hi' },
      { ticket: tc },
    );
    expect(asked.json().data.request).toMatchObject({ state: 0, enterprise_name: entName });
    expect(
      (await post(t, '/openauthor/v1/enterprise/join_request', { enterprise_name: entName }, { ticket: tc }))
        .statusCode,
    ).toBe(409);
    const admin = await t.login('enterprise');
    const page = await get(t, '/openauthor/v1/enterprise/join_request/page?state=0', { ticket: admin });
    const row = page.json().data.list.find((r: any) => r.user_name === 'joiner-c');
    expect(row).toBeTruthy();
    // an enterprise admin elsewhere: a 404, nothing changes
    const otherEnt = await t.deps.db
      .insertInto('enterprises')
      .values({ enterprise_name: 'Other Co' })
      .returning('enterprise_id')
      .executeTakeFirstOrThrow();
    const other = await createUser(t, 'other-admin', { role: 'enterprise_admin' });
    await t.deps.db
      .updateTable('users')
      .set({ enterprise_id: otherEnt.enterprise_id, account_type: 2 })
      .where('user_id', '=', other.user_id)
      .execute();
    const to = await ticketOf(t, other);
    expect(
      (
        await post(
          t,
          '/openauthor/v1/enterprise/join_request/decide',
          { join_request_id: row.join_request_id, approve: true },
          { ticket: to },
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(t, '/openauthor/v1/enterprise/join_request/page', { ticket: to })).json().data.total).toBe(0);
    // two admins deciding at once: exactly one wins
    const results = await Promise.all([
      post(
        t,
        '/openauthor/v1/enterprise/join_request/decide',
        { join_request_id: row.join_request_id, approve: true },
        { ticket: admin },
      ),
      post(
        t,
        '/openauthor/v1/enterprise/join_request/decide',
        { join_request_id: row.join_request_id, approve: false },
        { ticket: admin },
      ),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const status = (await get(t, '/openauthor/v1/enterprise/join/status', { ticket: tc })).json().data;
    expect([1, 2]).toContain(status.request.state);
    expect(status.signed).toBe(status.request.state === 1);
  });
});
