/**
 * /apitry's relay: the browser signs a request with its application's secret (the secret never reaches us) and
 * sends the signed request here; we pass it to the gateway on this host and hand back what it answered. The
 * console's Content-Security-Policy allows connections to its own origin only, and the gateway serves API
 * callers, not browsers (no CORS), hence the relay. It reaches the gateway's port on loopback and nothing else.
 */
import type { Handlers } from '../context.ts';
import { validation } from '../http/errors.ts';

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-connection', 'content-length', 'ticket', 'cookie']);
const MAX_ANSWER = 256 * 1024;

export const apitryHandlers: Handlers = {
  async apitrySend(ctx) {
    const { method, target, headers, body } = ctx.body as { method: string; target: string; headers: Record<string, string>; body?: string | null };
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
    const sent: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers ?? {})) if (!HOP_BY_HOP.has(k.toLowerCase())) sent[k] = String(v);
    const started = Date.now();
    let res: Response;
    try {
      res = await fetch(url, {
        method, headers: sent, body: body && !['GET', 'HEAD'].includes(method) ? body : undefined, redirect: 'manual', signal: AbortSignal.timeout(30_000),
      });
    } catch (e: any) {
      return { reachable: false, gateway: `${ctx.req.hostname?.split(':')[0] ?? '127.0.0.1'}:${ctx.deps.config.gatewayPort}`, error: String(e?.cause?.code ?? e?.name ?? 'ERROR') };
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
