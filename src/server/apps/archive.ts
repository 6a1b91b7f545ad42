/**
 * Deleting an application that holds records (billing/records.ts) archives it: the row stays with its name for the
 * bills and reports of developer, provider and enterprise admin; its credentials and whitelists go (nothing can
 * call as it any more), its subscriptions end, and it leaves its owner's lists and pickers (its name is free again).
 * An application without records is deleted as before.
 */
import type { Transaction } from 'kysely';
import { endSubscriptions, holdsRecords } from '../billing/records.ts';
import type { Database } from '../db/schema.ts';

export async function deleteOrArchiveApp(
  trx: Transaction<Database>,
  applyId: number,
  now: Date,
): Promise<void | 'kept'> {
  if (!(await holdsRecords(trx, 'apply_id', applyId))) {
    // a cost-center assignment is billing's; it no longer cascades, so an application without records takes it along here
    await trx.deleteFrom('cost_center_apps').where('apply_id', '=', applyId).execute();
    return;
  }
  await trx.deleteFrom('app_credentials').where('apply_id', '=', applyId).execute();
  await trx.deleteFrom('app_ip_whitelists').where('apply_id', '=', applyId).execute();
  await endSubscriptions(trx, 'apply_id', applyId, now);
  await trx
    .updateTable('apps')
    .set({ archived_at: now, enabled: 0, updated_at: now })
    .where('apply_id', '=', applyId)
    .execute();
  return 'kept';
}
