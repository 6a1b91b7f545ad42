/**
 * Issue 25 items 21 and 22, server side: operators configure surveys and operations cards per environment (plain
 * descriptors under the platform's menus); the survey check answers type and url with the platform code and the
 * caller's identity; the cards read answers the enabled cards of an environment and placement. Bad input is
 * refused next to the field in zh and en; only the platform's menus may edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
let developer: string;

const call = (method: string, url: string, ticket?: string, body?: unknown, language = 'zh') =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload: body as object,
    headers: { ...(ticket ? { ticket } : {}), language },
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  developer = await t.login('developer');
});
afterAll(async () => {
  await t.dispose();
});

describe('surveys per environment', () => {
  it('answers no survey until one is configured for the environment', async () => {
    const r = await call('GET', '/newopen/service/survey/check?env_type=3', developer);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ type: null, url: null });
  });

  it('refuses a survey address that is not https, next to the field, in zh and en', async () => {
    const body = {
      survey_name: '满意度',
      survey_type: 'satisfaction',
      env_type: 3,
      url: 'http://survey.example.com/s',
    };
    const zh = await call('POST', '/newopen/service/survey', admin, body);
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.errors[0]).toEqual({ field: 'url', message: '问卷地址格式不正确' });
    const en = await call('POST', '/newopen/service/survey', admin, body, 'en');
    expect(en.json().data.errors[0]).toMatchObject({ field: 'url', message: expect.stringContaining('Survey URL') });
    expect(
      Number(
        (
          (await t.deps.db
            .selectFrom('surveys' as never)
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()) as any
        ).n,
      ),
    ).toBe(0);
  });

  it("answers the environment's enabled survey: its type and a url with the platform code and the user's identity", async () => {
    const made = await call('POST', '/newopen/service/survey', admin, {
      survey_name: '开发者满意度调查',
      survey_name_en: 'Developer satisfaction',
      survey_type: 'nps',
      env_type: 3,
      url: 'https://survey.example.com/s/42?src=platform',
    });
    expect(made.statusCode, made.body).toBe(200);
    await call('POST', '/newopen/service/survey', admin, {
      survey_name: '测试环境问卷',
      survey_type: 'feedback',
      env_type: 1,
      url: 'https://survey.example.com/s/test',
      enabled: false,
    });
    const r = await call('GET', '/newopen/service/survey/check?env_type=3', developer);
    expect(r.statusCode, r.body).toBe(200);
    const { type, url, survey_name_en } = r.json().data;
    expect(type).toBe('nps');
    expect(survey_name_en).toBe('Developer satisfaction');
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://survey.example.com/s/42');
    const dev = await t.deps.db
      .selectFrom('users')
      .select('uid')
      .where('user_name', '=', 'developer')
      .executeTakeFirstOrThrow();
    expect(Object.fromEntries(u.searchParams)).toEqual({
      src: 'platform',
      platform_code: 'open-platform',
      env_type: '3',
      uid: String(dev.uid),
      user_name: 'developer',
    });
    // a disabled survey is not offered
    expect((await call('GET', '/newopen/service/survey/check?env_type=1', developer)).json().data.url).toBeNull();
  });

  it('needs a login to check and the platform menu to configure', async () => {
    expect((await call('GET', '/newopen/service/survey/check')).statusCode).toBe(401);
    const r = await call('POST', '/newopen/service/survey', developer, {
      survey_name: 'x',
      survey_type: 'nps',
      env_type: 3,
      url: 'https://x.example.com',
    });
    expect(r.statusCode).toBe(403);
    expect((await call('GET', '/newopen/service/survey/page', developer)).statusCode).toBe(403);
  });
});

describe('operations cards per environment and placement', () => {
  it("answers the enabled cards of an environment and placement, in the operator's order, to anyone", async () => {
    const cards = [
      {
        title: '客服热线',
        title_en: 'Support line',
        card_type: 'support',
        placement: 'workbench',
        env_type: 3,
        sort: 2,
        body: '工作日 9:00–18:00：400-000-0000',
        link_text: '联系我们',
        link_url: '/contactUs',
      },
      { title: '新能力上线', card_type: 'announcement', placement: 'workbench', env_type: 3, sort: 1 },
      { title: '测试环境限免', card_type: 'promotion', placement: 'workbench', env_type: 1, sort: 0 },
      { title: '已下线的活动', card_type: 'promotion', placement: 'workbench', env_type: 3, sort: 0, enabled: false },
      {
        title: '首页推广',
        card_type: 'promotion',
        placement: 'home',
        env_type: 3,
        sort: 0,
        link_url: 'https://promo.example.com',
      },
    ];
    for (const c of cards) {
      const r = await call('POST', '/newopen/service/ops_card', admin, c);
      expect(r.statusCode, r.body).toBe(200);
    }
    const bench = await call('GET', '/newopen/service/ops_card/public?env_type=3&placement=workbench');
    expect(bench.statusCode, bench.body).toBe(200);
    expect(bench.json().data.map((c: any) => c.title)).toEqual(['新能力上线', '客服热线']);
    expect(bench.json().data[1]).toMatchObject({
      card_type: 'support',
      title_en: 'Support line',
      link_url: '/contactUs',
    });
    expect(
      (await call('GET', '/newopen/service/ops_card/public?env_type=1&placement=workbench'))
        .json()
        .data.map((c: any) => c.title),
    ).toEqual(['测试环境限免']);
    expect(
      (await call('GET', '/newopen/service/ops_card/public?env_type=3&placement=home'))
        .json()
        .data.map((c: any) => c.title),
    ).toEqual(['首页推广']);
    expect((await call('GET', '/newopen/service/ops_card/public?env_type=3&placement=market')).json().data).toEqual([]);
  });

  it('refuses a link that is neither a path nor an http(s) address, and an unknown placement', async () => {
    const bad = await call(
      'POST',
      '/newopen/service/ops_card',
      admin,
      {
        title: 'x',
        card_type: 'promotion',
        placement: 'workbench',
        env_type: 3,
        sort: 0,
        link_url: 'javascript:alert(1)',
      },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0]).toMatchObject({
      field: 'link_url',
      message: expect.stringContaining('Button link'),
    });
    const where = await call('POST', '/newopen/service/ops_card', admin, {
      title: 'x',
      card_type: 'promotion',
      placement: 'nowhere',
      env_type: 3,
      sort: 0,
    });
    expect(where.statusCode).toBe(400);
    expect(where.json().data.errors[0].field).toBe('placement');
    expect(
      (
        await call('POST', '/newopen/service/ops_card', developer, {
          title: 'x',
          card_type: 'promotion',
          placement: 'home',
          env_type: 3,
          sort: 0,
        })
      ).statusCode,
    ).toBe(403);
  });
});
