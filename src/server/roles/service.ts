/**
 * Roles: built-in roles keep their codes and cannot be deleted; a role still held by users cannot be deleted;
 * resources and users are bound by replacing the whole set, within what the caller may hand out.
 */
import type { Kysely } from 'kysely';
import { requireCaller } from '../context.ts';
import type { ResourceService } from '../resources/service.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { assertGrantable, assertManagedUsers, assignableTree, replaceLinks } from '../auth/grantable.ts';

const builtIn = () => new ApiError(409, 'INVALID_STATE', 'BUILT_IN');

export const roleService: ResourceService = {
  async beforeWrite({ trx, values, id }) {
    if (id === undefined) return;
    const role = await trx.selectFrom('roles').select(['built_in', 'role_code']).where('role_id', '=', id as number).executeTakeFirstOrThrow();
    if (role.built_in && values.role_code !== undefined && values.role_code !== role.role_code) throw builtIn();
  },
  async beforeDelete({ trx, row }) {
    if (row.built_in) throw builtIn();
    const held = await trx.selectFrom('user_roles').select('user_id').where('role_id', '=', row.role_id as number).limit(1).executeTakeFirst();
    if (held) throw new ApiError(409, 'INVALID_STATE', 'REFERENCED');
  },
  async decorate(deps, rows) {
    if (!rows.length) return rows;
    const counts = await deps.db.selectFrom('user_roles').select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('role_id', 'in', rows.map((r) => r.role_id as number)).groupBy('role_id').execute();
    const n = new Map(counts.map((c) => [c.role_id, Number(c.n)]));
    return rows.map((r) => ({ ...r, user_count: n.get(r.role_id as number) ?? 0 }));
  },
  handlers: (repo) => ({
    async getAllResourceTree(ctx) {
      return assignableTree(ctx.deps, requireCaller(ctx), ctx.lang);
    },
    async roleBoundResources(ctx) {
      await repo.one(ctx.deps, ctx.caller, ctx.query.role_id);
      const rows = await ctx.deps.db.selectFrom('role_resources').select('resource_id').where('role_id', '=', ctx.query.role_id).execute();
      return rows.map((r) => r.resource_id);
    },
    async roleBindResources(ctx) {
      const caller = requireCaller(ctx);
      const { role_id, resource_ids } = ctx.body as { role_id: number; resource_ids: number[] };
      const role = await repo.findOne(ctx.deps.db, role_id, caller);
      if (!role) throw notFound();
      if (role.role_code === 'super_admin') throw builtIn();
      await assertGrantable(ctx.deps, caller, resource_ids);
      await ctx.deps.db.transaction().execute((trx) => replaceLinks(trx, 'role_resources', 'role_id', role_id, 'resource_id', resource_ids));
      return null;
    },
    async roleBoundUsers(ctx) {
      await repo.one(ctx.deps, ctx.caller, ctx.query.role_id);
      return ctx.deps.db.selectFrom('user_roles as ur').innerJoin('users as u', 'u.user_id', 'ur.user_id')
        .select(['u.user_id', 'u.user_name', 'u.user_real_name']).where('ur.role_id', '=', ctx.query.role_id)
        .orderBy('u.user_name').execute();
    },
    async roleBindUsers(ctx) {
      const caller = requireCaller(ctx);
      const { role_id, user_ids } = ctx.body as { role_id: number; user_ids: number[] };
      if (!(await repo.findOne(ctx.deps.db, role_id, caller))) throw notFound();
      await assertManagedUsers(ctx.deps, caller, user_ids);
      await (ctx.deps.db as unknown as Kysely<any>).transaction().execute((trx) => replaceLinks(trx, 'user_roles', 'role_id', role_id, 'user_id', user_ids));
      return null;
    },
  }),
};
