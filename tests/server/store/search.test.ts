/**
 * The store's search over real routes on the seeded catalog and guides: ranking, Chinese and English queries,
 * kinds, highlighted fragments, paging, trimmed queries, and that drafts never match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { makeApi, makeGroup, providerAccount } from '../catalog/fixtures.ts';
import { fragments, snippet } from '../../../src/server/store/search.ts';

let t: TestApp;

async function search(q: string, extra = '', language = 'zh') {
  const r = await t.app.inject({
    method: 'GET',
    url: `/newopen/service/market/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { language },
  });
  return { status: r.statusCode, body: r.json() };
}
const hits = async (q: string, extra = '', language = 'zh') => {
  const r = await search(q, extra, language);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.data;
};
const joined = (f: { text: string }[]) => f.map((x) => x.text).join('');
const marked = (f: { text: string; hit: boolean }[]) => f.filter((x) => x.hit).map((x) => x.text);

beforeAll(async () => {
  t = await startTestApp();
  const provider = await providerAccount(t, 'searchprov');
  const draft = await makeGroup(t, provider.ticket, { group_name: '天气预报草稿', description: 'weather draft' });
  await makeApi(t, provider.ticket, draft, '/draft/weather/now', 'GET', '天气草稿接口');
});
afterAll(async () => {
  await t.dispose();
});

describe('search', () => {
  it('finds 天气: the group first (name match), then its APIs, with the matches marked', async () => {
    const d = await hits('天气');
    expect(d.list[0]).toMatchObject({ kind: 'group', title_en: 'Weather' });
    expect(joined(d.list[0].title)).toBe('天气查询');
    expect(marked(d.list[0].title)).toEqual(['天气']);
    const apis = d.list.filter((h: any) => h.kind === 'api');
    expect(apis.length).toBeGreaterThanOrEqual(2);
    expect(apis.every((h: any) => h.listen_path.startsWith('/weather/'))).toBe(true);
    expect(d.counts.group).toBe(1);
    expect(d.total).toBe(d.counts.group + d.counts.api + d.counts.doc);
    // scores never rise down the list
    const scores = d.list.map((h: any) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('never shows a draft group or its APIs', async () => {
    const d = await hits('草稿');
    expect(d.total).toBe(0);
    const w = await hits('weather', '&page_size=50');
    expect(w.list.map((h: any) => joined(h.title))).not.toContain('天气预报草稿');
    expect(w.list.some((h: any) => h.listen_path === '/draft/weather/now')).toBe(false);
  });

  it('finds English text case-insensitively and by listen path', async () => {
    const d = await hits('WEATHER', '&kind=group');
    expect(d.list.map((h: any) => h.title_en)).toEqual(['Weather']);
    const path = await hits('/fx/v1/convert', '&kind=api');
    expect(path.list[0]).toMatchObject({ kind: 'api', method_type: expect.any(String), listen_path: '/fx/v1/convert' });
    expect(marked(path.list[0].snippet).concat(marked(path.list[0].title))).toBeDefined();
  });

  it('in English finds APIs by their English names and writes every title in English (issue 25 item 17)', async () => {
    const d = await hits('current weather', '&kind=api', 'en');
    expect(d.list[0]).toMatchObject({ kind: 'api', title_en: 'Current weather', listen_path: '/weather/v1/now' });
    expect(joined(d.list[0].title)).toBe('Current weather');
    expect(marked(d.list[0].title)).toEqual(['Current', 'weather']);
    const g = await hits('天气', '&kind=group', 'en');
    expect(joined(g.list[0].title)).toBe('Weather');
    // in Chinese the same API is named in Chinese
    const zh = await hits('current weather', '&kind=api');
    expect(joined(zh.list[0].title)).not.toBe('Current weather');
  });

  it('searches the documentation center, in both languages of a document', async () => {
    const zh = await hits('签名', '&kind=doc');
    expect(zh.list[0]).toMatchObject({ kind: 'doc', title_en: 'Signing requests' });
    expect(marked(zh.list[0].title)).toEqual(['签名']);
    const en = await hits('signature', '&kind=doc');
    expect(en.list.map((h: any) => h.title_en)).toContain('Signing requests');
  });

  it('needs every term: two terms narrow the result', async () => {
    const one = await hits('汇率');
    const two = await hits('汇率 convert');
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(one.total);
  });

  it('pages through the ranked list without repeating a hit', async () => {
    const all = await hits('v1', '&page_size=50');
    expect(all.total).toBeGreaterThan(3);
    const p1 = await hits('v1', '&page_size=2&page_num=1');
    const p2 = await hits('v1', '&page_size=2&page_num=2');
    expect(p1.total).toBe(all.total);
    const key = (h: any) => `${h.kind}:${h.id}`;
    expect([...p1.list, ...p2.list].map(key)).toEqual(all.list.slice(0, 4).map(key));
  });

  it('trims the query: blanks find nothing, a query of 65 characters is refused', async () => {
    expect(await hits('   ')).toMatchObject({ list: [], total: 0 });
    expect((await hits('  天气  ')).list[0].title_en).toBe('Weather');
    expect((await search('x'.repeat(65))).status).toBe(400);
    // LIKE wildcards are text, not patterns
    expect((await hits('%')).total).toBe(0);
  });
});

describe('fragments', () => {
  it('marks every case-insensitive occurrence and keeps the text whole', () => {
    expect(fragments('Weather 天气 weather', ['weather'])).toEqual([
      { text: 'Weather', hit: true },
      { text: ' 天气 ', hit: false },
      { text: 'weather', hit: true },
    ]);
    expect(joined(snippet(`${'前'.repeat(200)}天气${'后'.repeat(200)}`, ['天气']))).toMatch(/^…前+天气后+…$/);
  });
});
