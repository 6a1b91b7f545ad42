/** Ratings and favourites of published groups: login required, one rating per user, averages and counts on the group. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, makeGroup } from './fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let developer: string, admin: string, provider: string;
let weather: number;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  developer = await t.login('developer');
  admin = await t.login('admin');
  provider = await t.login('provider');
  weather = (
    await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await t.dispose();
});

it('asks visitors to log in before rating', async () => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/newopen/service/group/score',
    payload: { group_id: weather, score: 5 },
    headers: { language: 'en' },
  });
  expect(r.statusCode).toBe(401);
  expect(r.json().message).toBe('Please log in before rating the product');
  const zh = await t.app.inject({
    method: 'POST',
    url: '/newopen/service/group/score',
    payload: { group_id: weather, score: 5 },
  });
  expect(zh.json().message).toBe('请先登录后再评价产品');
});

it('keeps one rating per user and the average on the group', async () => {
  // the demo has the developer's 5 and the admin's 4 on weather
  const r = await call(
    'POST',
    '/newopen/service/group/score',
    { group_id: weather, score: 2, comment: ' 偶尔超时 ' },
    developer,
  );
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().data).toMatchObject({ score: 2, comment: '偶尔超时', score_count: 2, score_avg: 3 });
  const list = (
    await t.app.inject({ method: 'GET', url: `/newopen/service/group/score/list?group_id=${weather}` })
  ).json().data;
  expect(list).toMatchObject({ score_avg: 3, score_count: 2 });
  expect(list.list).toContainEqual(expect.objectContaining({ user_name: 'd****r', score: 2, comment: '偶尔超时' }));
  expect(
    (await call('GET', `/newopen/service/group/detail?group_id=${weather}`, undefined, provider)).json().data,
  ).toMatchObject({ score_avg: 3, score_count: 2 });
  expect(
    (await call('POST', '/newopen/service/group/score', { group_id: weather, score: 6 }, developer)).statusCode,
  ).toBe(400);
});

it('rates and collects published groups only', async () => {
  const draft = await makeGroup(t, provider);
  expect((await call('POST', '/newopen/service/group/score', { group_id: draft, score: 5 }, admin)).statusCode).toBe(
    404,
  );
  expect(
    (await call('POST', '/newopen/service/group/collect', { group_id: draft, collected: true }, developer)).statusCode,
  ).toBe(404);
});

it('keeps favourites per user with a count on the group', async () => {
  for (const ticket of [developer, admin, developer]) {
    expect(
      (await call('POST', '/newopen/service/group/collect', { group_id: weather, collected: true }, ticket)).statusCode,
    ).toBe(200);
  }
  const mine = (await call('GET', '/newopen/service/group/collect/list', undefined, developer)).json().data;
  expect(mine.map((g: any) => g.group_id)).toEqual([weather]);
  expect(mine[0].favourite_count).toBe(2);
  const off = (
    await call('POST', '/newopen/service/group/collect', { group_id: weather, collected: false }, developer)
  ).json().data;
  expect(off).toMatchObject({ collected: false, favourite_count: 1 });
  expect((await call('GET', '/newopen/service/group/collect/list', undefined, developer)).json().data).toEqual([]);
});
