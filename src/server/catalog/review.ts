/**
 * The catalog's side of the work-order engine (src/server/workorders/events.ts): a submit starts a group_publish or
 * group_upgrade work order; the engine reports the outcome inside its deciding transaction.
 */
import { onWorkOrderOutcome, startWorkOrder, type WorkOrderOutcome } from '../workorders/events.ts';

export type { WorkOrderOutcome };
export const startReview = startWorkOrder;

let registered = false;
/** Registers the outcome handler for both review events, once per process. */
export function onReviewOutcome(handler: (o: WorkOrderOutcome) => Promise<void>): void {
  if (registered) return;
  registered = true;
  onWorkOrderOutcome('group_publish', handler);
  onWorkOrderOutcome('group_upgrade', handler);
}
