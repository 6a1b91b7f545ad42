/** Personal notices (notify.ts): one user's notice center and bell, in both languages, never anybody else's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../../src/server/notices/notify.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let dev: string;
let provider: string;
const data = async (url: string, ticket: string, lang = 'zh') => {
  const r = await t.app.inject({ method: 'GET', url, headers: { ticket, language: lang } });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
  return r.json().data;
};
const userId = async (name: string) =>
  (await t.deps.db.selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow())
    .user_id;

beforeAll(async () => {
  t = await startTestApp();
  dev = await t.login('developer');
  provider = await t.login('provider');
});
afterAll(async () => {
  await t.dispose();
});

describe('personal notices', () => {
  it('reach only the addressee, in every environment, in the reader language, and are read once opened', async () => {
    const unread = (ticket: string, env: number) =>
      data(`/newopen/service/groups_notice/user_notices/unread?env_type=${env}`, ticket);
    const before = { dev1: await unread(dev, 1), dev3: await unread(dev, 3), prov: await unread(provider, 3) };
    await notifyUsers(
      t.deps.db as any,
      [await userId('developer')],
      {
        title: { zh: '工单已通过', en: 'Work order approved' },
        content: { zh: '您的申请已通过。', en: 'Your application was approved.' },
        link: '/process/handle-ticket?work_order_id=1&process_id=1',
      },
      t.deps.now(),
    );
    expect(await unread(dev, 1)).toBe(before.dev1 + 1);
    expect(await unread(dev, 3)).toBe(before.dev3 + 1);
    expect(await unread(provider, 3)).toBe(before.prov);

    // the newest first; the demo's reviews left the developer older (read) notices
    const zh = await data('/newopen/service/groups_notice/user_notices/page?notice_type=5', dev);
    expect(zh.list.filter((n: { read_state: number }) => n.read_state === 0)).toHaveLength(1);
    expect(zh.list[0]).toMatchObject({
      notice_title: '工单已通过',
      notice_type: 5,
      read_state: 0,
      link: '/process/handle-ticket?work_order_id=1&process_id=1',
    });
    const en = await data('/newopen/service/groups_notice/user_notices/page?notice_type=5', dev, 'en');
    expect(en.list[0].notice_title).toBe('Work order approved');

    const id = zh.list[0].groups_notice_id;
    const r = await t.app.inject({
      method: 'GET',
      url: `/newopen/service/groups_notice/user_notices/${id}`,
      headers: { ticket: provider },
    });
    expect(r.statusCode).toBe(404);
    const opened = await data(`/newopen/service/groups_notice/user_notices/${id}`, dev, 'en');
    expect(opened).toMatchObject({ notice_content: 'Your application was approved.', read_state: 1 });
    expect(await unread(dev, 1)).toBe(before.dev1);
  });

  it('stay out of the providers notice management', async () => {
    const admin = await t.login('admin');
    const page = await data('/newopen/service/groups_notice/page?page_size=100', admin);
    expect(page.list.every((n: any) => n.notice_type !== 5)).toBe(true);
  });
});
