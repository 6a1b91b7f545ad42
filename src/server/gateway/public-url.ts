/**
 * The gateway's public address, the one source for every place that shows callers where to send a signed call (the
 * store's code samples, the signature tool, API try): GATEWAY_PUBLIC_URL when the operator set it (a proxy or load
 * balancer in front), else the host name the browser used to reach the console, on GATEWAY_PORT.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export function gatewayPublicUrl(
  config: Pick<Config, 'gatewayPublicUrl' | 'gatewayPort'>,
  req: FastifyRequest,
): string {
  if (config.gatewayPublicUrl) return config.gatewayPublicUrl;
  // Fastify's hostname has no port (an IPv6 literal keeps its brackets); protocol honours TRUST_PROXY
  return `${req.protocol}://${req.hostname}:${config.gatewayPort}`;
}

/** What a document writes where the gateway's address belongs; the public document read puts the address in. */
export const GATEWAY_URL_TOKEN = '{{gateway_url}}';
