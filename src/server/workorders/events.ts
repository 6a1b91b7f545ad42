/**
 * The engine's contract with the domains (CONVENTIONS.md): a domain starts a work order for its subject and
 * registers an outcome handler for its event; it never writes the engine's tables, and the engine never reads
 * the domain's. The handler runs inside the transaction that decided the work order.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { startOrder, withdrawIn } from './engine.ts';

export type { WorkOrderEvent, WorkOrderOutcome } from './registry.ts';
export { onWorkOrderOutcome, onWorkOrderReturned } from './registry.ts';
export type { WorkOrderReturn } from './registry.ts';
import type { WorkOrderEvent } from './registry.ts';

export interface StartWorkOrderInput {
  event: WorkOrderEvent;
  subject_id: string; // the domain's id, e.g. String(group_id)
  subject_owner_id: number | null; // user owning the subject (approver kind "subject owner"), e.g. group's provider
  title: string;
  title_en?: string;
  form: Record<string, unknown>; // shown on the handling page
  applicant_id: number;
  enterprise_id: number | null;
}

/**
 * Starts a work order on the enabled process bound to the event, at that process's current version, and
 * activates its first step (409 INVALID_STATE WO_NO_PROCESS when no process is bound). Call it inside the
 * transaction that changes the subject, so a failed start changes nothing.
 */
export async function startWorkOrder(
  trx: Transaction<Database>,
  input: StartWorkOrderInput,
  now: Date,
): Promise<{ work_order_id: number; process_id: number }> {
  return startOrder(trx, input, now);
}

/** The work order of a subject still under review or returned, if any: a domain checks it before starting another. */
export async function openWorkOrder(
  trx: Transaction<Database>,
  event: WorkOrderEvent,
  subject_id: string,
): Promise<
  { work_order_id: number; process_id: number; state: 'pending' | 'returned'; applicant_id: number } | undefined
> {
  const row = await trx
    .selectFrom('work_orders')
    .select(['work_order_id', 'process_id', 'state', 'applicant_id'])
    .where('event', '=', event)
    .where('subject_id', '=', subject_id)
    .where('state', 'in', ['pending', 'returned'])
    .orderBy('work_order_id', 'desc')
    .executeTakeFirst();
  return row as
    { work_order_id: number; process_id: number; state: 'pending' | 'returned'; applicant_id: number } | undefined;
}

/**
 * Withdraws a work order on the applicant's behalf inside the domain's transaction (e.g. a provider revoking a
 * submission from the group's own page). The event's outcome handler is called with 'withdrawn'. Only the
 * applicant may (403 NO_PERMISSION otherwise); 409 INVALID_STATE when it is no longer pending or returned.
 */
export async function withdrawWorkOrder(
  trx: Transaction<Database>,
  work_order_id: number,
  actor_id: number,
  reason: string | null,
  now: Date,
): Promise<void> {
  await withdrawIn(trx, actor_id, work_order_id, reason, now);
}
