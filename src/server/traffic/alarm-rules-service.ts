/**
 * Alarm rules may watch only a group or API the owner has something to do with: a group they provide, or one an
 * application of theirs subscribes to (platform admins: any). The evaluator measures in the owner's scope anyway,
 * so this is not about leaking figures; it keeps ids of other people's groups from being probed (404 as for any
 * row outside the caller's scope) and rules from watching nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Caller } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound } from '../http/errors.ts';
import type { ResourceService } from '../resources/service.ts';

async function groupConcernsCaller(
  db: Kysely<Database> | Transaction<Database>,
  caller: Caller,
  groupId: number,
): Promise<boolean> {
  const provided = await db
    .selectFrom('api_groups')
    .select('group_id')
    .where('group_id', '=', groupId)
    .where('created_by', '=', caller.user_id)
    .executeTakeFirst();
  if (provided) return true;
  const subscribed = await db
    .selectFrom('apply_records as r')
    .innerJoin('apps as a', 'a.apply_id', 'r.apply_id')
    .select('r.group_id')
    .where('r.group_id', '=', groupId)
    .where('a.created_by', '=', caller.user_id)
    .executeTakeFirst();
  return !!subscribed;
}

export const alarmRuleService: ResourceService = {
  async beforeWrite({ trx, caller, values }) {
    if (!caller || isPlatformAdmin(caller)) return;
    const groups = new Set<number>();
    if (typeof values.group_id === 'number') groups.add(values.group_id);
    if (typeof values.api_id === 'number') {
      const api = await trx
        .selectFrom('apis')
        .select('group_id')
        .where('api_id', '=', values.api_id)
        .executeTakeFirst();
      // an id of no API is left alone (the rule never fires); someone else's API is not there
      if (api) groups.add(api.group_id);
    }
    for (const groupId of groups) if (!(await groupConcernsCaller(trx, caller, groupId))) throw notFound();
  },
};
