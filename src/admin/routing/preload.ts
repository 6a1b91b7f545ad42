/**
 * Starts downloading a console page's chunks (its frame and the generated list) while the session and
 * permission calls are still in flight, so that by the time they answer the page renders without
 * suspending. Public pages preload nothing.
 */
import { consoleRoutes } from '../../shared/routes.ts';
import { descriptors } from '../../shared/descriptors/browser.ts';
import { LazyConsoleLayout } from '../layout/frames.ts';
import { generated } from '../resources/views.ts';

const consolePaths = new Set(consoleRoutes.map((r) => r.path));

export function preloadConsole(pathname: string) {
  // console routes, and the descriptors' own /<resource>/... pages (show, edit, create)
  const isConsole = consolePaths.has(pathname) || descriptors.some((d) => pathname.startsWith(`/${d.name}/`));
  if (!isConsole) return;
  void LazyConsoleLayout.preload().catch(() => undefined);
  void generated.list.preload().catch(() => undefined);
}
