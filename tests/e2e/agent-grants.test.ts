/**
 * The account center's authorized applications and the platform admin's agent access, in Chromium (issue 27): an
 * agent (the official MCP client with its OAuth provider; the consent given with the user's session as the consent
 * page does, which oauth-consent.test.ts clicks) shows on the user's page with its scopes, another user's agent does
 * not, and Revoke ends that agent's token at /mcp at once while the other agent keeps working. The admin's screen
 * shows every grant, refuses a bad redirect pattern beside the field, turns a scope off (then refused with
 * invalid_scope, and gone from the resource metadata) and agent access off (then /mcp refuses the token); a
 * developer has no such screen. zh at 1440 px (reached through the side menu), en at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD, login, newPage, shot, startRunning, type Running } from './helpers.ts';
import { AGENT_REDIRECT, connectAgent, TestOAuthProvider } from '../server/mcp/agent.ts';
import { pkcePair } from '../server/oauth/flow.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
}, 180_000);
afterAll(async () => {
  await r?.stop();
});

async function ticketOf(user: string): Promise<string> {
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: user, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }),
  });
  const body = (await res.json()) as { data: { ticket: string } };
  return body.data.ticket;
}

/** an agent the user authorized: its registration and its access token */
async function agentFor(user: string, name: string) {
  const provider = new TestOAuthProvider(r.origin, await ticketOf(user), name);
  await (await connectAgent(r.origin, provider)).close();
  return { clientId: provider.info.client_id as string, token: provider.saved.access_token as string };
}

const mcpStatus = async (token: string) =>
  (
    await fetch(`${r.origin}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
  ).status;

const noOverflow = async (page: import('playwright-core').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

describe("the user's authorized applications", () => {
  it('zh 1440: from the side menu, lists my agents (not another user’s) with their scopes; Revoke ends that token only', async () => {
    const alpha = await agentFor('developer', 'Agent Alpha');
    const beta = await agentFor('developer', 'Agent Beta');
    await agentFor('provider', 'Provider agent');
    expect(await mcpStatus(alpha.token)).toBe(200);

    const { page, context } = await newPage(r, { locale: 'zh' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await login(page, 'developer');
    await page.getByTestId('console-menu').waitFor();
    await page.getByTestId('menu-group-accountCenter').locator('[role=button]').first().click();
    await page.getByTestId('menu-authorizedApps').click();
    await page.waitForURL(/\/accountCenter\/authorizedApps/);
    const cards = page.getByTestId('authorized-app');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(2);
    const text = (await page.getByTestId('authorized-apps').textContent())!;
    expect(text).toContain('已授权应用');
    expect(text).toContain('Agent Alpha');
    expect(text).toContain('Agent Beta');
    expect(text).not.toContain('Provider agent');
    const alphaCard = cards.filter({ hasText: 'Agent Alpha' });
    expect(await alphaCard.textContent()).toContain('读取能力商城（分组、文档、API）');
    expect(await alphaCard.textContent()).toContain('以我的名义申请使用能力（发起审批工单）');
    expect(await alphaCard.textContent()).toContain(alpha.clientId);
    await shot(page, 'authorized-apps-zh-1440');

    // Revoke asks first; Cancel leaves the grant and its token as they were
    await alphaCard.getByTestId('revoke-grant').click();
    const dialog = page.getByTestId('revoke-confirm');
    await dialog.getByRole('dialog').waitFor();
    expect(await dialog.textContent()).toContain('撤销「Agent Alpha」的授权？');
    expect(await dialog.textContent()).toContain('立即失效');
    await shot(page, 'authorized-apps-confirm-zh-1440');
    await dialog.getByTestId('revoke-cancel').click();
    await dialog.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(2);
    expect(await mcpStatus(alpha.token)).toBe(200);
    await alphaCard.getByTestId('revoke-grant').click();
    await dialog.getByTestId('revoke-confirm-button').click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Agent Beta');
    // the revoked agent's token stops at once; the other agent keeps working
    expect(await mcpStatus(alpha.token)).toBe(401);
    expect(await mcpStatus(beta.token)).toBe(200);
    await context.close();
  }, 240_000);

  it('en 375: the last agent revoked leaves the empty state; nothing runs past the screen', async () => {
    const { page, context } = await newPage(r, { locale: 'en', user: 'developer' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/accountCenter/authorizedApps');
    const cards = page.getByTestId('authorized-app');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('authorized-apps').textContent()).toContain('Authorized applications');
    expect(await cards.first().textContent()).toContain('Read the store (groups, documentation, APIs)');
    await noOverflow(page);
    await shot(page, 'authorized-apps-en-375');
    await cards.first().getByTestId('revoke-grant').click();
    const dialog = page.getByTestId('revoke-confirm');
    await dialog.getByRole('dialog').waitFor();
    expect(await dialog.textContent()).toContain('Revoke access for "Agent Beta"?');
    expect(await dialog.textContent()).toContain('authorize it anew');
    await noOverflow(page);
    await shot(page, 'authorized-apps-confirm-en-375');
    await dialog.getByTestId('revoke-confirm-button').click();
    await expect.poll(() => page.getByTestId('authorized-apps').textContent()).toContain('No data');
    await noOverflow(page);
    await shot(page, 'authorized-apps-empty-en-375');
    await context.close();
  }, 180_000);
});

describe("the platform admin's agent access", () => {
  it('zh 1440: every grant; a bad pattern refused beside the field; a scope off is invalid_scope; access off stops /mcp', async () => {
    const gamma = await agentFor('developer', 'Agent Gamma');
    const { page, context } = await newPage(r, { locale: 'zh' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await login(page, 'admin');
    await page.getByTestId('console-menu').waitFor();
    // the admin lands on the workbench, whose group (openUser) the menu holds open already
    await page.waitForURL(/workBench/);
    await page.getByTestId('menu-workBench').waitFor();
    await page.getByTestId('menu-agentAccess').click();
    await page.waitForURL(/\/openUser\/agentAccess/);
    const screen = page.getByTestId('agent-access');
    await expect.poll(() => screen.textContent(), { timeout: 30_000 }).toContain('Agent Gamma');
    const row = screen.getByRole('row').filter({ hasText: 'Agent Gamma' });
    expect(await row.textContent()).toContain('developer');
    expect(await row.textContent()).toContain(gamma.clientId);
    expect(await screen.textContent()).toContain('智能体接入');
    await shot(page, 'agent-access-zh-1440');

    // a redirect pattern that is neither loopback nor http(s): refused beside the field, nothing saved
    const patterns = page.getByTestId('redirect-patterns');
    await patterns.fill('loopback\nftp://agents.example');
    await page.getByTestId('agent-save').click();
    const field = page.locator('.MuiFormControl-root').filter({ has: patterns });
    await expect.poll(() => field.locator('.Mui-error').count()).toBeGreaterThan(0);
    expect(await field.textContent()).toMatch(/loopback/);
    const saved = async () =>
      (
        (await (
          await fetch(`${r.origin}/openauthor/v1/oauth/settings`, { headers: { ticket: await ticketOf('admin') } })
        ).json()) as { data: { redirect_patterns: string[]; scopes: string[]; enabled: boolean } }
      ).data;
    expect((await saved()).redirect_patterns).toEqual(['loopback']);
    await patterns.fill('loopback');

    // usage:read off: gone from the protected resource's metadata, and asking for it is invalid_scope
    await screen.getByRole('checkbox', { name: /usage:read/ }).uncheck();
    await page.getByTestId('agent-save').click();
    await expect.poll(() => screen.textContent()).toContain('已保存');
    expect((await saved()).scopes).toEqual(['store:read', 'apps:manage', 'access:apply']);
    const meta = (await (await fetch(`${r.origin}/.well-known/oauth-protected-resource`)).json()) as {
      scopes_supported: string[];
    };
    expect(meta.scopes_supported).not.toContain('usage:read');
    const authorize = new URL(`${r.origin}/oauth/authorize`);
    for (const [k, v] of Object.entries({
      client_id: gamma.clientId,
      response_type: 'code',
      redirect_uri: AGENT_REDIRECT,
      scope: 'store:read usage:read',
      state: 'st',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(k, v);
    const refused = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    expect(refused.searchParams.get('error')).toBe('invalid_scope');

    // agent access off: the agent's token no longer opens /mcp; on again, it does
    await page.getByTestId('agent-enabled').locator('input').uncheck();
    await page.getByTestId('agent-save').click();
    await expect.poll(async () => (await saved()).enabled).toBe(false);
    await expect.poll(() => mcpStatus(gamma.token), { timeout: 5_000 }).toBe(401);
    await page.getByTestId('agent-enabled').locator('input').check();
    await screen.getByRole('checkbox', { name: /usage:read/ }).check();
    await page.getByTestId('agent-save').click();
    await expect.poll(async () => (await saved()).enabled).toBe(true);
    expect((await saved()).scopes).toContain('usage:read');
    await expect.poll(() => mcpStatus(gamma.token), { timeout: 5_000 }).toBe(200);
    await context.close();
  }, 240_000);

  it('en 375: the screen fits a phone; a developer gets no agent access screen', async () => {
    const { page, context } = await newPage(r, { locale: 'en', user: 'admin' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/openUser/agentAccess');
    const screen = page.getByTestId('agent-access');
    await expect.poll(() => screen.textContent(), { timeout: 30_000 }).toContain('Agent access');
    expect(await screen.textContent()).toContain('Allowed redirect URIs');
    expect(await screen.textContent()).toContain('Grants users gave');
    await noOverflow(page);
    await shot(page, 'agent-access-en-375');
    await context.close();

    const dev = await newPage(r, { locale: 'en' });
    await dev.page.setViewportSize({ width: 375, height: 812 });
    await dev.page.goto('/login');
    await login(dev.page, 'developer');
    await dev.page.waitForURL(/workBench|home/);
    await dev.page.goto('/openUser/agentAccess');
    await dev.page.getByText('You do not have access to that page').first().waitFor();
    expect(await dev.page.getByTestId('agent-access').count()).toBe(0);
    await dev.context.close();
  }, 180_000);
});
