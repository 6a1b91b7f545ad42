/**
 * Starts downloading a console page's chunks (its frame and the generated list) while the session and
 * permission calls are still in flight, so that by the time they answer the page renders without
 * suspending. Public pages preload nothing.
 */
import { consoleRoutes } from '../../shared/routes.ts';
import { LazyConsoleLayout } from '../layout/frames.ts';
import { generated } from '../resources/views.ts';

const consolePaths = new Set(consoleRoutes.map((r) => r.path));

export function preloadConsole(pathname: string) {
  // console routes, and react-admin's /<resource>/<id>(/show) pages
  const isConsole = consolePaths.has(pathname) || /^\/[a-z_]+\/[^/]+(\/show)?$/.test(pathname);
  if (!isConsole) return;
  void LazyConsoleLayout.preload().catch(() => undefined);
  void generated.list.preload().catch(() => undefined);
}
