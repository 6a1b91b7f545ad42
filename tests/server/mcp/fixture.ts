/**
 * A real platform and gateway for the MCP tests: the seeded demo (Demo App subscribed to the weather group, which
 * serves MCP out of the box), the gateway with its real snapshot loader, and the demo upstream behind a counter,
 * so a test can tell that a refused call never reached it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoUpstreamHandler } from '../../../src/server/demo/upstream.ts';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../../src/server/gateway/snapshot-loader.ts';
import { bumpGatewayConfig } from '../../../src/server/gateway/config-version.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';

export interface McpFixture {
  t: TestApp;
  gw: RunningGateway;
  gatewayUrl: string;
  /** calls the upstream received */
  hits(): number;
  devTicket: string;
  providerTicket: string;
  applyId: number;
  groupId: number;
  /** an operation through the console API as the given user */
  op(ticket: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<any>;
  /** a new MCP token of Demo App */
  token(envType?: number): Promise<string>;
  /** a configuration change written behind the API's back (limits), then the gateway reloaded */
  reload(reason?: string): Promise<void>;
  /**
   * The gateway reloaded from what is committed now: a load the poll started before the change may be in flight,
   * and refresh() joins it, so a second one follows it.
   */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/** `gateway`: the gateway's state (Redis behind a fault proxy) and log, when a test needs its own */
export async function startMcpFixture(gateway: Pick<GatewayOptions, 'state' | 'log'> = {}): Promise<McpFixture> {
  let hits = 0;
  const demo = demoUpstreamHandler();
  const upstream: Server = createServer((req, res) => {
    hits++;
    void demo(req, res);
  });
  await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
  const port = (upstream.address() as AddressInfo).port;
  const t = await startTestApp({ DEMO_UPSTREAM_PORT: String(port) });
  const gw = await startGateway({ deps: t.deps, load: loadSnapshot, port: 0, host: '127.0.0.1', ...gateway });
  const op = async (ticket: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ticket },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const json = res.json();
    if (!json.success) throw new Error(`${method} ${url}: ${res.body}`);
    return json.data;
  };
  const devTicket = await t.login('developer');
  const providerTicket = await t.login('provider');
  const applyId = (
    await t.deps.db.selectFrom('apps').select('apply_id').where('apply_name', '=', 'Demo App').executeTakeFirstOrThrow()
  ).apply_id;
  const groupId = (
    await t.deps.db
      .selectFrom('api_groups')
      .select('group_id')
      .where('mcp_enabled', '=', true)
      .orderBy('group_id')
      .executeTakeFirstOrThrow()
  ).group_id;
  const f: McpFixture = {
    t,
    gw,
    gatewayUrl: `http://127.0.0.1:${gw.port}`,
    hits: () => hits,
    devTicket,
    providerTicket,
    applyId,
    groupId,
    op,
    async token(envType = 3) {
      const issued = await op(devTicket, 'POST', '/newopen/service/apply/mcp_token/create', {
        apply_id: applyId,
        env_type: envType,
      });
      await f.refresh();
      return issued.token as string;
    },
    async reload(reason = 'test') {
      await bumpGatewayConfig(t.deps.db, t.deps.dbKind, reason, t.deps.now());
      await f.refresh();
    },
    async refresh() {
      await f.gw.refresh();
      await f.gw.refresh();
    },
    async close() {
      await f.gw.close();
      await new Promise<void>((ok) => {
        upstream.close(() => ok());
        upstream.closeAllConnections();
      });
      await t.dispose();
    },
  };
  return f;
}

/**
 * `tools/call getCurrentWeather` POSTed to the group's endpoint signed with X-Ca headers (the signature covers
 * `Mcp-Name`) instead of a Bearer token; `mutate` may change the headers after signing (a tampered request).
 */
export function signedToolCall(
  f: McpFixture,
  creds: { app_key: string; secret: string },
  mutate?: (headers: Record<string, string>) => void,
): Promise<Response> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'getCurrentWeather', arguments: { city: 'beijing' } },
  });
  const signed = signRequest(
    {
      appKey: creds.app_key,
      method: 'POST',
      path: `/mcp/${f.groupId}`,
      body,
      timestamp: f.t.clock.now().getTime(),
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'Mcp-Name': 'getCurrentWeather',
      },
      signHeaders: ['Mcp-Name'],
    },
    creds.secret,
    nodeHmac,
  );
  const headers: Record<string, string> = { ...signed.headers, 'X-Ca-Signature': signed.signature };
  mutate?.(headers);
  return fetch(`${f.gatewayUrl}/mcp/${f.groupId}`, { method: 'POST', headers, body });
}
