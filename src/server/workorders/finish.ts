/** Ending a work order: approved, rejected or withdrawn, whichever step of the engine decides it. */
import { notifyUsers } from '../notices/notify.ts';
import { emitOutcome, type WorkOrderEvent, type WorkOrderOutcome } from './registry.ts';
import { handleLink, titleOf, type OrderRow, type Trx } from './order-rows.ts';

/** Ends the work order, closes its open tasks, tells the applicant and calls the event's outcome handlers. */
export async function finishOrder(
  trx: Trx,
  order: OrderRow,
  outcome: WorkOrderOutcome['outcome'],
  actorId: number,
  reason: string | null,
  now: Date,
): Promise<OrderRow> {
  await trx
    .updateTable('wo_tasks')
    .set({ state: 'cancelled', decided_at: now })
    .where('work_order_id', '=', order.work_order_id)
    .where('state', '=', 'open')
    .execute();
  const updated = await trx
    .updateTable('work_orders')
    .set({ state: outcome, current_step_no: null, finished_at: now, updated_at: now })
    .where('work_order_id', '=', order.work_order_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const t = titleOf(order);
  const words = {
    approved: { zh: '已通过', en: 'approved' },
    rejected: { zh: '已驳回', en: 'rejected' },
    withdrawn: { zh: '已撤回', en: 'withdrawn' },
  }[outcome];
  if (outcome !== 'withdrawn' || actorId !== order.applicant_id) {
    await notifyUsers(
      trx,
      [order.applicant_id],
      {
        title: { zh: `工单${words.zh}：${t.zh}`, en: `Work order ${words.en}: ${t.en}` },
        content: {
          zh: `您的工单「${t.zh}」${words.zh}。${reason ? `原因：${reason}` : ''}`,
          en: `Your work order "${t.en}" was ${words.en}.${reason ? ` Reason: ${reason}` : ''}`,
        },
        link: handleLink(order),
      },
      now,
    );
  }
  await emitOutcome({
    trx,
    event: order.event as WorkOrderEvent,
    work_order_id: order.work_order_id,
    subject_id: order.subject_id,
    outcome,
    reason,
    actor_id: actorId,
    now,
  });
  return updated;
}
