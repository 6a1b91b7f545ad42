/** Release history rows, shown with the name of whoever acted. */
import type { ResourceService } from '../resources/service.ts';
import { parentGuardedLists } from './apis.ts';

export const releaseService: ResourceService = {
  async decorate(deps, rows) {
    const ids = [...new Set(rows.map((r) => r.actor_id as number).filter(Boolean))];
    const users = ids.length ? await deps.db.selectFrom('users').select(['user_id', 'user_name', 'user_real_name']).where('user_id', 'in', ids).execute() : [];
    const name = new Map(users.map((u) => [u.user_id, u.user_real_name || u.user_name]));
    return rows.map((r) => ({ ...r, actor_name: name.get(r.actor_id as number) ?? null }));
  },
  handlers: (repo) => parentGuardedLists(repo, { list: 'groupReleasePage' }),
};
