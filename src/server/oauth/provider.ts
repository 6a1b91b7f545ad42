/**
 * The platform's OAuth 2.1 authorization server: oidc-provider (OpenID certified), configured for agents acting for
 * the platform's own users. Authorization code with PKCE S256 only (v9 knows no other method), `iss` in every
 * authorization response (RFC 9207, always on in oidc-provider), opaque access tokens of 10 minutes for the store's
 * MCP endpoint (the only resource, RFC 8707), refresh tokens rotated on every use (a reused one is refused and
 * ends the chain), revocation (RFC 7009), Dynamic Client Registration (RFC 7591; the redirect allow-list is checked
 * in routes.ts before the provider sees the request), Client ID Metadata Documents (draft-02, https client ids).
 * The login is the platform's own: the interaction page (/oauth/consent) takes the user's platform session.
 * One provider per issuer and settings version: a change of the admin's settings builds a new one.
 */
import type Provider from 'oidc-provider';
import type { Configuration, errors as OidcErrors, KoaContextWithOIDC } from 'oidc-provider';
import type { Deps } from '../context.ts';
import { kyselyAdapter } from './adapter.ts';
import { cookieKeys, signingKeys } from './keys.ts';
import { loadSettings, redirectAllowed, type OauthSettings } from './settings.ts';
import { AGENT_SCOPES, OIDC_SCOPES } from './scopes.ts';
import { preRegisteredClients } from './clients.ts';

export const ACCESS_TOKEN_TTL = 10 * 60;
export const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;
export const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  userinfo: '/oauth/userinfo',
  introspection: '/oauth/introspect',
  end_session: '/oauth/logout',
  pushed_authorization_request: '/oauth/par',
} as const;
export const CONSENT_PATH = '/oauth/consent';

/** the resource an access token is for: the store's MCP endpoint on the same origin */
export const mcpResource = (issuer: string) => `${issuer}/mcp`;

/**
 * Providers per app (its database), then per issuer and settings version. The app comes first: a process may run
 * several apps one after another (the tests do), and a new one listening where an ended one did, with settings of
 * the same version (both copies of one seed), was served the ended app's provider and its closed database.
 */
const providersByDb = new WeakMap<object, Map<string, Promise<Provider>>>();

export function providerFor(deps: Deps, issuer: string, settings: OauthSettings): Promise<Provider> {
  let providers = providersByDb.get(deps.db);
  if (!providers) providersByDb.set(deps.db, (providers = new Map()));
  const key = `${issuer} ${settings.version}`;
  let p = providers.get(key);
  if (!p) {
    // old versions of this issuer are done with
    for (const k of providers.keys()) if (k.startsWith(`${issuer} `)) providers.delete(k);
    p = build(deps, issuer, settings);
    p.catch(() => providers.delete(key));
    providers.set(key, p);
  }
  return p;
}

async function build(deps: Deps, issuer: string, settings: OauthSettings): Promise<Provider> {
  // oidc-provider (Koa and its plugins) loads with the first OAuth request, not at every start (issue 28, cold start)
  const { default: OidcProvider, errors } = await import('oidc-provider');
  const resource = mcpResource(issuer);
  const configuration: Configuration = {
    adapter: kyselyAdapter(deps.db, deps.now),
    clients: preRegisteredClients(deps.config),
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'RS256',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    // every agent scope stays known, so clients registered with one the admin later turns off stay valid; what a
    // token carries is only what the admin offers (getResourceServerInfo below, and the consent page)
    scopes: [...OIDC_SCOPES, ...AGENT_SCOPES],
    // RFC 6749 4.1.2.1 / OAuth 2.1: a scope the platform does not offer is refused with invalid_scope, where the
    // provider on its own would drop it unseen (OIDC Core 3.1.2.1's SHOULD ignore). The provider calls an extra
    // param's validator on every authorization and PAR request, after the client and redirect URI are checked, so
    // the refusal goes back to the client's redirect URI with state and iss (PAR: 400 JSON).
    extraParams: { scope: refuseUnknownScopes(settings, errors) },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    cookies: { keys: cookieKeys(deps) },
    jwks: { keys: await signingKeys(deps) },
    routes: OAUTH_ROUTES,
    interactions: { url: (_ctx, interaction) => `${CONSENT_PATH}?uid=${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = /^\d{1,9}$/.test(sub)
        ? await deps.db
            .selectFrom('users')
            .select(['user_id', 'user_name', 'user_real_name', 'state'])
            .where('user_id', '=', Number(sub))
            .executeTakeFirst()
        : undefined;
      // a disabled or removed account: its agents' tokens stop working
      if (!user || user.state !== 1) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: user.user_real_name ?? user.user_name, preferred_username: user.user_name }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      registration: { enabled: settings.registration_enabled, initialAccessToken: false },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        // the provider fetches the document: only https URLs whose redirect URIs the admin allows
        allowFetch: async () => true,
        allowClient: async (_ctx, client) =>
          (client.redirectUris ?? []).every((u) => redirectAllowed(u, settings.redirect_patterns)),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: settings.scopes.join(' '),
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Session: 24 * 60 * 60,
      Grant: 365 * 24 * 60 * 60,
      RefreshToken: REFRESH_TOKEN_TTL,
    },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // agents work while the user is away: their tokens do not end with the browser session at the provider
    expiresWithSession: async () => false,
    clientBasedCORS: () => true,
    async renderError(ctx: KoaContextWithOIDC, out) {
      ctx.type = 'html';
      const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      ctx.body =
        `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>授权失败 / Authorization failed</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>授权失败 / Authorization failed</h1>` +
        `${Object.entries(out)
          .map(([k, v]) => `<p><strong>${esc(k)}</strong>: ${esc(v)}</p>`)
          .join('')}<p><a href="/home">返回首页 / Home</a></p></body></html>`;
    },
  };
  const provider = new OidcProvider(issuer, configuration);
  provider.proxy = deps.config.trustProxy === true;
  return provider;
}

/** anything outside OpenID's own scopes and those the admin lets exist (a turned-off scope does not exist) */
function refuseUnknownScopes(settings: OauthSettings, errors: typeof OidcErrors) {
  const offered = new Set<string>([...OIDC_SCOPES, ...settings.scopes]);
  return async (_ctx: KoaContextWithOIDC, value: string | undefined) => {
    const unknown = [...new Set(String(value ?? '').split(' '))].filter((s) => s && !offered.has(s));
    if (unknown.length) throw new errors.InvalidScope(`unknown scope: ${unknown.join(' ')}`, unknown.join(' '));
  };
}

export async function currentProvider(deps: Deps, issuer: string) {
  return providerFor(deps, issuer, await loadSettings(deps.db));
}
