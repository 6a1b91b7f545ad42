/**
 * The store as an MCP server at /mcp on the platform's port: the official SDK's createMcpHandler serves both
 * protocol eras (2025-11-25 with initialize, 2026-07-28 stateless) from one factory, a fresh server per request
 * bound to the token's user. OAuth: RFC 9728 protected resource metadata at /.well-known/oauth-protected-resource
 * (and …/mcp, where the SDK's clients look first); a request without a valid token is 401 with
 * `WWW-Authenticate: Bearer resource_metadata=…` (the SDK's bearer gate). Tokens are the authorization server's
 * opaque access tokens for this resource, looked up in its store (revoked or expired: gone).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createMcpHandler,
  getOAuthProtectedResourceMetadataUrl,
  localhostAllowedOrigins,
  OAuthError,
  OAuthErrorCode,
  requireBearerAuth,
  validateOriginHeader,
  type AuthInfo,
} from '@modelcontextprotocol/server';
import type { Deps } from '../context.ts';
import { langOf } from '../http/messages.ts';
import { mcpMessages } from '../mcp/messages.ts';
import { loadSettings } from '../oauth/settings.ts';
import { mcpResource, providerFor } from '../oauth/provider.ts';
import { issuerOf } from '../oauth/routes.ts';
import { buildStoreServer } from './tools.ts';

function verifier(deps: Deps, issuer: string) {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      return verify(token);
    },
  };
  async function verify(token: string): Promise<AuthInfo> {
    {
      const settings = await loadSettings(deps.db);
      if (!settings.enabled)
        throw new OAuthError(OAuthErrorCode.InvalidToken, 'agent access is turned off on this platform');
      const provider = await providerFor(deps, issuer, settings);
      const at = await provider.AccessToken.find(token);
      if (!at || at.isExpired)
        throw new OAuthError(OAuthErrorCode.InvalidToken, 'the access token is unknown, revoked or expired');
      if (settings.allowed_clients && !settings.allowed_clients.includes(at.clientId!))
        throw new OAuthError(OAuthErrorCode.InvalidToken, 'this client may not be used on this platform');
      const user = await deps.db
        .selectFrom('users')
        .select(['user_id', 'user_name', 'state'])
        .where('user_id', '=', Number(at.accountId))
        .executeTakeFirst();
      if (!user || user.state !== 1)
        throw new OAuthError(OAuthErrorCode.InvalidToken, 'the account behind this token is disabled');
      // a client whose metadata no longer passes (or that is gone): its tokens are not honoured
      const client = await provider.Client.find(at.clientId!).catch(() => undefined);
      if (!client)
        throw new OAuthError(OAuthErrorCode.InvalidToken, 'the client of this token is no longer registered');
      const aud = Array.isArray(at.aud) ? at.aud[0] : at.aud;
      return {
        token,
        clientId: at.clientId!,
        scopes: String(at.scope ?? '')
          .split(' ')
          .filter(Boolean),
        expiresAt: at.exp,
        resource: aud ? new URL(String(aud)) : undefined,
        extra: { user_id: user.user_id, user_name: user.user_name, client_name: client.clientName ?? at.clientId },
      };
    }
  }
}

/** a Fastify request as the web Request the SDK takes (the JSON body already parsed by Fastify goes as parsedBody) */
function webRequest(req: FastifyRequest): Request {
  const url = `${req.protocol}://${req.host}${req.url}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(url, { method: req.method, headers, ...(hasBody ? { body: JSON.stringify(req.body) } : {}) });
}

async function send(reply: FastifyReply, res: Response) {
  reply.code(res.status);
  res.headers.forEach((v, k) => {
    reply.header(k, v);
  });
  return reply.send(res.body ?? '');
}

/**
 * The MCP transport rules say a server must check Origin against DNS rebinding (as the gateway's /mcp does): a page
 * on another site that got its name pointed at the platform sends that site as its Origin, so only the platform's
 * own names are accepted: loopback and OAUTH_ISSUER's host. Agents (not browsers) send no Origin and pass.
 */
export function storeMcpAllowedOrigins(oauthIssuer: string | undefined): string[] {
  const names = [...localhostAllowedOrigins()];
  if (oauthIssuer) names.push(new URL(oauthIssuer).hostname);
  return names;
}

export function registerMcpRoutes(app: FastifyInstance, deps: Deps) {
  const allowedOrigins = storeMcpAllowedOrigins(deps.config.oauthIssuer);
  const metadata = async (req: FastifyRequest) => {
    const issuer = issuerOf(deps, req);
    const settings = await loadSettings(deps.db);
    return {
      resource: mcpResource(issuer),
      authorization_servers: [issuer],
      scopes_supported: settings.scopes,
      bearer_methods_supported: ['header'],
      resource_name: 'Open API Platform store (MCP)',
      resource_documentation: `${issuer}/llms.txt`,
    };
  };
  for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
    app.get(path, async (req, reply) =>
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'no-cache')
        .send(await metadata(req)),
    );
  }

  // one handler for both eras; its factory makes a server per request for the token's user, in the client's language
  const handler = createMcpHandler(
    (ctx) => {
      const extra = ctx.authInfo?.extra as { user_id: number; user_name: string; client_name: string } | undefined;
      if (!extra) throw new Error('the MCP handler runs only behind the bearer gate');
      const lang = langOf(
        ctx.requestInfo?.headers.get('accept-language') ?? ctx.requestInfo?.headers.get('language') ?? undefined,
      );
      const host = ctx.requestInfo ? new URL(ctx.requestInfo.url).host : undefined;
      return buildStoreServer(deps, {
        app,
        identity: {
          user_id: extra.user_id,
          via: `by agent ${extra.client_name} for ${extra.user_name}`,
          client_name: extra.client_name,
        },
        lang,
        host,
      });
    },
    { onerror: (err) => app.log.warn({ err }, 'mcp') },
  );
  app.addHook('onClose', async () => {
    await handler.close();
  });

  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/mcp',
    handler: async (req, reply) => {
      const origin = req.headers.origin;
      if (origin !== undefined && !validateOriginHeader(origin, allowedOrigins).ok) {
        const lang = langOf(req.headers['accept-language'] ?? req.headers.language);
        return reply.code(403).send({
          success: false,
          code: 'MCP_ORIGIN_REFUSED',
          message: mcpMessages[lang].MCP_ORIGIN_REFUSED,
          data: null,
        });
      }
      const issuer = issuerOf(deps, req);
      const resource = new URL(mcpResource(issuer));
      const gate = requireBearerAuth({
        verifier: verifier(deps, issuer),
        resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(resource),
        expectedResource: resource,
      });
      const request = webRequest(req);
      const auth = await gate(request);
      if (auth instanceof Response) return send(reply, auth);
      return send(reply, await handler.fetch(request, { authInfo: auth, parsedBody: req.body }));
    },
  });
}
