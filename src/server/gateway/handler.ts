/**
 * One call through the gateway (DESIGN.md section 6), checks cheapest first, each refusal with its status, stable
 * code, X-Ca-Error-Message and the envelope:
 *   route (stage, method, listen path; a path parameter that would leave it refused) → application (known,
 *   enabled) → body (≤ 10M; read only when the signature covers it) → signature (a strict group's also requires
 *   Content-MD5 on a body that is not a form and refuses ambiguous parameters) → timestamp window → nonce (single
 *   use) → subscription (active, enabled, in its period, covering this API) → IP whitelists (application, group)
 *   → QPS → daily and monthly quota → proxy.
 * Every call, refused or answered, becomes one call-log row.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { envTypeOfStage } from '../../shared/signature/headers.ts';
import { readSignatureClaims, verifyReadRequest, describeSignatureFailure, DEFAULT_WINDOW_MS, type SignatureFailure } from '../../shared/signature/verify.ts';
import { isFormContentType } from '../../shared/signature/string-to-sign.ts';
import { UPLOAD_LIMIT_BYTES } from '../../shared/constants.ts';
import { nodeHmac, nodeMd5Base64 } from './signature-crypto.ts';
import { asciiHeader, GATEWAY_ERRORS, GatewayRefusal, languageOf, refuse, type GatewayErrorCode } from './errors.ts';
import type { CallRecord } from './call-log/record.ts';
import type { GatewayApp, GatewayRoute, GatewaySnapshot } from './snapshot.ts';
import { subscriptionKey } from './snapshot.ts';
import { periods, type GatewayState } from './state.ts';
import type { Proxy } from './proxy.ts';
import { escapesPath } from './routes.ts';

export interface HandlerDeps {
  snapshot(): GatewaySnapshot | undefined;
  state: GatewayState;
  proxy: Proxy;
  record(call: CallRecord): void;
  clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string;
  /** the signed-in user's address when /apitry's relay calls on their behalf (relay.ts) */
  relayedClient?(peer: string | undefined, headers: IncomingHttpHeaders): string | undefined;
  now(): number;
}

const SIGNATURE_REFUSALS: Record<SignatureFailure['reason'], GatewayErrorCode> = {
  missing_header: 'MISSING_HEADER',
  bad_signature_method: 'BAD_SIGNATURE_METHOD',
  bad_timestamp: 'BAD_TIMESTAMP',
  bad_nonce: 'BAD_NONCE',
  header_not_signed: 'HEADER_NOT_SIGNED',
  signed_header_absent: 'SIGNED_HEADER_ABSENT',
  content_md5_mismatch: 'CONTENT_MD5_MISMATCH',
  ambiguous_parameter: 'AMBIGUOUS_PARAMETER',
  signature_mismatch: 'SIGNATURE_MISMATCH',
  timestamp_expired: 'TIMESTAMP_EXPIRED',
};

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
/** methods whose body the proxy never forwards */
const UNSENT_BODY = new Set(['GET', 'HEAD']);

/** What the pipeline learned about a call before it ended; it all goes into the call log. */
interface Trace {
  request_id: string;
  started: number;
  env_type: number;
  route?: GatewayRoute;
  app?: GatewayApp;
  client_ip: string;
  method: string;
  path: string;
  bytes_in: number;
  upstream_latency_ms: number | null;
}

export function createGatewayHandler(deps: HandlerDeps) {
  return function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const trace: Trace = {
      request_id: randomUUID(), started: deps.now(), env_type: 3, client_ip: '', method: (req.method ?? 'GET').toUpperCase(),
      path: (q < 0 ? url : url.slice(0, q)).slice(0, 512), bytes_in: 0, upstream_latency_ms: null,
    };
    run(req, res, trace).catch((err: unknown) => {
      const refusal = err instanceof GatewayRefusal ? err : refuse('UPSTREAM_ERROR', String((err as Error)?.message ?? err));
      answerRefusal(req, res, trace, refusal);
    });
  };

  async function run(req: IncomingMessage, res: ServerResponse, trace: Trace) {
    trace.client_ip = deps.relayedClient?.(req.socket.remoteAddress, req.headers)
      ?? deps.clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    const snap = deps.snapshot();
    if (!snap) throw refuse('GATEWAY_NOT_READY');
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    const method = trace.method;

    const stageHeader = req.headers['x-ca-stage'];
    const env = envTypeOfStage(Array.isArray(stageHeader) ? stageHeader[0] : stageHeader);
    if (env === undefined) throw refuse('BAD_STAGE');
    trace.env_type = env;
    const match = snap.routes.match(env, method, path);
    if (!match) throw refuse('NO_ROUTE');
    const route = match.route.data;
    trace.route = route;
    // a parameter resolving to "..", "." or another level would reach upstream paths nobody published
    for (const name in match.params) if (escapesPath(match.params[name])) throw refuse('BAD_PATH_PARAMETER', `path parameter ${name}`);

    // the headers folded once, for the claims and the signature both
    const headers = foldHeaders(req.headers);
    const read = readSignatureClaims(headers);
    if (!read.ok) throw signatureRefusal(read.failure);
    const app = snap.apps.get(read.claims.appKey);
    if (!app || app.env_type !== env) throw refuse('APP_KEY_UNKNOWN');
    trace.app = app;
    if (!app.enabled) throw refuse('APP_DISABLED');

    const length = Number(req.headers['content-length'] ?? NaN);
    if (length > UPLOAD_LIMIT_BYTES) throw refuse('PAYLOAD_TOO_LARGE');
    const contentType = req.headers['content-type'];
    // a strict group checks every body that reaches its upstream, DELETE's and OPTIONS' too (GET's and HEAD's are not sent on)
    const strict = route.signatureStrict;
    const needsBody = (strict ? !UNSENT_BODY.has(method) : !BODYLESS.has(method))
      && (isFormContentType(contentType) || req.headers['content-md5'] !== undefined || !Number.isFinite(length) || (strict && length > 0));
    const body = needsBody ? await readBody(req) : undefined;
    trace.bytes_in = body ? body.length : Number.isFinite(length) ? length : 0;

    const now = deps.now();
    const verified = verifyReadRequest(
      { method, path, query: rawQuery, headers: req.headers as Record<string, string>, body }, headers, read.claims,
      app.secrets, nodeHmac,
      { now, windowMs: DEFAULT_WINDOW_MS, md5Base64: nodeMd5Base64, requireContentMd5: strict, refuseAmbiguousParameters: strict },
    );
    if (!verified.ok) throw signatureRefusal(verified.failure);
    // the state answers at once in memory, with a promise from Redis: only a promise is awaited
    const fresh = deps.state.claimNonce(read.claims.appKey, read.claims.nonce, 2 * DEFAULT_WINDOW_MS, now);
    if (!(typeof fresh === 'boolean' ? fresh : await fresh)) throw refuse('NONCE_USED');

    const sub = snap.subscriptions.get(subscriptionKey(app.apply_id, route.group_id, env));
    if (!sub) throw refuse('NOT_SUBSCRIBED');
    if (!sub.enabled) throw refuse('SUBSCRIPTION_DISABLED');
    if ((sub.starts_at !== null && now < sub.starts_at) || (sub.ends_at !== null && now >= sub.ends_at)) throw refuse('SUBSCRIPTION_EXPIRED');
    if (sub.apis && !sub.apis.has(route.api_id)) throw refuse('API_NOT_GRANTED');

    if (app.ipAllow && !app.ipAllow.matches(trace.client_ip)) throw refuse('IP_DENIED', `client ${trace.client_ip} not in the application whitelist`);
    if (route.groupIpAllow && !route.groupIpAllow.matches(trace.client_ip)) throw refuse('IP_DENIED', `client ${trace.client_ip} not in the group whitelist`);

    const limitKey = String(sub.r_apply_groups_record_id);
    if (sub.qps !== null) {
      const within = deps.state.hitQps(limitKey, sub.qps, now);
      if (!(typeof within === 'boolean' ? within : await within)) throw refuse('QPS_EXCEEDED', undefined, { 'retry-after': '1' });
    }
    if (sub.daily_quota !== null || sub.monthly_quota !== null) {
      const taken = deps.state.takeQuota(limitKey, sub.daily_quota, sub.monthly_quota, now);
      const verdict = typeof taken === 'string' ? taken : await taken;
      if (verdict !== 'ok') {
        const p = periods(now);
        const wait = Math.ceil(((verdict === 'daily' ? p.dayEnd : p.monthEnd) - now) / 1000);
        throw refuse(verdict === 'daily' ? 'DAILY_QUOTA_EXCEEDED' : 'MONTHLY_QUOTA_EXCEEDED', undefined, { 'retry-after': String(wait) });
      }
    }
    if (sub.package) {
      if (sub.package.refusal) throw refuse(sub.package.refusal);
      if (sub.package.used >= sub.package.remaining) throw refuse('PACKAGE_EXHAUSTED');
      sub.package.used++;
    }
    if (route.upstreamRefused) throw refuse('UPSTREAM_REFUSED');

    const result = await deps.proxy.forward({
      req, res, route, params: match.params, method, rawQuery, body, requestId: trace.request_id, clientIp: trace.client_ip,
    });
    trace.upstream_latency_ms = result.upstreamLatencyMs;
    if (result.refusal) throw result.refusal;
    record(trace, res.statusCode, null, result.bytesOut);
  }

  function signatureRefusal(f: SignatureFailure) {
    return refuse(SIGNATURE_REFUSALS[f.reason], describeSignatureFailure(f));
  }

  function answerRefusal(req: IncomingMessage, res: ServerResponse, trace: Trace, refusal: GatewayRefusal) {
    const def = GATEWAY_ERRORS[refusal.code];
    if (res.headersSent) {
      res.destroy();
    } else {
      const lang = languageOf(req.headers);
      const body = JSON.stringify({ success: false, code: refusal.code, message: def[lang], data: null });
      res.writeHead(def.status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-ca-error-code': refusal.code,
        // a detail that already starts with the English message (the signature mismatch's, which SDKs parse) stands alone
        'x-ca-error-message': asciiHeader(!refusal.detail ? def.en : refusal.detail.startsWith(def.en) ? refusal.detail : `${def.en}: ${refusal.detail}`),
        'x-ca-request-id': trace.request_id,
        ...refusal.headers,
      });
      res.end(body);
    }
    // a request body nobody read would otherwise hold the connection
    if (!req.complete) req.resume();
    record(trace, def.status, refusal.code, Number(res.getHeader('content-length') ?? 0));
  }

  function record(trace: Trace, status: number, errorCode: string | null, bytesOut: number) {
    deps.record({
      request_id: trace.request_id,
      called_at: new Date(trace.started),
      env_type: trace.env_type,
      group_id: trace.route?.group_id ?? null,
      api_id: trace.route?.api_id ?? null,
      apply_id: trace.app?.apply_id ?? null,
      developer_id: trace.app?.developer_id ?? null,
      provider_id: trace.route?.provider_id ?? null,
      client_ip: trace.client_ip.slice(0, 45) || null,
      method: trace.method.slice(0, 10),
      path: trace.path,
      status,
      error_code: errorCode,
      upstream_latency_ms: trace.upstream_latency_ms,
      latency_ms: Math.max(0, deps.now() - trace.started),
      bytes_in: trace.bytes_in,
      bytes_out: bytesOut,
    });
  }
}

/** Node's headers as the signature module's header map: names are lowercase already, repeats already joined (set-cookie aside). */
function foldHeaders(headers: IncomingHttpHeaders): Map<string, string> {
  const map = new Map<string, string>();
  for (const name in headers) {
    const v = headers[name];
    if (v !== undefined) map.set(name, typeof v === 'string' ? v : v.join(', '));
  }
  return map;
}

/** Reads a request body of at most 10M (413 past it). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > UPLOAD_LIMIT_BYTES) {
        req.removeAllListeners('data');
        reject(refuse('PAYLOAD_TOO_LARGE'));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

