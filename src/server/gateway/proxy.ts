/**
 * Forwarding to the upstream over keep-alive pools (one undici Pool per origin), streaming both ways: the
 * upstream's answer is written straight into the client's response. Hop-by-hop headers are dropped, the X-Ca
 * credentials are not forwarded, X-Ca-Request-Id goes both ways and X-Forwarded-For gains the client. A connect
 * or answer timeout is a 504, any other failure before the answer started a 502.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, errors as undiciErrors } from 'undici';
import { GatewayRefusal, refuse } from './errors.ts';
import type { GatewayRoute } from './snapshot.ts';
import type { UpstreamGuard } from './upstream-guard.ts';
import { UpstreamRefused } from './upstream-guard.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'host', 'proxy-connection']);
const CREDENTIALS = new Set(['x-ca-key', 'x-ca-signature', 'x-ca-signature-headers', 'x-ca-signature-method', 'x-ca-timestamp', 'x-ca-nonce']);

export interface ForwardInput {
  req: IncomingMessage;
  res: ServerResponse;
  route: GatewayRoute;
  params: Record<string, string>;
  method: string;
  rawQuery: string;
  /** the body when the gateway had to read it; otherwise the request is streamed */
  body: Buffer | undefined;
  requestId: string;
  clientIp: string;
}

export interface ForwardResult {
  upstreamLatencyMs: number | null;
  bytesOut: number;
  /** set when the upstream could not be reached or answered too late, before anything was sent */
  refusal?: GatewayRefusal;
}

export interface Proxy {
  forward(input: ForwardInput): Promise<ForwardResult>;
  /** drops pools of origins no longer in use */
  retain(origins: Iterable<string>): void;
  close(): Promise<void>;
}

export function upstreamPath(route: GatewayRoute, params: Record<string, string>, rawQuery: string): string {
  const path = route.backendPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `${route.basePath}${path}${rawQuery ? `?${rawQuery}` : ''}`;
}

export function createProxy(opts: { guard: UpstreamGuard; connectTimeoutMs: number; connections?: number }): Proxy {
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string) => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: opts.connections ?? 128,
        keepAliveTimeout: 30_000,
        connect: { timeout: opts.connectTimeoutMs, lookup: opts.guard.lookup } as never,
      });
      pools.set(origin, pool);
    }
    return pool;
  };

  return {
    async forward({ req, res, route, params, method, rawQuery, body, requestId, clientIp }) {
      const headers: Record<string, string | string[]> = {};
      const incoming = req.headers;
      for (const k in incoming) {
        const v = incoming[k];
        if (v !== undefined && !HOP_BY_HOP.has(k) && !CREDENTIALS.has(k)) headers[k] = v;
      }
      const forwarded = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = forwarded ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${clientIp}` : clientIp;
      headers['x-ca-request-id'] = requestId;
      if (body) headers['content-length'] = String(body.length);
      const sent = Date.now();
      let answered: number | null = null;
      // the answer's body size: its Content-Length when the upstream gave one (what is then written, to the byte),
      // else counted as it is written (chunked answers)
      let declared = -1;
      let counted: (() => number) | undefined;
      const outMethod = route.backendMethod ?? method;
      try {
        await poolFor(route.origin).stream({
          path: upstreamPath(route, params, rawQuery),
          method: outMethod as 'GET',
          headers,
          body: body ?? (outMethod === 'GET' || outMethod === 'HEAD' ? undefined : req),
          headersTimeout: route.timeoutMs,
          bodyTimeout: route.timeoutMs,
        }, ({ statusCode, headers: upstreamHeaders }) => {
          answered = Date.now();
          const out: Record<string, string | string[]> = {};
          for (const k in upstreamHeaders) {
            const v = upstreamHeaders[k];
            if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
          }
          out['x-ca-request-id'] = requestId;
          const length = upstreamHeaders['content-length'];
          if (outMethod === 'HEAD' || statusCode === 204 || statusCode === 304) declared = 0;
          else if (typeof length === 'string' && /^\d+$/.test(length)) declared = Number(length);
          else counted = countBody(res);
          res.writeHead(statusCode, out);
          return res;
        });
        return { upstreamLatencyMs: (answered ?? Date.now()) - sent, bytesOut: counted ? counted() : Math.max(declared, 0) };
      } catch (err) {
        const latency = Date.now() - sent;
        if (res.headersSent) {
          res.destroy();
          // cut off mid-answer: what was written is not known to the byte without counting; the socket's count bounds it
          return { upstreamLatencyMs: latency, bytesOut: counted ? counted() : 0 };
        }
        return { upstreamLatencyMs: latency, bytesOut: 0, refusal: toRefusal(err) };
      }
    },
    retain(origins) {
      const keep = new Set(origins);
      for (const [origin, pool] of pools) {
        if (!keep.has(origin)) {
          pools.delete(origin);
          void pool.close().catch(() => undefined);
        }
      }
    },
    async close() {
      await Promise.all([...pools.values()].map((p) => p.close().catch(() => undefined)));
      pools.clear();
    },
  };
}

/**
 * Counts the body bytes written to the answer. The socket's bytesWritten cannot tell: the answer may still sit in
 * the response's own buffer when the upstream's stream ends.
 */
function countBody(res: ServerResponse): () => number {
  let n = 0;
  const write = res.write;
  const end = res.end;
  const size = (chunk: unknown) => (typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0);
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    n += size(chunk);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') n += size(chunk);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  return () => n;
}

function toRefusal(err: unknown): GatewayRefusal {
  const e = err as NodeJS.ErrnoException & { cause?: unknown };
  if (e instanceof UpstreamRefused || e?.cause instanceof UpstreamRefused || e?.code === 'EUPSTREAMREFUSED') return refuse('UPSTREAM_REFUSED', e.message);
  if (e instanceof undiciErrors.ConnectTimeoutError || e instanceof undiciErrors.HeadersTimeoutError
    || e instanceof undiciErrors.BodyTimeoutError) {
    return refuse('UPSTREAM_TIMEOUT', e.message);
  }
  return refuse('UPSTREAM_ERROR', e?.code ?? e?.message);
}
