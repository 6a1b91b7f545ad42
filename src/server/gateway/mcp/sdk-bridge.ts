/**
 * Hands one authenticated request from node:http to the official SDK and writes its answer back, spending as little
 * as the SDK allows per call (issue 26's budget: MCP ≥ 0.8 × the same signed call):
 * - a plain 2025-era request (one JSON-RPC request, not initialize, no 2026 envelope claim, the headers the SDK's
 *   transport would accept) is served on the SDK's protocol layer through ExchangeTransport, with no web Request or
 *   Response in between (see exchangeable()), by one server connected to it for good;
 * - the 2026-07-28 era goes to createMcpHandler (modern only, JSON answers);
 * - the 2025-11-25 era is routed with the SDK's own isLegacyRequest predicate (the pattern its docs give) to a
 *   stateless WebStandardStreamableHTTPServerTransport with JSON answers: the entry's built-in fallback always
 *   answers over SSE, whose stream plumbing cost more than the rest of a tool call;
 * - the body is parsed once and handed over as parsedBody, so the web Request carries headers only;
 * - a JSON answer is written in one piece instead of streamed chunk by chunk.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createMcpHandler,
  isJSONRPCRequest,
  isJsonContentType,
  isLegacyRequest,
  PROTOCOL_VERSION_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type JSONRPCRequest,
  type Server,
} from '@modelcontextprotocol/server';
import { ExchangeTransport } from './exchange-transport.ts';

type Factory = () => Server;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);

/**
 * Whether this POST is a request the SDK routes to its 2025-era stateless serving (isLegacyRequest's rule: no
 * per-request `_meta` envelope claim, no 2026 MCP-Protocol-Version header) and that its web-standard transport would
 * accept as it is: Accept naming both JSON and SSE, a JSON Content-Type, a supported MCP-Protocol-Version (or none),
 * a single JSON-RPC request (the SDK's own isJSONRPCRequest), not the initialize handshake. Decided from the headers
 * and the parsed body once, cheapest checks first; anything else takes the SDK's full path, which answers it
 * (406, 415, 400, batches, notifications, initialize, the 2026 era) exactly as before.
 */
function exchangeable(req: IncomingMessage, body: unknown): body is JSONRPCRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('method' in body) || !('id' in body)) return false;
  const { method } = body;
  if (typeof method !== 'string' || method === 'initialize') return false;
  const params = 'params' in body ? body.params : undefined;
  const version = one(req.headers['mcp-protocol-version']);
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return false;
  const meta = params && typeof params === 'object' && '_meta' in params ? params._meta : undefined;
  if (meta && typeof meta === 'object' && PROTOCOL_VERSION_META_KEY in meta) return false;
  const accept = one(req.headers.accept);
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false;
  if (!isJsonContentType(one(req.headers['content-type']) ?? null)) return false;
  return isJSONRPCRequest(body);
}

const METHOD_NOT_ALLOWED = JSON.stringify({
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed.' },
  id: null,
});

export function sdkBridge(factory: Factory, maxRequestBodySize: number) {
  const modern = createMcpHandler(() => factory(), {
    legacy: 'reject',
    responseMode: 'json',
    keepAliveMs: 0,
    maxRequestBodySize,
  });

  /** 2025-era stateless serving: a fresh server and transport per POST, as the SDK's own fallback does. */
  async function legacy(request: Request, authInfo: AuthInfo, parsedBody: unknown): Promise<Response> {
    // stateless: no session to GET (a stream) or DELETE, as in the SDK's fallback
    if (request.method !== 'POST')
      return new Response(METHOD_NOT_ALLOWED, {
        status: 405,
        headers: { 'content-type': 'application/json', allow: 'POST' },
      });
    const server = factory();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    // A JSON answer comes back once the exchange is over: nothing is left open on this stateless pair, and closing
    // it would only build a "connection closed" error (with its stack trace) for nobody; both are dropped to the GC.
    // A failure to answer still tears them down.
    try {
      return await transport.handleRequest(request, {
        authInfo,
        ...(parsedBody !== undefined ? { parsedBody } : {}),
      });
    } catch (err) {
      void transport.close().catch(() => {});
      throw err;
    }
  }

  // one server for every exchangeable request: the transport gives each request an id of its own (see its comment)
  const shared = new ExchangeTransport();
  let ready: Promise<void> | true = factory()
    .connect(shared)
    .then(() => {
      ready = true;
    });

  /** One 2025-era request, answered with the JSON the SDK's transport would write (status 200). */
  async function exchange(res: ServerResponse, request: JSONRPCRequest, authInfo: AuthInfo): Promise<void> {
    if (ready !== true) await ready;
    const answer = JSON.stringify(await shared.deliver(request, authInfo));
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(answer)),
    });
    res.end(answer);
  }

  return async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    body: Buffer | undefined,
    authInfo: AuthInfo,
  ): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let parsedBody: unknown;
    if (body && body.length) {
      try {
        parsedBody = JSON.parse(body.toString('utf8'));
      } catch {
        /* the SDK answers a parse error from the raw body */
      }
    }
    if (method === 'POST' && exchangeable(req, parsedBody)) return exchange(res, parsedBody, authInfo);
    const headers: Record<string, string> = {};
    for (const name in req.headers) {
      const v = req.headers[name];
      if (v !== undefined) headers[name] = Array.isArray(v) ? v.join(', ') : v;
    }
    // with the body parsed, the SDK never reads it again: the Request carries the headers alone
    const withBody = method === 'POST' && parsedBody === undefined && body !== undefined;
    if (!withBody) delete headers['content-length'];
    const request = new Request(`http://gateway${url}`, {
      method,
      headers,
      ...(withBody ? { body: body as unknown as BodyInit } : {}),
    });
    const response =
      method === 'POST' && parsedBody !== undefined && !(await isLegacyRequest(request, parsedBody))
        ? await modern.fetch(request, { authInfo, parsedBody })
        : await legacy(request, authInfo, parsedBody);
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      out[k] = v;
    });
    if (!response.body) {
      res.writeHead(response.status, out);
      return void res.end();
    }
    if (!/text\/event-stream/i.test(out['content-type'] ?? '')) {
      const whole = Buffer.from(await response.arrayBuffer());
      out['content-length'] = String(whole.length);
      res.writeHead(response.status, out);
      return void res.end(whole);
    }
    res.writeHead(response.status, out);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    res.end();
  };
}
