/**
 * Issue 27's "done when", walked in Chromium: a person connects an MCP client (the official SDK with its OAuth
 * provider) to the store, signs in and clicks Allow on the consent page; the agent finds the weather group, creates
 * a new application and applies for access; the provider approves the work order in the console (zh, 1440 px), then
 * the platform admin (en); the agent sees the approval, takes the credentials, and a call signed by the
 * aliyun-api-gateway SDK through a real gateway to the demo upstream answers 200 and shows in the person's call log.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startDemoUpstream, type DemoUpstream } from '../../src/server/demo/upstream.ts';
import { startGateway, type RunningGateway } from '../../src/server/gateway/server.ts';
import { loadSnapshot } from '../../src/server/gateway/snapshot-loader.ts';
import {
  login,
  loopbackCallback,
  newPage,
  shot,
  startRunning,
  type LoopbackCallback,
  type Running,
} from './helpers.ts';
import { callTool, connectAgent, TestOAuthProvider } from '../server/mcp/agent.ts';

const require = createRequire(import.meta.url);
const { Client: AliyunClient } = require('aliyun-api-gateway') as {
  Client: new (key: string, secret: string) => { get(url: string, opts?: object): Promise<unknown> };
};

let r: Running;
let upstream: DemoUpstream;
let gw: RunningGateway;
beforeAll(async () => {
  upstream = await startDemoUpstream({ port: 0 });
  r = await startRunning({ DEMO_UPSTREAM_PORT: String(upstream.port) });
  gw = await startGateway({ deps: r.app.deps, load: loadSnapshot, port: 0, host: '127.0.0.1' });
  // the credentials and documents name the gateway: this test's gateway listens on a port of its own
  r.app.deps.config.gatewayPublicUrl = `http://127.0.0.1:${gw.port}`;
}, 420_000);
afterAll(async () => {
  await gw?.close();
  await r?.stop();
  await upstream?.close();
});

/**
 * the person's side of the authorization: the platform's login page, then Allow on the consent page; the browser
 * returns to the agent's loopback listener, as with a desktop client
 */
async function consentInBrowser(url: URL, back: LoopbackCallback): Promise<URL> {
  const { context, page } = await newPage(r, { locale: 'zh' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url.href);
  await page.getByTestId('login-username').waitFor();
  await login(page, 'developer');
  await page.getByTestId('consent-allow').click();
  await expect.poll(() => back.received()?.href ?? '', { timeout: 20_000 }).toContain('code=');
  await context.close();
  return back.received()!;
}

/**
 * an approver opens the work order from the to-do list and approves it; the to-do count beside the menu drops by
 * that one task at once (the approval is taken in place, without a navigation)
 */
async function approveInConsole(page: Page, user: string, appName: string) {
  await page.goto('/login');
  await login(page, user);
  await page.waitForURL(/workBench|home/);
  await page.goto('/process/upcoming');
  const row = page.getByTestId('wo-row').filter({ hasText: appName }).first();
  await row.waitFor({ timeout: 30_000 });
  await row.click();
  await page.waitForURL(/\/process\/handle-ticket\?work_order_id=\d+/);
  const badge = page.getByTestId('menu-upcoming-count');
  const count = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
  await expect.poll(count, { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await count();
  await page.getByTestId('wo-approve').click();
  await expect.poll(count, { timeout: 20_000 }).toBe(before - 1);
}

it('an agent takes a new application from nothing to a signed 200, with people approving the work order in the console', async () => {
  const back = await loopbackCallback();
  const provider = new TestOAuthProvider(
    r.origin,
    '',
    'Onboarding agent',
    undefined,
    (url) => consentInBrowser(url, back),
    back.url,
  );
  const agent = await connectAgent(r.origin, provider).finally(() => back.close());
  expect(provider.callback!.searchParams.get('iss')).toBe(r.origin);

  const found = await callTool(agent, 'search_catalog', { query: '天气' });
  const weather = found.list.find((g: any) => g.group_name === '天气查询');
  expect(weather).toBeDefined();
  const docs = await callTool(agent, 'get_api_docs', { group_id: weather.group_id });
  expect(docs.openapi.paths['/weather/v1/now']).toBeDefined();
  const appName = `Agent onboarding ${Date.now()}`;
  const created = await callTool(agent, 'create_application', { apply_name: appName });
  const prod = created.credentials.find((c: any) => c.env_type === 3);
  const applied = await callTool(agent, 'apply_for_access', {
    apply_id: created.apply_id,
    group_id: weather.group_id,
    env_type: 3,
    reason: 'onboarded by an agent',
  });
  const status = () =>
    callTool(agent, 'get_application_status', { r_apply_groups_record_id: applied.r_apply_groups_record_id });
  expect((await status()).application.state).toBe('pending');

  // the group's provider approves in the console (zh, desktop)
  const prov = await newPage(r, { locale: 'zh' });
  await prov.page.setViewportSize({ width: 1440, height: 900 });
  await approveInConsole(prov.page, 'provider', appName);
  // the history says the agent submitted it for the developer
  expect(await prov.page.getByTestId('wo-history-agent').first().textContent()).toMatch(
    /^智能体「Onboarding agent」代 .+/,
  );
  await expect.poll(() => prov.page.getByTestId('wo-step-2').getAttribute('data-state')).toBe('current');
  await shot(prov.page, 'agent-onboarding-provider-approved-zh-1440');
  await prov.context.close();
  // the agent sees who holds it now: the platform's step
  const between = await status();
  expect(between.application.state).toBe('pending');
  expect(JSON.stringify(between.work_order)).toMatch(/平台审批|Platform approval/);

  // then the platform admin (en)
  const admin = await newPage(r, { locale: 'en' });
  await admin.page.setViewportSize({ width: 1440, height: 900 });
  await approveInConsole(admin.page, 'admin', appName);
  expect(await admin.page.getByTestId('wo-history-agent').first().textContent()).toMatch(
    /^by agent Onboarding agent for .+/,
  );
  await expect.poll(() => admin.page.getByTestId('wo-state').getAttribute('data-state')).toBe('approved');
  await shot(admin.page, 'agent-onboarding-admin-approved-en-1440');
  await admin.context.close();
  await expect.poll(async () => (await status()).application.state, { timeout: 10_000 }).toBe('active');

  // credentials, and a call signed with them through the gateway
  const creds = await callTool(agent, 'get_credentials', { apply_id: created.apply_id });
  expect(creds.credentials.find((c: any) => c.env_type === 3).app_key).toBe(prod.app_key);
  await agent.close();
  await gw.refresh();
  const sdk = new AliyunClient(prod.app_key, prod.secret);
  const answer = await sdk.get(`http://127.0.0.1:${gw.port}/weather/v1/now`, {
    query: { city: 'beijing' },
    headers: { accept: 'application/json' },
  });
  expect(JSON.stringify(answer)).toMatch(/beijing|北京/i);

  // the person finds the call in their call log
  const dev = await newPage(r, { locale: 'zh' });
  await dev.page.setViewportSize({ width: 1440, height: 900 });
  await dev.page.goto('/login');
  await login(dev.page, 'developer');
  await dev.page.waitForURL(/workBench|home/);
  await dev.page.goto(`/developers/useLog?apply_id=${created.apply_id}`);
  await expect
    .poll(
      async () => {
        await dev.page.getByTestId('filter-apply').click();
        return (
          (await dev.page
            .getByTestId('log-table')
            .textContent()
            .catch(() => '')) ?? ''
        );
      },
      { timeout: 30_000, interval: 1500 },
    )
    .toContain('/weather/v1/now');
  // the row's names (application, group, developer) are filled in after the row itself appears
  await expect.poll(() => dev.page.getByTestId('log-table').textContent(), { timeout: 30_000 }).toContain(appName);
  await shot(dev.page, 'agent-onboarding-calllog-zh-1440');
  await dev.context.close();
}, 420_000);
