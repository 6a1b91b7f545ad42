/**
 * The store for agents: every public page answers Markdown (Accept: text/markdown, or the `.md` path) in the
 * request's language, and /llms.txt lists exactly what an anonymous visitor can see — a provider's draft group and
 * a draft announcement never appear, and their Markdown pages are 404 like their HTML reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { makeApi, makeGroup, providerAccount } from '../catalog/fixtures.ts';

let t: TestApp;
let draftId: number;
let weather: number;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startTestApp();
  const provider = await providerAccount(t, 'mdprov');
  draftId = await makeGroup(t, provider.ticket, { group_name: '草稿分组MD', description: '不应公开' });
  await makeApi(t, provider.ticket, draftId, '/md/draft', 'GET', '草稿接口MD');
  weather = (
    await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name', '=', '天气查询')
      .where('group_state', '=', 'published')
      .executeTakeFirstOrThrow()
  ).group_id;
});
afterAll(async () => {
  await t?.dispose();
});

describe('store pages as Markdown', () => {
  it('answers a product page as text/markdown in Chinese and in English, by Accept and by .md', async () => {
    const zh = await get(`/goodsdetail?group_id=${weather}`, {
      accept: 'text/markdown',
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/^text\/markdown/);
    expect(zh.body).toMatch(/^# 天气查询/);
    expect(zh.body).toContain('## 计费规则');
    expect(zh.body).toMatch(/`GET \/[^`]+`/);
    const en = await get(`/goodsdetail.md?group_id=${weather}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/markdown/);
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toContain('## Pricing');
    expect(en.body).not.toContain('计费规则');
    // the site's own language choice travels as ?lang= (or the console's `language` header) and wins
    const forced = await get(`/goodsdetail.md?group_id=${weather}&lang=zh`, { 'accept-language': 'en' });
    expect(forced.body).toContain('## 计费规则');
  });

  it('leaves the HTML page alone for browsers', async () => {
    const html = await get(`/goodsdetail?group_id=${weather}`, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(html.headers['content-type'] ?? '').not.toMatch(/markdown/);
  });

  it('renders home, market, docs, announcements and a content page', async () => {
    for (const [url, heading] of [
      ['/home.md?lang=en', '# Open API Platform'],
      ['/apistore.md?lang=en', '# API market'],
      ['/doccenter.md?lang=en', '# Documentation'],
      ['/announcement.md?lang=en', '# Announcements'],
      ['/contactUs.md', '# '],
    ] as const) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body.startsWith(heading), `${url}: ${r.body.slice(0, 80)}`).toBe(true);
    }
    const docs = await get('/doccenter.md');
    const first = /\((\/doccenter\/details\.md\?[^)]+)\)/.exec(docs.body)![1];
    const doc = await get(first);
    expect(doc.statusCode).toBe(200);
    expect(doc.body.length).toBeGreaterThan(50);
  });

  it('refuses a draft group and a draft announcement with 404, as their HTML reads do', async () => {
    expect((await get(`/goodsdetail.md?group_id=${draftId}`)).statusCode).toBe(404);
    const draft = await t.deps.db
      .selectFrom('announcements')
      .select('announcement_id')
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await get(`/announcement/detail.md?announcement_id=${draft.announcement_id}`)).statusCode).toBe(404);
  });
});

describe('/llms.txt', () => {
  it('lists exactly the published groups, documents and announcements, each linked to its Markdown page', async () => {
    const r = await get('/llms.txt?lang=en');
    expect(r.statusCode).toBe(200);
    expect(r.body).toMatch(/^# Open API Platform\n\n> /);
    const db = t.deps.db;
    const published = await db
      .selectFrom('api_groups')
      .select(['group_id'])
      .where('group_state', '=', 'published')
      .where('parent_group_id', 'is', null)
      .execute();
    const listed = [...r.body.matchAll(/\/goodsdetail\.md\?group_id=(\d+)/g)].map((m) => Number(m[1]));
    expect(listed.sort()).toEqual(published.map((g) => g.group_id).sort());
    expect(listed).not.toContain(draftId);
    expect(r.body).not.toContain('草稿分组MD');
    const announcements = await db.selectFrom('announcements').select(['announcement_id', 'state']).execute();
    const shown = new Set([...r.body.matchAll(/announcement_id=(\d+)/g)].map((m) => Number(m[1])));
    for (const a of announcements)
      expect(shown.has(a.announcement_id), `announcement ${a.announcement_id}`).toBe(a.state === 1);
    expect(r.body).not.toContain('(Draft)');
    // every link answers Markdown
    const links = [...r.body.matchAll(/\]\((http[^)]+)\)/g)].map((m) => new URL(m[1]));
    for (const u of links.slice(0, 12)) {
      const page = await get(u.pathname + u.search);
      expect(page.statusCode, u.href).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/markdown/);
    }
  });
});
