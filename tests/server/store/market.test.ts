/**
 * The store's public reads of the catalog over the app's real routes: the home's figures, the market's domain
 * filter, sorting and paging, a product page, and that nothing but published groups ever shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { makeApi, makeGroup, providerAccount } from '../catalog/fixtures.ts';

let t: TestApp;
let dev: string;
let draftId: number;

async function get(url: string, ticket?: string) {
  const r = await t.app.inject({ method: 'GET', url, headers: { language: 'zh', ...(ticket ? { ticket } : {}) } });
  return { status: r.statusCode, body: r.json() };
}
const data = async (url: string, ticket?: string) => {
  const r = await get(url, ticket);
  if (r.status !== 200) throw new Error(`${url}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};
const names = (list: { group_name: string }[]) => list.map((g) => g.group_name);
async function classifyId(name: string): Promise<number> {
  const row = await (t.deps.db as any)
    .selectFrom('classifies')
    .select('classify_id')
    .where('classify_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.classify_id;
}
async function groupId(name: string): Promise<number> {
  return (
    await t.deps.db.selectFrom('api_groups').select('group_id').where('group_name', '=', name).executeTakeFirstOrThrow()
  ).group_id;
}

beforeAll(async () => {
  t = await startTestApp();
  dev = await t.login('developer');
  // a provider's draft with a name that would match every query below: it must never be visible
  const provider = await providerAccount(t, 'draftprov');
  draftId = await makeGroup(t, provider.ticket, {
    group_name: '天气草稿',
    description: '天气 汇率 草稿',
    classify_id: await classifyId('数据采集'),
  });
  await makeApi(t, provider.ticket, draftId, '/draft/weather', 'GET', '天气草稿接口');
  // calls through the gateway, as the day rollups hold them: 短信发送 is the most called
  const sms = await groupId('短信发送');
  const fx = await groupId('汇率换算');
  const row = (group_id: number, calls: number, apply_id: number) => ({
    granularity: 'd',
    bucket_start: new Date('2026-01-01T00:00:00Z'),
    env_type: 3,
    group_id,
    api_id: 0,
    apply_id,
    developer_id: null,
    provider_id: null,
    calls,
    ok_calls: calls,
    client_errors: 0,
    server_errors: 0,
    gateway_refusals: 0,
    latency_sum_ms: 0,
    latency_max_ms: 0,
    upstream_latency_sum_ms: 0,
    bytes_in: 0,
    bytes_out: 0,
  });
  await (t.deps.db as any)
    .insertInto('call_rollup_totals')
    .values([row(sms, 900, 1), row(sms, 100, 2), row(fx, 40, 1)])
    .execute();
});
afterAll(async () => {
  await t.dispose();
});

describe('store home', () => {
  it('counts published groups, their APIs, providers and calls, and lists featured and newest published groups', async () => {
    const home = await data('/newopen/service/market/home');
    expect(home.counts).toEqual({ groups: 4, apis: expect.any(Number), providers: 1, calls: 1040 });
    const apis = await t.deps.db
      .selectFrom('apis')
      .innerJoin('api_groups', 'api_groups.group_id', 'apis.group_id')
      .where('api_groups.group_state', '=', 'published')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(home.counts.apis).toBe(Number(apis.n));
    expect(home.counts.apis).toBeGreaterThanOrEqual(6);
    // featured = best rated first; newest = latest published first (the demo publishes them five days apart)
    expect(names(home.featured)[0]).toBe('汇率换算');
    expect(names(home.newest)).toEqual(['短信发送', '身份核验', '汇率换算', '天气查询']);
    expect(home.newest.find((g: any) => g.group_name === '短信发送')).toMatchObject({
      calls: 1000,
      classify_name: '短信服务',
      classify_name_en: 'SMS',
      provider_name: expect.any(String),
    });
    expect([...names(home.featured), ...names(home.newest)]).not.toContain('天气草稿');
  });
});

describe('market', () => {
  it('filters by domain and sub-domain of the classification tree', async () => {
    const finance = await classifyId('金融服务');
    expect(names((await data(`/newopen/service/market/group/page?id=${finance}`)).list)).toEqual(['汇率换算']);
    const data_ = await classifyId('数据服务');
    const weather = await classifyId('气象数据');
    expect(names((await data(`/newopen/service/market/group/page?id=${data_}`)).list)).toEqual(['天气查询']);
    expect(names((await data(`/newopen/service/market/group/page?id=${data_}&son_id=${weather}`)).list)).toEqual([
      '天气查询',
    ]);
    const geo = await classifyId('地理位置');
    expect(await data(`/newopen/service/market/group/page?id=${data_}&son_id=${geo}`)).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('sorts by newest, rating and popularity and pages with a total', async () => {
    expect(names((await data('/newopen/service/market/group/page?sort=newest')).list)).toEqual([
      '短信发送',
      '身份核验',
      '汇率换算',
      '天气查询',
    ]);
    expect(names((await data('/newopen/service/market/group/page?sort=rating')).list)).toEqual([
      '汇率换算',
      '天气查询',
      '身份核验',
      '短信发送',
    ]);
    expect(names((await data('/newopen/service/market/group/page?sort=popular')).list).slice(0, 2)).toEqual([
      '短信发送',
      '汇率换算',
    ]);
    const p2 = await data('/newopen/service/market/group/page?sort=newest&page_size=3&page_num=2');
    expect(p2).toMatchObject({ total: 4, page_num: 2, page_size: 3 });
    expect(names(p2.list)).toEqual(['天气查询']);
  });

  it('filters by trimmed query text in names, English names and tags; no match is an empty page', async () => {
    expect(
      names((await data(`/newopen/service/market/group/page?query_text=${encodeURIComponent('  天气 ')}`)).list),
    ).toEqual(['天气查询']);
    expect(names((await data('/newopen/service/market/group/page?query_text=exchange')).list)).toEqual(['汇率换算']);
    expect(
      names((await data(`/newopen/service/market/group/page?query_text=${encodeURIComponent('实名')}`)).list),
    ).toEqual(['身份核验']);
    expect(await data('/newopen/service/market/group/page?query_text=zzzz')).toMatchObject({ list: [], total: 0 });
  });

  it('rejects an unknown sort and a page size over the limit', async () => {
    expect((await get('/newopen/service/market/group/page?sort=random')).status).toBe(400);
    expect((await get('/newopen/service/market/group/page?page_size=101')).status).toBe(400);
  });
});

describe('product page', () => {
  it('shows a published group with its APIs, parameters, examples, error codes, enabled charge rules and releases', async () => {
    const id = await groupId('天气查询');
    const g = await data(`/newopen/service/market/group/detail?group_id=${id}`);
    expect(g).toMatchObject({
      group_name: '天气查询',
      group_name_en: 'Weather',
      classify_name: '气象数据',
      classify_name_en: 'Weather data',
      parent_classify_name: '数据服务',
      parent_classify_name_en: 'Data services',
      collected: null,
      my_score: null,
    });
    expect(g.gateway_url).toMatch(/^http/);
    const now = g.apis.find((a: any) => a.listen_path === '/weather/v1/now');
    expect(now.method_type).toBe('GET');
    expect(now.request_params.map((p: any) => p.name)).toContain('city');
    expect(now.response_schema).toHaveProperty('schema');
    expect(now.response_example).toBeTruthy();
    expect(now.error_codes.length).toBeGreaterThan(0);
    expect(g.charge_rules.map((r: any) => [r.rule_name, r.rule_type, r.is_default])).toEqual([
      ['免费版', 'free', true],
      ['专业版', 'per_call', false],
    ]);
    expect(g.releases[0]).toMatchObject({ version: 1, action: 'approve' });
  });

  it("with a ticket, carries the caller's favourite and rating", async () => {
    const id = await groupId('天气查询');
    // the demo developer rated it 5 in the seed
    expect(await data(`/newopen/service/market/group/detail?group_id=${id}`, dev)).toMatchObject({
      collected: false,
      my_score: 5,
    });
    const r = await t.app.inject({
      method: 'POST',
      url: '/newopen/service/group/collect',
      headers: { ticket: dev },
      payload: { group_id: id, collected: true },
    });
    expect(r.statusCode).toBe(200);
    expect(await data(`/newopen/service/market/group/detail?group_id=${id}`, dev)).toMatchObject({
      collected: true,
      favourite_count: 1,
    });
  });

  it('answers 404 for a draft, a disabled charge rule is left out, and an unknown id is 404 too', async () => {
    const r = await get(`/newopen/service/market/group/detail?group_id=${draftId}`);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get('/newopen/service/market/group/detail?group_id=999999')).status).toBe(404);
    const id = await groupId('汇率换算');
    await t.deps.db
      .updateTable('charge_rules')
      .set({ enabled: false })
      .where('group_id', '=', id)
      .where('rule_name', '=', '年度套餐')
      .execute();
    const g = await data(`/newopen/service/market/group/detail?group_id=${id}`);
    expect(g.charge_rules.map((c: any) => c.rule_name)).toEqual(['按次计费']);
  });

  it('hides a group once its publication is revoked', async () => {
    const id = await groupId('身份核验');
    await t.deps.db.updateTable('api_groups').set({ group_state: 'revoked' }).where('group_id', '=', id).execute();
    try {
      expect((await get(`/newopen/service/market/group/detail?group_id=${id}`)).status).toBe(404);
      expect(names((await data('/newopen/service/market/group/page')).list)).not.toContain('身份核验');
      expect((await data('/newopen/service/market/home')).counts.groups).toBe(3);
    } finally {
      await t.deps.db.updateTable('api_groups').set({ group_state: 'published' }).where('group_id', '=', id).execute();
    }
  });
});
