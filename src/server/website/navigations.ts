/**
 * Navigation items: their `all` list is the public navigation bar, so it answers enabled items only, in order
 * (nothing else picks navigation items, so no picker misses the disabled ones).
 */
import type { ResourceService } from '../resources/service.ts';

export const navigationService: ResourceService = {
  handlers: () => ({
    async navigationList(ctx) {
      return ctx.deps.db
        .selectFrom('navigations')
        .select([
          'navigation_id',
          'navigation_code',
          'navigation_name',
          'navigation_name_en',
          'type',
          'jump_flag',
          'jump_url',
          'open_panel_flag',
          'sort',
          'state',
        ])
        .where('state', '=', 1)
        .orderBy('sort')
        .orderBy('navigation_id')
        .execute();
    },
  }),
};
