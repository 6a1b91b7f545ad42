/**
 * Forwarding to the upstream over keep-alive pools (one undici Pool per origin), streaming both ways: the
 * upstream's answer is written straight into the client's response. Hop-by-hop headers are dropped, the X-Ca
 * credentials are not forwarded, X-Ca-Request-Id goes both ways and X-Forwarded-For gains the client. A connect
 * or answer timeout is a 504, any other failure before the answer started a 502.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import { GatewayRefusal, refuse } from './errors.ts';
import type { GatewayRoute } from './snapshot.ts';
import type { UpstreamGuard } from './upstream-guard.ts';
import { UpstreamRefused } from './upstream-guard.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'proxy-connection',
]);
const CREDENTIALS = new Set([
  'x-ca-key',
  'x-ca-signature',
  'x-ca-signature-headers',
  'x-ca-signature-method',
  'x-ca-timestamp',
  'x-ca-nonce',
  'x-ca-relay-client',
  'x-ca-relay-token',
]);
/** what never goes on to the upstream: both of the above, asked once per header */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, ...CREDENTIALS]);

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

/** A call whose answer the gateway reads whole instead of streaming it on (an MCP tool call wraps it in a result). */
export interface ExchangeInput {
  route: GatewayRoute;
  params: Record<string, string>;
  method: string;
  rawQuery: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  requestId: string;
  clientIp: string;
}

export interface ExchangeResult {
  status: number;
  contentType: string | undefined;
  body: Buffer;
  upstreamLatencyMs: number | null;
  refusal?: GatewayRefusal;
}

/** an MCP tool result is held in memory: an answer past this is cut (and said so) rather than filling it */
const EXCHANGE_LIMIT_BYTES = 10 * 1024 * 1024;

export interface Proxy {
  forward(input: ForwardInput): Promise<ForwardResult>;
  exchange(input: ExchangeInput): Promise<ExchangeResult>;
  /** drops pools of origins no longer in use */
  retain(origins: Iterable<string>): void;
  close(): Promise<void>;
}

export function upstreamPath(route: GatewayRoute, params: Record<string, string>, rawQuery: string): string {
  const path = route.backendPath.includes('{')
    ? route.backendPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    : route.backendPath;
  return rawQuery ? `${route.basePath}${path}?${rawQuery}` : route.basePath + path;
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
    forward(input) {
      return new Promise((resolve) =>
        poolFor(input.route.origin).dispatch(requestOf(input), new ForwardHandler(input, resolve)),
      );
    },
    exchange(input) {
      const outMethod = (input.route.backendMethod ?? input.method) as Dispatcher.HttpMethod;
      const headers: Record<string, string> = {};
      for (const k in input.headers) if (!NOT_FORWARDED.has(k.toLowerCase())) headers[k] = input.headers[k];
      headers['x-forwarded-for'] = input.clientIp;
      headers['x-ca-request-id'] = input.requestId;
      const body = outMethod === 'GET' || outMethod === 'HEAD' ? undefined : input.body;
      if (body) headers['content-length'] = String(body.length);
      return new Promise((resolve) =>
        poolFor(input.route.origin).dispatch(
          {
            origin: input.route.origin,
            path: upstreamPath(input.route, input.params, input.rawQuery),
            method: outMethod,
            headers,
            body,
            headersTimeout: input.route.timeoutMs,
            bodyTimeout: input.route.timeoutMs,
          },
          new ExchangeHandler(resolve),
        ),
      );
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

function requestOf({
  req,
  route,
  params,
  method,
  rawQuery,
  body,
  requestId,
  clientIp,
}: ForwardInput): Dispatcher.DispatchOptions {
  const headers: Record<string, string | string[]> = {};
  const incoming = req.headers;
  for (const k in incoming) {
    const v = incoming[k];
    if (v !== undefined && !NOT_FORWARDED.has(k)) headers[k] = v;
  }
  const forwarded = incoming['x-forwarded-for'];
  headers['x-forwarded-for'] = forwarded
    ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${clientIp}`
    : clientIp;
  headers['x-ca-request-id'] = requestId;
  if (body) headers['content-length'] = String(body.length);
  const outMethod = route.backendMethod ?? method;
  return {
    origin: route.origin,
    path: upstreamPath(route, params, rawQuery),
    method: outMethod as Dispatcher.HttpMethod,
    headers,
    body: body ?? (outMethod === 'GET' || outMethod === 'HEAD' ? undefined : req),
    headersTimeout: route.timeoutMs,
    bodyTimeout: route.timeoutMs,
  };
}

/**
 * undici's dispatch handler (its core interface, under Pool.stream and Pool.request): the upstream's answer goes
 * straight into the client's response, with the response's own backpressure. Written against the handler rather
 * than stream(), which wraps the same calls in an AsyncResource, a Promise and a `finished` watcher of about six
 * listeners per call: measured on the bench's bare proxy, stream() costs ~1.2× the CPU per forwarded call.
 */
class ForwardHandler implements Dispatcher.DispatchHandler {
  private readonly sent = Date.now();
  private answered: number | null = null;
  /** the answer's body size: its Content-Length when the upstream gave one, else counted as it is written */
  private declared = -1;
  private counted = 0;
  private abort: ((err?: Error) => void) | undefined;
  private resume: (() => void) | undefined;
  /** the upstream's answer ended, whole or not: the client's leaving afterwards aborts nothing */
  private done = false;

  /** (undici itself ends the upstream call when a streamed request body fails) */
  constructor(
    private readonly input: ForwardInput,
    private readonly resolve: (result: ForwardResult) => void,
  ) {}

  onConnect(abort: (err?: Error) => void) {
    this.abort = abort;
  }

  onHeaders(statusCode: number, raw: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true; // 1xx: the real answer follows
    this.answered = Date.now();
    const { res, requestId } = this.input;
    const out: string[] = [];
    let length: string | undefined;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toString('latin1');
      const lower = name.toLowerCase();
      if (HOP_BY_HOP.has(lower) || lower === 'x-ca-request-id') continue;
      const value = raw[i + 1].toString('latin1');
      if (lower === 'content-length') length = value;
      out.push(name, value);
    }
    out.push('X-Ca-Request-Id', requestId);
    if (this.input.method === 'HEAD' || statusCode === 204 || statusCode === 304) this.declared = 0;
    else if (length !== undefined && /^\d+$/.test(length)) this.declared = Number(length);
    res.writeHead(statusCode, out);
    this.resume = resume;
    // the client gone before the answer ended: stop reading the upstream's ('close' comes once: `on` spares
    // once()'s wrapper per call)
    res.on('close', () => {
      if (!this.done) this.abort?.(new Error('client closed the connection'));
    });
    return !res.writableNeedDrain;
  }

  onData(chunk: Buffer): boolean {
    this.counted += chunk.length;
    const more = this.input.res.write(chunk);
    // the client reads slower than the upstream answers: undici pauses until the response drains
    if (!more) this.input.res.once('drain', this.resume!);
    return more;
  }

  onComplete() {
    this.done = true;
    this.input.res.end();
    this.resolve({
      upstreamLatencyMs: (this.answered ?? Date.now()) - this.sent,
      bytesOut: this.declared >= 0 ? this.declared : this.counted,
    });
  }

  onError(err: Error) {
    this.done = true;
    const { res } = this.input;
    if (res.headersSent) {
      // cut off mid-answer: what was written is known only as far as it was counted
      res.destroy();
      this.resolve({ upstreamLatencyMs: (this.answered ?? Date.now()) - this.sent, bytesOut: this.counted });
    } else {
      this.resolve({ upstreamLatencyMs: Date.now() - this.sent, bytesOut: 0, refusal: toRefusal(err) });
    }
  }
}

/**
 * The same dispatch handler interface for an answer read whole (an MCP tool call): chunks are gathered as they
 * come, up to EXCHANGE_LIMIT_BYTES. request() would wrap each call in a body stream, an AsyncResource and an
 * async iterator over the stream, which cost more CPU than the rest of the exchange.
 */
class ExchangeHandler implements Dispatcher.DispatchHandler {
  private readonly sent = Date.now();
  /** ms from sending to the answer's headers */
  private answered: number | null = null;
  private status = 0;
  private contentType: string | undefined;
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private abort: ((err?: Error) => void) | undefined;
  private settled = false;

  constructor(private readonly resolve: (result: ExchangeResult) => void) {}

  onConnect(abort: (err?: Error) => void) {
    this.abort = abort;
  }

  onHeaders(statusCode: number, raw: Buffer[]): boolean {
    if (statusCode < 200) return true; // 1xx: the real answer follows
    this.answered = Date.now() - this.sent;
    this.status = statusCode;
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i].length === 12 && raw[i].toString('latin1').toLowerCase() === 'content-type') {
        this.contentType = raw[i + 1].toString('latin1');
        break;
      }
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.size > EXCHANGE_LIMIT_BYTES) {
      this.finish({
        status: 502,
        contentType: undefined,
        body: Buffer.alloc(0),
        upstreamLatencyMs: this.answered,
        refusal: refuse('UPSTREAM_ERROR', 'answer over 10M'),
      });
      this.abort?.(new Error('answer over 10M'));
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  onComplete() {
    this.finish({
      status: this.status,
      contentType: this.contentType,
      body: this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.size),
      upstreamLatencyMs: this.answered ?? Date.now() - this.sent,
    });
  }

  onError(err: Error) {
    this.finish({
      status: 502,
      contentType: undefined,
      body: Buffer.alloc(0),
      upstreamLatencyMs: this.answered ?? Date.now() - this.sent,
      refusal: toRefusal(err),
    });
  }

  private finish(result: ExchangeResult) {
    if (this.settled) return;
    this.settled = true;
    this.resolve(result);
  }
}

function toRefusal(err: unknown): GatewayRefusal {
  const e = err as NodeJS.ErrnoException & { cause?: unknown };
  if (e instanceof UpstreamRefused || e?.cause instanceof UpstreamRefused || e?.code === 'EUPSTREAMREFUSED')
    return refuse('UPSTREAM_REFUSED');
  if (
    e instanceof undiciErrors.ConnectTimeoutError ||
    e instanceof undiciErrors.HeadersTimeoutError ||
    e instanceof undiciErrors.BodyTimeoutError
  ) {
    return refuse('UPSTREAM_TIMEOUT', e.message);
  }
  return refuse('UPSTREAM_ERROR', e?.code ?? e?.message);
}
