import { describe, expect, it } from 'vitest';
import {
  accessibleConsoleRoutes,
  canAccess,
  firstLeaf,
  mayOpen,
  permissionsFromTree,
  type PermissionItem,
} from '../../src/shell/permissions.ts';
import { loginUrlFor, returnTarget } from '../../src/shell/routing/return-url.ts';
import { routeByName, routes, type RouteEntry } from '../../src/shared/routes.ts';
import { envFromHost } from '../../src/shell/environment.ts';

const menu = (id: number, menuCode: string, children: PermissionItem[] = []): PermissionItem => ({
  id,
  type: 1,
  menuCode,
  parentId: null,
  menuId: id,
  menuName: menuCode,
  buttonName: null,
  buttonCode: null,
  children,
});
const button = (id: number, menuCode: string, buttonCode: string): PermissionItem => ({
  id,
  type: 2,
  menuCode,
  parentId: null,
  menuId: null,
  menuName: null,
  buttonName: buttonCode,
  buttonCode,
  children: [],
});

const developerTree = [
  menu(1, 'developers', [
    menu(2, 'appmanage', [button(3, 'appmanage', 'add'), button(4, 'appmanage', 'query')]),
    menu(5, 'signatureTool'),
  ]),
];
const r = (name: string) => routeByName.get(name)!;

describe('permissions from the role-resource tree', () => {
  const perms = permissionsFromTree(developerTree, 3);

  it('turns menus into resources and buttons into actions under their menu', () => {
    expect(canAccess(perms, 'appmanage')).toBe(true);
    expect(canAccess(perms, 'appmanage', 'add')).toBe(true);
    expect(canAccess(perms, 'appmanage', 'delete')).toBe(false);
    expect(canAccess(perms, 'partnersManage')).toBe(false);
  });

  it("maps react-admin's actions onto buttons", () => {
    expect(canAccess(perms, 'appmanage', 'list')).toBe(true);
    expect(canAccess(perms, 'appmanage', 'create')).toBe(true);
    expect(canAccess(perms, 'appmanage', 'edit')).toBe(false);
  });

  it('always holds the default and empty menus', () => {
    expect(permissionsFromTree([], 3).menus).toEqual(new Set(['default', '']));
    expect(mayOpen(permissionsFromTree([], 3), r('workBench'))).toBe(true);
  });

  it('lets the super admin do everything', () => {
    const admin = permissionsFromTree([], 0);
    expect(canAccess(admin, 'partnersManage', 'delete')).toBe(true);
  });

  it('public routes need nothing, console routes their code', () => {
    expect(mayOpen(undefined, r('home'))).toBe(true);
    expect(mayOpen(undefined, r('workBench'))).toBe(false);
    expect(mayOpen(perms, r('appmanage'))).toBe(true);
    expect(mayOpen(perms, r('templateManager'))).toBe(false);
  });
});

describe('route filtering and the console home', () => {
  const perms = permissionsFromTree(developerTree, 3);

  it('keeps only accessible console routes, in side-menu order', () => {
    const names = accessibleConsoleRoutes(routes, perms).map((x) => x.name);
    expect(names).toContain('appmanage');
    expect(names).toContain('workBench');
    expect(names).not.toContain('partnersManage');
    expect(names.indexOf('workBench')).toBeLessThan(names.indexOf('appmanage'));
  });

  it('redirects to the first accessible leaf, skipping hidden detail pages', () => {
    const built: RouteEntry[] = [r('abilityDetails'), r('appmanage'), r('signatureTool')];
    expect(firstLeaf(built, perms)?.name).toBe('appmanage');
  });

  it('has no home when nothing is accessible (the /blank case)', () => {
    expect(firstLeaf([r('partnersManage')], perms)).toBeUndefined();
  });
});

describe('return route', () => {
  it('sends a protected route to login with its name and original query', () => {
    expect(loginUrlFor('/user/information', '?foo=1&hideSetting=nav')).toBe(
      '/login?return=information&foo=1&hideSetting=nav',
    );
  });

  it('goes back with the original query after login', () => {
    expect(returnTarget('?return=information&foo=1&hideSetting=nav')).toBe('/user/information?foo=1&hideSetting=nav');
    expect(returnTarget('?return=nope')).toBeNull();
  });

  it('keeps only the hideSetting flag for non-console pages', () => {
    expect(loginUrlFor('/home', '?x=1&hideSetting=nav')).toBe('/login?hideSetting=nav');
  });
});

describe('environment from the host name', () => {
  it.each([
    ['open-test.example.com', 'test'],
    ['test.open.example.com', 'test'],
    ['localhost', 'test'],
    ['uat.open.example.com', 'uat'],
    ['open-uat.example.com', 'uat'],
    ['open.example.com', 'prod'],
  ])('%s → %s', (host, env) => expect(envFromHost(host)).toBe(env));
});
