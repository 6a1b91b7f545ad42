/**
 * One call through the gateway (DESIGN.md section 6), checks cheapest first, each refusal with its status, stable
 * code, X-Ca-Error-Message and the envelope:
 *   route (stage, method, listen path; a path parameter that would leave it refused) → application (known,
 *   enabled) → body (≤ 10M; read only when the signature covers it) → signature (a strict group's also requires
 *   Content-MD5 on a body that is not a form and refuses ambiguous parameters) → timestamp window → nonce (single
 *   use) → subscription (active, enabled, in its period, covering this API) → IP whitelists (application, group)
 *   → QPS → daily and monthly quota → proxy. From the subscription on, the checks and the call-log row are the
 * pipeline's (pipeline.ts), which the MCP endpoint's tool calls share.
 * Every call, refused or answered, becomes one call-log row.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { envTypeOfStage, type HeaderLookup } from '../../shared/signature/headers.ts';
import {
  readSignatureClaims,
  verifyReadRequest,
  describeSignatureFailure,
  DEFAULT_WINDOW_MS,
  type SignatureFailure,
} from '../../shared/signature/verify.ts';
import { isFormContentType } from '../../shared/signature/string-to-sign.ts';
import { UPLOAD_LIMIT_BYTES } from '../../shared/constants.ts';
import { nodeHmac, nodeMd5Base64 } from './signature-crypto.ts';
import { asciiHeader, GATEWAY_ERRORS, GatewayRefusal, languageOf, refuse, type GatewayErrorCode } from './errors.ts';
import { escapesPath } from './routes.ts';
import { createPipeline, type HandlerDeps, type Pipeline, type Trace } from './pipeline.ts';

export type { HandlerDeps } from './pipeline.ts';

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

export function createGatewayHandler(deps: HandlerDeps, pipeline: Pipeline = createPipeline(deps)) {
  return function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const trace: Trace = {
      request_id: randomUUID(),
      started: deps.now(),
      env_type: 3,
      client_ip: '',
      method: (req.method ?? 'GET').toUpperCase(),
      path: path.length > 512 ? path.slice(0, 512) : path,
      bytes_in: 0,
      upstream_latency_ms: null,
    };
    run(req, res, trace, path, q < 0 ? '' : url.slice(q + 1)).catch((err: unknown) => {
      const refusal =
        err instanceof GatewayRefusal ? err : refuse('UPSTREAM_ERROR', String((err as Error)?.message ?? err));
      answerRefusal(req, res, trace, refusal);
    });
  };

  async function run(req: IncomingMessage, res: ServerResponse, trace: Trace, path: string, rawQuery: string) {
    trace.client_ip =
      deps.relayedClient?.(req.socket.remoteAddress, req.headers) ??
      deps.clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    const snap = deps.snapshot();
    if (!snap) throw refuse('GATEWAY_NOT_READY');
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
    for (const name in match.params)
      if (escapesPath(match.params[name])) throw refuse('BAD_PATH_PARAMETER', `path parameter ${name}`);

    // the headers read in place, for the claims and the signature both
    const headers = new NodeHeaders(req.headers);
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
    const needsBody =
      (strict ? !UNSENT_BODY.has(method) : !BODYLESS.has(method)) &&
      (isFormContentType(contentType) ||
        req.headers['content-md5'] !== undefined ||
        !Number.isFinite(length) ||
        (strict && length > 0));
    const body = needsBody ? await readBody(req) : undefined;
    trace.bytes_in = body ? body.length : Number.isFinite(length) ? length : 0;

    const now = deps.now();
    const verified = verifyReadRequest(
      { method, path, query: rawQuery, headers: req.headers as Record<string, string>, body },
      headers,
      read.claims,
      app.secrets,
      nodeHmac,
      {
        now,
        windowMs: DEFAULT_WINDOW_MS,
        md5Base64: nodeMd5Base64,
        requireContentMd5: strict,
        refuseAmbiguousParameters: strict,
      },
    );
    if (!verified.ok) throw signatureRefusal(verified.failure);
    // the state answers at once in memory, with a promise from Redis: only a promise is awaited
    const fresh = deps.state.claimNonce(read.claims.appKey, read.claims.nonce, 2 * DEFAULT_WINDOW_MS, now);
    if (!(typeof fresh === 'boolean' ? fresh : await fresh)) throw refuse('NONCE_USED');

    await pipeline.admit({ snap, app, route, env, clientIp: trace.client_ip, now });

    const result = await deps.proxy.forward({
      req,
      res,
      route,
      params: match.params,
      method,
      rawQuery,
      body,
      requestId: trace.request_id,
      clientIp: trace.client_ip,
    });
    trace.upstream_latency_ms = result.upstreamLatencyMs;
    if (result.refusal) throw result.refusal;
    pipeline.record(trace, res.statusCode, null, result.bytesOut);
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
        'x-ca-error-message': asciiHeader(
          !refusal.detail
            ? def.en
            : refusal.detail.startsWith(def.en)
              ? refusal.detail
              : `${def.en}: ${refusal.detail}`,
        ),
        'x-ca-request-id': trace.request_id,
        ...refusal.headers,
      });
      res.end(body);
    }
    // a request body nobody read would otherwise hold the connection
    if (!req.complete) req.resume();
    pipeline.record(trace, def.status, refusal.code, Number(res.getHeader('content-length') ?? 0));
  }
}

export function signatureRefusal(f: SignatureFailure) {
  return refuse(SIGNATURE_REFUSALS[f.reason], describeSignatureFailure(f));
}

/**
 * Node's headers as the signature module reads them, in place rather than copied into a Map per call: names are
 * lowercase already and repeats joined (set-cookie's, an array, joined here). Only a header's own string or array
 * is a value: the object's inherited members ("constructor", "__proto__") read as absent.
 */
export class NodeHeaders implements HeaderLookup {
  constructor(private readonly headers: IncomingHttpHeaders) {}

  get(name: string): string | undefined {
    const v = this.headers[name];
    return typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

/** Reads a request body of at most 10M (413 past it). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
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
