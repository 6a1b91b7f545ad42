/** Which paths the console layout owns: built console screens and the resources' own pages. */
import { matchPath } from 'react-router-dom';
import { routeForPath } from '../routing/return-url.ts';
import { builtConsoleRoutes } from '../routing/registry.ts';

export const WORKBENCH_PATH = '/openUser/workBench';

export function isConsolePath(pathname: string, resourceNames: string[]): boolean {
  if (builtConsoleRoutes.some((r) => matchPath({ path: r.path, end: true }, pathname))) return true;
  const first = pathname.split('/')[1];
  return !!first && resourceNames.includes(first);
}

/** i18n key of the page title: the route's, or the resource's name */
export function titleKeyFor(pathname: string): { key: string; group?: string } {
  const route = routeForPath(pathname);
  if (route) return { key: `routes.${route.name}`, group: route.group };
  return { key: `resources.${pathname.split('/')[1]}.name` };
}
