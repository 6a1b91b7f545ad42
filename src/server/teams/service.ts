/** Teams: members and shared resources are replaced as whole sets; members gain the team's resources. */
import { requireCaller } from '../context.ts';
import type { ResourceService } from '../resources/service.ts';
import { notFound } from '../http/errors.ts';
import {
  assertGrantable,
  assertManagedUsers,
  assignableTree,
  replaceLinks,
  visibleIds,
  visibleResources,
} from '../auth/grantable.ts';

export const teamService: ResourceService = {
  async decorate(deps, rows) {
    if (!rows.length) return rows;
    const counts = await deps.db
      .selectFrom('team_users')
      .select(['team_id', (eb) => eb.fn.countAll().as('n')])
      .where(
        'team_id',
        'in',
        // descriptor rows are untyped (resources/repository.ts Row); team_id is the teams table's integer key
        rows.map((r) => Number(r.team_id)),
      )
      .groupBy('team_id')
      .execute();
    const n = new Map(counts.map((c) => [c.team_id, Number(c.n)]));
    return rows.map((r) => ({ ...r, member_count: n.get(Number(r.team_id)) ?? 0 }));
  },
  handlers: (repo) => {
    const visible = async (ctx: any, teamId: number) => {
      if (!(await repo.findOne(ctx.deps.db, teamId, ctx.caller))) throw notFound();
    };
    return {
      async teamBoundUsers(ctx) {
        await visible(ctx, ctx.query.team_id);
        const visibleUsers = await visibleIds(ctx.deps.db, requireCaller(ctx), 'users', 'user_id');
        if (visibleUsers && !visibleUsers.length) return [];
        let q = ctx.deps.db
          .selectFrom('team_users as tu')
          .innerJoin('users as u', 'u.user_id', 'tu.user_id')
          .select(['u.user_id', 'u.user_name', 'u.user_real_name'])
          .where('tu.team_id', '=', ctx.query.team_id);
        if (visibleUsers) q = q.where('u.user_id', 'in', visibleUsers);
        return q.orderBy('u.user_name').execute();
      },
      async teamAssignableResources(ctx) {
        return assignableTree(ctx.deps, requireCaller(ctx), ctx.lang);
      },
      async teamBoundResources(ctx) {
        await visible(ctx, ctx.query.team_id);
        const rows = await ctx.deps.db
          .selectFrom('team_resources')
          .select('resource_id')
          .where('team_id', '=', ctx.query.team_id)
          .execute();
        const visibleRes = await visibleResources(ctx.deps, requireCaller(ctx));
        return rows.map((r) => r.resource_id).filter((id: number) => !visibleRes || visibleRes.includes(id));
      },
      async teamBindUsers(ctx) {
        const { team_id, user_ids } = ctx.body;
        await visible(ctx, team_id);
        await assertManagedUsers(ctx.deps, requireCaller(ctx), user_ids);
        const visibleUsers = await visibleIds(ctx.deps.db, requireCaller(ctx), 'users', 'user_id');
        await ctx.deps.db
          .transaction()
          .execute((trx) => replaceLinks(trx, 'team_users', 'team_id', team_id, 'user_id', user_ids, visibleUsers));
        return null;
      },
      async teamBindUserTeams(ctx) {
        const { user_id, team_ids } = ctx.body;
        await assertManagedUsers(ctx.deps, requireCaller(ctx), [user_id]);
        for (const id of team_ids) await visible(ctx, id);
        const visibleTeams = await visibleIds(ctx.deps.db, requireCaller(ctx), 'teams', 'team_id');
        await ctx.deps.db
          .transaction()
          .execute((trx) => replaceLinks(trx, 'team_users', 'user_id', user_id, 'team_id', team_ids, visibleTeams));
        return null;
      },
      async teamBindResources(ctx) {
        const { team_id, resource_ids } = ctx.body;
        await visible(ctx, team_id);
        await assertGrantable(ctx.deps, requireCaller(ctx), resource_ids);
        const visibleRes = await visibleResources(ctx.deps, requireCaller(ctx));
        await ctx.deps.db
          .transaction()
          .execute((trx) =>
            replaceLinks(trx, 'team_resources', 'team_id', team_id, 'resource_id', resource_ids, visibleRes),
          );
        return null;
      },
    };
  },
};
