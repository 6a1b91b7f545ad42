/**
 * Where a descriptor's record pages live: under the list's route (<list>/create, <list>/:id, <list>/:id/edit),
 * or at a SPEC route the descriptor names (create: /providers/addRole; show: /providers/noticeDetail?groups_notice_id=4).
 * The generator's links, redirects, breadcrumbs and tabs all ask here; nothing builds react-admin's /<resource>/…
 * paths, which would leave the SPEC route (and the breadcrumb, the tab and the menu selection with it).
 */
import { matchPath } from 'react-router-dom';
import { descriptors as bundled } from '../../shared/descriptors/browser.ts';
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { routeByName, routes, type RouteEntry } from '../../shared/routes.ts';

export type RecordKind = 'create' | 'show' | 'edit';

export interface RecordRoute {
  d: ResourceDescriptor;
  kind: RecordKind;
  /** the list the page belongs to: breadcrumb parent, and the permission of pages without a route of their own */
  list: RouteEntry;
  /** router path, e.g. /openUser/partnersManage/:id/edit, or the path of the SPEC route named by the descriptor */
  path: string;
  /** the SPEC route this page is, when the descriptor names one */
  own?: RouteEntry;
}

export interface RecordPaths {
  list: string;
  create: string | undefined;
  show: ((id: unknown) => string) | undefined;
  edit: ((id: unknown) => string) | undefined;
}

const routeOf = (d: ResourceDescriptor, name: string | undefined): RouteEntry | undefined => {
  if (!name) return undefined;
  const route = routeByName.get(name);
  if (!route) throw new Error(`resources/${d.name}.yaml: route "${name}" is not in src/shared/routes.ts`);
  return route;
};

/** The list routes a descriptor is shown at: its own first, then the `also` ones. */
export function listRoutes(d: ResourceDescriptor): RouteEntry[] {
  return [d.routes.list, ...(d.routes.also ?? [])].map((name) => routeOf(d, name)!);
}

const has = (d: ResourceDescriptor, kind: RecordKind) =>
  !!(kind === 'create' ? d.operations.create : kind === 'show' ? d.operations.one : d.operations.update);

const SUFFIX: Record<RecordKind, string> = { create: '/create', show: '/:id', edit: '/:id/edit' };

export function recordRoutes(list: ResourceDescriptor[] = bundled): RecordRoute[] {
  const out: RecordRoute[] = [];
  for (const d of list) {
    const lists = listRoutes(d);
    for (const kind of ['create', 'show', 'edit'] as const) {
      if (!has(d, kind)) continue;
      const own = routeOf(d, d.routes[kind]);
      if (own) out.push({ d, kind, list: lists[0], path: own.path, own });
      // a create form opened from a second list stays in that list's frame (子账号管理 → 新建 is not 用户列表's 新增人员)
      const under = own ? (kind === 'create' ? lists.slice(1) : []) : lists;
      for (const l of under) out.push({ d, kind, list: l, path: `${l.path}${SUFFIX[kind]}` });
    }
  }
  return out;
}

/** The record pages of `d` as seen from the list at `listPath` (default: its own list). */
export function recordPaths(d: ResourceDescriptor, listPath?: string): RecordPaths {
  const own = routeOf(d, d.routes.list)!.path;
  const base = listPath ?? own;
  const enc = (id: unknown) => encodeURIComponent(String(id));
  const at = (kind: 'show' | 'edit') => {
    if (!has(d, kind)) return undefined;
    const own = routeOf(d, d.routes[kind]);
    if (own) return (id: unknown) => `${own.path}?${d.key}=${enc(id)}`;
    return (id: unknown) => `${base}/${enc(id)}${kind === 'edit' ? '/edit' : ''}`;
  };
  return {
    list: base,
    create: has(d, 'create')
      ? ((base === own ? routeOf(d, d.routes.create)?.path : undefined) ?? `${base}/create`)
      : undefined,
    show: at('show'),
    edit: at('edit'),
  };
}

export interface RecordPage {
  route: RecordRoute;
  /** the record's id (show/edit), from the path or the query */
  id?: string;
}

const table = recordRoutes();

/**
 * The record page a location is, if any. A route of the table wins over a record pattern, so
 * /openUser/fieldGroupManage/bindGroup stays the bind-group list and never becomes record "bindGroup".
 */
export function matchRecordPage(pathname: string, search = '', pages: RecordRoute[] = table): RecordPage | undefined {
  const own = pages.find((p) => p.own && p.path === pathname);
  if (own) {
    if (own.kind === 'create') return { route: own };
    const id = new URLSearchParams(search).get(own.d.key);
    return id === null || id === '' ? undefined : { route: own, id };
  }
  if (routes.some((r) => matchPath({ path: r.path, end: true }, pathname))) return undefined;
  for (const p of pages) {
    if (p.own) continue;
    const m = matchPath({ path: p.path, end: true }, pathname);
    if (m) return { route: p, id: m.params.id };
  }
  return undefined;
}

/**
 * The tab a location belongs to: one per record (its show and edit pages share it), one per other page.
 * Query strings other than a record key do not make a new tab.
 */
export function pageKey(pathname: string, search = ''): string {
  const page = matchRecordPage(pathname, search);
  if (!page || page.route.kind === 'create' || page.id === undefined) return pathname;
  return recordPaths(page.route.d, page.route.list.path).show?.(page.id) ?? pathname;
}
