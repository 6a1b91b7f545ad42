/**
 * Issue 25 item 17, server side: what a provider writes about a capability comes in the reader's language. The
 * demo catalog is seeded in both languages; the store's product page, market cards and apply-by-domain list answer
 * an English reader with the English summary, documentation, API names and descriptions, parameter descriptions and
 * pricing names, and a Chinese reader with the Chinese ones. The console's create and edit save the English fields
 * beside the Chinese ones and read both back; a blank English text falls back to the Chinese one in the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { caller, providerAccount } from '../catalog/fixtures.ts';

let t: TestApp;
let weather: number;
beforeAll(async () => {
  t = await startTestApp();
  weather = (
    await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .where('parent_group_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await t?.close();
});

async function read(url: string, language: 'zh' | 'en') {
  const r = await t.app.inject({ method: 'GET', url, headers: { language } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

type Api = { api_name: string; api_desc: string | null; request_params: { name: string; description: string }[] };

describe('the store in the reader language', () => {
  it('the product page: summary, documentation, API names, descriptions, parameters and pricing in English', async () => {
    const en = await read(`/newopen/service/market/group/detail?group_id=${weather}`, 'en');
    expect(en.description).toBe('Live weather and 7-day forecasts for major cities in China.');
    expect(en.documentation).toContain('GET /weather/v1/now?city=Beijing');
    const names = (en.apis as Api[]).map((a) => a.api_name).sort();
    expect(names).toEqual(['Current weather', 'Weather forecast']);
    const now = (en.apis as Api[]).find((a) => a.api_name === 'Current weather')!;
    expect(now.api_desc).toMatch(/temperature, humidity and wind/);
    expect(now.request_params.find((p) => p.name === 'city')!.description).toMatch(/^City: its Chinese name/);
    expect(JSON.stringify(en.apis)).not.toContain('description_en');
    expect((en.charge_rules as { rule_name: string }[]).map((r) => r.rule_name)).toEqual(['Free', 'Professional']);
    // no Chinese left in what the provider wrote
    expect(JSON.stringify([en.description, names, now.api_desc, en.charge_rules])).not.toMatch(/[\u4e00-\u9fff]/);

    const zh = await read(`/newopen/service/market/group/detail?group_id=${weather}`, 'zh');
    expect(zh.description).toMatch(/^全国主要城市的实时天气/);
    expect((zh.apis as Api[]).map((a) => a.api_name).sort()).toEqual(['天气预报', '实时天气'].sort());
    const zhNow = (zh.apis as Api[]).find((a) => a.api_name === '实时天气')!;
    expect(zhNow.request_params.find((p) => p.name === 'city')!.description).toBe('城市名、拼音、英文名或编码');
    expect((zh.charge_rules as { rule_name: string }[]).map((r) => r.rule_name)).toEqual(['免费版', '专业版']);
  });

  it('market cards and the apply-by-domain list: summaries and pricing names in English', async () => {
    const page = await read('/newopen/service/market/group/page?page_size=50', 'en');
    const card = (page.list as { group_id: number; description: string }[]).find((g) => g.group_id === weather)!;
    expect(card.description).toBe('Live weather and 7-day forecasts for major cities in China.');
    const home = await read('/newopen/service/market/home', 'en');
    for (const g of [...home.featured, ...home.newest] as { description: string }[])
      expect(g.description).not.toMatch(/[\u4e00-\u9fff]/);
    const apply = await read('/newopen/service/market/apply/groups?page_size=50', 'en');
    const rules = (apply.list as { charge_rules: { rule_name: string }[] }[]).flatMap((g) =>
      g.charge_rules.map((r) => r.rule_name),
    );
    expect(rules).toContain('Pay per call');
    expect(rules.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('the console saves the English fields beside the Chinese ones; a blank English text falls back', async () => {
    const call = caller(t);
    const provider = await providerAccount(t, 'englishprov');
    const created = await call(
      'POST',
      '/newopen/service/group',
      { group_name: '英文测试能力', description: '中文简介', description_en: 'English summary' },
      provider.ticket,
    );
    expect(created.statusCode, created.body).toBe(200);
    const groupId = created.json().data.group_id as number;
    const updated = await call(
      'PUT',
      '/newopen/service/group',
      {
        group_id: groupId,
        group_name: '英文测试能力',
        description: '中文简介',
        description_en: 'English summary, edited',
        documentation_en: '# Guide',
      },
      provider.ticket,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const group = (
      await call('GET', `/newopen/service/group/detail?group_id=${groupId}`, undefined, provider.ticket)
    ).json().data;
    expect([group.description, group.description_en, group.documentation_en]).toEqual([
      '中文简介',
      'English summary, edited',
      '# Guide',
    ]);

    const api = await call(
      'POST',
      '/newopen/service/api',
      {
        group_id: groupId,
        api_name: '查询订单',
        api_name_en: 'Find an order',
        api_desc_en: 'One order by its number',
        listen_path: '/orders/{id}',
        method_type: 'GET',
        request_params: [
          { name: 'id', in: 'path', required: true, description: '订单号', description_en: 'Order number' },
        ],
        sort: 0,
      },
      provider.ticket,
    );
    expect(api.statusCode, api.body).toBe(200);
    const apiRow = (
      await call('GET', `/newopen/service/api/${api.json().data.api_id}`, undefined, provider.ticket)
    ).json().data;
    expect([apiRow.api_name_en, apiRow.api_desc_en, apiRow.request_params[0].description_en]).toEqual([
      'Find an order',
      'One order by its number',
      'Order number',
    ]);

    const rule = await call(
      'POST',
      '/newopen/service/charge_rule',
      { group_id: groupId, rule_name: '基础版', rule_name_en: 'Basic', rule_type: 'free' },
      provider.ticket,
    );
    expect(rule.statusCode, rule.body).toBe(200);
    const ruleRow = (
      await call('GET', `/newopen/service/charge_rule/${rule.json().data.charge_rule_id}`, undefined, provider.ticket)
    ).json().data;
    expect([ruleRow.rule_name, ruleRow.rule_name_en]).toEqual(['基础版', 'Basic']);

    // another provider cannot write the English text of this group: 404, nothing changed
    const other = await providerAccount(t, 'englishother');
    const foreign = await call(
      'PUT',
      '/newopen/service/group',
      { group_id: groupId, group_name: '英文测试能力', description_en: 'taken over' },
      other.ticket,
    );
    expect(foreign.statusCode).toBe(404);
    const after = (
      await call('GET', `/newopen/service/group/detail?group_id=${groupId}`, undefined, provider.ticket)
    ).json().data;
    expect(after.description_en).toBe('English summary, edited');

    // published, a group without English texts reads in Chinese to an English reader
    await t.deps.db
      .updateTable('api_groups')
      .set({ group_state: 'published', description_en: '  ' })
      .where('group_id', '=', groupId)
      .execute();
    const store = await read(`/newopen/service/market/group/detail?group_id=${groupId}`, 'en');
    expect(store.description).toBe('中文简介');
    expect(store.apis[0].api_name).toBe('Find an order');
    expect(store.apis[0].request_params[0].description).toBe('Order number');
    expect(store.charge_rules[0].rule_name).toBe('Basic');
  });
});
