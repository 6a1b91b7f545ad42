/**
 * One attempt of one delivery: signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, by the `standardwebhooks` package), POSTed with a 10 s limit,
 * redirects not followed. Private and loopback addresses are refused when the connection is made (a name that
 * resolves there later gains nothing) unless CALLBACK_ALLOW_PRIVATE says otherwise.
 */
import { Agent, request, type Dispatcher } from 'undici';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../config.ts';
import { upstreamGuard } from '../gateway/upstream-guard.ts';

const TIMEOUT_MS = 10_000;
const EXCERPT = 1000;
export const USER_AGENT = 'OpenAPIPlatform-Webhooks/1.0';

const guard = upstreamGuard({ allowed: [] });
let guarded: Agent | undefined;
let open: Agent | undefined;

function dispatcher(config: Pick<Config, 'callbackAllowPrivate'>): Dispatcher {
  if (config.callbackAllowPrivate) return (open ??= new Agent({ connect: { timeout: TIMEOUT_MS } }));
  return (guarded ??= new Agent({ connect: { timeout: TIMEOUT_MS, lookup: guard.lookup } }));
}

/** Why the URL may not be called at all (scheme, a private address literal, localhost); undefined = fine. */
export function refuseCallbackUrl(config: Pick<Config, 'callbackAllowPrivate'>, url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'CALLBACK_URL_INVALID';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'CALLBACK_URL_SCHEME';
  if (u.username || u.password) return 'CALLBACK_URL_CREDENTIALS';
  if (!config.callbackAllowPrivate && guard.refuseUrl(url)) return 'CALLBACK_URL_PRIVATE';
  return undefined;
}

export function signHeaders(secret: string, msgId: string, at: Date, payload: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(msgId, at, payload),
  };
}

export interface Outcome {
  ok: boolean;
  status: number | null;
  response: string | null;
  error: string | null;
}

export async function sendOnce(
  config: Pick<Config, 'callbackAllowPrivate'>,
  url: string,
  headers: Record<string, string>,
  payload: string,
): Promise<Outcome> {
  const refused = refuseCallbackUrl(config, url);
  if (refused) return { ok: false, status: null, response: null, error: refused };
  try {
    const res = await request(url, {
      method: 'POST',
      headers,
      body: payload,
      dispatcher: dispatcher(config),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    let text = '';
    for await (const chunk of res.body) {
      text += Buffer.from(chunk as Uint8Array).toString('utf8');
      if (text.length >= EXCERPT) break;
    }
    if (text.length >= EXCERPT) res.body.destroy();
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return { ok, status: res.statusCode, response: text.slice(0, EXCERPT) || null, error: null };
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return { ok: false, status: null, response: null, error: `${e.code ?? 'ERROR'}: ${e.message ?? ''}`.slice(0, 500) };
  }
}
