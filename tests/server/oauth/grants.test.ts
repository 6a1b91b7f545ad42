/**
 * Authorized applications and agent access settings over the console's operations: a user lists and revokes their
 * own grants (another user's client is a 404 and stays), a revoke ends the agent's token at /mcp at once; only the
 * platform admin reads and changes the settings, a bad redirect pattern is refused next to its field, and turning
 * agent access off stops /mcp.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';
import { addDeveloper, caller } from '../apps/fixtures.ts';
import { connectAgent, TestOAuthProvider } from '../mcp/agent.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 180_000);
afterAll(async () => {
  await t?.dispose();
});

const mcpList = (token: string) =>
  fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

describe('authorized applications', () => {
  it("lists the caller's grants, refuses another user's with 404, and a revoke ends the token at once", async () => {
    const devTicket = await t.login('developer');
    const provider = new TestOAuthProvider(origin, devTicket, 'Grant agent');
    const client = await connectAgent(origin, provider);
    await client.close();
    const token = provider.saved.access_token as string;
    expect((await mcpList(token)).status).toBe(200);
    const dev = caller(t, devTicket);
    const list = (await dev.get('/openauthor/v1/oauth/grants')).body.data;
    const mine = list.find((g: any) => g.client_id === provider.info.client_id);
    expect(mine).toMatchObject({
      client_name: 'Grant agent',
      scopes: ['store:read', 'apps:manage', 'access:apply', 'usage:read'],
    });

    const other = caller(t, (await addDeveloper(t, 'grant_other')).ticket);
    expect((await other.get('/openauthor/v1/oauth/grants')).body.data).toEqual([]);
    const refused = await other.post('/openauthor/v1/oauth/grants/revoke', { client_id: provider.info.client_id });
    expect(refused.status).toBe(404);
    expect((await mcpList(token)).status).toBe(200);

    expect((await dev.post('/openauthor/v1/oauth/grants/revoke', { client_id: provider.info.client_id })).status).toBe(
      200,
    );
    expect((await mcpList(token)).status).toBe(401);
    expect(
      (await dev.get('/openauthor/v1/oauth/grants')).body.data.find(
        (g: any) => g.client_id === provider.info.client_id,
      ),
    ).toBeUndefined();
    // the refresh token went with the grant
    const refresh = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: provider.saved.refresh_token,
        client_id: provider.info.client_id,
      }),
    });
    expect(((await refresh.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('agent access settings', () => {
  it("are the platform admin's: a developer is refused, a bad pattern is refused next to its field, off stops /mcp", async () => {
    const dev = caller(t, await t.login('developer'));
    expect((await dev.get('/openauthor/v1/oauth/settings')).status).toBe(403);
    const admin = caller(t, await t.login('admin'), 'en');
    const s = (await admin.get('/openauthor/v1/oauth/settings')).body.data;
    expect(s).toMatchObject({
      enabled: true,
      registration_enabled: true,
      redirect_patterns: ['loopback'],
      allowed_clients: null,
    });
    const bad = await admin.put('/openauthor/v1/oauth/settings', { redirect_patterns: ['loopback', 'ftp://x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'redirect_patterns.1' });
    expect(bad.body.data.errors[0].message).toMatch(/loopback/);
    expect((await admin.get('/openauthor/v1/oauth/settings')).body.data.redirect_patterns).toEqual(['loopback']);

    const provider = new TestOAuthProvider(origin, await t.login('developer'), 'Switch agent');
    await (await connectAgent(origin, provider)).close();
    const token = provider.saved.access_token as string;
    expect((await admin.put('/openauthor/v1/oauth/settings', { enabled: false })).status).toBe(200);
    expect((await mcpList(token)).status).toBe(401);
    expect(
      (await admin.put('/openauthor/v1/oauth/settings', { enabled: true, scopes: ['store:read'] })).body.data.scopes,
    ).toEqual(['store:read']);
    expect((await mcpList(token)).status).toBe(200);
    const meta = (await (await fetch(`${origin}/.well-known/oauth-protected-resource`)).json()) as {
      scopes_supported: string[];
    };
    expect(meta.scopes_supported).toEqual(['store:read']);
    // every grant, with its user, for the admin
    const all = (await admin.get('/openauthor/v1/oauth/grants/all')).body.data;
    expect(all.some((g: any) => g.client_name === 'Switch agent' && g.user_name === 'developer')).toBe(true);
  });
});
