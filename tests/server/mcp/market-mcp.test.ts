/**
 * marketGroupMcp (schemas/mcp-public.yaml): a visitor reads a published group's MCP offer for its product page — the
 * endpoint and the tools built by the gateway's tool builder, only the offered ones, with the provider's agent
 * description; nothing for a group with MCP off; 404 for a group that is not published. And the doc center's MCP
 * guide is seeded in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let weatherId: number;
let fxId: number;
const read = async (groupId: number, language = 'zh') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/newopen/service/market/group/mcp?group_id=${groupId}`,
    headers: { language },
  });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await startTestApp();
  const id = async (en: string) =>
    (
      await t.deps.db
        .selectFrom('api_groups')
        .select('group_id')
        .where('group_name_en', '=', en)
        .where('group_state', '=', 'published')
        .executeTakeFirstOrThrow()
    ).group_id;
  weatherId = await id('Weather');
  fxId = await id('Exchange rates');
}, 180_000);
afterAll(async () => {
  await t.dispose();
});

describe('marketGroupMcp', () => {
  it("answers a visitor the MCP group's endpoint and one tool per offered API, with the agent description", async () => {
    const apis = await t.deps.db
      .selectFrom('apis')
      .select(['api_id'])
      .where('group_id', '=', weatherId)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    const r = await read(weatherId);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      group_id: weatherId,
      enabled: true,
      url: expect.stringMatching(new RegExp(`/mcp/${weatherId}$`)),
    });
    expect(r.body.data.tools).toHaveLength(apis.length);
    for (const tool of r.body.data.tools) expect(tool.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);

    await t.deps.db
      .updateTable('apis')
      .set({ mcp_description: 'For agents: the weather now' })
      .where('api_id', '=', apis[0].api_id)
      .execute();
    if (apis.length > 1)
      await t.deps.db.updateTable('apis').set({ mcp_exposed: false }).where('api_id', '=', apis[1].api_id).execute();
    const after = await read(weatherId, 'en');
    expect(after.body.data.tools).toHaveLength(apis.length > 1 ? apis.length - 1 : 1);
    expect(JSON.stringify(after.body.data.tools)).toContain('For agents: the weather now');
  });

  it("lists the tools in the reader's language: English texts where written, the Chinese ones otherwise", async () => {
    const { db } = t.deps;
    await db
      .updateTable('apis')
      .set({ mcp_exposed: true, mcp_description: null })
      .where('group_id', '=', weatherId)
      .execute();
    const apis = await db
      .selectFrom('apis')
      .select(['api_id', 'api_name'])
      .where('group_id', '=', weatherId)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    expect(apis.length).toBeGreaterThan(1);
    await db
      .updateTable('apis')
      .set({ api_name_en: 'Weather now', api_desc_en: 'The weather of a city now' })
      .where('api_id', '=', apis[0].api_id)
      .execute();
    await db
      .updateTable('apis')
      .set({ api_name_en: null, api_desc_en: null })
      .where('api_id', '=', apis[1].api_id)
      .execute();
    const en = await read(weatherId, 'en');
    const zh = await read(weatherId, 'zh');
    expect(en.status).toBe(200);
    const names = zh.body.data.tools.map((x: any) => x.name);
    expect(en.body.data.tools.map((x: any) => x.name)).toEqual(names);
    expect(en.body.data.tools[0]).toMatchObject({ title: 'Weather now', description: 'The weather of a city now' });
    expect(en.body.data.tools[1].title).toBe(apis[1].api_name);
    expect(zh.body.data.tools[0].title).toBe(apis[0].api_name);
  });

  it('answers enabled: false and no tools for a group with MCP off', async () => {
    const r = await read(fxId);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ group_id: fxId, enabled: false, url: null, tools: [] });
  });

  it('answers 404 for a group that is not published, and refuses a missing id', async () => {
    await t.deps.db.updateTable('api_groups').set({ group_state: 'revoked' }).where('group_id', '=', fxId).execute();
    expect((await read(fxId)).status).toBe(404);
    expect((await read(999_999)).status).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/newopen/service/market/group/mcp' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the doc center's MCP guide", () => {
  it('is seeded in zh and en under the developer guide', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/website/site/document/read?index_doc_id=8' });
    expect(res.statusCode).toBe(200);
    const doc = res.json().data;
    expect(doc.show_name).toBe('AI 智能体接入 (MCP)');
    expect(doc.content).toContain('/mcp/');
    expect(doc.content).toContain('claude mcp add --transport http');
    expect(doc.content_en).toContain('What MCP is');
    expect(doc.content_en).toContain('"servers"');
    expect(doc.content_en).toContain('billed');
  });
});
