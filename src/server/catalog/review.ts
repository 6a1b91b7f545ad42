/**
 * The catalog's side of the work-order engine (CONVENTIONS.md: src/server/workorders/events.ts): a submit starts
 * a group_publish or group_upgrade work order; the engine reports the outcome inside its deciding transaction.
 * The engine lands in parallel, so it is loaded by name here; once it is on main this becomes a static import.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export type WorkOrderEvent = 'group_publish' | 'group_upgrade' | 'access_apply' | 'role_apply' | 'enterprise_auth' | 'general';
export interface StartWorkOrderInput {
  event: WorkOrderEvent;
  subject_id: string;
  subject_owner_id: number | null;
  title: string; title_en?: string;
  form: Record<string, unknown>;
  applicant_id: number;
  enterprise_id: number | null;
}
export interface WorkOrderOutcome {
  trx: Transaction<Database>; event: WorkOrderEvent; work_order_id: number; subject_id: string;
  outcome: 'approved' | 'rejected' | 'withdrawn';
  reason: string | null; actor_id: number; now: Date;
}
interface Engine {
  startWorkOrder(trx: Transaction<Database>, input: StartWorkOrderInput, now: Date): Promise<{ work_order_id: number; process_id: number }>;
  onWorkOrderOutcome(event: WorkOrderEvent, handler: (o: WorkOrderOutcome) => Promise<void>): void;
}

const ENGINE_MODULE = '../workorders/events.ts';
let engine: Promise<Engine | null> | undefined;
const load = () => (engine ??= import(/* @vite-ignore */ ENGINE_MODULE).then((m) => m as Engine, () => null));

export async function startReview(trx: Transaction<Database>, input: StartWorkOrderInput, now: Date) {
  const e = await load();
  if (!e) throw new ApiError(503, 'UNAVAILABLE', 'WORKFLOW_UNAVAILABLE');
  return e.startWorkOrder(trx, input, now);
}

let registered = false;
/** Registers the outcome handler for both review events, once per process. */
export async function onReviewOutcome(handler: (o: WorkOrderOutcome) => Promise<void>): Promise<void> {
  if (registered) return;
  registered = true;
  const e = await load();
  e?.onWorkOrderOutcome('group_publish', handler);
  e?.onWorkOrderOutcome('group_upgrade', handler);
}
