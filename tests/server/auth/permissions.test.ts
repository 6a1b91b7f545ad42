/**
 * The role-resource tree (GET get_user_role_resource_tree), GET is_resource_check, and the one guard that
 * enforces every operation's x-permission (401 without a valid ticket, 403 NO_PERMISSION without the grant):
 * the guard and `allows` directly, with real tickets and grants from the database, and once through HTTP on a
 * real operation that needs a menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { startTestApp, type TestApp } from '../helpers.ts';
import { permissionGuard } from '../../../src/server/auth/guard.ts';
import { allows, loadGrants, type Grants, type PermissionItem } from '../../../src/server/auth/permissions.ts';
import { consoleGroups, consoleRoutes } from '../../../src/shared/routes.ts';
import { builtInRoles } from '../../../src/server/seed/roles.ts';
import { call, createUser, ticketOf } from './fixtures.ts';

let t: TestApp;
let admin: string;
let developer: string;
let enterprise: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, developer, enterprise] = await Promise.all([t.login('admin'), t.login('developer'), t.login('enterprise')]);
});
afterAll(async () => {
  await t.dispose();
});

const TREE = '/openauthor/v1/get_user_role_resource_tree';
const check = async (ticket: string, code: string) => {
  const res = await call(t, 'GET', `/openauthor/v1/is_resource_check?menu_code=${encodeURIComponent(code)}`, ticket);
  expect(res.statusCode).toBe(200);
  return res.json().data as boolean;
};

function flatten(items: PermissionItem[]): PermissionItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children)]);
}
const menuCodes = (items: PermissionItem[]) =>
  flatten(items)
    .filter((i) => i.type === 1)
    .map((i) => i.menuCode);
const groupCode = (name: string) => consoleRoutes.find((r) => r.name === name)?.group;

describe('get_user_role_resource_tree', () => {
  it('needs a ticket', async () => {
    expect((await call(t, 'GET', TREE)).statusCode).toBe(401);
  });

  it('shows the super admin every group, route and button, in menu order', async () => {
    const res = await call(t, 'GET', TREE, admin);
    expect(res.statusCode).toBe(200);
    const tree: PermissionItem[] = res.json().data;
    expect(tree.map((g) => g.menuCode)).toEqual([...consoleGroups]);
    expect(new Set(menuCodes(tree))).toEqual(new Set([...consoleGroups, ...consoleRoutes.map((r) => r.name)]));
    const buttons = flatten(tree).filter((i) => i.type === 2);
    expect(buttons.length).toBe(consoleRoutes.reduce((n, r) => n + (r.actions?.length ?? 0), 0));
  });

  it('gives every item the menu and button fields of SPEC.md section 3', async () => {
    const tree: PermissionItem[] = (await call(t, 'GET', TREE, admin)).json().data;
    const group = tree.find((g) => g.menuCode === 'developers')!;
    expect(group).toMatchObject({
      type: 1,
      parentId: null,
      menuId: group.id,
      menuName: '开发者中心',
      buttonCode: null,
      buttonName: null,
    });
    const appmanage = group.children.find((c) => c.menuCode === 'appmanage')!;
    expect(Object.keys(appmanage).sort()).toEqual([
      'buttonCode',
      'buttonName',
      'children',
      'id',
      'menuCode',
      'menuId',
      'menuName',
      'parentId',
      'type',
    ]);
    expect(appmanage).toMatchObject({
      type: 1,
      parentId: group.id,
      menuId: appmanage.id,
      menuCode: 'appmanage',
      buttonCode: null,
    });
    const add = appmanage.children.find((b) => b.buttonCode === 'add')!;
    expect(add).toEqual({
      id: add.id,
      type: 2,
      parentId: appmanage.id,
      menuId: appmanage.id,
      menuCode: 'appmanage',
      menuName: null,
      buttonName: '新增',
      buttonCode: 'add',
      children: [],
    });
    expect(appmanage.children.map((b) => b.buttonCode)).toEqual(
      consoleRoutes.find((r) => r.name === 'appmanage')!.actions,
    );
  });

  it('names the entries in English when asked', async () => {
    const tree: PermissionItem[] = (await call(t, 'GET', TREE, admin, undefined, { language: 'en' })).json().data;
    const group = tree.find((g) => g.menuCode === 'developers')!;
    expect(group.menuName).toBe('Developer center');
    expect(flatten(group.children).find((b) => b.buttonCode === 'add')!.buttonName).toBe('Add');
  });

  it('shows the developer the developers group and not the providers group', async () => {
    const tree: PermissionItem[] = (await call(t, 'GET', TREE, developer)).json().data;
    const roots = tree.map((g) => g.menuCode);
    expect(roots).toContain('developers');
    expect(roots).not.toContain('providers');
    const role = builtInRoles.find((r) => r.role_code === 'developer')!.menus as string[];
    // exactly the role's menus plus the groups that hold them
    const expected = new Set([...role, ...role.map(groupCode)]);
    expect(new Set(menuCodes(tree))).toEqual(expected);
    const devGroup = tree.find((g) => g.menuCode === 'developers')!;
    expect(devGroup.children.map((c) => c.menuCode)).toEqual(
      consoleRoutes.filter((r) => r.group === 'developers').map((r) => r.name),
    );
    // holding a menu grants its buttons
    const appmanage = devGroup.children.find((c) => c.menuCode === 'appmanage')!;
    expect(appmanage.children.map((b) => b.buttonCode)).toContain('add');
  });

  it('shows a group only with the routes granted under it (enterprise admin under providers)', async () => {
    const tree: PermissionItem[] = (await call(t, 'GET', TREE, enterprise)).json().data;
    const providers = tree.find((g) => g.menuCode === 'providers')!;
    expect(providers.children.map((c) => c.menuCode).sort()).toEqual([
      'addPerson',
      'addRole',
      'addTeam',
      'userList',
      'userRole',
    ]);
    // of the developer menus the enterprise admin holds the notice center (everyone receives personal notices) and
    // the applications (they manage their enterprise's, as at /publicCenter/appManage)
    const developers = tree.find((g) => g.menuCode === 'developers')!;
    expect(developers.children.map((c) => c.menuCode).sort()).toEqual([
      'appmanage',
      'noticeCenter',
      'noticeCenterDetail',
    ]);
  });

  it('is empty for an account without roles', async () => {
    const user = await createUser(t, 'perm-noroles');
    const res = await call(t, 'GET', TREE, await ticketOf(t, user));
    expect(res.json()).toEqual({ success: true, code: 'OK', message: '成功', data: [] });
  });
});

describe('is_resource_check', () => {
  it('answers false for a menu the developer lacks and true for one it holds', async () => {
    expect(await check(developer, 'providerOverview')).toBe(false);
    // bills: a developer reconciles their own, the settlement of providers is not theirs
    expect(await check(developer, 'settlementList')).toBe(false);
    expect(await check(developer, 'reconciliationList')).toBe(true);
    expect(await check(developer, 'statisticsIndex')).toBe(true);
    expect(await check(developer, 'appmanage')).toBe(true);
  });

  it("answers true for every leaf menu in the caller's own tree", async () => {
    const tree: PermissionItem[] = (await call(t, 'GET', TREE, developer)).json().data;
    const leaves = flatten(tree).filter((i) => i.type === 1 && !i.children.some((c) => c.type === 1));
    for (const leaf of leaves) expect(await check(developer, leaf.menuCode!)).toBe(true);
  });

  it('answers true for default menus (any logged-in user) and for anything to the super admin', async () => {
    const user = await createUser(t, 'perm-default');
    const ticket = await ticketOf(t, user);
    expect(await check(ticket, 'workBench')).toBe(true);
    expect(await check(ticket, 'statisticsIndex')).toBe(false);
    expect(await check(admin, 'providerOverview')).toBe(true);
    expect(await check(admin, 'no-such-menu')).toBe(true);
  });

  it('checks buttons written menuCode:buttonCode', async () => {
    expect(await check(developer, 'appmanage:add')).toBe(true);
    expect(await check(developer, 'appmanage:import')).toBe(false);
    expect(await check(developer, 'providerapi:add')).toBe(false);
  });

  it('answers false for a code that does not exist', async () => {
    expect(await check(developer, 'no-such-menu')).toBe(false);
  });

  it('needs a ticket and a menu_code of 1 to 64 characters', async () => {
    expect((await call(t, 'GET', '/openauthor/v1/is_resource_check?menu_code=appmanage')).statusCode).toBe(401);
    const missing = await call(t, 'GET', '/openauthor/v1/is_resource_check', developer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors).toEqual([{ field: 'menu_code', message: 'menu_code不能为空' }]);
    const empty = await call(t, 'GET', '/openauthor/v1/is_resource_check?menu_code=', developer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors).toEqual([{ field: 'menu_code', message: 'menu_code不能为空' }]);
    const long = await call(
      t,
      'GET',
      `/openauthor/v1/is_resource_check?menu_code=${'m'.repeat(65)}`,
      developer,
      undefined,
      { language: 'en' },
    );
    expect(long.json().data.errors).toEqual([
      { field: 'menu_code', message: 'menu_code must be at most 64 characters' },
    ]);
  });
});

describe('allows', () => {
  const grants = (menus: string[], buttons: string[] = []): Grants => ({
    all: false,
    menus: new Set(menus),
    buttons: new Set(buttons),
  });

  it('lets everything through for the super admin', () => {
    const all: Grants = { all: true, menus: new Set(), buttons: new Set() };
    expect(allows(all, 'providerOverview')).toBe(true);
    expect(allows(all, 'providerapi:delete')).toBe(true);
  });

  it('lets any caller through "login"', () => {
    expect(allows(grants([]), 'login')).toBe(true);
  });

  it('needs the menu for a menu code, and the menu and the button for menu:action', () => {
    const g = grants(['useLog'], ['useLog:query']);
    expect(allows(g, 'useLog')).toBe(true);
    expect(allows(g, 'useLog:query')).toBe(true);
    expect(allows(g, 'useLog:export')).toBe(false);
    expect(allows(g, 'logging')).toBe(false);
    expect(allows(grants([], ['useLog:query']), 'useLog:query')).toBe(false);
  });
});

describe('loadGrants from a role that holds a menu and only some of its buttons', () => {
  it('grants exactly those buttons', async () => {
    const { db } = t.deps;
    const menu = await db
      .selectFrom('resources')
      .select('resource_id')
      .where('type', '=', 1)
      .where('code', '=', 'useLog')
      .executeTakeFirstOrThrow();
    const query = await db
      .selectFrom('resources')
      .select('resource_id')
      .where('type', '=', 2)
      .where('parent_id', '=', menu.resource_id)
      .where('code', '=', 'query')
      .executeTakeFirstOrThrow();
    const role = await db
      .insertInto('roles')
      .values({ role_code: 'log-reader', role_name: '日志查看' })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_resources')
      .values([
        { role_id: role.role_id, resource_id: menu.resource_id },
        { role_id: role.role_id, resource_id: query.resource_id },
      ])
      .execute();
    const user = await createUser(t, 'perm-reader', { role: 'log-reader' });
    const g = await loadGrants(t.deps, {
      user_id: user.user_id,
      user_name: user.user_name,
      user_type: 3,
      account_type: 1,
      ticket_hash: '',
    });
    expect(allows(g, 'useLog')).toBe(true);
    expect(allows(g, 'useLog:query')).toBe(true);
    expect(allows(g, 'useLog:export')).toBe(false);
    const ticket = await ticketOf(t, user);
    expect(await check(ticket, 'useLog:query')).toBe(true);
    expect(await check(ticket, 'useLog:export')).toBe(false);
  });
});

describe('the x-permission guard', () => {
  const guard = () => permissionGuard(t.deps);
  const req = (permission: string | undefined, ticket?: string) =>
    ({ routeOptions: { config: { permission } }, headers: ticket ? { ticket } : {} }) as unknown as FastifyRequest;

  it('lets public operations through without a ticket and sets no caller', async () => {
    const r = req('public');
    await expect(guard()(r)).resolves.toBeUndefined();
    expect(r.caller).toBeUndefined();
  });

  it('answers 401 without a valid ticket before looking at grants', async () => {
    await expect(guard()(req('login'))).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    await expect(guard()(req('providerOverview', 'bogus'))).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });

  it('answers 403 NO_PERMISSION to a logged-in caller without the grant, and lets a holder through', async () => {
    await expect(guard()(req('providerOverview', developer))).rejects.toMatchObject({
      status: 403,
      code: 'NO_PERMISSION',
    });
    await expect(guard()(req('appmanage:import', developer))).rejects.toMatchObject({
      status: 403,
      code: 'NO_PERMISSION',
    });
    const ok = req('appmanage:add', developer);
    await expect(guard()(ok)).resolves.toBeUndefined();
    expect(ok.caller).toMatchObject({ user_name: 'developer', user_type: 3 });
    await expect(guard()(req('providerOverview', admin))).resolves.toBeUndefined();
  });

  it('answers 403 AUTH_FAILED (not NO_PERMISSION) for a revoked ticket', async () => {
    const ticket = await t.login('provider');
    await call(t, 'POST', '/openauthor/v1/user/logout', ticket);
    await expect(guard()(req('providerOverview', ticket))).rejects.toMatchObject({ status: 403, code: 'AUTH_FAILED' });
  });
});

describe('x-permission on a real operation (GET /openauthor/v1/account/role/page needs userRole)', () => {
  const PAGE = '/openauthor/v1/account/role/page';

  it('answers 401 without a ticket, before any permission is looked at', async () => {
    const res = await call(t, 'GET', PAGE);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 403 NO_PERMISSION to a logged-in developer (the console shows the message and stays)', async () => {
    const res = await call(t, 'GET', PAGE, developer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'NO_PERMISSION', message: '当前用户无此操作权限', data: null });
    const en = await call(t, 'GET', PAGE, developer, undefined, { language: 'en' });
    expect(en.json().message).toBe('You do not have permission for this action');
  });

  it('lets a holder of the menu through', async () => {
    expect((await call(t, 'GET', PAGE, enterprise)).statusCode).toBe(200);
    expect((await call(t, 'GET', PAGE, admin)).statusCode).toBe(200);
  });
});
