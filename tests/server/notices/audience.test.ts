/**
 * Who a broadcast notice reaches (issue 23, item 8): a provider's notice reaches only the users with an active
 * subscription to one of its groups (not the platform's admins, not other users), says who sent it, and a provider
 * publishes at most 5 in 24 hours; only platform admins send announcements, and theirs reach everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { providerAccount } from '../catalog/fixtures.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';

let t: TestApp;
const tickets: Record<string, string> = {};

const call = (method: string, url: string, ticket: string, body?: object, lang = 'zh') =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ticket, language: lang },
    ...(body ? { payload: body } : {}),
  });
const data = async (method: string, url: string, ticket: string, body?: object) => {
  const r = await call(method, url, ticket, body);
  if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.body}`);
  return r.json().data;
};
/** a published notice of `ticket`'s user, answering its id */
async function publish(ticket: string, notice_title: string, notice_type = 2): Promise<number> {
  const n = await data('POST', '/newopen/service/groups_notice', ticket, {
    notice_title,
    notice_type,
    env_type: 3,
    notice_content: `${notice_title}。`,
  });
  await data('POST', `/newopen/service/groups_notice/publish/${n.groups_notice_id}`, ticket);
  return n.groups_notice_id;
}
const center = async (ticket: string, lang = 'zh') =>
  (await call('GET', '/newopen/service/groups_notice/user_notices/page?page_size=100', ticket, undefined, lang)).json()
    .data.list as any[];
const titles = async (ticket: string) => (await center(ticket)).map((n) => n.notice_title);

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'provider', 'developer', 'enterprise']) tickets[name] = await t.login(name);
  tickets.lonely = (await providerAccount(t, `lonely_${Date.now()}`)).ticket;
});
afterAll(async () => {
  await t?.dispose();
});

describe('provider notices', () => {
  it("reach the provider's subscribers only, naming the provider as sender", async () => {
    // the demo developer's Demo App holds active subscriptions to the demo provider's groups; the enterprise admin has none
    const subscribed = await t.deps.db
      .selectFrom('apply_records as r')
      .innerJoin('apps as a', 'a.apply_id', 'r.apply_id')
      .innerJoin('users as u', 'u.user_id', 'a.created_by')
      .select('u.user_name')
      .where('r.state', '=', 'active')
      .execute();
    expect(subscribed.map((s) => s.user_name)).toContain('developer');
    expect(subscribed.map((s) => s.user_name)).not.toContain('enterprise');

    const title = `提供方维护通知 ${Date.now()}`;
    const id = await publish(tickets.provider, title);
    expect(await titles(tickets.developer)).toContain(title);
    for (const who of ['admin', 'enterprise', 'lonely']) {
      expect(await titles(tickets[who]), who).not.toContain(title);
      expect(
        (await call('GET', `/newopen/service/groups_notice/user_notices/${id}`, tickets[who])).statusCode,
        who,
      ).toBe(404);
    }
    const provider = await t.deps.db
      .selectFrom('users')
      .leftJoin('enterprises as e', 'e.enterprise_id', 'users.enterprise_id')
      .select(['users.user_name', 'users.user_real_name', 'e.enterprise_name'])
      .where('users.user_name', '=', 'provider')
      .executeTakeFirstOrThrow();
    const sender = provider.enterprise_name ?? provider.user_real_name ?? provider.user_name;
    expect((await center(tickets.developer)).find((n) => n.groups_notice_id === id)).toMatchObject({
      notice_title: title,
      sender_name: sender,
    });
    expect(await data('GET', `/newopen/service/groups_notice/user_notices/${id}`, tickets.developer)).toMatchObject({
      sender_name: sender,
      read_state: 1,
    });
    expect((await data('GET', `/newopen/service/groups_notice/${id}`, tickets.provider)).audience).toBe('subscribers');
  });

  it('of a provider without subscribers reach nobody', async () => {
    const title = `无人订阅 ${Date.now()}`;
    await publish(tickets.lonely, title);
    for (const who of ['admin', 'provider', 'developer', 'enterprise', 'lonely'])
      expect(await titles(tickets[who]), who).not.toContain(title);
  });

  it('are never announcements: only platform admins send those, to everyone, as the platform', async () => {
    const refused = await call(
      'POST',
      '/newopen/service/groups_notice',
      tickets.provider,
      { notice_title: '冒充公告', notice_type: 1, env_type: 3, notice_content: 'x' },
      'en',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', data: { errors: [{ field: 'notice_type' }] } });
    expect(refused.json().message).toMatch(/Only platform admins send announcements/);
    const draft = await data('POST', '/newopen/service/groups_notice', tickets.provider, {
      notice_title: '先写草稿',
      notice_type: 2,
      env_type: 3,
      notice_content: 'x',
    });
    const upgraded = await call('PUT', '/newopen/service/groups_notice', tickets.provider, {
      groups_notice_id: draft.groups_notice_id,
      notice_title: '改成公告',
      notice_type: 1,
      env_type: 3,
      notice_content: 'x',
    });
    expect(upgraded.statusCode).toBe(400);
    expect(upgraded.json().message).toMatch(/只能由平台管理员发布/);

    const title = `平台公告 ${Date.now()}`;
    const id = await publish(tickets.admin, title, 1);
    expect((await data('GET', `/newopen/service/groups_notice/${id}`, tickets.admin)).audience).toBe('platform');
    for (const who of ['admin', 'provider', 'developer', 'enterprise', 'lonely'])
      expect(await titles(tickets[who]), who).toContain(title);
    expect((await center(tickets.developer)).find((n) => n.groups_notice_id === id).sender_name).toBe('平台');
    expect((await center(tickets.developer, 'en')).find((n) => n.groups_notice_id === id).sender_name).toBe('Platform');
  });

  it('go out at most 5 in 24 hours per provider, saying so', async () => {
    const name = `busy_${Date.now()}`;
    const { ticket } = await providerAccount(t, name);
    for (let i = 0; i < 5; i++) await publish(ticket, `第 ${i + 1} 条`);
    const sixth = await data('POST', '/newopen/service/groups_notice', ticket, {
      notice_title: '第 6 条',
      notice_type: 3,
      env_type: 3,
      notice_content: 'x',
    });
    const refused = await call(
      'POST',
      `/newopen/service/groups_notice/publish/${sixth.groups_notice_id}`,
      ticket,
      undefined,
      'en',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/At most 5 notices may be published in 24 hours/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect((await data('GET', `/newopen/service/groups_notice/${sixth.groups_notice_id}`, ticket)).notice_state).toBe(
      0,
    );
    // platform admins are not limited
    for (let i = 0; i < 6; i++) await publish(tickets.admin, `管理员 ${i}`, 3);
    t.clock.advance(24 * 3600_000 + 1000);
    // (sessions last 8 hours: a day later the provider signs in again)
    await data(
      'POST',
      `/newopen/service/groups_notice/publish/${sixth.groups_notice_id}`,
      await t.login(name, md5Hex('Prov@12345')),
    );
  });
});
