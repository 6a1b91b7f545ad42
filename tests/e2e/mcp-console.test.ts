/**
 * AI agents in the console (issue 26 items 5 and 6), in Chromium on the real app:
 * - the provider switches MCP on for the demo exchange-rate group on its page, writes a description for agents and a
 *   tool QPS, and the tools/list preview (built by the gateway's tool builder on the server) shows them; a bad QPS is
 *   refused next to the field and nothing is saved;
 * - the developer takes an MCP token for Demo App on its page: shown once, stored only as its SHA-256, the client
 *   configurations carry exactly that token (Claude Code copied to the clipboard; VS Code's "servers" shape), and
 *   a revoke marks it revoked. zh at 1440 px, en at 375 px;
 * - the product page's tool list and the provider's preview in the reader's language (a switch re-reads them).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toolName } from '../../src/server/gateway/mcp/tools.ts';
import { newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
let fxGroupId: number;
let weatherGroupId: number;

beforeAll(async () => {
  r = await startRunning();
  const { db } = r.app.deps;
  fxGroupId = (
    await db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name_en', '=', 'Exchange rates')
      .where('group_state', '=', 'published')
      .executeTakeFirstOrThrow()
  ).group_id;
  weatherGroupId = (
    await db
      .selectFrom('api_groups')
      .select('group_id')
      .where('group_name_en', '=', 'Weather')
      .where('group_state', '=', 'published')
      .executeTakeFirstOrThrow()
  ).group_id;
}, 420_000);
afterAll(async () => {
  await r?.stop();
});

async function settled(page: Page, testId: string) {
  await expect
    .poll(() =>
      page
        .getByTestId(testId)
        .locator('.MuiDialog-paper')
        .evaluate((el) => getComputedStyle(el.parentElement!).opacity),
    )
    .toBe('1');
}

const fxEnabled = async () =>
  (
    await r.app.deps.db
      .selectFrom('api_groups')
      .select('mcp_enabled')
      .where('group_id', '=', fxGroupId)
      .executeTakeFirstOrThrow()
  ).mcp_enabled;

describe('store: the product page and the doc center', () => {
  it('zh 1440: the weather group shows the MCP badge and its tools; the exchange-rate group (MCP off) shows neither', async () => {
    const { page, context } = await newPage(r, { locale: 'zh' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/goodsdetail?group_id=${weatherGroupId}`);
    await expect.poll(() => page.getByTestId('product-mcp-badge').count(), { timeout: 30_000 }).toBe(1);
    const tools = page.getByTestId('product-mcp-tools');
    const apis = await r.app.deps.db
      .selectFrom('apis')
      .select(['operation_id', 'method_type', 'listen_path'])
      .where('group_id', '=', weatherGroupId)
      .execute();
    expect(apis.length).toBeGreaterThan(0);
    expect(await tools.textContent()).toContain(`/mcp/${weatherGroupId}`);
    for (const a of apis) expect(await tools.textContent()).toContain(toolName(a));
    // the tools' titles in the reader's language
    expect(await tools.textContent()).toContain('实时天气');
    expect(await tools.textContent()).not.toContain('Current weather');
    await tools.scrollIntoViewIfNeeded();
    await shot(page, 'mcp-store-product-zh-1440');
    // a switch of language reads the tools again, in English
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect.poll(() => tools.textContent(), { timeout: 30_000 }).toContain('Current weather');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-zh').click();
    await expect.poll(() => tools.textContent(), { timeout: 30_000 }).toContain('实时天气');
    await page.goto(`/goodsdetail?group_id=${fxGroupId}`);
    await expect.poll(() => page.getByTestId('product-apis').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('product-mcp-badge').count()).toBe(0);
    expect(await page.getByTestId('product-mcp-tools').count()).toBe(0);
    await page.goto('/doccenter/details?id=8');
    await expect
      .poll(() => page.getByTestId('doc-title').textContent(), { timeout: 30_000 })
      .toBe('AI 智能体接入 (MCP)');
    await shot(page, 'mcp-doc-zh-1440');
    await context.close();
  }, 180_000);

  it('en 375: the badge and tools on a phone, and the English guide', async () => {
    const { page, context } = await newPage(r, { locale: 'en' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/goodsdetail?group_id=${weatherGroupId}`);
    await expect.poll(() => page.getByTestId('product-mcp-badge').count(), { timeout: 30_000 }).toBe(1);
    await shot(page, 'mcp-store-badge-en-375');
    const tools = page.getByTestId('product-mcp-tools');
    expect(await page.getByTestId('product-mcp').textContent()).toContain('AI agents (MCP)');
    // the tools' titles and descriptions in English (the demo's English catalog), none of the Chinese ones
    await expect.poll(() => tools.textContent(), { timeout: 30_000 }).toContain('Current weather');
    expect(await tools.textContent()).toContain('Weather forecast');
    expect(await tools.textContent()).not.toMatch(/实时天气|天气预报/);
    await tools.scrollIntoViewIfNeeded();
    await shot(page, 'mcp-store-product-en-375');
    await page.goto('/doccenter/details?id=8');
    await expect.poll(() => page.getByTestId('doc-title').textContent(), { timeout: 30_000 }).toBe('AI agents (MCP)');
    expect(await page.getByTestId('doc-content').textContent()).toContain('claude mcp add --transport http');
    await shot(page, 'mcp-doc-en-375');
    await context.close();
  }, 180_000);
});

describe('provider: MCP on a group page', () => {
  it('zh 1440: switches MCP on, describes a tool for agents, and the tools/list preview shows it', async () => {
    expect(await fxEnabled()).toBe(false);
    const { page, context } = await newPage(r, { locale: 'zh', user: 'provider' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/providers/providerapi/${fxGroupId}`);
    const panel = page.getByTestId('group-mcp');
    await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain('AI 智能体 (MCP)');
    // off: the preview still lists what would be offered (every API is offered until the provider leaves one out)
    await expect.poll(() => panel.getByTestId('group-mcp-preview-json').count()).toBe(1);
    await panel.getByTestId('group-mcp-enabled').check();
    await expect.poll(fxEnabled).toBe(true);
    await expect.poll(() => panel.getByTestId('group-mcp-on').count()).toBe(1);
    expect(await panel.getByTestId('group-mcp-endpoint').textContent()).toMatch(new RegExp(`/mcp/${fxGroupId}$`));

    const apis = await r.app.deps.db
      .selectFrom('apis')
      .select(['api_id'])
      .where('group_id', '=', fxGroupId)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    const first = apis[0].api_id;
    await panel.getByTestId(`group-mcp-desc-${first}`).fill('给智能体：查询两种货币之间的实时汇率');
    await panel.getByTestId(`group-mcp-qps-${first}`).fill('5');
    await panel.getByTestId('group-mcp-save').click();
    await expect
      .poll(() => panel.getByTestId('group-mcp-preview-json').textContent())
      .toContain('给智能体：查询两种货币之间的实时汇率');
    const row = await r.app.deps.db
      .selectFrom('apis')
      .select(['mcp_description', 'mcp_qps'])
      .where('api_id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mcp_description: '给智能体：查询两种货币之间的实时汇率', mcp_qps: 5 });
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'mcp-provider-zh-1440');
    await panel.getByTestId('group-mcp-preview').scrollIntoViewIfNeeded();
    await shot(page, 'mcp-provider-preview-zh-1440');
    await context.close();
  }, 180_000);

  it('en 375: a bad QPS is refused beside the field; leaving an API out takes its tool out of the preview', async () => {
    const { page, context } = await newPage(r, { locale: 'en', user: 'provider' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/providers/providerapi/${fxGroupId}`);
    const panel = page.getByTestId('group-mcp');
    await expect.poll(() => panel.textContent(), { timeout: 30_000 }).toContain('AI agents (MCP)');
    const apis = await r.app.deps.db
      .selectFrom('apis')
      .select(['api_id'])
      .where('group_id', '=', fxGroupId)
      .orderBy('sort')
      .orderBy('api_id')
      .execute();
    const [first, last] = [apis[0].api_id, apis[apis.length - 1].api_id];
    await panel.getByTestId(`group-mcp-qps-${first}`).fill('0');
    await expect.poll(() => panel.textContent()).toContain('QPS must be a whole number from 1 to 100000');
    expect(await panel.getByTestId('group-mcp-save').isDisabled()).toBe(true);
    await panel.getByTestId(`group-mcp-qps-${first}`).scrollIntoViewIfNeeded();
    await shot(page, 'mcp-provider-error-en-375');
    await panel.getByTestId(`group-mcp-qps-${first}`).fill('');

    const before = JSON.parse((await panel.getByTestId('group-mcp-preview-json').textContent())!).tools as {
      name: string;
      title: string;
    }[];
    // the preview in the console's language: the demo's English names
    expect(before.map((x) => x.title)).toEqual(expect.arrayContaining(['Reference rates', 'Convert an amount']));
    await panel.getByTestId(`group-mcp-exposed-${last}`).uncheck();
    await panel.getByTestId('group-mcp-save').click();
    await expect
      .poll(async () => JSON.parse((await panel.getByTestId('group-mcp-preview-json').textContent())!).tools.length)
      .toBe(before.length - 1);
    expect(
      (
        await r.app.deps.db
          .selectFrom('apis')
          .select('mcp_exposed')
          .where('api_id', '=', last)
          .executeTakeFirstOrThrow()
      ).mcp_exposed,
    ).toBe(false);
    expect(
      (await r.app.deps.db.selectFrom('apis').select('mcp_qps').where('api_id', '=', first).executeTakeFirstOrThrow())
        .mcp_qps,
    ).toBeNull();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'mcp-provider-en-375');
    await panel.getByTestId('group-mcp-preview').scrollIntoViewIfNeeded();
    await shot(page, 'mcp-provider-preview-en-375');
    await context.close();
  }, 180_000);
});

const tokenRows = () =>
  r.app.deps.db
    .selectFrom('app_mcp_tokens')
    .select(['mcp_token_id', 'token_hash', 'revoked_at', 'env_type'])
    .orderBy('mcp_token_id')
    .execute();

async function openDemoApp(page: Page, phone: boolean) {
  await page.goto('/developers/appmanage');
  if (phone) await page.getByTestId('phone-list').getByText('Demo App', { exact: true }).click();
  else await page.getByRole('row').filter({ hasText: 'Demo App' }).getByText('Demo App', { exact: true }).click();
  const section = page.getByTestId('app-mcp');
  await expect.poll(() => section.getByTestId('mcp-endpoints').count(), { timeout: 30_000 }).toBe(1);
  return section;
}

describe("developer: the application page's AI agents (MCP) section", () => {
  it('zh 1440: takes a production token, sees it once, copies the Claude Code command that carries it', async () => {
    const { page, context } = await newPage(r, { locale: 'zh', user: 'developer' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: r.origin });
    await page.setViewportSize({ width: 1440, height: 900 });
    const section = await openDemoApp(page, false);
    expect(await section.textContent()).toContain('AI 智能体 (MCP)');
    expect(await section.getByTestId('mcp-endpoints').textContent()).toContain(`/mcp/${weatherGroupId}`);
    // before a token: the configurations hold a placeholder, never someone else's key
    expect(await section.getByTestId('mcp-config-text').textContent()).toContain('Bearer <YOUR_TOKEN>');
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'mcp-app-zh-1440');

    const before = (await tokenRows()).length;
    await section.getByTestId('mcp-token-name').fill('我的 Claude');
    await section.getByTestId('mcp-token-create').click();
    const dialog = page.getByTestId('mcp-token-dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    const token = await dialog.getByTestId('mcp-token-value').inputValue();
    expect(token).toMatch(/^mcp_[A-Za-z0-9_-]{40,}$/);
    const rows = await tokenRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows.at(-1)!.env_type).toBe(3);

    const config = await dialog.getByTestId('mcp-config-text').textContent();
    expect(config).toContain(`claude mcp add --transport http`);
    expect(config).toContain(`/mcp/${weatherGroupId} --header "Authorization: Bearer ${token}"`);
    await dialog.getByTestId('mcp-config-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(config);
    await dialog.getByTestId('mcp-client-cursor').click();
    const cursor = JSON.parse((await dialog.getByTestId('mcp-config-text').textContent())!);
    const [server] = Object.values(cursor.mcpServers) as { url: string; headers: Record<string, string> }[];
    expect(server.headers.Authorization).toBe(`Bearer ${token}`);
    expect(server.url).toMatch(new RegExp(`/mcp/${weatherGroupId}$`));
    await settled(page, 'mcp-token-dialog');
    await shot(page, 'mcp-token-dialog-zh-1440');
    await dialog.getByTestId('mcp-token-dialog-close').click();
    await expect.poll(() => page.getByTestId('mcp-token-dialog').count()).toBe(0);
    // shown once: the page keeps only the prefix
    expect(await page.content()).not.toContain(token);
    await expect.poll(() => section.getByTestId('mcp-tokens').textContent()).toContain(token.slice(0, 12));
    expect(await section.getByTestId('mcp-tokens').textContent()).toContain('从未使用');
    await context.close();
  }, 180_000);

  it('en 375: the VS Code configuration carries the new token under "servers"; revoking marks it revoked', async () => {
    const { page, context } = await newPage(r, { locale: 'en', user: 'developer' });
    await page.setViewportSize({ width: 375, height: 812 });
    const section = await openDemoApp(page, true);
    expect(await section.textContent()).toContain('AI agents (MCP)');
    await section.getByTestId('mcp-token-days').fill('400');
    await expect.poll(() => section.textContent()).toContain('Validity must be 1 to 365 days');
    expect(await section.getByTestId('mcp-token-create').isDisabled()).toBe(true);
    await section.getByTestId('mcp-token-days').fill('30');
    await section.getByTestId('mcp-token-create').click();
    const dialog = page.getByTestId('mcp-token-dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    const token = await dialog.getByTestId('mcp-token-value').inputValue();
    await dialog.getByTestId('mcp-client-vscode').click();
    const vscode = JSON.parse((await dialog.getByTestId('mcp-config-text').textContent())!);
    const [server] = Object.values(vscode.servers) as { type: string; url: string; headers: Record<string, string> }[];
    expect(server).toEqual({
      type: 'http',
      url: expect.stringMatching(new RegExp(`/mcp/${weatherGroupId}$`)),
      headers: { Authorization: `Bearer ${token}` },
    });
    await settled(page, 'mcp-token-dialog');
    await shot(page, 'mcp-token-dialog-en-375');
    await dialog.getByTestId('mcp-token-dialog-close').click();

    const id = (await tokenRows()).at(-1)!.mcp_token_id;
    await section.getByTestId(`mcp-token-revoke-${id}`).click();
    await page.getByTestId('mcp-revoke-confirm').click();
    await expect.poll(() => section.getByTestId(`mcp-token-${id}`).textContent()).toContain('Revoked');
    expect((await tokenRows()).at(-1)!.revoked_at).not.toBeNull();
    await section.getByTestId('mcp-tokens').scrollIntoViewIfNeeded();
    await shot(page, 'mcp-app-en-375');
    await context.close();
  }, 180_000);
});
