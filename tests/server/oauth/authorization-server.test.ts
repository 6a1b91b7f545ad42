/**
 * The platform's OAuth 2.1 authorization server over real HTTP, with an independent client (openid-client 6):
 * discovery at both well-known URIs, DCR with the admin's redirect allow-list, code + PKCE S256 with the consent
 * confirmed by a signed-in platform user, `iss` in the redirect checked by the client, rotating refresh tokens,
 * revocation; and each refusal with the error its RFC names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oc from 'openid-client';
import { startTestApp, type TestApp } from '../helpers.ts';
import { consentAndReturn, pkcePair } from './flow.ts';

let t: TestApp;
let origin: string;
let ticket: string;
const REDIRECT = 'http://127.0.0.1:53682/callback';
const insecure = { execute: [oc.allowInsecureRequests] };

async function register(body: Record<string, unknown>) {
  const res = await fetch(`${origin}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function newClient(name = 'Test agent') {
  const r = await register({
    client_name: name,
    redirect_uris: [REDIRECT],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const config = await oc.discovery(new URL(origin), r.body.client_id, undefined, oc.None(), insecure);
  return { clientId: r.body.client_id as string, config };
}

/** the whole code flow; answers the tokens and what it used */
async function codeFlow(config: oc.Configuration, scope = 'openid offline_access store:read apps:manage') {
  const verifier = oc.randomPKCECodeVerifier();
  const state = oc.randomState();
  const url = oc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope,
    state,
    code_challenge: await oc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    resource: `${origin}/mcp`,
  });
  const back = await consentAndReturn(origin, url.href, ticket);
  // openid-client's AuthorizationResponseError does not say which error the redirect carried
  if (back.searchParams.has('error'))
    throw new Error(
      `authorization answered ${back.searchParams.get('error')}: ${back.searchParams.get('error_description')}`,
    );
  const tokens = await oc.authorizationCodeGrant(
    config,
    back,
    { pkceCodeVerifier: verifier, expectedState: state },
    { resource: `${origin}/mcp` },
  );
  return { tokens, back, verifier, state };
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return (e as { error?: string; code?: string }).error ?? (e as Error).message;
  }
  throw new Error('expected a refusal');
};

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  ticket = await t.login('developer');
});
afterAll(async () => {
  await t?.dispose();
});

describe('metadata', () => {
  it('answers RFC 8414 and OpenID discovery with code + S256 only and iss in responses', async () => {
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const m = (await (await fetch(`${origin}${path}`)).json()) as Record<string, any>;
      expect(m.issuer).toBe(origin);
      expect(m.response_types_supported).toEqual(['code']);
      expect(m.code_challenge_methods_supported).toEqual(['S256']);
      expect(m.authorization_response_iss_parameter_supported).toBe(true);
      expect(m.registration_endpoint).toBe(`${origin}/oauth/register`);
      expect(m.revocation_endpoint).toBe(`${origin}/oauth/revoke`);
      expect(m.scopes_supported).toEqual(
        expect.arrayContaining(['store:read', 'apps:manage', 'access:apply', 'usage:read']),
      );
    }
    // openid-client finds the same issuer by either algorithm
    const viaOauth = await oc.discovery(new URL(origin), 'x', undefined, oc.None(), {
      ...insecure,
      algorithm: 'oauth2',
    });
    expect(viaOauth.serverMetadata().issuer).toBe(origin);
  });
});

describe('code flow with openid-client', () => {
  it('registers by DCR, completes code + PKCE with consent, validates iss, rotates the refresh token and refuses the old one', async () => {
    const { config } = await newClient();
    const { tokens, back } = await codeFlow(config);
    expect(back.searchParams.get('iss')).toBe(origin);
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    expect(tokens.claims()?.sub).toBe(
      String(
        (
          await t.deps.db
            .selectFrom('users')
            .select('user_id')
            .where('user_name', '=', 'developer')
            .executeTakeFirstOrThrow()
        ).user_id,
      ),
    );
    const first = tokens.refresh_token!;
    const rotated = await oc.refreshTokenGrant(config, first, { resource: `${origin}/mcp` });
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first);
    // RFC 6749 5.2 / OAuth 2.1 4.3.1: a refresh token used again after rotation
    expect(await errorOf(oc.refreshTokenGrant(config, first))).toBe('invalid_grant');
    // the consent is on record (the admin sees grants; the account center lists it)
    const consent = await t.deps.db
      .selectFrom('oauth_consents')
      .selectAll()
      .where('client_id', '=', config.clientMetadata().client_id)
      .executeTakeFirstOrThrow();
    expect(consent.grant_id).toBeTruthy();
  });

  it('refuses a callback whose iss is not the issuer (RFC 9207, checked by the client)', async () => {
    const { config } = await newClient();
    const verifier = oc.randomPKCECodeVerifier();
    const state = oc.randomState();
    const url = oc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'store:read',
      state,
      code_challenge: await oc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const back = await consentAndReturn(origin, url.href, ticket);
    back.searchParams.set('iss', 'https://evil.example');
    const err = await oc
      .authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state })
      .then(
        () => null,
        (e: Error & { code?: string; cause?: unknown }) => e,
      );
    expect(err?.code).toBe('OAUTH_INVALID_RESPONSE');
    expect(JSON.stringify(err?.cause) + String((err?.cause as Error)?.message)).toMatch(/iss/);
  });

  it('refuses a reused code and a PKCE verifier that does not match with invalid_grant', async () => {
    const { config, clientId } = await newClient();
    const { verifier, challenge } = pkcePair();
    const url = oc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'store:read',
      state: 's1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const back = await consentAndReturn(origin, url.href, ticket);
    const code = back.searchParams.get('code')!;
    const exchange = (v: string) =>
      fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          client_id: clientId,
          code_verifier: v,
        }),
      });
    const wrong = await exchange(pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
    const good = await exchange(verifier);
    expect(good.status).toBe(200);
    const again = await exchange(verifier);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('revokes an access token (RFC 7009): introspection then says inactive', async () => {
    const { config } = await newClient();
    const { tokens } = await codeFlow(config, 'store:read');
    expect((await oc.tokenIntrospection(config, tokens.access_token)).active).toBe(true);
    await oc.tokenRevocation(config, tokens.access_token);
    expect((await oc.tokenIntrospection(config, tokens.access_token)).active).toBe(false);
  });
});

describe('refusals', () => {
  it('refuses a registration whose redirect URI is outside the allow-list with invalid_redirect_uri (RFC 7591)', async () => {
    const r = await register({ redirect_uris: ['https://evil.example/cb'], token_endpoint_auth_method: 'none' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_redirect_uri');
    // loopback on any port is allowed (RFC 8252 desktop clients)
    expect(
      (await register({ redirect_uris: ['http://localhost:41234/x'], token_endpoint_auth_method: 'none' })).status,
    ).toBe(201);
    // the admin adds a prefix: then it registers
    await t.deps.db
      .updateTable('oauth_settings')
      .set({ redirect_patterns: JSON.stringify(['loopback', 'https://agent.example.com/']), updated_at: new Date() })
      .execute();
    const { forgetSettings } = await import('../../../src/server/oauth/settings.ts');
    forgetSettings();
    expect(
      (await register({ redirect_uris: ['https://agent.example.com/cb'], token_endpoint_auth_method: 'none' })).status,
    ).toBe(201);
  });

  it('refuses an authorization request without PKCE or with plain PKCE (invalid_request), and an unknown scope with invalid_scope', async () => {
    const { clientId } = await newClient();
    const authorize = async (params: Record<string, string>) => {
      const u = new URL(`${origin}/oauth/authorize`);
      for (const [k, v] of Object.entries({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: REDIRECT,
        state: 'st',
        ...params,
      }))
        u.searchParams.set(k, v);
      const res = await fetch(u, { redirect: 'manual' });
      if (!res.headers.get('location')) throw new Error(`${res.status} ${await res.text()}`);
      return new URL(res.headers.get('location')!, origin);
    };
    expect((await authorize({ scope: 'store:read' })).searchParams.get('error')).toBe('invalid_request');
    const plain = await authorize({
      scope: 'store:read',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(plain.searchParams.get('error')).toBe('invalid_request');
    // the error redirect names the issuer too
    expect(plain.searchParams.get('iss')).toBe(origin);
    // a scope the platform does not offer: invalid_scope back at the redirect URI (RFC 6749 4.1.2.1), never the consent
    const scope = await authorize({
      scope: 'store:read store:write',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    expect(scope.origin + scope.pathname).toBe(REDIRECT);
    expect(scope.searchParams.get('error')).toBe('invalid_scope');
    expect(scope.searchParams.get('state')).toBe('st');
    expect(scope.searchParams.get('iss')).toBe(origin);
  });

  it('refuses unknown and turned-off scopes with invalid_scope, as openid-client reads it, at authorize, PAR and refresh', async () => {
    const { config } = await newClient();
    const { forgetSettings } = await import('../../../src/server/oauth/settings.ts');
    // openid-client follows the redirect's error: an AuthorizationResponseError naming invalid_scope, iss checked
    const refusedAt = async (scope: string) => {
      const verifier = oc.randomPKCECodeVerifier();
      const state = oc.randomState();
      const url = oc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope,
        state,
        code_challenge: await oc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const res = await fetch(url, { redirect: 'manual' });
      const back = new URL(res.headers.get('location')!, origin);
      const err = await oc
        .authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state })
        .then(
          () => null,
          (e: oc.AuthorizationResponseError) => e,
        );
      return { back, err };
    };
    const unknown = await refusedAt('openid store:read admin:all');
    expect(unknown.err).toBeInstanceOf(oc.AuthorizationResponseError);
    expect(unknown.err?.error).toBe('invalid_scope');
    expect(unknown.err?.error_description).toMatch(/admin:all/);
    // a pushed authorization request (RFC 9126) is refused the same way, as JSON
    const par = await errorOf(
      oc.buildAuthorizationUrlWithPAR(config, {
        redirect_uri: REDIRECT,
        scope: 'store:read store:write',
        code_challenge: await oc.calculatePKCECodeChallenge(oc.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
    );
    expect(par).toBe('invalid_scope');
    // a scope the admin turned off does not exist on this platform
    await t.deps.db
      .updateTable('oauth_settings')
      .set({ scopes: JSON.stringify(['store:read', 'apps:manage', 'access:apply']), updated_at: new Date() })
      .execute();
    forgetSettings();
    try {
      expect((await refusedAt('store:read usage:read')).err?.error).toBe('invalid_scope');
    } finally {
      await t.deps.db
        .updateTable('oauth_settings')
        .set({
          scopes: JSON.stringify(['store:read', 'apps:manage', 'access:apply', 'usage:read']),
          updated_at: new Date(),
        })
        .execute();
      forgetSettings();
    }
    // known scopes still pass, and a refresh asking more than was granted is invalid_scope (RFC 6749 6)
    const { tokens } = await codeFlow(config, 'openid offline_access store:read');
    expect(await errorOf(oc.refreshTokenGrant(config, tokens.refresh_token!, { scope: 'store:read admin:all' }))).toBe(
      'invalid_scope',
    );
  });

  it('answers 503 temporarily_unavailable while the admin has agent access turned off', async () => {
    const { forgetSettings } = await import('../../../src/server/oauth/settings.ts');
    await t.deps.db.updateTable('oauth_settings').set({ enabled: false, updated_at: new Date() }).execute();
    forgetSettings();
    try {
      const res = await fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&refresh_token=x&client_id=y',
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toBe('temporarily_unavailable');
    } finally {
      await t.deps.db.updateTable('oauth_settings').set({ enabled: true, updated_at: new Date() }).execute();
      forgetSettings();
    }
  });
});
