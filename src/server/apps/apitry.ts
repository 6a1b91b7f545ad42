/**
 * /apitry's relay: the browser signs a request with its application's secret (the secret never reaches us) and
 * sends the signed request here; we pass it to the gateway on this host and hand back what it answered. The
 * console's Content-Security-Policy allows connections to its own origin only, and the gateway serves API
 * callers, not browsers (no CORS), hence the relay. It reaches the gateway's port on loopback and nothing else,
 * relays only requests signed with one of the caller's own applications, and tells the gateway the caller's real
 * address (gateway/relay.ts) instead of whatever forwarding headers the caller put in.
 */
import { requireCaller, type Handlers } from '../context.ts';
import { validation } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { RELAY_CLIENT_HEADER, RELAY_TOKEN_HEADER, relayToken } from '../gateway/relay.ts';
import { appSecretKey } from './secret-key.ts';

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-connection',
  'content-length',
  'ticket',
  'cookie',
]);
/** who the caller says the call is from: the relay says it itself */
const FORWARDING = new Set([
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-cluster-client-ip',
  'via',
]);
const dropped = (name: string) =>
  HOP_BY_HOP.has(name) || FORWARDING.has(name) || name.startsWith('x-forwarded-') || name.startsWith('x-ca-relay-');
const MAX_ANSWER = 256 * 1024;

export const apitryHandlers: Handlers = {
  async apitrySend(ctx) {
    const { method, target, headers, body } = ctx.body;
    const origin = `http://127.0.0.1:${ctx.deps.config.gatewayPort}`;
    let url: URL;
    try {
      url = new URL(target, origin);
    } catch {
      url = new URL('http://invalid');
    }
    // "//host/x" or "http://elsewhere" would leave the gateway: only paths on it are relayed
    if (!target.startsWith('/') || target.startsWith('//') || url.origin !== origin) {
      throw validation([{ field: 'target', message: 'field.invalid', params: { field: 'target' } }]);
    }
    const caller = requireCaller(ctx);
    const appKey = Object.entries(headers ?? {})
      .find(([k]) => k.toLowerCase() === 'x-ca-key')?.[1]
      ?.trim();
    const own =
      appKey &&
      (await ctx.deps.db
        .selectFrom('app_credentials as c')
        .innerJoin('apps as a', 'a.apply_id', 'c.apply_id')
        .select('c.apply_id')
        .where('c.app_key', '=', appKey)
        .where('a.created_by', '=', caller.user_id)
        .executeTakeFirst());
    if (!own) throw fieldError('headers', 'APITRY_NOT_OWN_APP');
    const sent: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers ?? {})) if (!dropped(k.toLowerCase())) sent[k] = String(v);
    const client = ctx.req.ip;
    sent[RELAY_CLIENT_HEADER] = client;
    sent[RELAY_TOKEN_HEADER] = relayToken(appSecretKey(ctx.deps.config), client);
    const started = Date.now();
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: sent,
        body: body && !['GET', 'HEAD'].includes(method) ? body : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e: any) {
      return {
        reachable: false,
        gateway: `${ctx.req.hostname?.split(':')[0] ?? '127.0.0.1'}:${ctx.deps.config.gatewayPort}`,
        error: String(e?.cause?.code ?? e?.name ?? 'ERROR'),
      };
    }
    const buf = Buffer.from(await res.arrayBuffer());
    return {
      reachable: true,
      status: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: buf.subarray(0, MAX_ANSWER).toString('utf8'),
      truncated: buf.length > MAX_ANSWER,
      elapsed_ms: Date.now() - started,
    };
  },
};
