/**
 * Issue 25 item 5: the statistics and call-log screens open where the calls are. With production calls and the
 * header on the test environment, every screen opens on all environments (the environment a filter, and a column
 * on the logs) and shows the calls; an empty result says which environment and period it searched, with one click
 * to all environments. Chinese at 1440 px and English at 375 px (DIAGONAL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { CallLogWriter } from '../../src/server/gateway/call-log/writer.ts';
import { newPage, shot, startRunning, type Running, DIAGONAL } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
  const db = r.app.deps.db;
  const dev = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'developer')
    .executeTakeFirstOrThrow();
  const provider = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', 'provider')
    .executeTakeFirstOrThrow();
  const app = await db
    .selectFrom('apps')
    .select('apply_id')
    .where('apply_name', '=', 'Demo App')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('api_groups')
    .select('group_id')
    .where('group_name', '=', '天气查询')
    .where('parent_group_id', 'is', null)
    .executeTakeFirstOrThrow();
  const api = await db
    .selectFrom('apis')
    .select('api_id')
    .where('group_id', '=', group.group_id)
    .executeTakeFirstOrThrow();
  const writer = new CallLogWriter(db, { maxBatch: 100 });
  for (let i = 0; i < 12; i++) {
    writer.add({
      request_id: `defaults-${i}`,
      called_at: new Date(Date.now() - i * 60_000),
      env_type: 3,
      group_id: group.group_id,
      api_id: api.api_id,
      apply_id: app.apply_id,
      developer_id: dev.user_id,
      provider_id: provider.user_id,
      client_ip: '203.0.113.9',
      method: 'GET',
      path: '/weather/v1/now',
      status: 200,
      error_code: null,
      upstream_latency_ms: 20,
      latency_ms: 25,
      bytes_in: 0,
      bytes_out: 100,
    } satisfies CallRecord);
  }
  await writer.close();
});
afterAll(async () => {
  await r?.stop();
});

const SCREENS = {
  developer: [
    '/developers/statisticsIndex',
    '/developers/useStatistical',
    '/developers/detailedList',
    '/developers/useLog',
  ],
  provider: [
    '/providers/capabilityUseList',
    '/providers/interfaceCallList',
    '/providers/aPIRanking',
    '/providers/logStatistical',
    '/providers/logging',
  ],
} as const;
const words = {
  zh: { all: '全部环境', test: '测试', seeAll: '查看全部环境' },
  en: { all: 'All environments', test: 'Test', seeAll: 'See all environments' },
} as const;

// the developer's screens in Chinese at 1440 px, the provider's in English on a phone: each role's screens, each
// language and each width once (issue 24: a journey runs once per language and width only where the page differs)
const WALKER = { zh: 'developer', en: 'provider' } as const;
for (const [lang, width] of DIAGONAL) {
  describe(`statistics and logs default, ${lang} at ${width}px`, () => {
    for (const user of [WALKER[lang]]) {
      it(`${user}: every screen opens on all environments with the calls; an empty one says where it looked`, async () => {
        const w = words[lang];
        const { page } = await newPage(r, { locale: lang, user });
        await page.setViewportSize({ width, height: 900 });
        for (const path of SCREENS[user]) {
          await page.goto(path);
          await expect.poll(() => page.getByTestId('filter-env').innerText(), { timeout: 15_000 }).toBe(w.all);
          if (path.endsWith('useLog') || path.endsWith('logging')) {
            await expect.poll(() => page.getByTestId('log-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
          } else {
            await expect
              .poll(
                async () => Number(((await page.getByTestId('stat-calls').textContent()) ?? '0').replace(/\D/g, '')),
                { timeout: 15_000 },
              )
              .toBeGreaterThan(0);
          }
        }
        // the log narrowed to the test environment: empty, and it says so, one click back to all
        const log = user === 'developer' ? '/developers/useLog' : '/providers/logging';
        await page.goto(`${log}?env_type=1`);
        const empty = page.getByTestId('stats-empty');
        await expect.poll(() => empty.isVisible(), { timeout: 15_000 }).toBe(true);
        const text = await empty.innerText();
        expect(text).toContain(w.test);
        expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
        await shot(page, `stats-empty-${lang}-${width}-${user}`);
        await page.getByTestId('stats-empty-all-envs').click();
        await expect.poll(() => page.getByTestId('log-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        expect(await page.getByTestId('filter-env').innerText()).toBe(w.all);
        await shot(page, `stats-all-${lang}-${width}-${user}`);
        await page.context().close();
      }, 240_000);
    }
  });
}
