/**
 * /apitry's relay (apps/apitry.ts) calls the gateway from this host on a signed-in user's behalf. So that the
 * gateway's whitelists and call log see that user's address rather than the server's, the relay names it in
 * X-Ca-Relay-Client with X-Ca-Relay-Token, an HMAC of it under the platform's SECRET_KEY: only the platform can
 * make one, and the gateway believes it only from a loopback peer. Neither header goes on to the upstream.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const RELAY_CLIENT_HEADER = 'x-ca-relay-client';
export const RELAY_TOKEN_HEADER = 'x-ca-relay-token';

export function relayToken(key: Buffer, client: string): string {
  return createHmac('sha256', key).update(`apitry-relay\n${client}`).digest('base64url');
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The relayed caller's address, when the request carries a valid relay token from a loopback peer. */
export function relayedClientResolver(key: Buffer) {
  return (peer: string | undefined, headers: IncomingHttpHeaders): string | undefined => {
    const client = headers[RELAY_CLIENT_HEADER];
    const token = headers[RELAY_TOKEN_HEADER];
    if (typeof client !== 'string' || typeof token !== 'string' || !peer || !LOOPBACK.test(peer)) return undefined;
    const expected = Buffer.from(relayToken(key, client));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given) ? client : undefined;
  };
}
