/**
 * The authorization server of one app never serves another's: tests run many apps in one process (vitest's
 * isolate: false), one after the other, and a new app may listen on the port an ended one had. Its provider must
 * be its own, on its own database, not the ended app's (which answered the consent with its closed database, and
 * the client saw an error in the redirect instead of a code).
 */
import { describe, expect, it } from 'vitest';
import * as oc from 'openid-client';
import { startTestApp } from '../helpers.ts';
import { consentAndReturn } from './flow.ts';

const REDIRECT = 'http://127.0.0.1:53682/callback';
const insecure = { execute: [oc.allowInsecureRequests] };

/** one app on the port (0: any), through DCR and the code flow to the redirect; the port it had */
async function oneApp(port: number): Promise<{ port: number; back: URL }> {
  const t = await startTestApp();
  try {
    await t.app.listen({ port, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const ticket = await t.login('developer');
    const reg = await fetch(`${origin}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Per-app agent',
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'none',
      }),
    });
    const registered = (await reg.json()) as { client_id: string };
    expect(reg.status, JSON.stringify(registered)).toBe(201);
    const { client_id } = registered;
    const config = await oc.discovery(new URL(origin), client_id, undefined, oc.None(), insecure);
    const verifier = oc.randomPKCECodeVerifier();
    const url = oc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid store:read',
      state: oc.randomState(),
      code_challenge: await oc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      resource: `${origin}/mcp`,
    });
    const back = await consentAndReturn(origin, url.href, ticket);
    return { port: Number(new URL(origin).port), back };
  } finally {
    await t.dispose();
  }
}

describe('the authorization server per app', () => {
  it('serves a new app on the port an ended one had with its own provider and database', async () => {
    const first = await oneApp(0);
    expect(first.back.searchParams.get('code'), first.back.href).toBeTruthy();
    const second = await oneApp(first.port);
    expect(second.back.searchParams.get('error'), second.back.href).toBeNull();
    expect(second.back.searchParams.get('code')).toBeTruthy();
  });
});
