/**
 * An MCP client (official SDK 2.4 with its OAuth provider: 401 → metadata → DCR → code + PKCE) connects to the
 * store's /mcp; the authorization opens in Chromium, the user signs in on the platform's login page and clicks
 * Allow on the consent page; the client lists the store's tools. Screenshots of the consent page: zh/en, 1440/375.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  login,
  loopbackCallback,
  newPage,
  shot,
  startRunning,
  type LoopbackCallback,
  type Running,
} from './helpers.ts';
import { connectAgent, TestOAuthProvider } from '../server/mcp/agent.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
}, 180_000);
afterAll(async () => {
  await r?.stop();
});

/** signs in and allows in Chromium; the browser returns to the client's real loopback listener (RFC 8252) */
async function consentInBrowser(url: URL, locale: 'zh' | 'en', width: number, back: LoopbackCallback): Promise<URL> {
  const { context, page } = await newPage(r, { locale });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url.href);
  await page.getByTestId('login-username').waitFor();
  await login(page, 'developer');
  await page.getByTestId('consent-allow').waitFor();
  await expect.poll(() => page.getByTestId('consent-scopes').locator('li').count()).toBe(4);
  await shot(page, `oauth-consent-${locale}-${width}`);
  await page.getByTestId('consent-allow').click();
  await expect.poll(() => back.received()?.href ?? '', { timeout: 20_000 }).toContain('code=');
  await context.close();
  return back.received()!;
}

/** a client of its own, with its own loopback listener, whose consent is given in Chromium */
async function agentThroughBrowser(name: string, locale: 'zh' | 'en', width: number) {
  const back = await loopbackCallback();
  const provider = new TestOAuthProvider(
    r.origin,
    '',
    name,
    undefined,
    (url) => consentInBrowser(url, locale, width, back),
    back.url,
  );
  try {
    return { provider, client: await connectAgent(r.origin, provider) };
  } finally {
    await back.close();
  }
}

it('an MCP client connects through DCR, PKCE and the consent clicked in Chromium, then lists the tools', async () => {
  const { provider, client } = await agentThroughBrowser('Chromium agent', 'en', 1440);
  expect(provider.callback!.searchParams.get('iss')).toBe(r.origin);
  const tools = (await client.listTools()).tools.map((x) => x.name);
  expect(tools).toContain('apply_for_access');
  await client.close();
  // the other looks: Chinese, and both at a phone's width
  for (const [locale, width] of [
    ['zh', 1440],
    ['zh', 375],
    ['en', 375],
  ] as const) {
    await (await agentThroughBrowser(`Agent ${locale} ${width}`, locale, width)).client.close();
  }
}, 240_000);
