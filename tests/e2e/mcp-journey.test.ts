/**
 * The AI-agent journey end to end (issue 26 "done when", items 6 and 7): the developer takes a token on Demo App's
 * page and copies the Cursor configuration; the official MCP client (@modelcontextprotocol/client), configured
 * from exactly that copied text, lists and calls the weather tools through a real gateway to the demo upstream; the
 * call then shows in the developer's call log filtered by the MCP channel with its tool name (and not under signed
 * calls), and in the provider's ranking by MCP tool. zh at 1440 px, en at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startDemoUpstream, type DemoUpstream } from '../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../src/server/gateway/snapshot-loader.ts';
import { toolName } from '../../src/server/gateway/mcp/tools.ts';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let upstream: DemoUpstream;
let gw: RunningGateway;
let toolCalled = '';

beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  r = await startRunning({ DEMO_UPSTREAM_PORT: String(upstream.port) });
  gw = await startGateway({ deps: r.app.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
  // the console shows the gateway's address: this test's gateway listens on a port of its own
  r.app.deps.config.gatewayPublicUrl = `http://127.0.0.1:${gw.port}`;
}, 420_000);
afterAll(async () => {
  await gw?.close();
  await r?.stop();
  await upstream?.close();
});

describe('an agent configured from the console calls a tool, and the call shows as MCP', () => {
  it('zh 1440: token and Cursor configuration from the page; the official client lists and calls; the log filtered by MCP shows the tool', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'developer' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/developers/appmanage');
    await page.getByRole('row').filter({ hasText: 'Demo App' }).getByText('Demo App', { exact: true }).click();
    const section = page.getByTestId('app-mcp');
    await expect.poll(() => section.getByTestId('mcp-endpoints').count(), { timeout: 30_000 }).toBe(1);
    await section.getByTestId('mcp-token-create').click();
    const dialog = page.getByTestId('mcp-token-dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByTestId('mcp-client-cursor').click();
    const copied = JSON.parse((await dialog.getByTestId('mcp-config-text').textContent())!) as {
      mcpServers: Record<string, { url: string; headers: Record<string, string> }>;
    };
    await dialog.getByTestId('mcp-token-dialog-close').click();

    // the agent: configured from the pasted text alone
    const [server] = Object.values(copied.mcpServers);
    await gw.refresh();
    const client = new Client({ name: 'e2e-agent', version: '1.0.0' }, { versionNegotiation: { mode: 'legacy' } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: server.headers } }),
    );
    const { tools } = await client.listTools();
    const nowApi = await r.app.deps.db
      .selectFrom('apis')
      .select(['operation_id', 'method_type', 'listen_path'])
      .where('listen_path', '=', '/weather/v1/now')
      .executeTakeFirstOrThrow();
    const now = tools.find((t) => t.name === toolName(nowApi));
    expect(now, JSON.stringify(tools.map((t) => t.name))).toBeDefined();
    const result = await client.callTool({ name: now!.name, arguments: { city: 'beijing' } });
    expect(result.isError ?? false).toBe(false);
    // the demo upstream's answer, passed through: the city asked for
    expect(JSON.stringify(result.content)).toMatch(/beijing|北京/i);
    await client.close();
    toolCalled = now!.name;

    await page.goto('/developers/useLog');
    await page.getByTestId('filter-channel').click();
    await page.getByRole('option', { name: 'MCP（AI 智能体）' }).click();
    await page.getByTestId('filter-apply').click();
    // the gateway writes its log in batches (about a second)
    await expect
      .poll(
        async () => {
          await page.getByTestId('filter-apply').click();
          return page.getByTestId('log-tool').allTextContents();
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toContain(toolCalled);
    expect(await page.getByTestId('log-table').textContent()).toContain('/weather/v1/now');
    await shot(page, 'mcp-calllog-zh-1440');
    await context.close();
  }, 240_000);

  it('en 375: signed calls leave the MCP call out; the provider ranks it by tool', async () => {
    expect(toolCalled).not.toBe('');
    const { page, context } = await newPage(r, { locale: 'en', user: 'developer' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/developers/useLog?channel=api');
    await expect
      .poll(
        () => page.locator('[data-testid=log-table], [data-testid=empty-state], [data-testid=stats-empty]').count(),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('log-tool').count()).toBe(0);
    await page.goto('/developers/useLog?channel=mcp');
    await expect.poll(() => page.getByTestId('log-tool').allTextContents(), { timeout: 30_000 }).toContain(toolCalled);
    await shot(page, 'mcp-calllog-en-375');
    await context.close();

    const prov = await newPage(r, { locale: 'en' });
    await prov.page.setViewportSize({ width: 375, height: 812 });
    await prov.page.goto('/login');
    await login(prov.page, 'provider');
    await prov.page.waitForURL(/workBench|home/);
    await prov.page.goto('/providers/aPIRanking');
    await prov.page.getByTestId('rank-tool').click();
    await expect
      .poll(() => prov.page.getByTestId('stats-ranking').textContent(), { timeout: 30_000 })
      .toContain(toolCalled);
    await prov.page.getByTestId('stats-ranking').scrollIntoViewIfNeeded();
    await shot(prov.page, 'mcp-ranking-en-375');
    await prov.context.close();
  }, 240_000);
});
