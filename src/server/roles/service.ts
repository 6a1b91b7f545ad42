/**
 * Roles: built-in roles keep their codes and cannot be deleted; a role still held by users cannot be deleted;
 * resources and users are bound by replacing the whole set, within what the caller may hand out.
 */
import { requireCaller } from '../context.ts';
import type { ResourceService } from '../resources/service.ts';
import { ApiError, duplicate, notFound } from '../http/errors.ts';
import { builtInRoles } from '../seed/roles.ts';
import {
  assertGrantable,
  assertManagedUsers,
  assignableTree,
  replaceLinks,
  visibleIds,
  visibleResources,
} from '../auth/grantable.ts';

const builtIn = () => new ApiError(409, 'INVALID_STATE', 'BUILT_IN');
const RESERVED_CODES = new Set(builtInRoles.map((r) => r.role_code));

export const roleService: ResourceService = {
  async beforeWrite({ trx, values, id }) {
    const role =
      id === undefined
        ? undefined
        : await trx
            .selectFrom('roles')
            .select(['built_in', 'role_code'])
            .where('role_id', '=', id as number)
            .executeTakeFirstOrThrow();
    if (role?.built_in && values.role_code !== undefined && values.role_code !== role.role_code) throw builtIn();
    // codes are unique per owner, but the built-in codes mean the platform's roles everywhere (status flags, seeds)
    if (!role?.built_in && typeof values.role_code === 'string' && RESERVED_CODES.has(values.role_code.toLowerCase()))
      throw duplicate('role_code');
  },
  async beforeDelete({ trx, row }) {
    if (row.built_in) throw builtIn();
    const held = await trx
      .selectFrom('user_roles')
      .select('user_id')
      .where('role_id', '=', row.role_id as number)
      .limit(1)
      .executeTakeFirst();
    if (held) throw new ApiError(409, 'INVALID_STATE', 'REFERENCED');
  },
  async decorate(deps, rows) {
    if (!rows.length) return rows;
    const counts = await deps.db
      .selectFrom('user_roles')
      .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'role_id',
        'in',
        rows.map((r) => r.role_id as number),
      )
      .groupBy('role_id')
      .execute();
    const n = new Map(counts.map((c) => [c.role_id, Number(c.n)]));
    return rows.map((r) => ({ ...r, user_count: n.get(r.role_id as number) ?? 0 }));
  },
  handlers: (repo) => ({
    async getAllResourceTree(ctx) {
      return assignableTree(ctx.deps, requireCaller(ctx), ctx.lang);
    },
    async roleBoundResources(ctx) {
      await repo.one(ctx.deps, ctx.caller, ctx.query.role_id);
      const rows = await ctx.deps.db
        .selectFrom('role_resources')
        .select('resource_id')
        .where('role_id', '=', ctx.query.role_id)
        .execute();
      const visible = await visibleResources(ctx.deps, requireCaller(ctx));
      return rows.map((r) => r.resource_id).filter((id) => !visible || visible.includes(id));
    },
    async roleBindResources(ctx) {
      const caller = requireCaller(ctx);
      const { role_id, resource_ids } = ctx.body;
      const role = await repo.findOne(ctx.deps.db, role_id, caller);
      if (!role) throw notFound();
      if (role.role_code === 'super_admin') throw builtIn();
      await assertGrantable(ctx.deps, caller, resource_ids);
      const visible = await visibleResources(ctx.deps, caller);
      await ctx.deps.db
        .transaction()
        .execute((trx) =>
          replaceLinks(trx, 'role_resources', 'role_id', role_id, 'resource_id', resource_ids, visible),
        );
      return null;
    },
    async roleBoundUsers(ctx) {
      await repo.one(ctx.deps, ctx.caller, ctx.query.role_id);
      const visible = await visibleIds(ctx.deps.db, requireCaller(ctx), 'users', 'user_id');
      if (visible && !visible.length) return [];
      let q = ctx.deps.db
        .selectFrom('user_roles as ur')
        .innerJoin('users as u', 'u.user_id', 'ur.user_id')
        .select(['u.user_id', 'u.user_name', 'u.user_real_name'])
        .where('ur.role_id', '=', ctx.query.role_id);
      if (visible) q = q.where('u.user_id', 'in', visible);
      return q.orderBy('u.user_name').execute();
    },
    async roleBindUsers(ctx) {
      const caller = requireCaller(ctx);
      const { role_id, user_ids } = ctx.body;
      if (!(await repo.findOne(ctx.deps.db, role_id, caller))) throw notFound();
      await assertManagedUsers(ctx.deps, caller, user_ids);
      const visible = await visibleIds(ctx.deps.db, caller, 'users', 'user_id');
      await ctx.deps.db
        .transaction()
        .execute((trx) => replaceLinks(trx, 'user_roles', 'role_id', role_id, 'user_id', user_ids, visible));
      return null;
    },
  }),
};
