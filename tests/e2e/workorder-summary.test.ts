/**
 * Issue 25 item 8: approvers decide with the facts. The handling page (/process/handle-ticket, 1440 px) and the
 * phone page (/mobileApprove, 375 px) show what is being approved in words, never the raw form (`env_type 3`,
 * `upgrade_of null`): a publish names the capability (linked), its APIs, pricing and backends; an upgrade marks each
 * API against the published version; an access application names the application, capability, environment, rule
 * and reason. Chinese and English.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operations } from '../../src/api/generated/operations.ts';
import { DEMO_PASSWORD, login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
const orders: Record<'publish' | 'upgrade' | 'access', number> = { publish: 0, upgrade: 0, access: 0 };
let accessGroup = '';
let accessEnv = 1;

async function ticketOf(user: string) {
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: user, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }),
  });
  return (await res.json()).data.ticket as string;
}
async function op(ticket: string, id: string, body: Record<string, unknown>) {
  const [method, path] = operations[id];
  const url = new URL(path, r.origin);
  if (method === 'GET') for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { ticket, ...(method !== 'GET' ? { 'content-type': 'application/json' } : {}) },
    body: method !== 'GET' ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${id}: ${JSON.stringify(json)}`);
  return json.data;
}
const doc = (paths: string[]) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'wo', version: '1' },
    paths: Object.fromEntries(
      paths.map((p) => [
        p,
        { get: { summary: `query ${p.split('/').pop()}`, responses: { 200: { description: 'ok' } } } },
      ]),
    ),
  });

beforeAll(async () => {
  r = await startRunning();
  const provider = await ticketOf('provider');
  const developer = await ticketOf('developer');
  // a new capability submitted for its first release
  const { group_id } = await op(provider, 'groupCreate', {
    group_name: '工单摘要测试能力',
    description: 'd',
    upstreams: [
      { env_type: 1, base_url: 'https://test-backend.example.com/v1', timeout_ms: 3000 },
      { env_type: 3, base_url: 'https://prod-backend.example.com/v1', timeout_ms: 3000 },
    ],
  });
  await op(provider, 'groupImport', {
    content: doc(['/wosummary/alpha', '/wosummary/beta']),
    group_id,
    upstreams: [
      { env_type: 1, base_url: 'https://test-backend.example.com/v1', timeout_ms: 3000 },
      { env_type: 3, base_url: 'https://prod-backend.example.com/v1', timeout_ms: 3000 },
    ],
  });
  await op(provider, 'chargeRuleCreate', {
    group_id,
    rule_name: '标准计费',
    rule_type: 'per_call',
    price_per_thousand: 2.5,
    qps: 5,
    daily_quota: null,
    monthly_quota: null,
    enabled: true,
  });
  orders.publish = (await op(provider, 'groupSubmit', { group_id })).work_order_id;
  // an upgrade of a published capability that adds one API
  const weather = await r.app.deps.db
    .selectFrom('api_groups')
    .select('group_id')
    .where('group_name', '=', '天气查询')
    .where('parent_group_id', 'is', null)
    .executeTakeFirstOrThrow();
  const draft = await op(provider, 'groupUpgrade', { group_id: weather.group_id });
  await op(provider, 'groupImport', { content: doc(['/weather/v1/alerts']), group_id: draft.group_id });
  orders.upgrade = (await op(provider, 'groupSubmit', { group_id: draft.group_id })).work_order_id;
  // a developer's access application, for the test environment
  const app = await op(developer, 'appCreate', { apply_name: 'Summary App', description: 'd' });
  // the first published capability and environment the app has not applied for yet
  const groups = await r.app.deps.db
    .selectFrom('api_groups')
    .select(['group_id', 'group_name'])
    .where('group_state', '=', 'published')
    .where('parent_group_id', 'is', null)
    .orderBy('group_id')
    .execute();
  const live = await r.app.deps.db
    .selectFrom('apply_records')
    .select(['group_id', 'env_type'])
    .where('apply_id', '=', app.apply_id)
    .where('state', 'in', ['pending', 'active'])
    .execute();
  const [target, env] = groups
    .flatMap((g) => [1, 2, 3].map((e) => [g, e] as const))
    .find(([g, e]) => !live.some((l) => l.group_id === g.group_id && l.env_type === e))!;
  accessGroup = target.group_name;
  accessEnv = env;
  const rule = await r.app.deps.db
    .selectFrom('charge_rules')
    .select('charge_rule_id')
    .where('group_id', '=', target.group_id)
    .where('enabled', '=', true)
    .executeTakeFirstOrThrow();
  orders.access = (
    await op(developer, 'accessApplyCreate', {
      group_id: target.group_id,
      apply_id: app.apply_id,
      env_type: env,
      charge_rule_id: rule.charge_rule_id,
      reason: '联调身份核验',
    })
  ).work_order_id;
});
afterAll(async () => {
  await r?.stop();
});

const words = {
  zh: {
    env1: '测试环境',
    envs: ['', '测试环境', '预发布环境', '生产环境'],
    price: '2.50',
    added: '新增',
    same: '不变',
  },
  en: { env1: 'Test', envs: ['', 'Test', 'UAT', 'Production'], price: '2.50', added: 'New', same: 'Same' },
} as const;

async function open(page: Page, path: string, kind: string) {
  await page.goto(path);
  await expect.poll(() => page.getByTestId('wo-summary').getAttribute('data-kind'), { timeout: 20_000 }).toBe(kind);
}
async function noRawForm(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/env_type|upgrade_of|group_id|\{"/);
}

// the desktop handling page in Chinese, the phone's approval page in English: each page and each language once
// (issue 24: a journey runs once per language and width only where the page differs)
for (const [lang, where, width] of [
  ['zh', 'handle', 1440],
  ['en', 'mobile', 375],
] as const) {
  describe(`work order summaries, ${lang} on ${where} (${width}px)`, () => {
    it('a publish, an upgrade and an access application read as facts', async () => {
      const w = words[lang];
      const path = (id: number) =>
        where === 'handle' ? `/process/handle-ticket?work_order_id=${id}` : `/mobileApprove?work_order_id=${id}`;
      const admin = await newPage(r, { locale: lang });
      await admin.page.setViewportSize({ width, height: 900 });
      await admin.page.goto('/login');
      await login(admin.page, 'admin');
      await admin.page.waitForURL((u) => !u.pathname.startsWith('/login'));

      await open(admin.page, path(orders.publish), 'publish');
      const publish = admin.page.getByTestId('wo-summary');
      expect(await publish.getByTestId('wo-summary-group').innerText()).toBe('工单摘要测试能力');
      expect(await publish.getByTestId('wo-summary-group').getAttribute('href')).toMatch(
        /\/providers\/providerapilook\?group_id=\d+/,
      );
      await expect.poll(() => publish.innerText()).toContain('https://prod-backend.example.com/v1');
      const text = await publish.innerText();
      expect(text).toContain('GET /wosummary/alpha');
      expect(text).toContain('GET /wosummary/beta');
      expect(text).toContain(w.price);
      expect(text).toContain(w.env1);
      await noRawForm(admin.page);
      await shot(admin.page, `wo-summary-${lang}-${where}-publish`);

      await open(admin.page, path(orders.upgrade), 'upgrade');
      const upgrade = admin.page.getByTestId('wo-summary-apis');
      await expect.poll(() => upgrade.locator('tr', { hasText: '/weather/v1/alerts' }).innerText()).toContain(w.added);
      expect(await upgrade.locator('tr', { hasText: '/weather/v1/now' }).innerText()).toContain(w.same);
      await noRawForm(admin.page);
      await shot(admin.page, `wo-summary-${lang}-${where}-upgrade`);

      await open(admin.page, path(orders.access), 'access');
      const access = await admin.page.getByTestId('wo-summary').innerText();
      expect(access).toContain('Summary App');
      expect(access).toContain(accessGroup);
      expect(access).toContain(w.envs[accessEnv]);
      expect(access).toContain('联调身份核验');
      await noRawForm(admin.page);
      await shot(admin.page, `wo-summary-${lang}-${where}-access`);
      await admin.context.close();
    });
  });
}
