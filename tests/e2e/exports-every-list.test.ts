/**
 * Issue 25 item 10: every list that shows 导出 exports. The platform admin walks every other console menu entry (the
 * other half: exports-every-list-2.test.ts); on each screen with an enabled 导出 it chooses XLSX, the job must be
 * accepted (API 管理, 计费规则, 能力规格 and 发布历史 once answered 400 "source的值不正确"), finish, and download a
 * workbook whose header row is filled. A provider then exports those four lists in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNavigate, newPage, shot, startRunning, type Running, widthsOf } from './helpers.ts';
import { adminExportWalk, exportShown, halfOfMenu, listShown, ONCE_REFUSED } from './export-walk.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

describe('exports on every list', () => {
  it('the platform admin exports every console list of the first half of the menu that shows an enabled 导出 (zh, 1440)', async () => {
    const paths = halfOfMenu(0).map((x) => x.path);
    const exported = await adminExportWalk(r, paths);
    // the lists of the issue that fall in this half are among them
    expect(exported).toEqual(expect.arrayContaining(ONCE_REFUSED.filter((p) => paths.includes(p))));
    expect(exported.length).toBeGreaterThan(8);
  }, 1_200_000);

  // in English on a phone only: the walk covers the desktop width (DIAGONAL)
  it.each(widthsOf('en'))(
    'the provider exports API 管理, 计费规则, 能力规格 and 发布历史 in English at %i px',
    async (width) => {
      const { page, context } = await newPage(r, { locale: 'en', user: 'provider' });
      await page.setViewportSize({ width, height: 900 });
      // where a login lands; each list is then reached as a menu click reaches it
      await page.goto('/openUser/workBench');
      for (const path of ONCE_REFUSED) {
        await clientNavigate(page, path);
        expect(await listShown(page), path).toBe(true);
        const header = await exportShown(page, path);
        expect(header.length, path).toBeGreaterThan(1);
        expect(header.join(' '), path).toMatch(/[A-Za-z]/);
      }
      await shot(page, `exports-every-list-provider-en-${width}`);
      await context.close();
    },
    300_000,
  );
});
