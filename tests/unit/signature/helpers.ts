/** Builds requests as the gateway will receive them: lowercase header names (as Node gives them), raw query string. */
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import {
  signRequest,
  type SignInput,
  type SignableRequest,
  type SignedRequest,
} from '../../../src/shared/signature/index.ts';

export const APP_KEY = '204000001';
export const SECRET = 'sEcReT-0123456789abcdef';
export const NOW = 1_767_225_600_000; // 2026-01-01T00:00:00Z

export type Received = SignableRequest & { headers: Record<string, string> };

export function sign(input: Partial<SignInput> = {}, secret = SECRET): SignedRequest {
  return signRequest(
    { appKey: APP_KEY, method: 'GET', path: '/weather/v1/now', timestamp: NOW, nonce: 'nonce-1', ...input },
    secret,
    nodeHmac,
  );
}

/** The request on the wire: `query` encoded as a client sends it (pairs keep repeats and order). */
export function received(
  signed: SignedRequest,
  req: { method?: string; path?: string; query?: [string, string][] | string; body?: string | Uint8Array } = {},
): Received {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(signed.headers)) headers[k.toLowerCase()] = v;
  const query = typeof req.query === 'string' ? req.query : new URLSearchParams(req.query ?? []).toString();
  return { method: req.method ?? 'GET', path: req.path ?? '/weather/v1/now', query, headers, body: req.body };
}

/** Sign and receive the same request in one step. */
export function signedRequest(
  input: Partial<SignInput> & { queryPairs?: [string, string][] } = {},
  secret = SECRET,
): Received {
  const { queryPairs, ...rest } = input;
  const signed = sign({ ...rest, query: queryPairs ?? rest.query }, secret);
  return received(signed, { method: rest.method, path: rest.path, query: queryPairs, body: rest.body });
}
