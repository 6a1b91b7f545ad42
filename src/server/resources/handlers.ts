/**
 * Turns every descriptor's operations into handlers: plain CRUD from the generic repository, custom
 * operations from the resource's service. One generic uniqueness check serves every `unique` field.
 */
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { requireCaller, type AnyHandlers, type Ctx, type Handler } from '../context.ts';
import { noPermission, notFound, validation } from '../http/errors.ts';
import { allows, loadGrants } from '../auth/permissions.ts';
import { registerFieldLabels } from '../http/field-labels.ts';
import { hit, LIMITS } from '../http/rate-limit.ts';
import { createRepository, type Repository } from './repository.ts';
import type { ResourceService } from './service.ts';

/** field types stored in integer columns */
const NUMERIC = new Set(['number', 'reference', 'id']);
const isInt32 = (v: string) => /^-?\d{1,10}$/.test(v.trim()) && Math.abs(Number(v)) <= 2147483647;

export function idOf(ctx: Ctx, d: ResourceDescriptor): unknown {
  return ctx.params?.[d.key] ?? ctx.params?.id ?? ctx.query?.[d.key] ?? ctx.body?.[d.key];
}

/**
 * A row or bulk action of a descriptor acts on records the caller may see, or on nothing: every id it names is
 * looked up under the resource's scope first (404 otherwise), whatever the service's handler does next.
 */
function withinScope(repo: Repository, d: ResourceDescriptor, handler: Handler): Handler {
  return async (ctx) => {
    const ids = Array.isArray(ctx.body?.ids) ? ctx.body.ids : [idOf(ctx, d)];
    for (const id of ids) {
      if (id === undefined || !(await repo.findOne(ctx.deps.db, id, ctx.caller))) throw notFound();
    }
    return handler(ctx);
  };
}

export function resourceHandlers(descriptors: ResourceDescriptor[], services: Record<string, ResourceService>) {
  const handlers: AnyHandlers = {};
  const repos = new Map<string, Repository>();
  for (const d of descriptors) {
    const service = services[d.name] ?? {};
    const repo = createRepository(d, service);
    repos.set(d.name, repo);
    const ops = d.operations;
    const labels = Object.fromEntries(Object.entries(d.fields).map(([n, f]) => [n, f.label]));
    for (const op of [...Object.values(ops), ...(d.actions ?? []).map((a) => a.operation)])
      registerFieldLabels(op!, labels);
    if (ops.list) handlers[ops.list] = (ctx) => repo.list(ctx.deps, ctx.caller, ctx.query ?? {});
    if (ops.all) handlers[ops.all] = (ctx) => repo.all(ctx.deps, ctx.caller, ctx.query ?? {});
    if (ops.one) handlers[ops.one] = (ctx) => repo.one(ctx.deps, ctx.caller, idOf(ctx, d));
    if (ops.create) handlers[ops.create] = (ctx) => repo.create(ctx.deps, ctx.caller, ctx.body ?? {});
    if (ops.update) handlers[ops.update] = (ctx) => repo.update(ctx.deps, ctx.caller, idOf(ctx, d), ctx.body ?? {});
    if (ops.delete) {
      handlers[ops.delete] = (ctx) => {
        const ids = Array.isArray(ctx.body?.ids) ? ctx.body.ids : [idOf(ctx, d)];
        return repo.remove(ctx.deps, ctx.caller, ids);
      };
    }
    Object.assign(handlers, service.handlers?.(repo) ?? {});
    for (const action of d.actions ?? []) {
      if (action.scope !== 'toolbar' && handlers[action.operation])
        handlers[action.operation] = withinScope(repo, d, handlers[action.operation]);
    }
  }

  /**
   * Whether a value is free in a unique field: only of a resource whose list the caller may read (its menu), within
   * the caller's scope (isUnique), and only for a value the column could hold (a number field's "abc" is a 400, not
   * a database error).
   */
  handlers.checkUnique = async (ctx) => {
    const { resource, field, value, exclude_id } = ctx.query;
    const repo = repos.get(resource);
    const def = repo?.descriptor.fields[field];
    if (!repo || !def?.unique) {
      throw validation([{ field: 'field', message: 'field.invalid', params: { field } }]);
    }
    const caller = requireCaller(ctx);
    if (!allows(await loadGrants(ctx.deps, caller), repo.descriptor.menu)) throw noPermission();
    const numeric = NUMERIC.has(def.type);
    if (numeric && !isInt32(value))
      throw validation([{ field: 'value', message: 'field.invalid', params: { field: 'value' } }]);
    await hit(ctx.deps, LIMITS.checkUnique, `user:${caller.user_id}`);
    // a number compares as a number (text is compared case-insensitively, which an integer column cannot do)
    return repo.isUnique(ctx.deps, caller, field, numeric ? Number(value) : value, exclude_id);
  };
  return { handlers, repos };
}
