/** The catalog's operations beyond its descriptors' CRUD: lifecycle actions (lifecycle.ts) and OpenAPI import/export. */
import type { Ctx, Handlers } from '../context.ts';
import { requireCaller } from '../context.ts';
import type { Repository } from '../resources/repository.ts';
import { transition } from './lifecycle.ts';
import type { Action } from './transitions.ts';
import { importDocument } from './openapi-import.ts';
import { exportGroup } from './openapi-export.ts';
import { ratingHandlers } from './ratings.ts';
// names the groups and APIs in the gateway's call logs and statistics
import './call-log-labels.ts';

export function catalogHandlers(repos: Map<string, Repository>): Handlers {
  const groups = repos.get('api_groups')!;
  const act = (action: Action) => async (ctx: Ctx) => {
    const caller = requireCaller(ctx);
    const result = await ctx.deps.db.transaction().execute((trx) =>
      transition(ctx.deps, trx, {
        group_id: ctx.body.group_id,
        action,
        caller,
        actor_id: caller.user_id,
        reason: ctx.body.reason ?? null,
      }),
    );
    return result;
  };
  const actAndRead = (action: Action) => async (ctx: Ctx) => {
    const { group_id } = await act(action)(ctx);
    return groups.one(ctx.deps, ctx.caller, group_id);
  };
  return {
    async groupSubmit(ctx) {
      const { group_id, work_order_id } = await act('submit')(ctx);
      const row = await groups.one(ctx.deps, ctx.caller, group_id);
      return { work_order_id, group_id, group_state: row.group_state };
    },
    groupRevoke: actAndRead('revoke'),
    groupOverdue: actAndRead('overdue'),
    groupRepublish: actAndRead('republish'),
    groupUpgrade: actAndRead('upgrade'),
    groupUpgradeBack: actAndRead('upgrade_back'),
    groupImport: (ctx) => importDocument(ctx),
    groupExport: (ctx) => exportGroup(ctx),
    ...ratingHandlers,
  };
}
