/**
 * Release history rows, shown with the name of whoever acted and the capability's English name (English mode shows it,
 * issue 25 item 17); `released=true` keeps the versions that went live (projectReleased).
 */
import type { ResourceService } from '../resources/service.ts';
import { parentGuardedLists } from './apis.ts';

/** the entries that put a version live: first publication, a committed upgrade, publication again */
export const RELEASED_ACTIONS = ['approve', 'upgrade_commit', 'republish'];

export const releaseService: ResourceService = {
  filter(q, query) {
    return query.released === true || query.released === 'true'
      ? q.where('group_releases.action', 'in', RELEASED_ACTIONS)
      : q;
  },
  async decorate(deps, rows) {
    const ids = [...new Set(rows.map((r) => r.actor_id as number).filter(Boolean))];
    const users = ids.length
      ? await deps.db
          .selectFrom('users')
          .select(['user_id', 'user_name', 'user_real_name'])
          .where('user_id', 'in', ids)
          .execute()
      : [];
    const name = new Map(users.map((u) => [u.user_id, u.user_real_name || u.user_name]));
    const groupIds = [...new Set(rows.map((r) => r.group_id as number).filter(Boolean))];
    const groups = groupIds.length
      ? await deps.db
          .selectFrom('api_groups')
          .select(['group_id', 'group_name_en'])
          .where('group_id', 'in', groupIds)
          .execute()
      : [];
    const english = new Map(groups.map((g) => [g.group_id, g.group_name_en?.trim() || null]));
    return rows.map((r) => ({
      ...r,
      actor_name: name.get(r.actor_id as number) ?? null,
      group_name_en: english.get(r.group_id as number) ?? null,
    }));
  },
  handlers: (repo) => parentGuardedLists(repo, { list: 'groupReleasePage' }),
};
