/**
 * `/mcp/{group_id}` on the gateway (DESIGN.md section 10): each published group with MCP on is an MCP server over
 * Streamable HTTP, both eras (2025-11-25 with its initialize handshake, 2026-07-28 stateless with server/discover)
 * served by the official SDK's createMcpHandler from one per-request factory; the JSON-RPC is the SDK's.
 *
 * Here: who calls (a Bearer MCP token of one application and environment, or the application's X-Ca signature
 * over the POST, which covers Mcp-Name when the client lists it; 401 with WWW-Authenticate otherwise), which tools
 * that application sees (its approved, enabled, unexpired subscription in that environment, data authority), and
 * each tools/call through the gateway's own pipeline (pipeline.ts: subscription, whitelists, QPS, quota, package,
 * call log with the tool's name and channel 'mcp', rollups, billing) before the upstream is called.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import {
  localhostAllowedOrigins,
  ProtocolError,
  Server,
  validateOriginHeader,
  type AuthInfo,
  type CallToolResult,
} from '@modelcontextprotocol/server';
import { envTypeOfStage } from '../../../shared/signature/headers.ts';
import { DEFAULT_WINDOW_MS, readSignatureClaims, verifyReadRequest } from '../../../shared/signature/verify.ts';
import { GATEWAY_ERRORS, GatewayRefusal, asciiHeader, languageOf, refuse, type GatewayErrorCode } from '../errors.ts';
import { NodeHeaders, readBody, signatureRefusal } from '../handler.ts';
import type { HandlerDeps, Pipeline, Trace } from '../pipeline.ts';
import { nodeHmac, nodeMd5Base64 } from '../signature-crypto.ts';
import { subscriptionKey, type GatewayApp, type GatewaySnapshot, type McpGroup } from '../snapshot.ts';
import { mcpMessages } from '../../mcp/messages.ts';
import { sdkBridge } from './sdk-bridge.ts';
import { BadArguments, message, tokenHash, upstreamRequest, type Lang } from './tool-request.ts';
import type { McpToolDefinition } from './tools.ts';

export const MCP_PATH = /^\/mcp\/(\d{1,9})\/?$/;

export interface McpEndpointDeps extends HandlerDeps {
  /** a token was used (its last-used time is written in batches) */
  touchToken?(mcpTokenId: number, at: number): void;
  /** host names a browser page calling /mcp may come from (its Origin); a request without Origin is no page's */
  allowedOrigins?: readonly string[];
}

/**
 * The MCP transport rules say a server must check Origin against DNS rebinding: a page on another site that got
 * its name pointed at the gateway sends that site as its Origin (and as Host), so only the gateway's own names are
 * accepted: loopback and GATEWAY_PUBLIC_URL's host. Agents (not browsers) send no Origin and are not affected.
 */
export function mcpAllowedOrigins(gatewayPublicUrl: string | undefined): string[] {
  const names = [...localhostAllowedOrigins()];
  if (gatewayPublicUrl) names.push(new URL(gatewayPublicUrl).hostname);
  return names;
}

/** Who is calling, decided before the SDK sees the request; handed to the factory through authInfo.extra. */
interface McpCall {
  snap: GatewaySnapshot;
  group: McpGroup;
  app: GatewayApp;
  env: number;
  clientIp: string;
  lang: 'zh' | 'en';
  headers: IncomingMessage['headers'];
}

const SERVER_INFO = { name: 'open-api-platform-gateway', version: '1.0.0' };
/** JSON-RPC error code of a call the gateway refused (quota, QPS, whitelist...); data.code is the gateway's stable code */
export const GATEWAY_REFUSED = -32000;

export function createMcpEndpoint(deps: McpEndpointDeps, pipeline: Pipeline) {
  // one validator for every per-request server: what it compiles is kept, not rebuilt per call
  const jsonSchemaValidator = new AjvJsonSchemaValidator();
  const callOf = (authInfo: AuthInfo | undefined) => authInfo?.extra?.call as McpCall;
  const listTools = async (_req: unknown, ctx: { http?: { authInfo?: AuthInfo } }) => ({
    tools: visible(callOf(ctx.http?.authInfo)) as never,
  });
  const callToolHandler = async (
    request: { params: { name: string; arguments?: Record<string, unknown> } },
    ctx: { http?: { authInfo?: AuthInfo } },
  ) => callTool(callOf(ctx.http?.authInfo), request.params.name, request.params.arguments ?? {});
  const serve = sdkBridge(
    () => {
      // the SDK wants a fresh server per exchange; its handlers are shared and read the caller from authInfo
      const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, jsonSchemaValidator });
      server.setRequestHandler('tools/list', listTools as never);
      server.setRequestHandler('tools/call', callToolHandler as never);
      return server;
    },
    4 * 1024 * 1024,
  );

  /**
   * The tools this application may call in this environment, in the caller's language: a route there, and its
   * subscription covering the API. Kept per subscription object and language: a snapshot reload makes new
   * subscription objects, so a change (approval, revocation, an API left out) is seen with the next snapshot.
   */
  const listed = new WeakMap<object, Partial<Record<Lang, McpToolDefinition[]>>>();
  function visible(call: McpCall): McpToolDefinition[] {
    const sub = call.snap.subscriptions.get(subscriptionKey(call.app.apply_id, call.group.group_id, call.env));
    const now = deps.now();
    if (
      !sub ||
      !sub.enabled ||
      (sub.starts_at !== null && now < sub.starts_at) ||
      (sub.ends_at !== null && now >= sub.ends_at)
    )
      return [];
    let byLang = listed.get(sub);
    if (!byLang) listed.set(sub, (byLang = {}));
    return (byLang[call.lang] ??= call.group.tools
      .filter((t) => call.snap.mcp.routes.has(`${t.api_id}|${call.env}`) && (!sub.apis || sub.apis.has(t.api_id)))
      .map((t) => (call.lang === 'en' ? t.toolEn : t.tool)));
  }

  /** A refused call is logged and answered with the gateway's code (hot path: a function of the endpoint, not a closure per call). */
  function refused(call: McpCall, trace: Trace, name: string, r: GatewayRefusal): ProtocolError {
    const status = GATEWAY_ERRORS[r.code].status;
    pipeline.record(trace, status, r.code, 0);
    // a tool the application is not approved for is as unknown to it as one that does not exist
    const hidden =
      r.code === 'NOT_SUBSCRIBED' ||
      r.code === 'API_NOT_GRANTED' ||
      r.code === 'SUBSCRIPTION_DISABLED' ||
      r.code === 'SUBSCRIPTION_EXPIRED';
    return new ProtocolError(
      hidden ? -32602 : GATEWAY_REFUSED,
      hidden ? message(call.lang, 'MCP_TOOL_UNKNOWN', { name }) : GATEWAY_ERRORS[r.code][call.lang],
      { code: r.code, status, request_id: trace.request_id },
    );
  }

  async function callTool(call: McpCall, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const tool = call.group.byName.get(name);
    const route = tool && call.snap.mcp.routes.get(`${tool.api_id}|${call.env}`);
    const trace: Trace = {
      request_id: randomUUID(),
      started: deps.now(),
      env_type: call.env,
      client_ip: call.clientIp,
      method: 'POST',
      path: `/mcp/${call.group.group_id}`,
      bytes_in: 0,
      upstream_latency_ms: null,
      channel: 'mcp',
      tool_name: name.slice(0, 64),
      app: call.app,
    };
    // a tool the group does not offer in this environment is unknown, as for any MCP server: nothing to log against
    if (!tool || !route)
      throw new ProtocolError(-32602, message(call.lang, 'MCP_TOOL_UNKNOWN', { name }), { code: 'MCP_TOOL_UNKNOWN' });
    trace.route = route;
    let out;
    try {
      out = upstreamRequest(tool, route, args, call.lang);
      trace.method = route.backendMethod ?? out.method;
      trace.path = out.path.slice(0, 512);
      trace.bytes_in = out.body?.length ?? 0;
      await pipeline.admit({
        snap: call.snap,
        app: call.app,
        route,
        env: call.env,
        clientIp: call.clientIp,
        now: deps.now(),
        toolQps: tool.qps,
      });
    } catch (err) {
      // arguments that do not fit the tool are a tool execution error the model can read and correct, not a
      // protocol error (MCP 2025-11-25, SEP-1303); nothing was admitted, so nothing is logged or counted
      if (err instanceof BadArguments) return { content: [{ type: 'text', text: err.message }], isError: true };
      if (err instanceof ProtocolError) throw err;
      throw refused(call, trace, name, err instanceof GatewayRefusal ? err : refuse('UPSTREAM_ERROR', String(err)));
    }
    const answer = await deps.proxy.exchange({
      route,
      params: out.params,
      method: out.method,
      rawQuery: out.rawQuery,
      headers: out.headers,
      body: out.body,
      requestId: trace.request_id,
      clientIp: call.clientIp,
    });
    trace.upstream_latency_ms = answer.upstreamLatencyMs;
    if (answer.refusal) throw refused(call, trace, name, answer.refusal);
    pipeline.record(trace, answer.status, null, answer.body.length);
    const text = answer.body.toString('utf8');
    let structured: Record<string, unknown> | undefined;
    if (answer.contentType && /[/+]json\b/i.test(answer.contentType)) {
      try {
        const v = JSON.parse(text);
        if (v && typeof v === 'object' && !Array.isArray(v)) structured = v;
      } catch {
        /* not JSON after all: the text alone */
      }
    }
    return {
      content: [{ type: 'text', text }],
      ...(structured ? { structuredContent: structured } : {}),
      isError: answer.status >= 400,
    };
  }

  /** Writes a refusal before the SDK: 401 carries WWW-Authenticate (RFC 6750), every refusal the gateway's code and message. */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    code: string,
    text: { zh: string; en: string },
    detail?: string,
  ) {
    const lang = languageOf(req.headers);
    const body = JSON.stringify({ success: false, code, message: text[lang], data: null });
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'x-ca-error-code': code,
      'x-ca-error-message': asciiHeader(detail ? `${text.en}: ${detail}` : text.en),
    };
    if (status === 401) {
      headers['www-authenticate'] = req.headers.authorization
        ? `Bearer realm="mcp", error="invalid_token", error_description="${asciiHeader(text.en).replace(/"/g, "'")}"`
        : 'Bearer realm="mcp"';
    }
    res.writeHead(status, headers);
    res.end(body);
    if (!req.complete) req.resume();
  }

  const unauthorized = { zh: mcpMessages.zh.MCP_UNAUTHORIZED, en: mcpMessages.en.MCP_UNAUTHORIZED };

  return async function handleMcp(req: IncomingMessage, res: ServerResponse, groupId: number): Promise<void> {
    const snap = deps.snapshot();
    if (!snap) return answer(req, res, 503, 'GATEWAY_NOT_READY', GATEWAY_ERRORS.GATEWAY_NOT_READY);
    const origin = req.headers.origin;
    if (origin !== undefined && deps.allowedOrigins && !validateOriginHeader(origin, [...deps.allowedOrigins]).ok)
      return answer(req, res, 403, 'MCP_ORIGIN_REFUSED', {
        zh: mcpMessages.zh.MCP_ORIGIN_REFUSED,
        en: mcpMessages.en.MCP_ORIGIN_REFUSED,
      });
    const clientIp = deps.clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    const method = (req.method ?? 'GET').toUpperCase();
    let body: Buffer | undefined;
    if (method === 'POST') {
      try {
        body = await readBody(req);
      } catch (err) {
        const r = err instanceof GatewayRefusal ? err : refuse('PAYLOAD_TOO_LARGE');
        return answer(req, res, GATEWAY_ERRORS[r.code].status, r.code, GATEWAY_ERRORS[r.code]);
      }
    }
    const url = req.url ?? '/';
    const q = url.indexOf('?');

    // who is calling: a Bearer token, or the application's X-Ca signature
    let app: GatewayApp | undefined;
    let env: number;
    const auth = req.headers.authorization;
    if (auth !== undefined) {
      const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
      const token = m ? snap.mcp.tokens.get(tokenHash(m[1])) : undefined;
      const now = deps.now();
      app = token && token.expires_at > now ? snap.mcp.apps.get(`${token.apply_id}|${token.env_type}`) : undefined;
      // a token dies with its application switched off
      if (!token || !app || !app.enabled)
        return answer(
          req,
          res,
          401,
          'MCP_UNAUTHORIZED',
          unauthorized,
          token && app ? 'application disabled' : 'unknown, revoked or expired token',
        );
      env = token.env_type;
      deps.touchToken?.(token.mcp_token_id, now);
    } else if (req.headers['x-ca-key'] !== undefined) {
      const stage = req.headers['x-ca-stage'];
      const stageEnv = envTypeOfStage(Array.isArray(stage) ? stage[0] : stage);
      if (stageEnv === undefined) return answer(req, res, 400, 'BAD_STAGE', GATEWAY_ERRORS.BAD_STAGE);
      env = stageEnv;
      const folded = new NodeHeaders(req.headers);
      const read = readSignatureClaims(folded);
      const fail = (code: GatewayErrorCode, detail?: string) =>
        answer(req, res, 401, code, GATEWAY_ERRORS[code], detail);
      if (!read.ok) {
        const r = signatureRefusal(read.failure);
        return fail(r.code, r.detail);
      }
      app = snap.apps.get(read.claims.appKey);
      if (!app || app.env_type !== env) return fail('APP_KEY_UNKNOWN');
      if (!app.enabled) return fail('APP_DISABLED');
      const now = deps.now();
      const verified = verifyReadRequest(
        {
          method,
          path: q < 0 ? url : url.slice(0, q),
          query: q < 0 ? '' : url.slice(q + 1),
          headers: req.headers as Record<string, string>,
          body,
        },
        folded,
        read.claims,
        app.secrets,
        nodeHmac,
        { now, windowMs: DEFAULT_WINDOW_MS, md5Base64: nodeMd5Base64 },
      );
      if (!verified.ok) {
        const r = signatureRefusal(verified.failure);
        return fail(r.code, r.detail);
      }
      let fresh;
      try {
        const claimed = deps.state.claimNonce(read.claims.appKey, read.claims.nonce, 2 * DEFAULT_WINDOW_MS, now);
        fresh = typeof claimed === 'boolean' ? claimed : await claimed;
      } catch (err) {
        // Redis away: the nonce cannot be checked, so the call fails closed with the state's own 503, as signed
        // calls outside MCP do (README "Scale out")
        if (!(err instanceof GatewayRefusal)) throw err;
        return answer(req, res, GATEWAY_ERRORS[err.code].status, err.code, GATEWAY_ERRORS[err.code], err.detail);
      }
      if (!fresh) return fail('NONCE_USED');
    } else {
      return answer(req, res, 401, 'MCP_UNAUTHORIZED', unauthorized);
    }

    const group = snap.mcp.groups.get(groupId);
    if (!group)
      return answer(req, res, 404, 'MCP_DISABLED', {
        zh: mcpMessages.zh.MCP_DISABLED,
        en: mcpMessages.en.MCP_DISABLED,
      });

    const call: McpCall = { snap, group, app, env, clientIp, lang: languageOf(req.headers), headers: req.headers };
    await serve(req, res, url, body, { token: '', clientId: String(app.apply_id), scopes: [], extra: { call } });
  };
}
