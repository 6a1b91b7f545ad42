/**
 * Process definitions: a process's steps live in immutable versions. Saving steps writes a new version and makes
 * it current; work orders already running keep the version they started with (work_orders.process_version_id).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ApproverKind, ExpiryAction, SkipCondition, StepMode } from './shapes.ts';

type Trx = Transaction<Database>;

export interface StepInput {
  step_name: string;
  step_name_en?: string | null;
  approver_kind: ApproverKind;
  approver_ids?: number[];
  mode?: StepMode;
  skip_condition?: SkipCondition | null;
  time_limit_hours?: number | null;
  expiry_action?: ExpiryAction | null;
  escalate_to_user_id?: number | null;
}

export async function saveProcessVersion(
  trx: Trx,
  processId: number,
  steps: StepInput[],
  actorId: number | null,
  now: Date,
): Promise<number> {
  const process = await trx
    .selectFrom('wo_processes')
    .select('current_version')
    .where('process_id', '=', processId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const version = process.current_version + 1;
  const v = await trx
    .insertInto('wo_process_versions')
    .values({ process_id: processId, version, created_at: now, created_by: actorId })
    .returning('process_version_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('wo_process_steps')
    .values(
      steps.map((s, i) => ({
        process_version_id: v.process_version_id,
        step_no: i + 1,
        step_name: s.step_name,
        step_name_en: s.step_name_en ?? null,
        approver_kind: s.approver_kind,
        approver_ids: JSON.stringify(s.approver_ids ?? []),
        mode: s.mode ?? 'one',
        skip_condition: s.skip_condition ? JSON.stringify(s.skip_condition) : null,
        time_limit_hours: s.time_limit_hours ?? null,
        expiry_action: s.time_limit_hours ? (s.expiry_action ?? 'remind') : null,
        escalate_to_user_id: s.escalate_to_user_id ?? null,
      })),
    )
    .execute();
  await trx
    .updateTable('wo_processes')
    .set({ current_version: version, updated_at: now })
    .where('process_id', '=', processId)
    .execute();
  return version;
}
