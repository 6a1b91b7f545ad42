/** Release history rows, shown with the name of whoever acted; `released=true` keeps the versions that went live (projectReleased). */
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
    return rows.map((r) => ({ ...r, actor_name: name.get(r.actor_id as number) ?? null }));
  },
  handlers: (repo) => parentGuardedLists(repo, { list: 'groupReleasePage' }),
};
