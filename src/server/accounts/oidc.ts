/**
 * OpenID Connect sign-in (openid-client): authorization code with PKCE, state and nonce kept server-side for 10
 * minutes. The callback links the identity to an account (a new one on first sign-in, or the caller's when binding)
 * and sends the browser back to the login page with a one-time token, which takes it into the console. An http:// issuer is accepted only because the
 * operator configured it (local providers, tests).
 */
import * as client from 'openid-client';
import type { Config } from '../config.ts';
import type { Ctx, Deps } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { newSecret } from '../auth/tokens.ts';
import { accountFor, bindIdentity, linkedAccount, oneTimeLogin } from './external.ts';
import { accountWithEmail, parkLink } from './oidc-link.ts';

const STATE_LIFETIME_MS = 10 * 60_000;
const discovered = new Map<string, Promise<client.Configuration>>();

function oidcConfig(config: Config): Promise<client.Configuration> {
  const o = config.oidc;
  if (!o) throw new ApiError(409, 'INVALID_STATE', 'OIDC_NOT_CONFIGURED');
  const key = `${o.issuer}|${o.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = o.issuer.startsWith('http://');
    found = client.discovery(
      new URL(o.issuer),
      o.clientId,
      o.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    // a failed discovery is retried on the next sign-in rather than remembered
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

const redirectUri = (ctx: Ctx) =>
  ctx.deps.config.oidc?.redirectUri ?? `${ctx.req.protocol}://${ctx.req.host}/openauthor/v1/oidc/callback`;

export async function authorizationUrl(ctx: Ctx, bindUserId: number | null): Promise<string> {
  const cfg = await oidcConfig(ctx.deps.config);
  const code_verifier = client.randomPKCECodeVerifier();
  const state = newSecret();
  const nonce = client.randomNonce();
  await ctx.deps.db
    .insertInto('oidc_states')
    .values({
      state,
      nonce,
      code_verifier,
      bind_user_id: bindUserId,
      expires_at: new Date(ctx.deps.now().getTime() + STATE_LIFETIME_MS),
    })
    .execute();
  return client.buildAuthorizationUrl(cfg, {
    redirect_uri: redirectUri(ctx),
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(code_verifier),
    code_challenge_method: 'S256',
  }).href;
}

/** Handles the provider's redirect; answers where to send the browser. */
export async function callback(ctx: Ctx): Promise<string> {
  const deps: Deps = ctx.deps;
  const state = String(ctx.query.state ?? '');
  // spent whatever happens next: a state works once
  const saved = await deps.db.deleteFrom('oidc_states').where('state', '=', state).returningAll().executeTakeFirst();
  if (!saved || new Date(saved.expires_at).getTime() <= deps.now().getTime()) return '/login?oidc_error=1';
  try {
    const cfg = await oidcConfig(deps.config);
    const current = new URL(redirectUri(ctx));
    current.search = new URLSearchParams(ctx.query as Record<string, string>).toString();
    const tokens = await client.authorizationCodeGrant(cfg, current, {
      pkceCodeVerifier: saved.code_verifier,
      expectedState: state,
      expectedNonce: saved.nonce,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    // providers may keep profile claims out of the ID token; userinfo has them (its sub is checked against the token's)
    const claims = { ...(await client.fetchUserInfo(cfg, tokens.access_token, idClaims.sub)), ...idClaims } as Record<
      string,
      unknown
    > & { sub: string };
    const profile = {
      subject: claims.sub,
      display_name: typeof claims.name === 'string' ? claims.name : null,
      preferred_name: typeof claims.preferred_username === 'string' ? claims.preferred_username : null,
      email: typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null,
    };
    if (saved.bind_user_id) {
      await bindIdentity(deps, saved.bind_user_id, 'oidc', profile);
      // the profile page, where the account's bindings are shown
      return '/user/modifyInformation?bound=oidc';
    }
    // a first sign-in with the verified email of an existing account links to it once its owner logs in with the
    // local password, rather than making a second account
    if (!(await linkedAccount(deps, 'oidc', profile.subject))) {
      const owner = await accountWithEmail(deps, profile.email);
      if (owner) return `/login?oidc_link=${encodeURIComponent(await parkLink(deps, 'oidc', profile, owner))}`;
    }
    const userId = await accountFor(deps, 'oidc', profile);
    const user = await deps.db
      .selectFrom('users')
      .select('state')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.state !== 1) return '/login?oidc_error=disabled';
    // back to the login page, which exchanges the token and goes where a password login goes (the console)
    return `/login?token=${encodeURIComponent(await oneTimeLogin(deps, userId))}`;
  } catch (err) {
    if (err instanceof ApiError && err.messageKey === 'IDENTITY_BOUND') return '/user/modifyInformation?bound=taken';
    ctx.req.log.warn({ err }, 'oidc sign-in failed');
    return '/login?oidc_error=1';
  }
}
