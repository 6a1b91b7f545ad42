/**
 * APIs of a group: written only while the group is a draft; the name is unique in the group and the route
 * (method + listen path) unique per environment across the platform, the clash named in the 409.
 */
import { sql } from 'kysely';
import type { ResourceService } from '../resources/service.ts';
import type { AnyHandlers } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { assertDraft, visibleGroup, type Db } from './access.ts';
import { findClashes, normalizeListenPath, routeTaken } from './route-check.ts';
import type { Repository } from '../resources/repository.ts';
import { markRepositoryList, type ListGuard } from '../resources/list-guards.ts';
import { applyTemplates } from './data-templates.ts';
import { templateIdsOf } from './template-merge.ts';

/** the templates an API carried before its write, by request body (a write's hooks share nothing else) */
const carried = new WeakMap<object, number[]>();

const EXAMPLE_MAX = 20000;
const JSON_FIELDS = ['request_params', 'request_body', 'response_schema', 'response_example', 'error_codes'];

export function apiNameTaken(value: string): ApiError {
  return new ApiError(409, 'DUPLICATE', 'API_NAME_TAKEN', { value, field: 'api_name' }, [
    { field: 'api_name', message: 'API_NAME_TAKEN', params: { value } },
  ]);
}

/**
 * List operations filtered by a group answer 404 for a group the caller may not see (rather than an empty page),
 * the same answer a direct read of that group gives.
 */
export function parentGuardedLists(repo: Repository, ops: { list?: string; all?: string }): AnyHandlers {
  const out: AnyHandlers = {};
  const guard: ListGuard = async (deps, caller, query) => {
    if (query.group_id) await visibleGroup(deps.db, caller, query.group_id);
  };
  if (ops.list)
    out[ops.list] = markRepositoryList(async (ctx) => {
      await guard(ctx.deps, ctx.caller, ctx.query ?? {});
      return repo.list(ctx.deps, ctx.caller, ctx.query ?? {});
    }, guard);
  if (ops.all)
    out[ops.all] = async (ctx) => {
      if (ctx.query?.group_id) await visibleGroup(ctx.deps.db, ctx.caller, ctx.query.group_id);
      return repo.all(ctx.deps, ctx.caller, ctx.query ?? {});
    };
  return out;
}

export const apiService: ResourceService = {
  async beforeWrite({ trx, caller, values, id, body }) {
    const db = trx as Db;
    let groupId = values.group_id;
    if (id !== undefined) {
      const existing = await db
        .selectFrom('apis')
        .select([
          'group_id',
          'listen_path',
          'method_type',
          'api_name',
          'request_params',
          'response_schema',
          'error_codes',
        ])
        .where('api_id', '=', id as number)
        .executeTakeFirstOrThrow();
      carried.set(body, templateIdsOf(existing));
      groupId = existing.group_id;
      values.group_id = existing.group_id; // an API does not move between groups
      values.listen_path ??= existing.listen_path;
      values.method_type ??= existing.method_type;
    }
    const group = await visibleGroup(db, caller, groupId, true);
    assertDraft(group);
    values.created_by = group.created_by;
    if (typeof values.method_type === 'string') values.method_type = values.method_type.toUpperCase();
    const { listen_path, path_shape } = normalizeListenPath(String(values.listen_path));
    values.listen_path = listen_path;
    values.path_shape = path_shape;
    if (typeof values.backend_path === 'string' && values.backend_path.trim())
      values.backend_path = normalizeListenPath(values.backend_path, 'backend_path').listen_path;
    for (const f of JSON_FIELDS)
      if (values[f] !== undefined && values[f] !== null) values[f] = JSON.stringify(values[f]);
    if (typeof values.response_example === 'string' && values.response_example.length > EXAMPLE_MAX) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {}, [
        {
          field: 'response_example',
          message: 'field.maxLength',
          params: { field: 'response_example', limit: EXAMPLE_MAX },
        },
      ]);
    }

    if (typeof values.api_name === 'string') {
      let q = db
        .selectFrom('apis')
        .select('api_id')
        .where('group_id', '=', group.group_id)
        .where(sql`lower(api_name)`, '=', values.api_name.toLowerCase());
      if (id !== undefined) q = q.where('api_id', '!=', id as number);
      if (await q.executeTakeFirst()) throw apiNameTaken(values.api_name);
    }
    const route = { method_type: String(values.method_type), path_shape, except_api_id: id as number | undefined };
    let own = db
      .selectFrom('apis')
      .select(['api_id', 'api_name'])
      .where('group_id', '=', group.group_id)
      .where('method_type', '=', route.method_type)
      .where('path_shape', '=', path_shape);
    if (id !== undefined) own = own.where('api_id', '!=', id as number);
    const sibling = await own.executeTakeFirst();
    if (sibling)
      throw routeTaken(route.method_type, listen_path, {
        ...sibling,
        group_id: group.group_id,
        group_name: group.group_name,
      });
    const clash = (await findClashes(db, group, [route])).get(`${route.method_type} ${path_shape}`);
    if (clash) throw routeTaken(route.method_type, listen_path, clash);
  },
  // the chosen data templates' fields merged in (data-templates.ts), in the write's transaction
  async afterWrite({ deps, trx, id, body }) {
    const chosen = Array.isArray(body.data_template_ids) ? (body.data_template_ids as number[]) : undefined;
    await applyTemplates(trx, Number(id), chosen, carried.get(body) ?? [], deps.now());
  },
  async beforeDelete({ trx, caller, row }) {
    assertDraft(await visibleGroup(trx as Db, caller, row.group_id, true));
  },
  // the group's state decides whether the console offers edit/delete (apis.yaml editableWhen)
  async decorate(deps, rows) {
    const ids = [...new Set(rows.map((r) => r.group_id as number))];
    if (!ids.length) return rows;
    const states = new Map(
      (
        await (deps.db as Db)
          .selectFrom('api_groups')
          .select(['group_id', 'group_state'])
          .where('group_id', 'in', ids)
          .execute()
      ).map((g) => [g.group_id, g.group_state]),
    );
    return rows.map((r) => ({
      ...r,
      group_state: states.get(r.group_id as number) ?? null,
      data_template_ids: templateIdsOf(r),
    }));
  },
  handlers: (repo) => ({
    ...parentGuardedLists(repo, { list: 'apiPage', all: 'apiList' }),
    async apiRouteCheck(ctx) {
      const group = await visibleGroup(ctx.deps.db, ctx.caller, ctx.query.group_id);
      const { path_shape } = normalizeListenPath(ctx.query.listen_path);
      const route = { method_type: ctx.query.method_type, path_shape, except_api_id: ctx.query.exclude_id };
      const sibling = await ctx.deps.db
        .selectFrom('apis')
        .select(['api_id', 'api_name'])
        .where('group_id', '=', group.group_id)
        .where('method_type', '=', route.method_type)
        .where('path_shape', '=', path_shape)
        .$if(!!ctx.query.exclude_id, (q) => q.where('api_id', '!=', ctx.query.exclude_id!))
        .executeTakeFirst();
      const clash = sibling
        ? { ...sibling, group_name: group.group_name }
        : (await findClashes(ctx.deps.db, group, [route])).get(`${route.method_type} ${path_shape}`);
      return clash
        ? { free: false, api_id: clash.api_id, api_name: clash.api_name, group_name: clash.group_name }
        : { free: true };
    },
  }),
};
