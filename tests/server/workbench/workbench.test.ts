/** The workbench: each role sees what waits for it and the figures of its own scope, each opening its page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/shared/routes.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
const tickets: Record<string, string> = {};

const call = (method: string, url: string, ticket: string, body?: unknown, lang = 'zh') =>
  t.app.inject({ method: method as 'GET', url, payload: body as object, headers: { ticket, language: lang } });

async function workbench(user: string, lang = 'zh', env?: number) {
  const r = await call(
    'GET',
    `/newopen/service/workbench${env ? `?env_type=${env}` : ''}`,
    tickets[user],
    undefined,
    lang,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    widgets: { key: string; kind: string; title: string; link: string; value: number }[];
    activity: { title: string; at: string; link?: string; category: string }[];
  };
}
const byKey = (w: Awaited<ReturnType<typeof workbench>>) => Object.fromEntries(w.widgets.map((x) => [x.key, x]));

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'provider', 'developer', 'enterprise']) tickets[user] = await t.login(user);
});
afterAll(async () => {
  await t.dispose();
});

describe('workbench', () => {
  it('gives each demo role its own to-dos and figures', async () => {
    const admin = byKey(await workbench('admin'));
    expect(Object.keys(admin)).toEqual(
      expect.arrayContaining([
        'unread_notices',
        'enterprises_to_review',
        'notice_drafts',
        'users',
        'enterprises',
        'roles',
        'partners',
      ]),
    );
    expect(admin.users.value).toBe(
      Number(
        (
          await t.deps.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(admin.partners.value).toBe(3);
    expect(admin.sub_accounts).toBeUndefined();

    const developer = byKey(await workbench('developer'));
    expect(Object.keys(developer).sort()).toEqual(['exports_running', 'my_exports', 'unread_notices']);

    const provider = byKey(await workbench('provider'));
    expect(Object.keys(provider)).toEqual(
      expect.arrayContaining(['unread_notices', 'notice_drafts', 'notices_published', 'teams', 'roles']),
    );
    expect(provider.partners).toBeUndefined();
    expect(provider.users).toBeUndefined();

    const enterprise = byKey(await workbench('enterprise'));
    expect(Object.keys(enterprise)).toEqual(
      expect.arrayContaining(['sub_accounts', 'roles', 'invite_codes', 'cost_centers']),
    );
    // the enterprise admin's own sub-account, codes and cost centers, not the platform's
    expect(enterprise.sub_accounts.value).toBe(1);
    expect(enterprise.invite_codes.value).toBe(2);
    expect(enterprise.cost_centers.value).toBe(2);
    expect(enterprise.enterprises).toBeUndefined();
  });

  it('links every figure to a console page, with the filter of what it counts', async () => {
    const consolePaths = new Set(routes.filter((r) => r.layout === 'console').map((r) => r.path));
    for (const user of Object.keys(tickets)) {
      for (const w of (await workbench(user)).widgets)
        expect(consolePaths.has(w.link.split('?')[0]), `${user} ${w.key} ${w.link}`).toBe(true);
    }
    const drafts = byKey(await workbench('provider')).notice_drafts;
    expect(decodeURIComponent(drafts.link)).toBe('/providers/noticeManage?filter={"notice_state":0}');
    expect(drafts.value).toBe(1);
  });

  it('changes its numbers after an action', async () => {
    const before = byKey(await workbench('developer', 'zh', 3)).unread_notices.value;
    expect(before).toBeGreaterThan(0);
    const page = (
      await call('GET', '/newopen/service/groups_notice/user_notices/page?read_state=0&env_type=3', tickets.developer)
    ).json().data;
    await call(
      'GET',
      `/newopen/service/groups_notice/user_notices/${page.list[0].groups_notice_id}`,
      tickets.developer,
    );
    expect(byKey(await workbench('developer', 'zh', 3)).unread_notices.value).toBe(before - 1);

    const partners = byKey(await workbench('admin')).partners.value;
    expect(
      (
        await call('POST', '/newopen/service/partner', tickets.admin, {
          partner_name: '工作台测试伙伴',
          partner_type: 'isv',
        })
      ).statusCode,
    ).toBe(200);
    expect(byKey(await workbench('admin')).partners.value).toBe(partners + 1);
  });

  it("speaks the reader's language and lists recent activity newest first", async () => {
    const en = await workbench('developer', 'en');
    expect(byKey(en).unread_notices.title).toBe('Unread notices');
    expect(en.activity.length).toBeGreaterThan(0);
    expect(en.activity[0].category).toBe('Notice');
    const times = en.activity.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(en.activity[0].link).toMatch(/^\/developers\/noticeCenter\/detail\?groups_notice_id=\d+$/);
  });
});
