/**
 * The agent journey in one test (issue 27): an MCP client (official SDK 2.4, its OAuth provider: 401 → metadata →
 * DCR → code + PKCE → consent) acting for the demo developer creates an application, applies for access, the
 * provider and a platform admin approve the work order in the console, the agent takes the credentials, and a
 * call signed by the aliyun-api-gateway SDK through the real gateway answers 200 and shows in the developer's call
 * log. Another user's agent gets 404 for that application. Refusals: no token, missing scope, revoked, expired.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers.ts';
import { startDemoUpstream, type DemoUpstream } from '../../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../../src/server/gateway/server.ts';
import { buildSnapshot } from '../../../src/server/gateway/snapshot-build.ts';
import { currentGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { loadPublishedRoutes } from '../../../src/server/catalog/gateway-feed.ts';
import { loadActiveSubscriptions, loadGatewayApps } from '../../../src/server/apps/gateway-feed.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';
import { callTool, connectAgent, TestOAuthProvider } from './agent.ts';

const require = createRequire(import.meta.url);
const { Client: AliyunClient } = require('aliyun-api-gateway') as {
  Client: new (key: string, secret: string) => { get(url: string, opts?: object): Promise<unknown> };
};

let t: TestApp;
let upstream: DemoUpstream;
let gateway: RunningGateway;
let gatewayPort: number;
let origin: string;
const key = Buffer.from(TEST_SECRET_KEY, 'hex');

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  gatewayPort = await freePort();
  t = await startTestApp({ DEMO_UPSTREAM_PORT: String(upstream.port), GATEWAY_PORT: String(gatewayPort) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  gateway = await startGateway({
    deps: t.deps,
    port: gatewayPort,
    host: '127.0.0.1',
    load: async (deps, guard) => {
      const now = deps.now();
      return buildSnapshot(
        {
          version: (await currentGatewayConfig(deps.db)).version,
          routes: await loadPublishedRoutes(deps.db),
          apps: await loadGatewayApps(deps.db, key, now),
          subscriptions: await loadActiveSubscriptions(deps.db, now),
        },
        guard,
        now.getTime(),
      );
    },
  });
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await t?.dispose();
});

async function decide(ticket: string, workOrderId: number) {
  const as = caller(t, ticket);
  const tasks = await as.get('/workorder/workorder/task/upcoming/page?page_size=100');
  const task = tasks.body.data.list.find((x: any) => x.work_order_id === workOrderId);
  expect(task, `no open task of work order ${workOrderId}`).toBeDefined();
  const r = await as.post('/workorder/workorder/handle', { task_id: task.task_id, action: 'approve', comment: '同意' });
  expect(r.status, r.raw).toBe(200);
}

const mcpPost = (token: string | undefined, body: object) =>
  fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
const toolsCall = (name: string, args: object) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('the store as an MCP server', () => {
  it('answers 401 with resource_metadata, and serves RFC 9728 metadata naming the authorization server', async () => {
    const r = await mcpPost(undefined, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toMatch(
      new RegExp(`^Bearer .*resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`),
    );
    const meta = (await (await fetch(`${origin}/.well-known/oauth-protected-resource/mcp`)).json()) as Record<
      string,
      any
    >;
    expect(meta).toMatchObject({ resource: `${origin}/mcp`, authorization_servers: [origin] });
    expect(meta.scopes_supported).toEqual(['store:read', 'apps:manage', 'access:apply', 'usage:read']);
  });

  it('lists the tools in both protocol eras after DCR + PKCE + consent', async () => {
    const ticket = await t.login('developer');
    const provider = new TestOAuthProvider(origin, ticket, 'Era agent');
    const legacy = await connectAgent(origin, provider);
    const names = (await legacy.listTools()).tools.map((x) => x.name).sort();
    expect(names).toEqual([
      'apply_for_access',
      'create_application',
      'get_api_docs',
      'get_application_status',
      'get_credentials',
      'get_usage',
      'list_my_applications',
      'search_catalog',
    ]);
    expect(provider.info.client_id).toBeTruthy(); // registered by DCR
    expect(provider.callback!.searchParams.get('iss')).toBe(origin);
    await legacy.close();
    const modern = await connectAgent(origin, provider, { pin: '2026-07-28' });
    expect((await modern.listTools()).tools.map((x) => x.name).sort()).toEqual(names);
    await modern.close();
  });
});

describe('the agent journey', () => {
  it('takes a new application from nothing to a signed 200 through the gateway, with people approving the work order', async () => {
    const devTicket = await t.login('developer');
    const agent = await connectAgent(origin, new TestOAuthProvider(origin, devTicket, 'Journey agent'));
    const found = await callTool(agent, 'search_catalog', { query: '天气' });
    const weather = found.list.find((g: any) => g.group_name === '天气查询');
    expect(weather).toBeDefined();
    const docs = await callTool(agent, 'get_api_docs', { group_id: weather.group_id });
    expect(docs.openapi.paths['/weather/v1/now']).toBeDefined();
    expect(docs.openapi.servers).toEqual([{ url: `http://127.0.0.1:${gatewayPort}` }]);

    const created = await callTool(agent, 'create_application', { apply_name: 'Agent journey app' });
    const prod = created.credentials.find((c: any) => c.env_type === 3);
    expect(prod.secret).toBeTruthy();
    const applied = await callTool(agent, 'apply_for_access', {
      apply_id: created.apply_id,
      group_id: weather.group_id,
      env_type: 3,
      reason: 'agent onboarding',
    });
    expect(applied.work_order_id).toBeGreaterThan(0);
    const pending = await callTool(agent, 'get_application_status', {
      r_apply_groups_record_id: applied.r_apply_groups_record_id,
    });
    expect(pending.application.state).toBe('pending');
    expect(pending.work_order).toBeTruthy();

    // two people approve in the console: the group's provider, then a platform admin
    await decide(await t.login('provider'), applied.work_order_id);
    await decide(await t.login('admin'), applied.work_order_id);
    const done = await callTool(agent, 'get_application_status', {
      r_apply_groups_record_id: applied.r_apply_groups_record_id,
    });
    expect(done.application.state).toBe('active');

    const creds = await callTool(agent, 'get_credentials', { apply_id: created.apply_id });
    const appKey = creds.credentials.find((c: any) => c.env_type === 3).app_key;
    expect(appKey).toBe(prod.app_key);
    expect(JSON.stringify(creds)).not.toContain(prod.secret); // the secret is not answered again
    expect(creds.mcp_token).toBeNull(); // a token only when asked for
    // an MCP token for the approved group's endpoint, issued by the console's own appMcpTokenCreate (shown once)
    const withToken = await callTool(agent, 'get_credentials', { apply_id: created.apply_id, mcp_token_env: 3 });
    expect(withToken.mcp_token.token).toMatch(/^mcp_/);
    expect(withToken.mcp_token.endpoints.map((e: any) => e.group_id)).toContain(weather.group_id);

    await gateway.refresh();
    const sdk = new AliyunClient(appKey, prod.secret);
    const answer = (await sdk.get(`http://127.0.0.1:${gatewayPort}/weather/v1/now`, {
      query: { city: 'beijing' },
      headers: { accept: 'application/json' },
    })) as Record<string, unknown>;
    expect(answer).toBeTruthy();
    // the call is in the developer's call log (the gateway writes in batches)
    const dev = caller(t, devTicket);
    let logged: any[] = [];
    for (let i = 0; i < 40 && !logged.length; i++) {
      await new Promise((r) => setTimeout(r, 250));
      logged = (await dev.get(`/newopen/service/call_log/page?apply_id=${created.apply_id}`)).body.data?.list ?? [];
    }
    expect(logged[0]).toMatchObject({ status: 200 });

    // the audit trail shows the agent's changes as "by agent <client> for <user>"
    const audited = await t.deps.db
      .selectFrom('audit_log')
      .select(['via_agent', 'object_type'])
      .where('via_agent', 'is not', null)
      .execute();
    expect(audited.some((a) => a.via_agent === 'by agent Journey agent for developer')).toBe(true);

    // another user's agent: 404 for this application, nothing changed
    const otherTicket = (await addDeveloper(t, 'agent_other_dev')).ticket;
    const other = await connectAgent(origin, new TestOAuthProvider(origin, otherTicket, 'Other agent'));
    await expect(callTool(other, 'get_credentials', { apply_id: created.apply_id })).rejects.toThrow(
      /NOT_FOUND \(404\)/,
    );
    await expect(
      callTool(other, 'get_application_status', { r_apply_groups_record_id: applied.r_apply_groups_record_id }),
    ).rejects.toThrow(/NOT_FOUND \(404\)/);
    await expect(
      callTool(other, 'apply_for_access', { apply_id: created.apply_id, group_id: weather.group_id, env_type: 1 }),
    ).rejects.toThrow(/404/);
  });
});

describe('refusals', () => {
  it('refuses a token without the scope (403 insufficient_scope), then revoked and expired tokens (401 invalid_token)', async () => {
    const ticket = await t.login('developer');
    const provider = new TestOAuthProvider(origin, ticket, 'Reader agent', 'store:read');
    const reader = await connectAgent(origin, provider);
    expect((await callTool(reader, 'search_catalog', {})).total).toBeGreaterThan(0);
    const token = provider.saved.access_token as string;
    const r = await mcpPost(token, toolsCall('create_application', { apply_name: 'not allowed' }));
    expect(r.status).toBe(403);
    expect(r.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/);
    expect(
      await t.deps.db.selectFrom('apps').select('apply_id').where('apply_name', '=', 'not allowed').executeTakeFirst(),
    ).toBeUndefined();

    // revoked (RFC 7009) → 401 invalid_token
    const revoke = await fetch(`${origin}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: provider.info.client_id }),
    });
    expect(revoke.status).toBe(200);
    const after = await mcpPost(token, toolsCall('search_catalog', {}));
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);

    // expired: a fresh token, then eleven minutes later
    const fresh = new TestOAuthProvider(origin, ticket, 'Clock agent', 'store:read');
    await connectAgent(origin, fresh);
    const freshToken = fresh.saved.access_token as string;
    expect((await mcpPost(freshToken, toolsCall('search_catalog', {}))).status).toBe(200);
    t.clock.advance(11 * 60_000);
    const expired = await mcpPost(freshToken, toolsCall('search_catalog', {}));
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
  });
});
