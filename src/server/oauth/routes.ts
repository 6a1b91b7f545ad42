/**
 * Mounts the authorization server on the platform's port: oidc-provider answers its own endpoints (authorize,
 * token, register, revoke, jwks, userinfo, introspection) and discovery, both at /.well-known/openid-configuration
 * and at RFC 8414's /.well-known/oauth-authorization-server. Before the provider sees a request the platform admin's
 * rules apply: agent access off → 503 temporarily_unavailable; a registration whose redirect URIs are outside the
 * allow-list → 400 invalid_redirect_uri (RFC 7591); a client the admin did not allow → unauthorized_client.
 * The provider parses its own bodies (Fastify hands it the raw request), so this plugin parses nothing itself
 * except a registration's JSON, which it checks and hands on as `req.body` (oidc-provider reads that).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../context.ts';
import { loadSettings, redirectAllowed } from './settings.ts';
import { OAUTH_ROUTES, providerFor } from './provider.ts';

/** the issuer this request talks to: OAUTH_ISSUER, else the origin the client used (as GATEWAY_PUBLIC_URL does) */
export function issuerOf(deps: Deps, req: FastifyRequest): string {
  return deps.config.oauthIssuer ?? `${req.protocol}://${req.host}`;
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send({ error, error_description: description });

export function registerOauthRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (sub) => {
    sub.removeAllContentTypeParsers();
    // the provider reads the body from the raw stream; only a registration's JSON is read here (checked below)
    sub.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

    const forward = async (req: FastifyRequest, reply: FastifyReply, rewrite?: string) => {
      const settings = await loadSettings(deps.db);
      const path = req.url.split('?')[0];
      const discovery = path.startsWith('/.well-known/');
      if (!settings.enabled && !discovery)
        return oauthError(reply, 503, 'temporarily_unavailable', 'agent access is turned off on this platform');
      if (path === OAUTH_ROUTES.authorization && settings.allowed_clients) {
        const clientId = new URLSearchParams(req.url.split('?')[1] ?? '').get('client_id');
        if (!clientId || !settings.allowed_clients.includes(clientId))
          return oauthError(reply, 400, 'unauthorized_client', 'this client may not be used on this platform');
      }
      if (path === OAUTH_ROUTES.registration && req.method === 'POST') {
        const body = await readJson(req);
        if (body === undefined)
          return oauthError(reply, 400, 'invalid_client_metadata', 'the body must be a JSON object');
        const uris = Array.isArray(body.redirect_uris) ? body.redirect_uris : [];
        const outside = uris.find((u) => typeof u !== 'string' || !redirectAllowed(u, settings.redirect_patterns));
        if (outside !== undefined)
          return oauthError(
            reply,
            400,
            'invalid_redirect_uri',
            `redirect URI not allowed on this platform: ${String(outside)}`,
          );
        (req.raw as typeof req.raw & { body?: unknown }).body = body;
      }
      const provider = await providerFor(deps, issuerOf(deps, req), settings);
      if (rewrite) req.raw.url = rewrite;
      reply.hijack();
      await provider.callback()(req.raw, reply.raw);
    };

    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;
    for (const path of Object.values(OAUTH_ROUTES)) {
      sub.route({ method: [...methods], url: path, handler: (req, reply) => forward(req, reply) });
      sub.route({ method: [...methods], url: `${path}/*`, handler: (req, reply) => forward(req, reply) });
    }
    sub.route({
      method: ['GET', 'OPTIONS'],
      url: '/.well-known/openid-configuration',
      handler: (req, reply) => forward(req, reply),
    });
    // RFC 8414: the same metadata (the provider's issuer has no path, so the well-known URI has no suffix)
    sub.route({
      method: ['GET', 'OPTIONS'],
      url: '/.well-known/oauth-authorization-server',
      handler: (req, reply) => forward(req, reply, '/.well-known/openid-configuration'),
    });
  });
}

const MAX_REGISTRATION = 64 * 1024;

async function readJson(req: FastifyRequest): Promise<Record<string, unknown> | undefined> {
  if (
    !String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('application/json')
  )
    return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_REGISTRATION) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const v = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
