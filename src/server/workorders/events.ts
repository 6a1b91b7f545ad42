/**
 * The engine's contract with the domains (CONVENTIONS.md): a domain starts a work order for its subject and
 * registers an outcome handler for its event; it never writes the engine's tables, and the engine never reads
 * the domain's. The handler runs inside the transaction that decided the work order.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { startOrder } from './engine.ts';

export type { WorkOrderEvent, WorkOrderOutcome } from './registry.ts';
export { onWorkOrderOutcome, WORK_ORDER_EVENTS } from './registry.ts';
import type { WorkOrderEvent } from './registry.ts';

export interface StartWorkOrderInput {
  event: WorkOrderEvent;
  subject_id: string;                 // the domain's id, e.g. String(group_id)
  subject_owner_id: number | null;    // user owning the subject (approver kind "subject owner"), e.g. group's provider
  title: string; title_en?: string;
  form: Record<string, unknown>;      // shown on the handling page
  applicant_id: number;
  enterprise_id: number | null;
}

/**
 * Starts a work order on the enabled process bound to the event, at that process's current version, and
 * activates its first step (409 INVALID_STATE WO_NO_PROCESS when no process is bound). Call it inside the
 * transaction that changes the subject, so a failed start changes nothing.
 */
export async function startWorkOrder(trx: Transaction<Database>, input: StartWorkOrderInput, now: Date): Promise<{ work_order_id: number; process_id: number }> {
  return startOrder(trx, input, now);
}
