/**
 * The approval engine: starting a work order on its process's current version, decisions under row locks, return
 * and resubmit, withdraw. Moving onto a step is in steps.ts, ending an order in finish.ts, the expiry sweep in
 * deadlines.ts. Every function here runs inside the caller's transaction or opens its own; a decision locks the
 * work order first and then the task, so two decisions on one work order serialize and the second sees the first's
 * result (409 INVALID_STATE).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError, invalidState, noPermission, notFound, validation } from '../http/errors.ts';
import { notifyUsers } from '../notices/notify.ts';
import { assignableBy } from './assignable.ts';
import { emitReturned, type WorkOrderEvent } from './registry.ts';
import { finishOrder } from './finish.ts';
import { recordHistory } from './history.ts';
import { handleLink, lockOrder, titleOf, userName, type OrderRow, type Trx } from './order-rows.ts';
import { activateFrom, createTasks } from './steps.ts';

export interface StartInput {
  event: WorkOrderEvent;
  subject_id: string;
  subject_owner_id: number | null;
  title: string;
  title_en?: string;
  form: Record<string, unknown>;
  applicant_id: number;
  enterprise_id: number | null;
  /** general work orders name their process; domain events use the process bound to the event */
  process_id?: number;
}

export async function startOrder(
  trx: Trx,
  input: StartInput,
  now: Date,
): Promise<{ work_order_id: number; process_id: number }> {
  let q = trx.selectFrom('wo_processes').selectAll().where('state', '=', 1);
  q = input.process_id ? q.where('process_id', '=', input.process_id) : q.where('event', '=', input.event);
  const process = await q.orderBy('process_id').executeTakeFirst();
  if (!process || process.current_version < 1) throw new ApiError(409, 'INVALID_STATE', 'WO_NO_PROCESS');
  const version = await trx
    .selectFrom('wo_process_versions')
    .select('process_version_id')
    .where('process_id', '=', process.process_id)
    .where('version', '=', process.current_version)
    .executeTakeFirstOrThrow();
  const order = await trx
    .insertInto('work_orders')
    .values({
      process_id: process.process_id,
      process_version_id: version.process_version_id,
      event: input.event,
      subject_id: String(input.subject_id).slice(0, 64),
      subject_owner_id: input.subject_owner_id,
      title: input.title.slice(0, 200),
      title_en: input.title_en?.slice(0, 200) ?? null,
      form: JSON.stringify(input.form ?? {}),
      applicant_id: input.applicant_id,
      enterprise_id: input.enterprise_id,
      state: 'pending',
      current_step_no: null,
      finished_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordHistory(trx, { work_order_id: order.work_order_id, action: 'submit', actor_id: input.applicant_id, now });
  await activateFrom(trx, order, 1, input.applicant_id, now);
  return { work_order_id: order.work_order_id, process_id: process.process_id };
}

export interface HandleInput {
  task_id: number;
  action: 'approve' | 'reject' | 'return' | 'transfer';
  comment?: string | null;
  to_user_id?: number | null;
  attachments?: string[];
}

/**
 * One decision on a task. Only its holder decides; `asManager` (the task manager's reassign) may transfer any
 * open task. Attachments must be files the actor uploaded.
 */
export async function handleTask(
  db: Kysely<Database>,
  actorId: number,
  input: HandleInput,
  now: Date,
  asManager = false,
): Promise<OrderRow> {
  const comment = input.comment?.trim() || null;
  if (input.action === 'reject' && !comment) throw validation([{ field: 'comment', message: 'WO_REASON_REQUIRED' }]);
  if (input.action === 'return' && !comment) throw validation([{ field: 'comment', message: 'WO_COMMENT_REQUIRED' }]);
  if (input.action === 'transfer' && !input.to_user_id) {
    throw validation([{ field: 'to_user_id', message: 'WO_TRANSFER_TARGET' }]);
  }
  return db.transaction().execute(async (trx) => {
    const peek = await trx
      .selectFrom('wo_tasks')
      .select(['work_order_id', 'assignee_id'])
      .where('task_id', '=', input.task_id)
      .executeTakeFirst();
    if (!peek) throw notFound();
    if (peek.assignee_id !== actorId && !(asManager && input.action === 'transfer')) throw noPermission();
    const files = [...new Set(input.attachments ?? [])];
    if (files.length) {
      const own = await trx
        .selectFrom('files')
        .select('file_id')
        .where('file_id', 'in', files)
        .where('created_by', '=', actorId)
        .execute();
      if (own.length !== files.length)
        throw validation([{ field: 'attachments', message: 'field.invalid', params: { field: 'attachments' } }]);
    }
    const order = await lockOrder(trx, peek.work_order_id);
    const task = await trx
      .selectFrom('wo_tasks')
      .selectAll()
      .where('task_id', '=', input.task_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!order || order.state !== 'pending' || task.state !== 'open') throw invalidState('WO_TASK_CLOSED');
    const base = {
      work_order_id: order.work_order_id,
      task_id: task.task_id,
      step_no: task.step_no,
      actor_id: actorId,
      comment,
      attachments: input.attachments ?? [],
      now,
    };
    const step = await trx
      .selectFrom('wo_process_steps')
      .selectAll()
      .where('step_id', '=', task.step_id)
      .executeTakeFirstOrThrow();
    const t = titleOf(order);
    const actor = await userName(trx, actorId);

    if (input.action === 'transfer') {
      const assignable = await assignableBy(trx, actorId);
      const target =
        assignable &&
        (await trx
          .selectFrom('users')
          .select('user_id')
          .where('user_id', '=', input.to_user_id!)
          .where(assignable)
          .executeTakeFirst());
      if (!target || target.user_id === task.assignee_id)
        throw validation([{ field: 'to_user_id', message: 'WO_TRANSFER_TARGET' }]);
      // the applicant would decide on their own request
      if (target.user_id === order.applicant_id)
        throw validation([{ field: 'to_user_id', message: 'WO_TRANSFER_APPLICANT' }]);
      const holds = await trx
        .selectFrom('wo_tasks')
        .select('task_id')
        .where('work_order_id', '=', order.work_order_id)
        .where('step_no', '=', task.step_no)
        .where('assignee_id', '=', target.user_id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      if (holds) throw validation([{ field: 'to_user_id', message: 'WO_TRANSFER_HOLDS' }]);
      await trx
        .updateTable('wo_tasks')
        .set({ state: 'transferred', decided_at: now, comment })
        .where('task_id', '=', task.task_id)
        .execute();
      await recordHistory(trx, { ...base, action: 'transfer', to_user_id: target.user_id });
      // the new holder inherits the time limit the step started with
      await createTasks(trx, order, step, [target.user_id], now, task.due_at);
      return order;
    }
    if (input.action === 'reject') {
      await trx
        .updateTable('wo_tasks')
        .set({ state: 'rejected', decided_at: now, comment })
        .where('task_id', '=', task.task_id)
        .execute();
      await recordHistory(trx, { ...base, action: 'reject' });
      return finishOrder(trx, order, 'rejected', actorId, comment, now);
    }
    if (input.action === 'return') {
      await trx
        .updateTable('wo_tasks')
        .set({ state: 'returned', decided_at: now, comment })
        .where('task_id', '=', task.task_id)
        .execute();
      await trx
        .updateTable('wo_tasks')
        .set({ state: 'cancelled', decided_at: now })
        .where('work_order_id', '=', order.work_order_id)
        .where('state', '=', 'open')
        .execute();
      await recordHistory(trx, { ...base, action: 'return' });
      const updated = await trx
        .updateTable('work_orders')
        .set({ state: 'returned', updated_at: now })
        .where('work_order_id', '=', order.work_order_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await emitReturned({
        trx,
        event: order.event as WorkOrderEvent,
        work_order_id: order.work_order_id,
        subject_id: String(order.subject_id),
        reason: comment,
        actor_id: actorId,
        now,
      });
      await notifyUsers(
        trx,
        [order.applicant_id],
        {
          title: { zh: `工单已退回：${t.zh}`, en: `Work order returned: ${t.en}` },
          content: {
            zh: `${actor} 退回了您的工单「${t.zh}」，请修改后重新提交。说明：${comment}`,
            en: `${actor} returned your work order "${t.en}" for changes. Comment: ${comment}`,
          },
          link: handleLink(order),
        },
        now,
      );
      return updated;
    }
    // approve
    await trx
      .updateTable('wo_tasks')
      .set({ state: 'approved', decided_at: now, comment })
      .where('task_id', '=', task.task_id)
      .execute();
    await recordHistory(trx, { ...base, action: 'approve' });
    if (step.mode === 'one') {
      await trx
        .updateTable('wo_tasks')
        .set({ state: 'cancelled', decided_at: now })
        .where('work_order_id', '=', order.work_order_id)
        .where('step_no', '=', task.step_no)
        .where('state', '=', 'open')
        .execute();
    }
    const open = await trx
      .selectFrom('wo_tasks')
      .select('task_id')
      .where('work_order_id', '=', order.work_order_id)
      .where('step_no', '=', task.step_no)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (open) return order;
    const next = await activateFrom(trx, order, task.step_no + 1, actorId, now);
    if (next.state === 'pending') {
      await notifyUsers(
        trx,
        [order.applicant_id],
        {
          title: { zh: `工单进展：${t.zh}`, en: `Work order progress: ${t.en}` },
          content: {
            zh: `${actor} 通过了步骤「${step.step_name}」，工单进入下一步。`,
            en: `${actor} approved step "${step.step_name_en || step.step_name}"; the work order moves on.`,
          },
          link: handleLink(order),
        },
        now,
      );
    }
    return next;
  });
}

/** The applicant takes back a work order under review or returned. */
export async function withdrawOrder(
  db: Kysely<Database>,
  actorId: number,
  workOrderId: number,
  comment: string | null,
  now: Date,
): Promise<OrderRow> {
  return db.transaction().execute((trx) => withdrawIn(trx, actorId, workOrderId, comment, now));
}

/** withdrawOrder inside a transaction the caller holds (a domain withdrawing its own submission) */
export async function withdrawIn(
  trx: Trx,
  actorId: number,
  workOrderId: number,
  comment: string | null,
  now: Date,
): Promise<OrderRow> {
  {
    const order = await lockOrder(trx, workOrderId);
    if (!order) throw notFound();
    if (order.applicant_id !== actorId) throw noPermission();
    if (order.state !== 'pending' && order.state !== 'returned') throw invalidState('WO_NOT_WITHDRAWABLE');
    const holders = await trx
      .selectFrom('wo_tasks')
      .select('assignee_id')
      .where('work_order_id', '=', workOrderId)
      .where('state', '=', 'open')
      .execute();
    await recordHistory(trx, {
      work_order_id: workOrderId,
      action: 'withdraw',
      actor_id: actorId,
      step_no: order.current_step_no,
      comment,
      now,
    });
    const t = titleOf(order);
    await notifyUsers(
      trx,
      holders.map((h) => h.assignee_id),
      {
        title: { zh: `工单已撤回：${t.zh}`, en: `Work order withdrawn: ${t.en}` },
        content: {
          zh: `申请人撤回了工单「${t.zh}」，您无需再处理。`,
          en: `The applicant withdrew work order "${t.en}"; nothing is left for you to do.`,
        },
        link: handleLink(order),
      },
      now,
    );
    return finishOrder(trx, order, 'withdrawn', actorId, comment, now);
  }
}

/** The applicant resubmits a returned work order (with the form changed); it runs again from the first step. */
export async function resubmitOrder(
  db: Kysely<Database>,
  actorId: number,
  workOrderId: number,
  form: Record<string, unknown> | undefined,
  comment: string | null,
  now: Date,
): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, workOrderId);
    if (!order) throw notFound();
    if (order.applicant_id !== actorId) throw noPermission();
    if (order.state !== 'returned') throw invalidState('WO_NOT_RETURNED');
    const updated = await trx
      .updateTable('work_orders')
      .set({ state: 'pending', updated_at: now, ...(form ? { form: JSON.stringify(form) } : {}) })
      .where('work_order_id', '=', workOrderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, { work_order_id: workOrderId, action: 'resubmit', actor_id: actorId, comment, now });
    return activateFrom(trx, updated, 1, actorId, now);
  });
}
