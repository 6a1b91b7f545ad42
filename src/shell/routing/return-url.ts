/**
 * SPEC.md section 2: a protected route visited while logged out goes to /login?return=<route name> plus
 * its original query, and login sends the user back there. `hideSetting` rides along like any query field.
 */
import { matchPath } from 'react-router-dom';
import { routeByName, routes, type RouteEntry } from '../../shared/routes.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const BLANK_PATH = '/blank';

export function routeForPath(pathname: string): RouteEntry | undefined {
  return routes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}

export function loginUrlFor(pathname: string, search: string): string {
  const route = routeForPath(pathname);
  const query = new URLSearchParams(search);
  query.delete('return');
  if (!route || route.layout !== 'console') {
    const keep = new URLSearchParams();
    if (query.get('hideSetting')) keep.set('hideSetting', query.get('hideSetting')!);
    const s = keep.toString();
    return s ? `${LOGIN_PATH}?${s}` : LOGIN_PATH;
  }
  const out = new URLSearchParams({ return: route.name });
  query.forEach((v, k) => out.append(k, v));
  return `${LOGIN_PATH}?${out.toString()}`;
}

/** Where to go after login, from the login page's query; null when there is no (known) return route. */
export function returnTarget(search: string): string | null {
  const query = new URLSearchParams(search);
  const name = query.get('return');
  const route = name ? routeByName.get(name) : undefined;
  if (!route) return null;
  query.delete('return');
  const rest = query.toString();
  return rest ? `${route.path}?${rest}` : route.path;
}
