/**
 * Where the official SDK's per-call time goes (issue 26, the MCP ÷ signed budget): the steps the gateway's bridge
 * (src/server/gateway/mcp/sdk-bridge.ts) took for one 2025-era `tools/call` through the web-standard transport, and
 * the exchange it now makes on ExchangeTransport (no web Request / Response, one server for every call), timed one by one in this process with
 * no HTTP, no database and a handler that answers at once — the floor the SDK puts under every MCP call, to set
 * beside the whole signed call (scripts/bench/mcp.ts). Figures only, never thresholds; run it with the bench, at
 * the same load (print `uptime` beside it).
 *
 *   node --import tsx scripts/bench/mcp-sdk.ts
 */
import {
  isLegacyRequest,
  Server,
  WebStandardStreamableHTTPServerTransport,
  type CallToolResult,
} from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import { ExchangeTransport } from '../../src/server/gateway/mcp/exchange-transport.ts';

const N = Number(process.env.BENCH_SDK_CALLS || 5000);
const jsonSchemaValidator = new AjvJsonSchemaValidator();
const headers = {
  host: '127.0.0.1:8081',
  connection: 'keep-alive',
  authorization: 'Bearer 0123456789abcdef0123456789abcdef',
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'content-length': '120',
};
const body = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'getCurrentWeather', arguments: { city: 'beijing' } },
};
// what the weather tool answers: the upstream's JSON as text and as structured content
const result: CallToolResult = {
  content: [{ type: 'text', text: '{"city":"beijing","weather":"sunny","temperature":12,"humidity":40}' }],
  structuredContent: { city: 'beijing', weather: 'sunny', temperature: 12, humidity: 40 },
  isError: false,
};
const authInfo = { token: '', clientId: '1', scopes: [] };
const factory = () => {
  const server = new Server({ name: 'bench', version: '1' }, { capabilities: { tools: {} }, jsonSchemaValidator });
  server.setRequestHandler('tools/list', (async () => ({ tools: [] })) as never);
  server.setRequestHandler('tools/call', (async () => result) as never);
  return server;
};
const request = () => new Request('http://gateway/mcp/1', { method: 'POST', headers });
const connected = async () => {
  const server = factory();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  return transport;
};

/** µs per run of `step`, after a warm-up; `prepare` (untimed) makes what each run consumes */
async function time<T>(prepare: () => Promise<T> | T, step: (x: T) => unknown): Promise<number> {
  for (let i = 0; i < 500; i++) await step(await prepare());
  const inputs: T[] = [];
  for (let i = 0; i < N; i++) inputs.push(await prepare());
  const t0 = performance.now();
  for (const x of inputs) await step(x);
  return ((performance.now() - t0) / N) * 1000;
}

const rows: [string, number][] = [];
rows.push(['web Request (headers only)', await time(() => 0, request)]);
rows.push(['isLegacyRequest (era routing)', await time(request, (r) => isLegacyRequest(r, body))]);
rows.push(['server + handlers + transport + connect', await time(() => 0, connected)]);
rows.push([
  'handleRequest: JSON-RPC, zod checks, handler, Response',
  await time(
    async () => ({ t: await connected(), r: request() }),
    ({ t, r }) => t.handleRequest(r, { parsedBody: body, authInfo }),
  ),
]);
rows.push([
  'reading the Response body',
  await time(
    async () => (await connected()).handleRequest(request(), { parsedBody: body, authInfo }),
    (res) => res.arrayBuffer(),
  ),
]);
rows.push([
  'the whole exchange, web-standard transport (bridge before)',
  await time(
    () => 0,
    async () => {
      const r = request();
      await isLegacyRequest(r, body);
      const res = await (await connected()).handleRequest(r, { parsedBody: body, authInfo });
      await res.arrayBuffer();
    },
  ),
]);
rows.push([
  'the exchange on ExchangeTransport, a server per call (the bridge until 2026-12-06)',
  await time(
    () => 0,
    async () => {
      const t = new ExchangeTransport();
      await factory().connect(t);
      JSON.stringify(await t.deliver(body as never, authInfo));
    },
  ),
]);
const shared = new ExchangeTransport();
await factory().connect(shared);
rows.push([
  'the exchange on ExchangeTransport, one server for all calls (the bridge now)',
  await time(
    () => 0,
    async () => JSON.stringify(await shared.deliver(body as never, authInfo)),
  ),
]);
// tools/list of a 500-tool group, as the bench's generated group lists it: the SDK serialises the cached list per call
const tools = Array.from({ length: 500 }, (_, i) => ({
  name: `benchOperation${i}`,
  title: `Operation ${i}`,
  description: `Reads item {id} of collection ${i}`,
  inputSchema: {
    type: 'object',
    properties: { id: { type: 'string' }, limit: { type: 'integer' } },
    required: ['id'],
  },
  outputSchema: { type: 'object', properties: { id: { type: 'string' }, n: { type: 'integer' } } },
  annotations: { title: `Operation ${i}`, readOnlyHint: true, idempotentHint: true, openWorldHint: true },
}));
const listBody = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
const listTimes: number[] = [];
for (let i = 0; i < 320; i++) {
  const t0 = performance.now();
  const server = new Server({ name: 'bench', version: '1' }, { capabilities: { tools: {} }, jsonSchemaValidator });
  server.setRequestHandler('tools/list', (async () => ({ tools })) as never);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  const r = request();
  await isLegacyRequest(r, listBody);
  await (await transport.handleRequest(r, { parsedBody: listBody, authInfo })).arrayBuffer();
  if (i >= 20) listTimes.push(performance.now() - t0);
}
listTimes.sort((a, b) => a - b);
const t1 = performance.now();
for (let i = 0; i < 300; i++) JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools } });
const stringifyMs = (performance.now() - t1) / 300;

console.log(`SDK per-call steps (${N} calls each, @modelcontextprotocol/server, Node ${process.versions.node})`);
for (const [name, us] of rows) console.log(`  ${name.padEnd(56)} ${us.toFixed(0).padStart(5)} µs`);
console.log(
  `  tools/list of 500 tools, whole exchange: p50 ${listTimes[150].toFixed(1)} ms, p95 ${listTimes[285].toFixed(1)} ms` +
    ` (JSON.stringify of the list alone ${stringifyMs.toFixed(1)} ms)`,
);
