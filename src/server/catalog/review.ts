/**
 * The catalog's side of the work-order engine (src/server/workorders/events.ts): a submit starts a group_publish or
 * group_upgrade work order; the engine reports the outcome inside its deciding transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  onWorkOrderOutcome,
  onWorkOrderReturned,
  openWorkOrder,
  startWorkOrder,
  withdrawWorkOrder,
  type WorkOrderOutcome,
  type WorkOrderReturn,
} from '../workorders/events.ts';
import type { Group } from './access.ts';

export type { WorkOrderOutcome };
export const startReview = startWorkOrder;

/**
 * A group whose review was returned is a draft again; its returned work order is still open in the engine.
 * Submitting again closes it (withdrawn on the applicant's behalf) before the new review starts, so a group
 * never has two reviews open.
 */
export async function closeReturnedReview(
  trx: Transaction<Database>,
  group: Group,
  upgrade: boolean,
  reason: string | null,
  now: Date,
): Promise<void> {
  const open = await openWorkOrder(trx, upgrade ? 'group_upgrade' : 'group_publish', String(group.group_id));
  if (open?.state === 'returned')
    await withdrawWorkOrder(trx, open.work_order_id, open.applicant_id, reason ?? 'resubmitted', now);
}

let returnedRegistered = false;
export function onReviewReturned(handler: (r: WorkOrderReturn) => Promise<void>): void {
  if (returnedRegistered) return;
  returnedRegistered = true;
  onWorkOrderReturned('group_publish', handler);
  onWorkOrderReturned('group_upgrade', handler);
}

let registered = false;
/** Registers the outcome handler for both review events, once per process. */
export function onReviewOutcome(handler: (o: WorkOrderOutcome) => Promise<void>): void {
  if (registered) return;
  registered = true;
  onWorkOrderOutcome('group_publish', handler);
  onWorkOrderOutcome('group_upgrade', handler);
}
