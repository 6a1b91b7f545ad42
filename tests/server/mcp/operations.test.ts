/**
 * The MCP operations (schemas/mcp.yaml, DESIGN section 10): tokens answered once and stored hashed, listed without
 * the secret, revoked; providers' per-group settings with the tools/list preview; another owner gets 404 and
 * changes nothing; bad input answers a localized field error.
 */
import { createHash, randomUUID } from 'node:crypto';
import { hashPassword } from '../../../src/server/auth/passwords.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';

let t: TestApp;
let dev: ReturnType<typeof caller>;
let devEn: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
let provider: ReturnType<typeof caller>;
let otherProvider: ReturnType<typeof caller>;
let applyId: number;
let weatherId: number;

beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t, 'mcp_other');
  const ticket = await t.login('developer');
  dev = caller(t, ticket);
  devEn = caller(t, ticket, 'en');
  other = caller(t, await t.login('mcp_other', md5Hex('Dev@123456')));
  provider = caller(t, await t.login('provider'));
  // a second provider, holding the same menus and buttons as the demo one but none of its groups
  const role = await t.deps.db
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', 'provider')
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  const u = await t.deps.db
    .insertInto('users')
    .values({
      user_name: 'mcp_provider2',
      uid: randomUUID(),
      password_hash: await hashPassword(md5Hex('Dev@123456')),
      user_type: 3,
      account_type: 0,
      user_real_name: 'p2',
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await t.deps.db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
  otherProvider = caller(t, await t.login('mcp_provider2', md5Hex('Dev@123456')));
  applyId = (
    await t.deps.db.selectFrom('apps').select('apply_id').where('apply_name', '=', 'Demo App').executeTakeFirstOrThrow()
  ).apply_id;
  weatherId = (
    await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('mcp_enabled', '=', true)
      .orderBy('group_id')
      .executeTakeFirstOrThrow()
  ).group_id;
}, 180_000);
afterAll(async () => {
  await t.dispose();
});

describe('appMcpTokenCreate / List / Revoke', () => {
  it('answers the token once with its endpoints, stores only its hash, lists it without the secret, revokes it', async () => {
    const r = await dev.post('/newopen/service/apply/mcp_token/create', { apply_id: applyId, env_type: 3 });
    expect(r.status, r.raw).toBe(200);
    const issued = r.body.data;
    expect(issued.token).toMatch(/^mcp_[A-Za-z0-9_-]{40,}$/);
    expect(new Date(issued.expires_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
    // the demo developer's Demo App is approved for the demo groups; the weather group serves MCP out of the box
    expect(issued.endpoints).toContainEqual(
      expect.objectContaining({
        group_id: weatherId,
        env_type: 3,
        url: expect.stringMatching(new RegExp(`/mcp/${weatherId}$`)),
      }),
    );
    const stored = await t.deps.db
      .selectFrom('app_mcp_tokens')
      .selectAll()
      .where('mcp_token_id', '=', issued.mcp_token_id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(issued.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(issued.token);

    const list = await dev.get(`/newopen/service/apply/mcp_token/list?apply_id=${applyId}`);
    expect(list.status, list.raw).toBe(200);
    expect(list.raw).not.toContain(issued.token);
    expect(list.body.data.list).toContainEqual(
      expect.objectContaining({
        mcp_token_id: issued.mcp_token_id,
        env_type: 3,
        token_prefix: issued.token.slice(0, 12),
        state: 'active',
        last_used_at: null,
      }),
    );

    const revoked = await dev.post('/newopen/service/apply/mcp_token/revoke', { mcp_token_id: issued.mcp_token_id });
    expect(revoked.status, revoked.raw).toBe(200);
    expect(revoked.body.data.state).toBe('revoked');
    const again = await devEn.post('/newopen/service/apply/mcp_token/revoke', { mcp_token_id: issued.mcp_token_id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This MCP token has been revoked');
  });

  it('another owner gets 404 for every token operation and changes nothing', async () => {
    const mine = (await dev.post('/newopen/service/apply/mcp_token/create', { apply_id: applyId, env_type: 1 })).body
      .data;
    expect(
      (await other.post('/newopen/service/apply/mcp_token/create', { apply_id: applyId, env_type: 1 })).status,
    ).toBe(404);
    expect((await other.get(`/newopen/service/apply/mcp_token/list?apply_id=${applyId}`)).status).toBe(404);
    expect(
      (await other.post('/newopen/service/apply/mcp_token/revoke', { mcp_token_id: mine.mcp_token_id })).status,
    ).toBe(404);
    const row = await t.deps.db
      .selectFrom('app_mcp_tokens')
      .select('revoked_at')
      .where('mcp_token_id', '=', mine.mcp_token_id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
    const count = await t.deps.db
      .selectFrom('app_mcp_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('apply_id', '=', applyId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('refuses a bad environment with a field error', async () => {
    const r = await devEn.post('/newopen/service/apply/mcp_token/create', { apply_id: applyId, env_type: 9 });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.data.errors[0].field).toContain('env_type');
  });
});

describe('groupMcpGet / groupMcpUpdate', () => {
  it('previews tools/list with section-10 names, leaves out an API, sets descriptions and QPS', async () => {
    const got = await provider.get(`/newopen/service/group/mcp?group_id=${weatherId}`);
    expect(got.status, got.raw).toBe(200);
    const { apis, tools, enabled } = got.body.data;
    expect(enabled).toBe(true);
    expect(tools.length).toBe(apis.length);
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(tool.inputSchema.type).toBe('object');
    }
    const [first, second] = apis;
    const r = await provider.post('/newopen/service/group/mcp/update', {
      group_id: weatherId,
      enabled: true,
      exposed_api_ids: apis.filter((a: any) => a.api_id !== first.api_id).map((a: any) => a.api_id),
      tools: [{ api_id: second.api_id, description: 'Use this for agents', qps: 7 }],
    });
    expect(r.status, r.raw).toBe(200);
    expect(r.body.data.tools.map((x: any) => x.name)).not.toContain(first.tool_name);
    expect(r.body.data.tools.find((x: any) => x.name === second.tool_name).description).toBe('Use this for agents');
    expect(r.body.data.apis.find((a: any) => a.api_id === second.api_id)).toMatchObject({ qps: 7, exposed: true });
    // restore
    const back = await provider.post('/newopen/service/group/mcp/update', {
      group_id: weatherId,
      enabled: true,
      exposed_api_ids: apis.map((a: any) => a.api_id),
      tools: [{ api_id: second.api_id, description: null, qps: null }],
    });
    expect(back.body.data.tools.length).toBe(apis.length);
  });

  it("builds the preview in the console's language: English texts where written, the Chinese ones otherwise", async () => {
    const { db } = t.deps;
    const apis = await db
      .selectFrom('apis')
      .select(['api_id', 'api_name', 'api_desc', 'api_name_en', 'api_desc_en', 'request_params', 'mcp_description'])
      .where('group_id', '=', weatherId)
      .where('mcp_exposed', '=', true)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    expect(apis.length).toBeGreaterThan(1);
    const [english, chineseOnly] = apis;
    // one API written in both languages (with an English parameter description), one in Chinese alone
    const params = [
      {
        name: 'city',
        in: 'query',
        required: true,
        description: '城市',
        description_en: 'The city',
        schema: { type: 'string' },
      },
    ];
    await db
      .updateTable('apis')
      .set({
        api_name_en: 'Weather now (en)',
        api_desc_en: 'The weather of a city now',
        mcp_description: null,
        request_params: JSON.stringify(params) as never,
      })
      .where('api_id', '=', english.api_id)
      .execute();
    await db
      .updateTable('apis')
      .set({ api_name_en: null, api_desc_en: null, mcp_description: null })
      .where('api_id', '=', chineseOnly.api_id)
      .execute();
    try {
      const providerEn = caller(t, await t.login('provider'), 'en');
      const en = await providerEn.get(`/newopen/service/group/mcp?group_id=${weatherId}`);
      const zh = await provider.get(`/newopen/service/group/mcp?group_id=${weatherId}`);
      expect(en.status, en.raw).toBe(200);
      const nameOf = (id: number) => en.body.data.apis.find((a: any) => a.api_id === id).tool_name;
      const toolOf = (r: typeof en, id: number) => r.body.data.tools.find((x: any) => x.name === nameOf(id));
      expect(toolOf(en, english.api_id)).toMatchObject({
        title: 'Weather now (en)',
        description: 'The weather of a city now',
        annotations: { title: 'Weather now (en)' },
      });
      expect(toolOf(en, english.api_id).inputSchema.properties.city.description).toBe('The city');
      expect(toolOf(en, chineseOnly.api_id)).toMatchObject({ title: chineseOnly.api_name });
      // the settings' rows name the APIs alike
      expect(en.body.data.apis.find((a: any) => a.api_id === english.api_id).api_name).toBe('Weather now (en)');
      expect(zh.body.data.apis.find((a: any) => a.api_id === english.api_id).api_name).toBe(english.api_name);
      expect(toolOf(zh, english.api_id)).toMatchObject({ title: english.api_name });
      expect(toolOf(zh, english.api_id).inputSchema.properties.city.description).toBe('城市');
      // the tools are the same in both languages but for their texts
      expect(en.body.data.tools.map((x: any) => x.name)).toEqual(zh.body.data.tools.map((x: any) => x.name));
      // the answer to a save is the preview in the same language
      const saved = await providerEn.post('/newopen/service/group/mcp/update', { group_id: weatherId, enabled: true });
      expect(saved.status, saved.raw).toBe(200);
      expect(saved.body.data.tools.find((x: any) => x.name === nameOf(english.api_id)).title).toBe('Weather now (en)');
    } finally {
      for (const a of [english, chineseOnly])
        await db
          .updateTable('apis')
          .set({
            api_name_en: a.api_name_en,
            api_desc_en: a.api_desc_en,
            mcp_description: a.mcp_description,
            request_params: (a.request_params === null || typeof a.request_params === 'string'
              ? a.request_params
              : JSON.stringify(a.request_params)) as never,
          })
          .where('api_id', '=', a.api_id)
          .execute();
    }
  });

  it('refuses an API of another group next to the field, saving nothing', async () => {
    const foreign = (
      await t.deps.db.selectFrom('apis').select('api_id').where('group_id', '!=', weatherId).executeTakeFirstOrThrow()
    ).api_id;
    const r = await caller(t, await t.login('provider'), 'en').post('/newopen/service/group/mcp/update', {
      group_id: weatherId,
      enabled: false,
      exposed_api_ids: [foreign],
    });
    expect(r.status).toBe(400);
    expect(r.body.data.errors).toEqual([
      { field: 'exposed_api_ids[0]', message: `API ${foreign} is not in this group` },
    ]);
    const g = await t.deps.db
      .selectFrom('api_groups')
      .select('mcp_enabled')
      .where('group_id', '=', weatherId)
      .executeTakeFirstOrThrow();
    expect(g.mcp_enabled).toBe(true);
  });

  it('another owner gets 404 and changes nothing', async () => {
    expect((await otherProvider.get(`/newopen/service/group/mcp?group_id=${weatherId}`)).status).toBe(404);
    expect(
      (await otherProvider.post('/newopen/service/group/mcp/update', { group_id: weatherId, enabled: false })).status,
    ).toBe(404);
    const g = await t.deps.db
      .selectFrom('api_groups')
      .select('mcp_enabled')
      .where('group_id', '=', weatherId)
      .executeTakeFirstOrThrow();
    expect(g.mcp_enabled).toBe(true);
  });
});
