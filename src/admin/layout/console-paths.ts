/** Which paths the console layout owns, and what each is called: built console screens and record pages. */
import { matchPath } from 'react-router-dom';
import { routeForPath } from '../../shell/routing/return-url.ts';
import { builtConsoleRoutes } from '../routing/built-routes.ts';
import { matchRecordPage, pageKey } from '../resources/record-routes.ts';
import { resourceKey } from '../resources/keys.ts';
import { publishedTitle, type PageTitle } from '../../shell/page-title.ts';

export const WORKBENCH_PATH = '/openUser/workBench';

export function isConsolePath(pathname: string, resourceNames: string[]): boolean {
  if (builtConsoleRoutes().some((r) => matchPath({ path: r.path, end: true }, pathname))) return true;
  if (matchRecordPage(pathname)) return true;
  // react-admin's own /<resource>/… paths, which forward to the record pages
  const first = pathname.split('/')[1];
  return !!first && resourceNames.includes(first);
}

/** The title a location has before its page says more (a record page names its record once loaded). */
export function defaultTitle(pathname: string, search = ''): PageTitle {
  const page = matchRecordPage(pathname, search);
  if (page) {
    const resource = { t: resourceKey(page.route.d.name) };
    const key = page.route.kind === 'create' ? 'app.record.create' : `app.record.${page.route.kind}_loading`;
    return { key, args: { resource } };
  }
  const route = routeForPath(pathname);
  if (route) return { key: `routes.${route.name}` };
  return { key: resourceKey(pathname.split('/')[1]) };
}

export function titleFor(pathname: string, search = ''): PageTitle {
  return publishedTitle(pageKey(pathname, search)) ?? defaultTitle(pathname, search);
}

export interface Crumb {
  title: PageTitle;
  /** a link back, for the levels above the page */
  to?: string;
}

/** Group › list › page: a record page keeps its list as the parent it links back to. */
export function crumbsFor(pathname: string, search = ''): Crumb[] {
  const page = matchRecordPage(pathname, search);
  const route = page ? page.route.list : routeForPath(pathname);
  const crumbs: Crumb[] = [];
  if (route?.group) crumbs.push({ title: { key: `routes.${route.group}` } });
  if (page) crumbs.push({ title: { key: `routes.${page.route.list.name}` }, to: page.route.list.path });
  crumbs.push({ title: titleFor(pathname, search) });
  return crumbs;
}
