/**
 * The work order's history: each step taken is one wo_history row, written inside the step's transaction, and read
 * back with the names of who acted and whom a transfer or escalation went to.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { activeAuditScope } from '../audit/context.ts';
import type { Trx } from './order-rows.ts';
import type { HistoryAction } from './shapes.ts';

export async function recordHistory(
  trx: Trx,
  row: {
    work_order_id: number;
    action: HistoryAction;
    actor_id: number | null;
    now: Date;
    task_id?: number | null;
    step_no?: number | null;
    comment?: string | null;
    to_user_id?: number | null;
    attachments?: string[];
  },
) {
  await trx
    .insertInto('wo_history')
    .values({
      work_order_id: row.work_order_id,
      action: row.action,
      actor_id: row.actor_id,
      task_id: row.task_id ?? null,
      step_no: row.step_no ?? null,
      comment: row.comment ?? null,
      to_user_id: row.to_user_id ?? null,
      attachments: JSON.stringify(row.attachments ?? []),
      created_at: row.now,
      // a step an agent took for its user through the store's /mcp (the request's audit context says so)
      via_agent_client: activeAuditScope()?.ctx.agent_client ?? null,
    })
    .execute();
}

/**
 * History rows with the actor's and the target user's names, oldest first; the caller narrows them (one work order's
 * detail, or every review of one enterprise authentication).
 */
export function historyWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('wo_history')
    .leftJoin('users as a', 'a.user_id', 'wo_history.actor_id')
    .leftJoin('users as t', 't.user_id', 'wo_history.to_user_id')
    .select([
      'wo_history.history_id',
      'wo_history.work_order_id',
      'wo_history.step_no',
      'wo_history.action',
      'wo_history.actor_id',
      'wo_history.comment',
      'wo_history.to_user_id',
      'wo_history.attachments',
      'wo_history.created_at',
      'wo_history.task_id',
      'wo_history.via_agent_client',
      'a.user_name as actor_user_name',
      'a.user_real_name as actor_real_name',
      't.user_name as to_user_name',
      't.user_real_name as to_real_name',
    ])
    .orderBy('wo_history.history_id');
}
