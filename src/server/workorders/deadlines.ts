/** Deadlines of open tasks: the expiry sweep and the timer that runs it. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notifyUsers } from '../notices/notify.ts';
import { platformAdmins } from './approvers.ts';
import { finishOrder } from './finish.ts';
import { recordHistory } from './history.ts';
import { handleLink, lockOrder, titleOf } from './order-rows.ts';
import { createTasks } from './steps.ts';

/**
 * Open tasks past their step's time limit: remind the holder once, escalate to the named user (or the platform
 * admins), or reject the work order. Each task is settled in its own transaction under the same locks as a
 * decision, so a sweep racing a person's decision never double-acts. Answers how many tasks it acted on.
 */
export async function sweepExpiredTasks(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db
    .selectFrom('wo_tasks')
    .innerJoin('wo_process_steps', 'wo_process_steps.step_id', 'wo_tasks.step_id')
    .select(['wo_tasks.task_id', 'wo_tasks.work_order_id'])
    .where('wo_tasks.state', '=', 'open')
    .where('wo_tasks.due_at', '<=', now)
    .where((eb) =>
      eb.or([eb('wo_tasks.reminded_at', 'is', null), eb('wo_process_steps.expiry_action', '<>', 'remind')]),
    )
    .orderBy('wo_tasks.task_id')
    .limit(500)
    .execute();
  let acted = 0;
  for (const { task_id, work_order_id } of due) {
    const did = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, work_order_id);
      const task = await trx
        .selectFrom('wo_tasks')
        .selectAll()
        .where('task_id', '=', task_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!order || order.state !== 'pending' || task.state !== 'open' || !task.due_at || new Date(task.due_at) > now)
        return false;
      const step = await trx
        .selectFrom('wo_process_steps')
        .selectAll()
        .where('step_id', '=', task.step_id)
        .executeTakeFirstOrThrow();
      const action = step.expiry_action ?? 'remind';
      const t = titleOf(order);
      if (action === 'remind') {
        if (task.reminded_at) return false;
        await trx.updateTable('wo_tasks').set({ reminded_at: now }).where('task_id', '=', task_id).execute();
        await recordHistory(trx, {
          work_order_id,
          action: 'remind',
          actor_id: null,
          task_id,
          step_no: task.step_no,
          to_user_id: task.assignee_id,
          now,
        });
        await notifyUsers(
          trx,
          [task.assignee_id],
          {
            title: { zh: `审批已超时：${t.zh}`, en: `Approval overdue: ${t.en}` },
            content: {
              zh: `工单「${t.zh}」的步骤「${step.step_name}」已超过时限，请尽快处理。`,
              en: `Step "${step.step_name_en || step.step_name}" of work order "${t.en}" is past its time limit; please handle it.`,
            },
            link: handleLink(order),
          },
          now,
        );
        return true;
      }
      if (action === 'escalate') {
        const to = step.escalate_to_user_id ? [step.escalate_to_user_id] : await platformAdmins(trx);
        const open = await trx
          .selectFrom('wo_tasks')
          .select('assignee_id')
          .where('work_order_id', '=', work_order_id)
          .where('step_no', '=', task.step_no)
          .where('state', '=', 'open')
          .execute();
        const fresh = to.filter((u) => !open.some((o) => o.assignee_id === u));
        await trx
          .updateTable('wo_tasks')
          .set({ state: 'transferred', decided_at: now })
          .where('task_id', '=', task_id)
          .execute();
        await recordHistory(trx, {
          work_order_id,
          action: 'escalate',
          actor_id: null,
          task_id,
          step_no: task.step_no,
          to_user_id: to[0] ?? null,
          now,
        });
        // escalated tasks carry no time limit: one escalation per overdue task
        if (fresh.length) await createTasks(trx, order, step, fresh, now, null);
        return true;
      }
      await trx
        .updateTable('wo_tasks')
        .set({ state: 'rejected', decided_at: now })
        .where('task_id', '=', task_id)
        .execute();
      await recordHistory(trx, {
        work_order_id,
        action: 'expire',
        actor_id: null,
        task_id,
        step_no: task.step_no,
        now,
      });
      await finishOrder(trx, order, 'rejected', task.assignee_id, 'timeout', now);
      return true;
    });
    if (did) acted += 1;
  }
  return acted;
}

/** Runs the expiry sweep every minute on the app's clock (tests call sweepExpiredTasks with a moved clock instead). */
export function startWorkOrderSweeper(
  deps: { db: Kysely<Database>; now: () => Date },
  log: (err: unknown) => void,
  everyMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    sweepExpiredTasks(deps.db, deps.now()).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
