/** The work order's history: each step taken is one wo_history row, written inside the step's transaction. */
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { activeAuditScope } from '../audit/context.ts';
import type { Trx } from './order-rows.ts';

export async function recordHistory(
  trx: Trx,
  row: {
    work_order_id: number;
    action: Selectable<Database['wo_history']>['action'];
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
