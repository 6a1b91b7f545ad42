/**
 * The MCP endpoint (DESIGN section 10) with the official clients: @modelcontextprotocol/client 2.x in its legacy
 * mode (2025-11-25 initialize handshake) and pinned to 2026-07-28 (stateless, server/discover), and
 * @modelcontextprotocol/sdk 1.x. Each lists Demo App's tools of the demo weather group and calls one; the GET
 * tool's result equals the same call signed by the aliyun-api-gateway SDK; credentials missing, revoked: 401.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startMcpFixture, type McpFixture } from './fixture.ts';

const require = createRequire(import.meta.url);
const AliyunClient = require('aliyun-api-gateway').Client as new (
  key: string,
  secret: string,
  stage?: string,
) => { get(url: string, opts?: object): Promise<any> };

let f: McpFixture;
let token: string;
beforeAll(async () => {
  f = await startMcpFixture();
  token = await f.token();
}, 240_000);
afterAll(async () => {
  await f?.close();
});

const endpoint = () => new URL(`${f.gatewayUrl}/mcp/${f.groupId}`);
const bearer = (tok = token) => ({ requestInit: { headers: { Authorization: `Bearer ${tok}` } } });

async function v2(mode: 'legacy' | { pin: string }, tok = token) {
  const client = new Client({ name: 'vitest', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(endpoint(), bearer(tok)));
  return client;
}

describe.each([
  ['client 2.x legacy (2025-11-25)', () => v2('legacy')],
  ['client 2.x pinned 2026-07-28', () => v2({ pin: '2026-07-28' })],
  [
    'sdk 1.x',
    async () => {
      const client = new V1Client({ name: 'vitest-v1', version: '1.0.0' });
      await client.connect(new V1Transport(endpoint(), bearer()));
      return client as unknown as Client;
    },
  ],
])('%s', (_name, connect) => {
  it('lists one tool per API with the section-10 names, schemas and annotations, and calls one', async () => {
    const client = await connect();
    try {
      const { tools } = await client.listTools();
      const names = tools.map((x) => x.name).sort();
      expect(names).toEqual(['getCurrentWeather', 'getWeatherForecast']);
      const now = tools.find((x) => x.name === 'getCurrentWeather')!;
      expect(now.inputSchema).toMatchObject({
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
      });
      expect(now.annotations).toMatchObject({ readOnlyHint: true });
      expect(now.outputSchema).toMatchObject({ type: 'object' });
      const forecast = tools.find((x) => x.name === 'getWeatherForecast')!;
      expect(forecast.inputSchema.required).toEqual(['city']);

      const result = await client.callTool({ name: 'getWeatherForecast', arguments: { city: 'beijing', days: 2 } });
      expect(result.isError).toBe(false);
      const body = JSON.parse((result.content as { type: string; text: string }[])[0].text);
      expect(body.days).toHaveLength(2);
      expect(result.structuredContent).toEqual(body);
    } finally {
      await client.close();
    }
  });
});

describe('the same call through the gateway', () => {
  it("a GET tool's result equals the call signed by the aliyun-api-gateway SDK", async () => {
    const creds = await f.op(f.devTicket, 'POST', '/newopen/service/apply/secret/reset', {
      apply_id: f.applyId,
      env_type: 3,
    });
    await f.refresh();
    const signed = await new AliyunClient(creds.app_key, creds.secret).get(
      `${f.gatewayUrl}/weather/v1/now?city=shanghai`,
      {},
    );
    const client = await v2({ pin: '2026-07-28' });
    try {
      const result = await client.callTool({ name: 'getCurrentWeather', arguments: { city: 'shanghai' } });
      expect(result.structuredContent).toEqual(signed);
      expect(JSON.parse((result.content as { text: string }[])[0].text)).toEqual(signed);
    } finally {
      await client.close();
    }
  });

  it('logs the tool call with its name and the mcp channel, and rolls it up per channel', async () => {
    await f.gw.writer.flush();
    const rows = await f.t.deps.db
      .selectFrom('call_logs')
      .select(['tool_name', 'channel', 'status', 'apply_id', 'path'])
      .where('channel', '=', 'mcp')
      .where('tool_name', '=', 'getCurrentWeather')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ status: 200, apply_id: f.applyId, path: '/weather/v1/now?city=shanghai' });
    const rollups = await f.t.deps.db
      .selectFrom('call_rollups')
      .select(['channel'])
      .where('granularity', '=', 'd')
      .where('apply_id', '=', f.applyId)
      .where('group_id', '=', f.groupId)
      .execute();
    expect(new Set(rollups.map((r) => r.channel))).toEqual(new Set(['api', 'mcp']));
  });

  it('call logs and statistics filter by channel and show tool names', async () => {
    await f.gw.writer.flush();
    const mcp = await f.op(f.devTicket, 'GET', `/newopen/service/call_log/page?channel=mcp&group_id=${f.groupId}`);
    expect(mcp.list.length).toBeGreaterThan(0);
    expect(mcp.list.every((r: any) => r.channel === 'mcp' && typeof r.tool_name === 'string')).toBe(true);
    const signed = await f.op(f.devTicket, 'GET', `/newopen/service/call_log/page?channel=api&group_id=${f.groupId}`);
    expect(signed.list.length).toBeGreaterThan(0);
    expect(signed.list.every((r: any) => r.channel === 'api' && r.tool_name === null)).toBe(true);
    const byTool = await f.op(f.devTicket, 'GET', `/newopen/service/call_log/page?tool_name=getCurrentWeather`);
    expect(byTool.list.every((r: any) => r.tool_name === 'getCurrentWeather')).toBe(true);
    const day = 86_400_000;
    const range = `start_time=${new Date(f.t.clock.now().getTime() - day).toISOString()}&end_time=${new Date(f.t.clock.now().getTime() + day).toISOString()}`;
    const ranking = await f.op(f.providerTicket, 'GET', `/newopen/service/statistics/ranking?${range}&by=tool`);
    expect(ranking.list.map((r: any) => r.tool_name)).toContain('getCurrentWeather');
    const all = await f.op(
      f.providerTicket,
      'GET',
      `/newopen/service/statistics/overview?${range}&group_id=${f.groupId}`,
    );
    const viaMcp = await f.op(
      f.providerTicket,
      'GET',
      `/newopen/service/statistics/overview?${range}&group_id=${f.groupId}&channel=mcp`,
    );
    const viaApi = await f.op(
      f.providerTicket,
      'GET',
      `/newopen/service/statistics/overview?${range}&group_id=${f.groupId}&channel=api`,
    );
    expect(viaMcp.calls).toBeGreaterThan(0);
    expect(viaApi.calls).toBeGreaterThan(0);
    expect(viaMcp.calls + viaApi.calls).toBe(all.calls);
  });
});

describe('many callers at once', () => {
  it('callers sending the same request id at the same time each get their own answer, under their own id', async () => {
    f.t.clock.advance(1000);
    const cities = ['beijing', 'shanghai', 'guangzhou', 'shenzhen'];
    const ids = [1, 1, 'same', 'same'];
    const answers = await Promise.all(
      cities.map(async (city, i) => {
        const res = await fetch(endpoint(), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: ids[i],
            method: 'tools/call',
            params: { name: 'getCurrentWeather', arguments: { city } },
          }),
        });
        expect(res.status).toBe(200);
        return res.json();
      }),
    );
    answers.forEach((a, i) => {
      expect(a.id).toBe(ids[i]);
      expect(a.result?.structuredContent?.city?.pinyin, JSON.stringify(a)).toBe(cities[i]);
    });
  });
});

describe('credentials', () => {
  it('answers 401 with WWW-Authenticate without a token and with a bad one', async () => {
    const none = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    await expect(v2('legacy', 'mcp_not-a-real-token')).rejects.toThrow();
  });

  it('a revoked token answers 401', async () => {
    const issued = await f.op(f.devTicket, 'POST', '/newopen/service/apply/mcp_token/create', {
      apply_id: f.applyId,
      env_type: 3,
    });
    await f.refresh();
    const ok = await v2('legacy', issued.token);
    expect((await ok.listTools()).tools.length).toBe(2);
    await ok.close();
    await f.op(f.devTicket, 'POST', '/newopen/service/apply/mcp_token/revoke', { mcp_token_id: issued.mcp_token_id });
    await f.refresh();
    const res = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${issued.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('shows the token as used', async () => {
    const issued = await f.op(f.devTicket, 'POST', '/newopen/service/apply/mcp_token/create', {
      apply_id: f.applyId,
      env_type: 3,
    });
    await f.refresh();
    const c = await v2('legacy', issued.token);
    await c.listTools();
    await c.close();
    await f.gw.close();
    const list = await f.op(f.devTicket, 'GET', `/newopen/service/apply/mcp_token/list?apply_id=${f.applyId}`);
    expect(list.list.find((x: any) => x.mcp_token_id === issued.mcp_token_id).last_used_at).not.toBeNull();
    // the fixture closes a gateway: start it again for afterAll
    const { startGateway } = await import('../../../src/server/gateway/server.ts');
    const { loadSnapshot } = await import('../../../src/server/gateway/snapshot-loader.ts');
    f.gw = await startGateway({ deps: f.t.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
  });
});
