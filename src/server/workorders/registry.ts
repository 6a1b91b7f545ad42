/**
 * Outcome handlers by event: the domains register theirs at module load (events.ts re-exports this). The engine
 * calls them inside the transaction that decided the work order, so a failing handler rolls the decision back.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrderState } from './shapes.ts';

export type WorkOrderEvent =
  'group_publish' | 'group_upgrade' | 'access_apply' | 'role_apply' | 'enterprise_auth' | 'general' | 'bill_dispute';

export interface WorkOrderOutcome {
  trx: Transaction<Database>;
  event: WorkOrderEvent;
  work_order_id: number;
  subject_id: string;
  outcome: Extract<OrderState, 'approved' | 'rejected' | 'withdrawn'>;
  reason: string | null;
  actor_id: number;
  now: Date;
}

const handlers = new Map<WorkOrderEvent, Array<(o: WorkOrderOutcome) => Promise<void>>>();

/** domains register at module load; the engine calls the handler inside the deciding transaction */
export function onWorkOrderOutcome(event: WorkOrderEvent, handler: (o: WorkOrderOutcome) => Promise<void>): void {
  const list = handlers.get(event) ?? [];
  list.push(handler);
  handlers.set(event, list);
}

/** for tests that register a handler of their own */
export function offWorkOrderOutcome(event: WorkOrderEvent, handler: (o: WorkOrderOutcome) => Promise<void>): void {
  handlers.set(
    event,
    (handlers.get(event) ?? []).filter((h) => h !== handler),
  );
}

/**
 * A returned work order is not finished (the applicant may resubmit or withdraw it), so it is no outcome; domains
 * whose subject waits in a review state register here to take it back meanwhile (the catalog: group back to draft).
 */
export interface WorkOrderReturn {
  trx: Transaction<Database>;
  event: WorkOrderEvent;
  work_order_id: number;
  subject_id: string;
  reason: string | null;
  actor_id: number;
  now: Date;
}
const returnHandlers = new Map<WorkOrderEvent, Array<(r: WorkOrderReturn) => Promise<void>>>();
export function onWorkOrderReturned(event: WorkOrderEvent, handler: (r: WorkOrderReturn) => Promise<void>): void {
  returnHandlers.set(event, [...(returnHandlers.get(event) ?? []), handler]);
}
export async function emitReturned(r: WorkOrderReturn): Promise<void> {
  for (const h of returnHandlers.get(r.event) ?? []) await h(r);
}

export async function emitOutcome(o: WorkOrderOutcome): Promise<void> {
  for (const h of handlers.get(o.event) ?? []) await h(o);
}

/** Tests of the engine itself: set an event's domain handlers aside (they want real subjects); call the answer to restore them. */
export function isolateOutcomes(event: WorkOrderEvent): () => void {
  const saved = handlers.get(event) ?? [];
  handlers.set(event, []);
  return () => {
    handlers.set(event, saved);
  };
}
