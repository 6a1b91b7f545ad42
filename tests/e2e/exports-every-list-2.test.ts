/**
 * Issue 25 item 10, the second half of the menu (the first: exports-every-list.test.ts): the platform admin exports
 * every list that shows an enabled 导出 as XLSX, and each workbook's header row is filled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunning, type Running } from './helpers.ts';
import { adminExportWalk, halfOfMenu, ONCE_REFUSED } from './export-walk.ts';

let r: Running;
beforeAll(async () => {
  r = await startRunning();
});
afterAll(async () => {
  await r?.stop();
});

describe('exports on every list', () => {
  it('the platform admin exports every console list of the second half of the menu that shows an enabled 导出 (zh, 1440)', async () => {
    const paths = halfOfMenu(1).map((x) => x.path);
    const exported = await adminExportWalk(r, paths);
    expect(exported).toEqual(expect.arrayContaining(ONCE_REFUSED.filter((p) => paths.includes(p))));
    expect(exported.length).toBeGreaterThan(8);
  }, 1_200_000);
});
