/**
 * tools/list and tool errors in the client's language (Accept-Language): English reads the API's English name and
 * description (api_name_en, api_desc_en) and falls back to the Chinese ones where the API has none; Chinese is the
 * default. Arguments that do not fit a tool come back as a tool execution error in that language (MCP 2025-11-25:
 * the model reads it and corrects itself), never reaching the upstream. A browser page from another site (its
 * Origin) is refused before anything else (DNS rebinding, MCP transport rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startMcpFixture, type McpFixture } from './fixture.ts';

let f: McpFixture;
let token: string;
let zhNames: Record<string, string>;
beforeAll(async () => {
  f = await startMcpFixture();
  const apis = await f.t.deps.db
    .selectFrom('apis')
    .select(['operation_id', 'api_name'])
    .where('group_id', '=', f.groupId)
    .execute();
  zhNames = Object.fromEntries(apis.map((a) => [a.operation_id!, a.api_name]));
  // the provider's English for one API only (the demo's own English cleared): the other must fall back to its
  // Chinese texts
  await f.t.deps.db
    .updateTable('apis')
    .set({ api_name_en: null, api_desc_en: null })
    .where('group_id', '=', f.groupId)
    .execute();
  await f.t.deps.db
    .updateTable('apis')
    .set({ api_name_en: 'Current weather', api_desc_en: 'Weather, temperature, humidity and wind of a city now.' })
    .where('group_id', '=', f.groupId)
    .where('operation_id', '=', 'getCurrentWeather')
    .execute();
  await f.reload('english texts');
  token = await f.token();
}, 240_000);
afterAll(async () => {
  await f?.close();
});

async function client(lang: string | undefined, mode: 'legacy' | { pin: string }) {
  const c = new Client({ name: 'vitest', version: '1.0.0' }, { versionNegotiation: { mode } });
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (lang) headers['Accept-Language'] = lang;
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${f.gatewayUrl}/mcp/${f.groupId}`), { requestInit: { headers } }),
  );
  return c;
}

describe.each([
  ['2025-11-25', 'legacy' as const],
  ['2026-07-28', { pin: '2026-07-28' }],
])('protocol %s', (_name, mode) => {
  it('lists English titles and descriptions for Accept-Language: en, the Chinese ones where there is no English', async () => {
    const c = await client('en-US,en;q=0.9', mode);
    try {
      const { tools } = await c.listTools();
      const now = tools.find((t) => t.name === 'getCurrentWeather')!;
      expect(now).toMatchObject({
        title: 'Current weather',
        description: 'Weather, temperature, humidity and wind of a city now.',
        annotations: { title: 'Current weather' },
      });
      const forecast = tools.find((t) => t.name === 'getWeatherForecast')!;
      expect(forecast.title).toBe(zhNames.getWeatherForecast);
    } finally {
      await c.close();
    }
  });

  it('lists the Chinese texts for Accept-Language: zh and without one', async () => {
    for (const lang of ['zh-CN,zh;q=0.9', undefined]) {
      const c = await client(lang, mode);
      try {
        const { tools } = await c.listTools();
        const now = tools.find((t) => t.name === 'getCurrentWeather')!;
        expect(now.title).toBe(zhNames.getCurrentWeather);
        expect(now.description).not.toContain('Weather, temperature');
      } finally {
        await c.close();
      }
    }
  });

  it('answers arguments that do not fit as a tool error in the caller language, with no upstream call', async () => {
    const before = f.hits();
    for (const [lang, text] of [
      ['en', 'Invalid tool arguments: city is required'],
      ['zh-CN', '工具参数无效：city is required'],
    ] as const) {
      const c = await client(lang, mode);
      try {
        const result = await c.callTool({ name: 'getCurrentWeather', arguments: {} });
        expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text }] });
      } finally {
        await c.close();
      }
    }
    expect(f.hits()).toBe(before);
  });
});

describe('origin', () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${f.gatewayUrl}/mcp/${f.groupId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });

  it('refuses a page from another site with 403 and serves one from the gateway itself', async () => {
    const evil = await post({ origin: 'http://evil.example.com', 'accept-language': 'en' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ code: 'MCP_ORIGIN_REFUSED' });
    const own = await post({ origin: 'http://127.0.0.1:5173' });
    expect(own.status).toBe(200);
    expect((await own.json()).result.tools.length).toBeGreaterThan(0);
  });
});
