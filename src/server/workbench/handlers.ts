/** GET the caller's workbench: the widgets they may see with their figures, and their recent activity. */
import { allows, isPlatformAdmin, loadGrants } from '../auth/permissions.ts';
import { requireCaller, type Handlers } from '../context.ts';
import type { Repository, Row } from '../resources/repository.ts';
import { allActivities, allWidgets, type WidgetContext } from './registry.ts';
import './widgets.ts';

const ACTIVITY_LIMIT = 8;

export function workbenchHandlers(repos: Map<string, Repository>): Handlers {
  return {
    async workbenchGet(ctx) {
      const caller = requireCaller(ctx);
      const grants = await loadGrants(ctx.deps, caller);
      const wctx: WidgetContext = {
        deps: ctx.deps,
        caller,
        lang: ctx.lang,
        envType: ctx.query?.env_type,
        isPlatformAdmin: isPlatformAdmin(caller),
        async count(resource: string, filter: Row = {}) {
          const repo = repos.get(resource);
          if (!repo) throw new Error(`workbench: no resource ${resource}`);
          return (await repo.list(ctx.deps, caller, { ...filter, page_num: 1, page_size: 1 })).total;
        },
      };
      const shown = allWidgets().filter((w) => allows(grants, w.permission) && (w.applies?.(wctx) ?? true));
      const widgets = await Promise.all(
        shown.map(async (w) => ({
          key: w.key,
          kind: w.kind,
          title: w.title[ctx.lang],
          link: w.link,
          value: await w.value(wctx),
        })),
      );
      const sources = allActivities().filter((a) => allows(grants, a.permission));
      const items = (
        await Promise.all(
          sources.map(async (a) =>
            (await a.items(wctx, ACTIVITY_LIMIT)).map((i) => ({
              ...i,
              source: a.key,
              category: a.category[ctx.lang],
              at: new Date(i.at),
            })),
          ),
        )
      )
        .flat()
        .sort((x, y) => y.at.getTime() - x.at.getTime())
        .slice(0, ACTIVITY_LIMIT);
      return { widgets, activity: items.map((i) => ({ ...i, at: i.at.toISOString() })) };
    },
  };
}
