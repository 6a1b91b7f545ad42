/**
 * The demo upstream: a small real HTTP service behind the demo APIs the catalog seeds (weather, exchange rates,
 * ID-number check, SMS, and slow/echo endpoints for the gateway's own tests). Started with the product in demo mode
 * on 127.0.0.1:DEMO_UPSTREAM_PORT; listen path = backend path. Every answer is JSON and carries the request's
 * X-Ca-Request-Id back.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { demoUpstreamMessages, type DemoErrorCode } from './upstream/messages.ts';
import { currentWeather, findCity, forecast } from './upstream/weather.ts';
import { convert, CURRENCIES, ratesTable } from './upstream/fx.ts';
import { checkIdNumber, ID_NUMBER_FORM } from './upstream/idcheck.ts';

/** The demo APIs, method + path, for the catalog's seed (listen path = backend path). */
export const DEMO_UPSTREAM_ROUTES = [
  { method: 'GET', path: '/weather/v1/now' },
  { method: 'GET', path: '/weather/v1/forecast/{city}' },
  { method: 'GET', path: '/fx/v1/rates' },
  { method: 'POST', path: '/fx/v1/convert' },
  { method: 'POST', path: '/idcheck/v1/verify' },
  { method: 'POST', path: '/sms/v1/send' },
  { method: 'GET', path: '/demo/v1/slow' },
  { method: 'ANY', path: '/demo/v1/echo' },
] as const;

export const MAX_SLOW_MS = 60_000;
const MAX_BODY = 10 * 1024 * 1024;

export interface DemoUpstreamOptions {
  port: number;
  /** 127.0.0.1 unless told otherwise. */
  host?: string;
  /** The clock behind weather, forecasts and ID birth dates (tests fix it). */
  now?: () => number;
}

export interface DemoUpstream {
  server: Server;
  port: number;
  /** e.g. http://127.0.0.1:8082 */
  url: string;
  close(): Promise<void>;
}

class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly code: DemoErrorCode,
    readonly value?: string,
  ) {
    super(code);
  }
}

interface Call {
  req: IncomingMessage;
  url: URL;
  body: Buffer;
  now: number;
  params: Record<string, string>;
  /** Resolves on the client going away (slow answers stop waiting). */
  aborted: Promise<void>;
}

type Handler = (call: Call) => unknown | Promise<unknown>;

function jsonObject(call: Call): Record<string, unknown> {
  try {
    const parsed = JSON.parse(call.body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    /* answered below */
  }
  throw new DemoError(400, 'BAD_JSON');
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

const weatherNow: Handler = ({ url, now }) => {
  const name = url.searchParams.get('city')?.trim();
  if (!name) throw new DemoError(400, 'CITY_REQUIRED');
  const city = findCity(name);
  if (!city) throw new DemoError(404, 'CITY_NOT_FOUND', name);
  return currentWeather(city, now);
};

const weatherForecast: Handler = ({ url, params, now }) => {
  const city = findCity(params.city);
  if (!city) throw new DemoError(404, 'CITY_NOT_FOUND', params.city);
  const raw = url.searchParams.get('days');
  const days = raw === null || raw === '' ? 3 : /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(days >= 1 && days <= 7)) throw new DemoError(400, 'BAD_DAYS');
  return forecast(city, now, days);
};

const fxRates: Handler = ({ url, now }) => {
  const base = (url.searchParams.get('base') ?? 'CNY').trim().toUpperCase() || 'CNY';
  if (!CURRENCIES.includes(base)) throw new DemoError(400, 'UNKNOWN_CURRENCY', base);
  return { ...ratesTable(base), date: new Date(now + 8 * 3600_000).toISOString().slice(0, 10) };
};

const fxConvert: Handler = (call) => {
  const body = jsonObject(call);
  const from = text(body.from).toUpperCase();
  const to = text(body.to).toUpperCase();
  for (const c of [from, to]) if (!CURRENCIES.includes(c)) throw new DemoError(400, 'UNKNOWN_CURRENCY', c);
  // A JSON number would already have lost precision in some client: only decimal strings are accepted.
  if (typeof body.amount !== 'string') throw new DemoError(400, 'BAD_AMOUNT');
  const result = convert(from, to, body.amount.trim());
  if ('error' in result)
    throw new DemoError(400, result.error === 'too_many_decimals' ? 'TOO_MANY_DECIMALS' : 'BAD_AMOUNT');
  return result;
};

const idVerify: Handler = (call) => {
  const body = jsonObject(call);
  const name = text(body.name);
  if (!name || name.length > 50) throw new DemoError(400, 'NAME_REQUIRED');
  const id = text(body.id_number);
  if (!ID_NUMBER_FORM.test(id)) throw new DemoError(400, 'BAD_ID_NUMBER');
  return { name, ...checkIdNumber(id, call.now) };
};

const smsSend: Handler = (call) => {
  const body = jsonObject(call);
  const phone = text(body.phone).replace(/^(\+?86)(?=1\d{10}$)/, '');
  if (!/^1[3-9]\d{9}$/.test(phone)) throw new DemoError(400, 'BAD_PHONE');
  const template = text(body.template_code);
  if (!template || template.length > 64) throw new DemoError(400, 'TEMPLATE_REQUIRED');
  const params = body.params ?? {};
  if (
    typeof params !== 'object' ||
    Array.isArray(params) ||
    Object.values(params as object).some((v) => typeof v !== 'string')
  ) {
    throw new DemoError(400, 'BAD_PARAMS');
  }
  if (template === 'FAIL') throw new DemoError(500, 'SMS_UPSTREAM_FAILURE');
  return {
    message_id: `SMS${call.now}${randomBytes(4).toString('hex').toUpperCase()}`,
    phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
    template_code: template,
    status: 'accepted',
  };
};

const slow: Handler = async ({ url, aborted }) => {
  const raw = url.searchParams.get('ms') ?? '0';
  const ms = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(ms >= 0 && ms <= MAX_SLOW_MS)) throw new DemoError(400, 'BAD_MS');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((ok) => {
      timer = setTimeout(ok, ms);
    }),
    aborted,
  ]);
  clearTimeout(timer);
  return { slept_ms: ms };
};

const echo: Handler = ({ req, url, body }) => {
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = query[k];
    query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return {
    method: req.method,
    path: url.pathname,
    query,
    headers: req.headers,
    body: body.toString('utf8'),
    body_length: body.length,
  };
};

/** Method → handler per path; "{city}" is the one path parameter. */
const ROUTES: Record<string, Record<string, Handler>> = {
  '/weather/v1/now': { GET: weatherNow },
  '/weather/v1/forecast/{city}': { GET: weatherForecast },
  '/fx/v1/rates': { GET: fxRates },
  '/fx/v1/convert': { POST: fxConvert },
  '/idcheck/v1/verify': { POST: idVerify },
  '/sms/v1/send': { POST: smsSend },
  '/demo/v1/slow': { GET: slow },
  '/demo/v1/echo': { ANY: echo },
};

function resolve(pathname: string): { methods: Record<string, Handler>; params: Record<string, string> } | undefined {
  const exact = ROUTES[pathname];
  if (exact) return { methods: exact, params: {} };
  const m = /^\/weather\/v1\/forecast\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  try {
    return { methods: ROUTES['/weather/v1/forecast/{city}'], params: { city: decodeURIComponent(m[1]) } };
  } catch {
    return undefined;
  }
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  payload: unknown,
  extra: Record<string, string> = {},
) {
  const body = JSON.stringify(payload);
  const requestId = req.headers['x-ca-request-id'];
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...(typeof requestId === 'string' ? { 'x-ca-request-id': requestId } : {}),
    ...extra,
  });
  res.end(body);
}

function sendError(req: IncomingMessage, res: ServerResponse, e: DemoError, extra?: Record<string, string>) {
  const language = /^\s*en/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'zh';
  const message = demoUpstreamMessages[language][e.code].replace('{value}', e.value ?? '');
  send(req, res, e.status, { error: { code: e.code, message } }, extra);
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        ok(undefined);
        req.resume();
        req.removeAllListeners('data');
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** The request handler alone, for mounting elsewhere. */
export function demoUpstreamHandler(now: () => number = Date.now) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://demo.local');
    const route = resolve(url.pathname);
    if (!route) return sendError(req, res, new DemoError(404, 'NOT_FOUND'));
    const method = (req.method ?? 'GET').toUpperCase();
    const handler = route.methods[method] ?? route.methods.ANY ?? (method === 'HEAD' ? route.methods.GET : undefined);
    if (!handler) {
      req.resume();
      return sendError(req, res, new DemoError(405, 'METHOD_NOT_ALLOWED'), {
        allow: Object.keys(route.methods).join(', '),
      });
    }
    try {
      const body = await readBody(req);
      if (!body) return sendError(req, res, new DemoError(413, 'BODY_TOO_LARGE'), { connection: 'close' });
      const aborted = new Promise<void>((ok) => res.once('close', () => ok()));
      const payload = await handler({ req, url, body, now: now(), params: route.params, aborted });
      if (!res.destroyed) send(req, res, 200, payload);
    } catch (e) {
      if (e instanceof DemoError) return sendError(req, res, e);
      if (!res.headersSent) send(req, res, 500, { error: { code: 'INTERNAL', message: String(e) } });
    }
  };
}

/** Starts the demo upstream; port 0 picks a free port (tests). */
export async function startDemoUpstream(opts: DemoUpstreamOptions): Promise<DemoUpstream> {
  const handler = demoUpstreamHandler(opts.now);
  const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => void handler(req, res));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((ok, fail) => {
        server.close((err) => (err ? fail(err) : ok()));
        server.closeAllConnections();
      }),
  };
}
