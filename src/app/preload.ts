/**
 * Starts downloading a page's chunks (its frame and its screen) while the rest of the app boots and the session
 * calls are in flight, so that by the time they answer the page renders without suspending: no full-screen
 * "loading" between the first paint and the layout. In a build the console's frame and the generated list are
 * already on their way before this runs (vite.config.ts's preloadWithBoot preloads them beside the entry); asking
 * again costs nothing, and the dev server and every other frame and screen still need it.
 */
import { getTicket } from '../api/session.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/constants.ts';
import { dataProvider } from '../admin/resources/dataProvider.ts';
import { queryClient } from './query-client.ts';
import { LazyBareLayout, LazyConsoleLayout, LazyLoginLayout, LazyPublicLayout } from './frames.ts';
import { matchRecordPage } from '../admin/resources/record-routes.ts';
import { generated } from '../admin/resources/views.ts';
import { descriptors } from '../shared/descriptors/browser.ts';
import { routeByName } from '../shared/routes.ts';
import { screens } from './routes.ts';
import { routeForPath } from '../shell/routing/return-url.ts';

const frames = { public: LazyPublicLayout, login: LazyLoginLayout, bare: LazyBareLayout, console: LazyConsoleLayout };
const listRoutes = new Set(descriptors.flatMap((d) => [d.routes.list, ...(d.routes.also ?? [])]));

const preloadScreen = (name: string) => {
  const screen = screens[name] as { preload?: () => Promise<void> } | undefined;
  void screen?.preload?.().catch(() => undefined);
};

export function preloadConsole(pathname: string) {
  const ignore = () => undefined;
  const record = matchRecordPage(pathname, location.search);
  if (record) {
    void LazyConsoleLayout.preload().catch(ignore);
    void generated[record.route.kind].preload().catch(ignore);
    return;
  }
  // the root sends a session to its console home (the workbench for every role) and a visitor to /home
  const route = pathname === '/' ? routeByName.get(getTicket() ? 'workBench' : 'home') : routeForPath(pathname);
  if (!route) return;
  void frames[route.layout].preload().catch(ignore);
  if (listRoutes.has(route.name)) void generated.list.preload().catch(ignore);
  else preloadScreen(route.name);
}

/**
 * Asks for a list page's first rows now, beside the session's calls, rather than after the layout and the list have
 * rendered (DESIGN.md section 7's 1 s): the page a generated list asks for first, react-admin's stored sort, filter
 * and page for that list when it has them. A list that asks for another page does not take it (dataProvider.ts).
 */
export function prefetchListPage(pathname: string, search: string) {
  const route = routeForPath(pathname);
  const d = route && descriptors.find((x) => x.routes.list === route.name);
  // a list's query in the URL (filters, a page) is react-admin's to read
  if (!d || /[?&](filter|page|perPage|sort|order)=/.test(search)) return;
  let stored: { sort?: string; order?: string; page?: number; perPage?: number; filter?: Record<string, unknown> };
  try {
    stored = JSON.parse(localStorage.getItem(`RaStore.${d.name}.listParams`) ?? '{}') ?? {};
  } catch {
    return;
  }
  const sort = d.list.sort ?? { field: d.key, order: 'DESC' };
  const params = {
    pagination: { page: stored.page ?? 1, perPage: stored.perPage ?? DEFAULT_PAGE_SIZE },
    sort: { field: stored.sort ?? sort.field, order: stored.order ?? sort.order },
    filter: stored.filter ?? {},
  };
  // The page is also put where react-admin's useGetList looks first (its query key), so a list drawn after the answer
  // came shows its rows in its first render: no skeleton render, no second render of its bars for the rows. Its
  // fetch on mount then takes the same answer from the dataProvider, without a call. A list that asks in another
  // shape misses this entry and asks as before.
  const key = [d.name, 'getList', { ...params, meta: undefined }];
  dataProvider.prefetchList(d.name, params)?.then(
    (page) => {
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, page);
    },
    () => undefined,
  );
}
