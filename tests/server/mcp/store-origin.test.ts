/**
 * The store's /mcp against DNS rebinding (MCP transport rules, as the gateway's /mcp/{group} does): a request whose
 * Origin is a foreign site is 403 MCP_ORIGIN_REFUSED (zh/en envelope) before the token is even looked at, and with
 * a valid token too; loopback origins, the host of OAUTH_ISSUER, and no Origin at all (agents) go on to the bearer
 * gate and the tools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { connectAgent, TestOAuthProvider } from './agent.ts';

let t: TestApp;
let issuerApp: TestApp;
let origin: string;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const provider = new TestOAuthProvider(origin, await t.login('developer'), 'Origin agent');
  const client = await connectAgent(origin, provider);
  await client.close();
  token = provider.saved.access_token as string;
  issuerApp = await startTestApp({ OAUTH_ISSUER: 'https://open.example.com' });
}, 240_000);
afterAll(async () => {
  await t?.dispose();
  await issuerApp?.dispose();
});

const toolsList = (headers: Record<string, string>) =>
  fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

describe("the store's /mcp and the Origin header", () => {
  it('refuses a foreign Origin with 403 MCP_ORIGIN_REFUSED in zh and en, with or without a token', async () => {
    const zh = await toolsList({ origin: 'https://evil.example', authorization: `Bearer ${token}` });
    expect(zh.status).toBe(403);
    expect(await zh.json()).toEqual({
      success: false,
      code: 'MCP_ORIGIN_REFUSED',
      message: '不接受来自该网页来源（Origin）的 MCP 请求',
      data: null,
    });
    const en = await toolsList({ origin: 'http://attacker.test:8080', 'accept-language': 'en-US' });
    expect(en.status).toBe(403);
    expect(await en.json()).toMatchObject({
      code: 'MCP_ORIGIN_REFUSED',
      message: 'MCP requests from this web page origin are not accepted',
    });
  });

  it('serves a loopback Origin and a request without Origin', async () => {
    const loopback = await toolsList({ origin: 'http://localhost:5173', authorization: `Bearer ${token}` });
    expect(loopback.status).toBe(200);
    // answered as one SSE event: its data line is the JSON-RPC result
    const data = /^data: (.*)$/m.exec(await loopback.text())![1];
    const names = (JSON.parse(data) as { result: { tools: { name: string }[] } }).result.tools.map((x) => x.name);
    expect(names).toContain('search_catalog');
    expect((await toolsList({ authorization: `Bearer ${token}` })).status).toBe(200);
    // no token: past the Origin check to the bearer gate
    const anonymous = await toolsList({ origin: 'http://127.0.0.1:3000' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer .*resource_metadata=/);
  });

  it('allows the host of OAUTH_ISSUER and still refuses others there', async () => {
    const post = (o: string) =>
      issuerApp.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          origin: o,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      });
    expect((await post('https://open.example.com')).statusCode).toBe(401);
    const refused = await post('https://open.example.com.evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MCP_ORIGIN_REFUSED');
  });
});
