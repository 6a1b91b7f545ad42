/**
 * The console as a product, in real Chromium, in Chinese and English: record pages under their list with
 * titles and one tab per record, sixteen tabs that never widen the page, phones at 375×812 without sideways
 * scrolling, a workbench whose numbers follow the user's actions, and notices on pages of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, newPage, shot, startRunning, type Running } from './helpers.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

type Locale = 'zh' | 'en';
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

async function signedIn(user: string, locale: Locale, viewport = LAPTOP): Promise<Page> {
  const { page } = await newPage(r, { locale, user });
  await page.setViewportSize(viewport);
  // where a login lands
  await page.goto('/openUser/workBench');
  return page;
}

/** the page's own width: wider than the window means the whole page scrolls sideways */
const pageWidth = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
};
const heading = (page: Page) => page.getByTestId('record-title').textContent();
const tabs = (page: Page) => page.getByTestId('page-tabs').getByRole('tab');

const text = {
  zh: {
    show: (n: string) => `合作伙伴：${n}`,
    edit: (n: string) => `编辑 合作伙伴：${n}`,
    create: '新建 合作伙伴',
    product: '能力开放平台',
    list: '合作伙伴管理',
    editButton: '编辑',
    del: '删除',
    confirm: '确认',
    read: '已读',
    deleteTitle: (n: string) => `删除合作伙伴「${n}」`,
    deleteContent: (n: string) => `确定要删除合作伙伴「${n}」吗？删除后无法恢复。`,
  },
  en: {
    show: (n: string) => `Partner: ${n}`,
    edit: (n: string) => `Edit Partner: ${n}`,
    create: 'New Partner',
    product: 'Open API Platform',
    list: 'Partners',
    editButton: 'Edit',
    del: 'Delete',
    confirm: 'Confirm',
    read: 'Read',
    deleteTitle: (n: string) => `Delete partner "${n}"`,
    deleteContent: (n: string) => `Delete partner "${n}"? This cannot be undone.`,
  },
} as const;

// each journey walks once, in turns in Chinese and in English across the file (issue 24: a journey runs once per
// language and width only where the page differs); the word tables keep both, so any can be walked in the other
describe.each(['zh', 'en'] as const)('record pages in %s', (locale) => {
  const w = text[locale];

  it.runIf(locale === 'zh')(
    'opens show, edit and create under the list route, titled by the record, one tab per record, closed on delete',
    async () => {
      const name = `页签伙伴-${locale}`;
      const created = (await r.app.deps.db
        .insertInto('partners' as never)
        .values({ partner_name: name, partner_type: 'channel', cooperation_state: 1, created_by: 1 } as never)
        .returning('partner_id' as never)
        .executeTakeFirstOrThrow()) as { partner_id: number };
      const id = created.partner_id;
      const page = await signedIn('admin', locale);
      await page.goto('/openUser/partnersManage');
      await page.getByTestId('record-link').filter({ hasText: name }).click();
      await page.waitForURL((u) => u.pathname === `/openUser/partnersManage/${id}`);
      await expect.poll(() => heading(page)).toBe(w.show(name));
      expect(await page.title()).toBe(`${w.product} - ${w.show(name)}`);
      await expect.poll(() => page.getByTestId('breadcrumb-parent').textContent()).toBe(w.list);
      expect(await page.getByTestId('breadcrumb-parent').getAttribute('href')).toBe('/openUser/partnersManage');
      await shot(page, `record-show-${locale}`);

      await page.getByTestId('record-header').getByRole('link', { name: w.editButton }).click();
      await page.waitForURL((u) => u.pathname === `/openUser/partnersManage/${id}/edit`);
      await expect.poll(() => heading(page)).toBe(w.edit(name));
      // show and edit of one record share its tab, named after it
      await expect.poll(() => tabs(page).filter({ hasText: name }).count()).toBe(1);
      await shot(page, `record-edit-${locale}`);

      await page.goto('/openUser/partnersManage/create');
      await expect.poll(() => heading(page)).toBe(w.create);
      await expect.poll(() => tabs(page).filter({ hasText: w.create }).count()).toBe(1);

      // react-admin's own paths still land on the record pages, leaving no tab of their own behind
      const before = await tabs(page).count();
      await page.goto(`/partners/${id}/show`);
      await page.waitForURL((u) => u.pathname === `/openUser/partnersManage/${id}`);
      await expect.poll(() => heading(page)).toBe(w.show(name));
      expect(await tabs(page).count()).toBe(before);

      await page.getByTestId('record-header').getByRole('button', { name: w.del }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(w.deleteTitle(name));
      expect(await dialog.textContent()).toContain(w.deleteContent(name));
      await shot(page, `record-delete-dialog-${locale}`);
      await dialog.getByRole('button', { name: w.confirm }).click();
      await page.waitForURL((u) => u.pathname === '/openUser/partnersManage');
      await expect.poll(() => tabs(page).filter({ hasText: name }).count()).toBe(0);
      await page.context().close();
    },
  );

  it.runIf(locale === 'en')(
    "keeps sixteen tabs inside a 1440 px window, with the active one and the list's buttons in view",
    async () => {
      const page = await signedIn('admin', locale);
      const lists = [
        '/openUser/partnersManage',
        '/openUser/enterpriseGroupManage',
        '/openUser/fieldGroupManage',
        '/openUser/fieldGroupManage/bindGroup',
        '/openUser/credit/creditGroupManage',
        '/openUser/credit/creditManage',
        '/openUser/credit/byCredit',
        '/openUser/syncGroupConfig',
        '/openUser/provider/exportRecord',
        '/openUser/enterpriseManage',
        '/openUser/envManage',
        '/openUser/classifyManage',
        '/openUser/bannerManage',
        '/openUser/navigationManage',
        '/openUser/siteManage',
        '/openUser/linkManage',
      ];
      // the tabs a user opened this session, as the tab bar keeps them (visiting each page would only add waiting)
      await page.evaluate((paths) => {
        const saved = JSON.parse(sessionStorage.getItem('console-tabs') ?? '[]');
        sessionStorage.setItem(
          'console-tabs',
          JSON.stringify([
            ...saved,
            ...paths.map((p) => ({ key: p, to: p, title: { key: `routes.${p.split('/').pop()}` } })),
          ]),
        );
      }, lists);
      // the last tab is the active one: the bar has to scroll to show it
      await page.goto('/openUser/linkManage');
      await page.getByTestId('list-header').waitFor();
      expect(await tabs(page).count()).toBe(17);
      expect(await pageWidth(page)).toBeLessThanOrEqual(LAPTOP.width);
      const inView = async (testId: string) => {
        const box = await page.getByTestId(testId).first().boundingBox();
        return !!box && box.x >= 0 && box.x + box.width <= LAPTOP.width;
      };
      expect(await inView('list-create')).toBe(true);
      expect(await inView('list-export')).toBe(true);
      expect(await inView('table-pagination')).toBe(true);
      // the active tab is inside the bar's visible part, not hidden under its scroll button
      const scroller = (await page.getByTestId('page-tabs').getByRole('tablist').boundingBox())!;
      await expect
        .poll(async () => {
          const active = (await page.getByTestId('page-tabs').getByRole('tab', { selected: true }).boundingBox())!;
          // a pixel of slack: layout positions are fractional
          return active.x >= scroller.x - 1 && active.x + active.width <= scroller.x + scroller.width + 1;
        })
        .toBe(true);
      await shot(page, `tabs-16-${locale}`);

      // the scroll buttons: at the right end, only the left one works, and it shows the tabs before
      const strip = page.getByTestId('page-tabs').getByRole('tablist');
      const scrolled = () => strip.evaluate((el) => el.scrollLeft);
      await expect.poll(() => page.getByRole('button', { name: 'Scroll tabs right' }).isDisabled()).toBe(true);
      const atEnd = await scrolled();
      expect(atEnd).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Scroll tabs left' }).click();
      await expect.poll(scrolled).toBeLessThan(atEnd);
      await expect.poll(() => page.getByRole('button', { name: 'Scroll tabs right' }).isEnabled()).toBe(true);
      // arrow keys move between tabs, Enter opens one
      await page.getByTestId('tab-/openUser/linkManage').focus();
      await page.keyboard.press('ArrowLeft');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'tab-/openUser/siteManage',
      );
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/openUser\/siteManage$/);
      // a middle click closes a tab, as a browser's own tabs do
      await page.getByTestId('tab-/openUser/bannerManage').click({ button: 'middle' });
      await expect.poll(() => tabs(page).count()).toBe(16);

      await page.getByTestId('tab-actions').click();
      await page.getByTestId('tabs-close-others').click();
      await expect.poll(() => tabs(page).count()).toBe(2);
      await page.context().close();
    },
  );
});

describe.each(['zh', 'en'] as const)('phones at 375×812 in %s', (locale) => {
  it.runIf(locale === 'zh')('shows the public pages without sideways scrolling, login in view', async () => {
    const { page } = await newPage(r, { locale });
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    await page.locator('[data-testid=banner], [data-testid=home-hero]').first().waitFor();
    expect(await pageWidth(page)).toBe(PHONE.width);
    const button = await page.getByTestId('login-button').boundingBox();
    expect(button && button.x + button.width <= PHONE.width).toBe(true);
    await shot(page, `phone-home-${locale}`);
    await page.getByTestId('header-more').click();
    await page.getByRole('menu').getByTestId('doc-center').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/login');
    await page.getByTestId('login-card').waitFor();
    expect(await pageWidth(page)).toBe(PHONE.width);
    const card = await page.getByTestId('login-card').boundingBox();
    expect(card && card.x >= 0 && card.x + card.width <= PHONE.width).toBe(true);
    await shot(page, `phone-login-${locale}`);
    await page.context().close();
  });

  it.runIf(locale === 'en')('works the console from a drawer menu, lists as cards, forms in one column', async () => {
    const page = await signedIn('admin', locale, PHONE);
    await page.getByTestId('workbench').waitFor();
    expect(await pageWidth(page)).toBe(PHONE.width);
    await shot(page, `phone-workbench-${locale}`);
    // the menu is a drawer: open it, pick a page, and it gets out of the way
    await page.getByRole('button', { name: locale === 'zh' ? '打开菜单' : 'Open menu' }).click();
    await page.getByTestId('menu-partnersManage').click();
    await page.waitForURL(/partnersManage/);
    await expect.poll(() => page.getByTestId('console-menu').isVisible()).toBe(false);
    await page.getByTestId('list-header').waitFor();
    await page.getByTestId('phone-list').first().waitFor();
    expect(await pageWidth(page)).toBe(PHONE.width);
    await shot(page, `phone-list-${locale}`);
    await page.getByTestId('phone-list').locator('.MuiListItemButton-root, a').first().click();
    await page.getByTestId('record-title').waitFor();
    expect(await pageWidth(page)).toBe(PHONE.width);
    await page.goto('/openUser/partnersManage/create');
    await page.getByTestId('record-title').waitFor();
    const inputs = page.locator('form:visible input[name=partner_name], form:visible input[name=contact_name]');
    const [a, b] = [await inputs.nth(0).boundingBox(), await inputs.nth(1).boundingBox()];
    // one column: the second field sits below the first, not beside it
    expect(b!.y).toBeGreaterThan(a!.y + a!.height);
    expect(await pageWidth(page)).toBe(PHONE.width);
    await shot(page, `phone-create-${locale}`);
    await page.context().close();
  });
});

describe.each(['zh', 'en'] as const)('workbench and notices in %s', (locale) => {
  it.runIf(locale === 'zh')(
    "counts a developer's unread notices, opens one on its own page as read, and counts one fewer",
    async () => {
      const page = await signedIn('developer', locale);
      const unread = page.getByTestId('widget-unread_notices-value');
      await unread.waitFor();
      const before = Number((await unread.textContent())!.replace(/\D/g, ''));
      expect(before).toBeGreaterThan(0);
      await shot(page, `workbench-developer-${locale}`);
      await page.getByTestId('widget-unread_notices').click();
      await page.waitForURL(/noticeCenter/);
      const first = page.getByTestId('record-link').first();
      await first.waitFor();
      const title = (await first.textContent())!;
      // unread rows stand out
      expect(
        await page
          .getByRole('row')
          .filter({ hasText: title })
          .evaluate((row) => getComputedStyle(row.querySelector('td')!).fontWeight),
      ).toBe('600');
      await first.click();
      await page.waitForURL(
        (u) => u.pathname === '/developers/noticeCenter/detail' && u.searchParams.has('groups_notice_id'),
      );
      await expect.poll(() => heading(page)).toContain(title);
      await expect
        .poll(async () => (await page.getByTestId('show-fields').textContent()) ?? '')
        .toContain(text[locale].read);
      await page.getByTestId('markdown-view').waitFor();
      await shot(page, `notice-detail-${locale}`);
      await page.goto('/openUser/workBench');
      await expect.poll(async () => Number(((await unread.textContent()) ?? '').replace(/\D/g, ''))).toBe(before - 1);
      await page.context().close();
    },
  );

  it.runIf(locale === 'en')(
    "writes a notice body in Markdown with a live preview and shows it rendered on the notice's page",
    async () => {
      const page = await signedIn('provider', locale);
      await page.goto('/providers/noticeManage/create');
      const form = page.locator('form:visible');
      await form.getByRole('textbox', { name: locale === 'zh' ? '标题' : 'Title' }).fill(`Markdown 通知 ${locale}`);
      await form.getByLabel(locale === 'zh' ? '通知类型' : 'Type').click();
      // a release note: announcements are the platform admins' (the first choice)
      await page.getByRole('option').nth(1).click();
      await form.getByLabel(locale === 'zh' ? '环境' : 'Environment').click();
      await page.getByRole('option').last().click();
      await page
        .getByTestId('markdown-notice_content')
        .fill('## 升级说明\n\n- **退款**接口上线\n- [文档](https://example.com)\n\n<script>alert(1)</script>');
      const preview = page.getByTestId('markdown-preview');
      await expect.poll(() => preview.locator('h2').textContent()).toBe('升级说明');
      expect(await preview.locator('strong').textContent()).toBe('退款');
      expect(await preview.locator('script').count()).toBe(0);
      await shot(page, `markdown-editor-${locale}`);
      await page.getByRole('button', { name: locale === 'zh' ? '保存' : 'Save' }).click();
      await page.waitForURL((u) => u.pathname === '/providers/noticeManage');
      await page
        .getByTestId('record-link')
        .filter({ hasText: `Markdown 通知 ${locale}` })
        .click();
      await page.waitForURL((u) => u.pathname === '/providers/noticeDetail');
      await expect.poll(() => page.getByTestId('markdown-view').locator('li').count()).toBe(2);
      expect(await page.getByTestId('markdown-view').locator('a').getAttribute('rel')).toBe('noopener noreferrer');
      expect(pathOf(page)).toMatch(/^\/providers\/noticeDetail\?groups_notice_id=\d+$/);
      await page.context().close();
    },
  );
});

describe('around the pages', () => {
  it('keeps the chosen environment across pages and sessions, with the domains of each environment', async () => {
    const page = await signedIn('developer', 'zh');
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('env-switcher').textContent()).toContain('测试环境');
    // the test environment has its own domains: the capability panel is not empty when signed in
    await page.getByTestId('nav-nenglizhongxin').hover();
    await expect.poll(() => page.getByTestId('domain-panel').getByRole('link').count()).toBeGreaterThan(0);
    await page.getByTestId('env-switcher').click();
    await page.getByRole('menuitem', { name: '生产环境' }).click();
    await page.goto('/openUser/workBench');
    await page.getByTestId('workbench').waitFor();
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('env-switcher').textContent()).toContain('生产环境');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.getByTestId('env-switcher').textContent()).toContain('Production');
    await page.evaluate(() => localStorage.removeItem('Access-Token'));
    await page.goto('/login');
    await login(page, 'developer');
    await page.waitForURL(/workBench/);
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('env-switcher').textContent()).toContain('Production');
    await page.context().close();
  });

  it('keeps 查询, 重置, 新建 and 导出 usable while rows are selected', async () => {
    const page = await signedIn('admin', 'zh');
    await page.goto('/openUser/partnersManage');
    await page.getByRole('row').nth(1).getByRole('checkbox').check();
    await page.getByText('已选 1 项').waitFor();
    for (const id of ['filter-query', 'filter-reset', 'list-create', 'list-export']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      // nothing lies over the button: the point at its centre is the button (or inside it)
      const onTop = await page.evaluate(
        ([x, y, testId]) => !!document.elementFromPoint(x as number, y as number)?.closest(`[data-testid="${testId}"]`),
        [box.x + box.width / 2, box.y + box.height / 2, id],
      );
      expect(onTop, id).toBe(true);
    }
    await shot(page, 'bulk-selection-zh');
    await page.context().close();
  });

  it('paints a frame first, never a bare full-screen spinner', async () => {
    const page = await signedIn('admin', 'zh');
    for (const [path, frame] of [
      ['/openUser/workBench', 'console-appbar'],
      ['/home', 'public-header'],
    ] as const) {
      await page.goto('about:blank');
      const going = page.goto(path);
      const seen = new Set<string>();
      // every state the page passes through until its frame is in: each already shows a frame (or nothing yet, or the
      // loading bar)
      for (;;) {
        const state = await page
          .evaluate((f) => {
            const root = document.getElementById('root');
            if (!root || !root.children.length) return 'empty';
            // index.html's loading bar, there until the app first renders
            if (root.children.length === 1 && root.firstElementChild!.localName === 'boot-bar') return 'loading bar';
            if (document.querySelector(`[data-testid="${f}"]`)) return 'frame';
            return document.querySelector('[data-testid="frame-skeleton"]') ? 'skeleton' : 'bare';
          }, frame)
          .catch(() => 'navigating');
        seen.add(state);
        if (state === 'frame') break;
        await page.waitForTimeout(10);
      }
      await going;
      expect(
        [...seen].filter((s) => s === 'bare'),
        path,
      ).toEqual([]);
    }
    await page.context().close();
  });
});
