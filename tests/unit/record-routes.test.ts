// Record pages live under their list's route (or at the SPEC route a descriptor names), one tab per record.
import { describe, expect, it } from 'vitest';
import { matchRecordPage, pageKey, recordPaths, recordRoutes } from '../../src/admin/resources/record-routes.ts';
import { localized, recordName, titleField } from '../../src/admin/resources/record-title.ts';
import { closeRecordTabs, type PageTab } from '../../src/admin/layout/tabs.ts';
import { crumbsFor, defaultTitle } from '../../src/admin/layout/console-paths.ts';
import { descriptorByName } from '../../src/shared/descriptors/browser.ts';

const partners = descriptorByName.get('partners')!;
const roles = descriptorByName.get('roles')!;
const notices = descriptorByName.get('notices')!;
const subUsers = descriptorByName.get('sub_users')!;

describe('record paths', () => {
  it('puts create, show and edit under the list route', () => {
    const p = recordPaths(partners);
    expect(p.list).toBe('/openUser/partnersManage');
    expect(p.create).toBe('/openUser/partnersManage/create');
    expect(p.show!(4)).toBe('/openUser/partnersManage/4');
    expect(p.edit!(4)).toBe('/openUser/partnersManage/4/edit');
  });

  it('uses the SPEC routes a descriptor names, the record key in the query', () => {
    expect(recordPaths(roles).create).toBe('/providers/addRole');
    expect(recordPaths(notices).show!(7)).toBe('/providers/noticeDetail?groups_notice_id=7');
    expect(recordPaths(notices).edit!(7)).toBe('/providers/noticeManage/7/edit');
  });

  it('keeps a list shown at a second route as the parent of the pages opened from it', () => {
    const p = recordPaths(subUsers, '/accountCenter/manage/accountManage');
    expect(p.show!(9)).toBe('/accountCenter/manage/accountManage/9');
    // the create form too: 子账号管理 → 新建 stays in the account center (issue 25 item 19)
    expect(p.create).toBe('/accountCenter/manage/accountManage/create');
    expect(recordPaths(subUsers).create).toBe('/providers/addPerson');
    const paths = recordRoutes([subUsers]).map((r) => r.path);
    expect(paths).toContain('/accountCenter/manage/accountManage/:id/edit');
    expect(paths).toContain('/accountCenter/manage/accountManage/create');
    expect(matchRecordPage('/accountCenter/manage/accountManage/create')).toMatchObject({
      route: { kind: 'create', list: { name: 'accountManage' } },
    });
  });

  it('matches record pages, never a route of the table that happens to sit below a list', () => {
    expect(matchRecordPage('/openUser/partnersManage/4/edit')).toMatchObject({
      id: '4',
      route: { kind: 'edit', d: { name: 'partners' } },
    });
    expect(matchRecordPage('/openUser/partnersManage/create')?.route.kind).toBe('create');
    expect(matchRecordPage('/openUser/fieldGroupManage/bindGroup')).toBeUndefined();
    expect(matchRecordPage('/providers/noticeDetail', '?groups_notice_id=3')).toMatchObject({
      id: '3',
      route: { kind: 'show' },
    });
    expect(matchRecordPage('/providers/noticeDetail', '')).toBeUndefined();
    expect(matchRecordPage('/openUser/partnersManage')).toBeUndefined();
  });

  it('gives a record one tab for its show and edit pages', () => {
    expect(pageKey('/openUser/partnersManage/4/edit')).toBe('/openUser/partnersManage/4');
    expect(pageKey('/openUser/partnersManage/4')).toBe('/openUser/partnersManage/4');
    expect(pageKey('/providers/noticeManage/3/edit')).toBe('/providers/noticeDetail?groups_notice_id=3');
    expect(pageKey('/openUser/partnersManage', '?filter=%7B%7D')).toBe('/openUser/partnersManage');
  });
});

describe('record titles', () => {
  it('names a record by its title field, in English where the row has an English column', () => {
    expect(titleField(partners)).toBe('partner_name');
    expect(titleField(descriptorByName.get('export_records')!)).toBe('file_name');
    const role = { role_id: 2, role_name: '开发者', role_name_en: 'Developer' };
    expect(recordName(roles, role, 'zh')).toBe('开发者');
    expect(recordName(roles, role, 'en')).toBe('Developer');
    expect(localized({ role_name: '运营', role_name_en: '' }, 'role_name', 'en')).toBe('运营');
  });

  it('titles and breadcrumbs a record page under its list', () => {
    expect(defaultTitle('/openUser/partnersManage/create')).toEqual({
      key: 'app.record.create',
      args: { resource: { t: 'resources.partners.name' } },
    });
    const crumbs = crumbsFor('/openUser/partnersManage/4/edit');
    expect(crumbs.map((c) => c.title.key)).toEqual([
      'routes.openUser',
      'routes.partnersManage',
      'app.record.edit_loading',
    ]);
    expect(crumbs[1].to).toBe('/openUser/partnersManage');
    expect(crumbsFor('/providers/addRole')[1]).toEqual({
      title: { key: 'routes.userRole' },
      to: '/providers/userRole',
    });
  });

  it('closes the tabs of deleted records only', () => {
    const tab = (key: string, id?: string): PageTab => ({
      key,
      to: key,
      title: { key },
      record: id ? { resource: 'partners', id } : undefined,
    });
    const tabs = [
      tab('/w'),
      tab('/openUser/partnersManage'),
      tab('/openUser/partnersManage/4', '4'),
      tab('/openUser/partnersManage/5', '5'),
    ];
    expect(closeRecordTabs(tabs, 'partners', [4]).map((t) => t.key)).toEqual([
      '/w',
      '/openUser/partnersManage',
      '/openUser/partnersManage/5',
    ]);
    expect(closeRecordTabs(tabs, 'roles', [4])).toHaveLength(4);
  });
});
