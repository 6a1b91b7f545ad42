/**
 * Upgrading a published group through review in Chromium, in Chinese and in English. The provider opens a published
 * demo group, starts an upgrade on providerapiupgrade, changes an API in the API editor (description, a new query
 * parameter, a JSON response example: text that is not JSON is refused next to the box), sees the diff and submits
 * it; the published version keeps serving in the store and the gateway's feed meanwhile and the group shows the
 * pending upgrade. The reviewer returns it with a reason the provider then reads; the provider submits it again, the
 * reviewer approves it, and the new version is live with both versions in the release history. projectReleased
 * pages its rows with the console's pagination. Screenshots: the diff and the release history in both languages.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, newPage, shot, startRunning, type Running } from './helpers.ts';
import { loadPublishedRoutes } from '../../src/server/catalog/gateway-feed.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

async function api(path: string, ticket: string | null) {
  const res = await fetch(`${r.origin}${path}`, {
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}
const ticketOf = async (user: string) => {
  const res = await fetch(`${r.origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: user, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }),
  });
  return (await res.json()).data.ticket as string;
};

async function signedIn(lang: 'zh' | 'en', user: string): Promise<Page> {
  const { page } = await newPage(r, { locale: lang, user });
  return page;
}

/** The reviewer's side: the upcoming list, the work order of this group, one action. */
async function review(page: Page, title: string, action: 'approve' | 'return', comment?: string) {
  await page.goto('/process/upcoming');
  await page.getByTestId('wo-row').filter({ hasText: title }).first().click();
  await page.getByTestId('wo-actions').waitFor();
  if (comment) await page.getByTestId('wo-comment').fill(comment);
  await page.getByTestId(`wo-${action}`).click();
  await expect
    .poll(() => page.getByTestId('wo-state').getAttribute('data-state'), { timeout: 30_000 })
    .toBe(action === 'approve' ? 'approved' : 'returned');
}

const CASES = {
  // one demo group each, so the two languages do not meet on one server
  zh: {
    group: '汇率换算',
    title: '汇率换算',
    desc: '升级后的说明：按基准币种返回全部汇率',
    reason: '请补充 lang 参数的说明',
    param: 'lang',
    badJson: '内容类型为 application/json，示例须为合法的 JSON',
    changed: '修改',
    descLabel: '描述',
    paramsLabel: '请求参数',
    commit: '升级生效',
    approve: '审核通过',
    inReview: '审核中',
    total: (n: number) => `共 ${n} 条`,
  },
  en: {
    group: '身份核验',
    title: 'ID check',
    desc: 'After the upgrade: checks the name, number, check digit and birth date',
    reason: 'Describe the lang parameter, please',
    param: 'lang',
    badJson: 'The content type is application/json: the example must be valid JSON',
    changed: 'Changed',
    descLabel: 'Description',
    paramsLabel: 'Parameters',
    commit: 'Upgrade published',
    approve: 'Approved',
    inReview: 'In review',
    total: (n: number) => `Total ${n}`,
  },
} as const;

// each journey walks once, in turns in Chinese and in English across the file (issue 24: a journey runs once per
// language and width only where the page differs); both word tables stay, so either can be walked in the other
for (const lang of ['zh', 'en'] as const) {
  describe(`upgrading a published group in ${lang}`, () => {
    it.runIf(lang === 'zh')(
      'drafts, diffs, submits, is returned with a reason, is submitted again and approved; both versions are in the history',
      async () => {
        const c = CASES[lang];
        const provider = await ticketOf('provider');
        const groups = (await api('/newopen/service/group/page?page_size=100&group_state=published', provider)).list;
        const group = groups.find((g: any) => g.group_name === c.group);
        expect(group, c.group).toBeTruthy();
        const before = await api(`/newopen/service/group/detail?group_id=${group.group_id}`, provider);
        expect(before.version).toBe(1);
        const first = before.apis[0];

        // the provider starts the upgrade on providerapiupgrade
        const page = await signedIn(lang, 'provider');
        await page.goto(`/providers/providerapiupgrade?group_id=${group.group_id}`);
        await page.getByTestId('upgrade-start').click();
        await page.getByTestId('upgrade-diff').waitFor();
        const draftId = (await api(`/newopen/service/group/detail?group_id=${group.group_id}`, provider))
          .upgrade_group_id as number;
        expect(draftId).toBeGreaterThan(0);
        const draftApi = (await api(`/newopen/service/group/detail?group_id=${draftId}`, provider)).apis.find(
          (a: any) => a.listen_path === first.listen_path,
        );

        // the API editor on the draft's copy: a new description, a query parameter, a response example
        await page.goto(`/providers/providerapimanage/${draftApi.api_id}/edit`);
        await page.getByTestId('editor-request_params').waitFor();
        await page.locator('[name="api_desc"]').fill(c.desc);
        const params = (draftApi.request_params ?? []).length;
        await page.getByTestId('param-add').click();
        await page.getByTestId(`param-${params}-name`).fill(c.param);
        // the example box refuses text that is not JSON under application/json, next to the box, in the reader's language
        const example = page.getByTestId('response_example-text');
        await example.fill('{"valid": tru');
        await expect.poll(() => page.getByTestId('editor-response_example').textContent()).toContain(c.badJson);
        await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save' }).click();
        await shot(page, `catalog-upgrade-${lang}-example-error`);
        expect((await api(`/newopen/service/api/${draftApi.api_id}`, provider)).api_desc).not.toBe(c.desc);
        await example.fill('{"valid": true, "checked": ["name", "id_number"], "score": 1}');
        await expect.poll(() => page.getByTestId('editor-response_example').textContent()).not.toContain(c.badJson);
        await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save' }).click();
        await expect
          .poll(async () => (await api(`/newopen/service/api/${draftApi.api_id}`, provider)).api_desc)
          .toBe(c.desc);
        const saved = await api(`/newopen/service/api/${draftApi.api_id}`, provider);
        // stored as a JSON value, not as text
        expect(saved.response_example).toEqual({ valid: true, checked: ['name', 'id_number'], score: 1 });
        expect(saved.request_params.map((p: any) => p.name)).toContain(c.param);

        // the diff: the API changed, naming what changed
        await page.goto(`/providers/providerapiupgrade?group_id=${group.group_id}`);
        const diff = page.getByTestId('upgrade-diff');
        await diff.waitFor();
        const row = diff.locator('tr', { hasText: first.listen_path });
        await expect.poll(() => row.textContent()).toContain(c.changed);
        expect(await row.textContent()).toContain(c.descLabel);
        expect(await row.textContent()).toContain(c.paramsLabel);
        await page.getByTestId('upgrade-diff').scrollIntoViewIfNeeded();
        await shot(page, `catalog-upgrade-${lang}-diff`);

        // submitted through processCreate
        await page.getByTestId('upgrade-submit').click();
        await page.getByTestId('check-has_pricing').waitFor();
        await page.getByTestId('process-submit').click();
        await page.waitForURL(/providerapilook\?group_id=\d+/);
        // the group shows the pending upgrade, and the published version keeps serving
        await expect.poll(() => page.getByTestId('look-upgrade').getAttribute('data-state')).toBe('submitted');
        expect(await page.getByTestId('group-heading').textContent()).toContain('v1');
        const store = await api(`/newopen/service/market/group/detail?group_id=${group.group_id}`, null);
        expect(store.version).toBe(1);
        expect(store.apis.find((a: any) => a.listen_path === first.listen_path).api_desc).toBe(first.api_desc);
        const live = (await loadPublishedRoutes(r.app.deps.db)).filter(
          (x) => x.group_id === group.group_id || x.group_id === draftId,
        );
        expect(live.length).toBeGreaterThan(0);
        expect(live.every((x) => x.group_id === group.group_id)).toBe(true);
        await page.goto(`/providers/providerapiupgrade?group_id=${group.group_id}`);
        await expect.poll(() => page.getByTestId('upgrade-state').getAttribute('data-state')).toBe('submitted');
        expect(await page.getByTestId('upgrade-state').textContent()).toBe(c.inReview);

        // the reviewer returns it with a reason; the provider reads the reason beside the draft
        const admin = await signedIn(lang, 'admin');
        await review(admin, c.title, 'return', c.reason);
        await page.reload();
        await expect.poll(() => page.getByTestId('upgrade-returned').textContent()).toContain(c.reason);
        expect(await page.getByTestId('upgrade-state').getAttribute('data-state')).toBe('draft');
        await page.goto(`/providers/providerapilook?group_id=${group.group_id}`);
        await expect.poll(() => page.getByTestId('look-upgrade').textContent()).toContain(c.reason);

        // submitted again and approved: the new version is live
        await page.goto(`/providers/processCreate?group_id=${draftId}`);
        await page.getByTestId('check-has_pricing').waitFor();
        await page.getByTestId('process-submit').click();
        await page.waitForURL(/providerapilook\?group_id=\d+/);
        await review(admin, c.title, 'approve');
        await expect
          .poll(async () => (await api(`/newopen/service/group/detail?group_id=${group.group_id}`, provider)).version)
          .toBe(2);
        const after = await api(`/newopen/service/group/detail?group_id=${group.group_id}`, provider);
        expect(after).toMatchObject({ group_state: 'published', upgrade_group_id: null });
        expect(after.apis.find((a: any) => a.listen_path === first.listen_path)).toMatchObject({
          api_id: first.api_id,
          api_desc: c.desc,
        });
        const storeAfter = await api(`/newopen/service/market/group/detail?group_id=${group.group_id}`, null);
        expect(storeAfter.version).toBe(2);
        expect(storeAfter.apis.find((a: any) => a.listen_path === first.listen_path).api_desc).toBe(c.desc);

        // the release history shows both versions
        const history = (
          await api(`/newopen/service/group_release/page?group_id=${group.group_id}&page_size=50`, provider)
        ).list;
        expect([...new Set(history.map((h: any) => h.version))].sort()).toEqual([1, 2]);
        expect(history.map((h: any) => h.action)).toEqual(
          expect.arrayContaining(['approve', 'upgrade', 'submit', 'return', 'upgrade_commit']),
        );
        const commit = history.find((h: any) => h.action === 'upgrade_commit');
        expect(commit.api_changes.changed.map((a: any) => a.listen_path)).toEqual([first.listen_path]);
        await page.goto(
          `/providers/releaseHistory?filter=${encodeURIComponent(JSON.stringify({ group_id: group.group_id }))}`,
        );
        const table = page.locator('.RaList-content').first();
        await expect.poll(() => table.textContent()).toContain(c.commit);
        expect(await table.textContent()).toContain(c.approve);
        await shot(page, `catalog-upgrade-${lang}-history`);
        await page.goto(`/providers/providerapilook?group_id=${group.group_id}`);
        await expect.poll(() => page.getByTestId('look-history').textContent()).toContain(c.commit);
        expect(await page.getByTestId('look-upgrade').count()).toBe(0);
        expect(await page.getByTestId('group-heading').textContent()).toContain('v2');
        // a whole release cycle with two people and a dozen page loads: over a minute on a busy CI machine (not a speed check)
      },
      180_000,
    );

    it.runIf(lang === 'en')(
      'projectReleased pages the versions that went live with the console pagination',
      async () => {
        const c = CASES[lang];
        const provider = await ticketOf('provider');
        const owner = (
          await r.app.deps.db
            .selectFrom('users')
            .select('user_id')
            .where('user_name', '=', 'provider')
            .executeTakeFirstOrThrow()
        ).user_id;
        const group = (await api('/newopen/service/group/page?page_size=100&group_state=published', provider)).list[0];
        // more versions than one page holds
        await r.app.deps.db
          .insertInto('group_releases')
          .values(
            Array.from({ length: 12 }, (_, i) => ({
              group_id: group.group_id,
              group_name: group.group_name,
              action: i % 2 ? 'republish' : 'approve',
              version: 1,
              actor_id: owner,
              created_by: owner,
              created_at: new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000),
            })),
          )
          .execute();
        const total = (await api('/newopen/service/group_release/page?released=true&page_size=10', provider))
          .total as number;
        expect(total).toBeGreaterThan(12);
        const page = await signedIn(lang, 'provider');
        await page.goto('/providers/projectReleased');
        await expect.poll(() => page.getByTestId('released-row').count()).toBe(10);
        expect(await page.getByTestId('pagination-total').textContent()).toContain(c.total(total));
        await page.getByTestId('table-pagination').getByRole('button', { name: /2/ }).first().click();
        await expect.poll(() => page.getByTestId('released-row').count()).toBe(Math.min(10, total - 10));
        await shot(page, `catalog-upgrade-${lang}-released-page2`);
      },
    );
  });
}
