/** What a group must have before it goes to review or is published again: APIs, an enabled charge rule, an upstream, free routes. */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Group } from './access.ts';
import { apisOf, routeOf, type ApiRow } from './api-set.ts';
import { findClashes, routeTaken } from './route-check.ts';

type Trx = Transaction<Database>;

export async function hasEnabledRule(trx: Trx, group: Group): Promise<boolean> {
  // an upgrade is priced by the published version's rules, which stay live while it is reviewed
  const id = group.parent_group_id ?? group.group_id;
  return !!(await trx
    .selectFrom('charge_rules')
    .select('charge_rule_id')
    .where('group_id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst());
}

export async function assertReviewable(trx: Trx, group: Group): Promise<ApiRow[]> {
  const apis = await apisOf(trx, group.group_id);
  if (!apis.length) throw new ApiError(409, 'INVALID_STATE', 'NEEDS_API');
  if (!(await hasEnabledRule(trx, group))) throw new ApiError(409, 'INVALID_STATE', 'NEEDS_CHARGE_RULE');
  if (
    !(await trx
      .selectFrom('group_upstreams')
      .select('env_type')
      .where('group_id', '=', group.group_id)
      .executeTakeFirst())
  ) {
    throw new ApiError(409, 'INVALID_STATE', 'NEEDS_UPSTREAM');
  }
  // upstreams may have been added since the APIs were written: the platform-wide route rule is checked again here
  const clashes = await findClashes(
    trx,
    group,
    apis.map((a) => ({ method_type: a.method_type, path_shape: a.path_shape })),
  );
  for (const a of apis) {
    const clash = clashes.get(routeOf(a));
    if (clash) throw routeTaken(a.method_type, a.listen_path, clash);
  }
  return apis;
}
