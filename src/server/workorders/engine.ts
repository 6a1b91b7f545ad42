/**
 * The approval engine: starting a work order on its process's current version, activating steps (skipping those
 * whose condition holds, one task per approver), decisions under row locks, return and resubmit, withdraw, and
 * the expiry sweep. Every function here runs inside the caller's transaction or opens its own; a decision locks
 * the work order first and then the task, so two decisions on one work order serialize and the second sees the
 * first's result (409 INVALID_STATE).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WoProcessSteps, WoTasks, WorkOrders } from '../db/schema.ts';
import { ApiError, invalidState, noPermission, notFound, validation } from '../http/errors.ts';
import { notifyUsers } from '../notices/notify.ts';
import { platformAdmins, resolveApprovers } from './approvers.ts';
import { assignableBy } from './assignable.ts';
import { activeAuditScope } from '../audit/context.ts';
import { emitOutcome, emitReturned, type WorkOrderEvent } from './registry.ts';
import type { SkipCondition } from './shapes.ts';

type Trx = Transaction<Database>;
export type OrderRow = Selectable<WorkOrders>;
export type StepRow = Selectable<WoProcessSteps>;
export type TaskRow = Selectable<WoTasks>;

const HOUR_MS = 3600_000;

export const handleLink = (o: { work_order_id: number; process_id: number }) =>
  `/process/handle-ticket?work_order_id=${o.work_order_id}&process_id=${o.process_id}`;

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

export async function loadSteps(db: Trx | Kysely<Database>, processVersionId: number): Promise<StepRow[]> {
  return db
    .selectFrom('wo_process_steps')
    .selectAll()
    .where('process_version_id', '=', processVersionId)
    .orderBy('step_no')
    .execute();
}

/** true when the step's condition holds on the form, i.e. the step is skipped */
export function skipApplies(cond: SkipCondition | null | undefined, form: Record<string, unknown>): boolean {
  if (!cond || !cond.field) return false;
  const v = form[cond.field];
  const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (cond.op === 'empty') return empty;
  if (cond.op === 'not_empty') return !empty;
  if (empty) return false;
  const num = (x: unknown) => (typeof x === 'number' ? x : Number(x));
  switch (cond.op) {
    case 'eq':
      return String(v) === String(cond.value);
    case 'ne':
      return String(v) !== String(cond.value);
    case 'lt':
      return num(v) < num(cond.value);
    case 'lte':
      return num(v) <= num(cond.value);
    case 'gt':
      return num(v) > num(cond.value);
    case 'gte':
      return num(v) >= num(cond.value);
    default:
      return false;
  }
}

async function history(
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

async function userName(trx: Trx, id: number | null): Promise<string> {
  if (!id) return '';
  const u = await trx
    .selectFrom('users')
    .select(['user_name', 'user_real_name'])
    .where('user_id', '=', id)
    .executeTakeFirst();
  return u ? u.user_real_name || u.user_name : String(id);
}

const titleOf = (o: OrderRow) => ({ zh: o.title, en: o.title_en || o.title });

async function createTasks(
  trx: Trx,
  order: OrderRow,
  step: StepRow,
  assignees: number[],
  now: Date,
  dueAt?: Date | null,
) {
  const due =
    dueAt !== undefined
      ? dueAt
      : step.time_limit_hours
        ? new Date(now.getTime() + step.time_limit_hours * HOUR_MS)
        : null;
  await trx
    .insertInto('wo_tasks')
    .values(
      assignees.map((assignee_id) => ({
        work_order_id: order.work_order_id,
        step_id: step.step_id,
        step_no: step.step_no,
        assignee_id,
        state: 'open' as const,
        due_at: due,
        reminded_at: null,
        decided_at: null,
        comment: null,
        created_at: now,
      })),
    )
    .execute();
  const t = titleOf(order);
  await notifyUsers(
    trx,
    assignees,
    {
      title: { zh: `待审批：${t.zh}`, en: `Waiting for your approval: ${t.en}` },
      content: {
        zh: `工单「${t.zh}」的步骤「${step.step_name}」等待您审批。`,
        en: `Step "${step.step_name_en || step.step_name}" of work order "${t.en}" is waiting for your approval.`,
      },
      link: handleLink(order),
    },
    now,
  );
}

/** Activates the first step at or after `fromStepNo` whose condition does not skip it; none left → approved. */
async function activateFrom(
  trx: Trx,
  order: OrderRow,
  fromStepNo: number,
  actorId: number,
  now: Date,
): Promise<OrderRow> {
  const steps = (await loadSteps(trx, order.process_version_id)).filter((s) => s.step_no >= fromStepNo);
  const form = (order.form ?? {}) as Record<string, unknown>;
  for (const step of steps) {
    if (skipApplies(step.skip_condition as SkipCondition | null, form)) {
      await history(trx, {
        work_order_id: order.work_order_id,
        action: 'skip',
        actor_id: null,
        step_no: step.step_no,
        now,
      });
      continue;
    }
    let assignees = await resolveApprovers(
      trx,
      step.approver_kind,
      (step.approver_ids ?? []) as number[],
      order.subject_owner_id,
    );
    // a step nobody can hold would block the order for ever: platform admins take it
    if (!assignees.length) assignees = await platformAdmins(trx);
    const updated = await trx
      .updateTable('work_orders')
      .set({ current_step_no: step.step_no, state: 'pending', updated_at: now })
      .where('work_order_id', '=', order.work_order_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await createTasks(trx, updated, step, assignees, now);
    return updated;
  }
  return finish(trx, order, 'approved', actorId, null, now);
}

/** Ends the work order, closes its open tasks, tells the applicant and calls the event's outcome handlers. */
async function finish(
  trx: Trx,
  order: OrderRow,
  outcome: 'approved' | 'rejected' | 'withdrawn',
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
  await history(trx, { work_order_id: order.work_order_id, action: 'submit', actor_id: input.applicant_id, now });
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

/** Locks the work order, then re-reads its state: what a decision stands on. */
async function lockOrder(trx: Trx, workOrderId: number): Promise<OrderRow | undefined> {
  return trx
    .selectFrom('work_orders')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .forUpdate()
    .executeTakeFirst();
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
      await history(trx, { ...base, action: 'transfer', to_user_id: target.user_id });
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
      await history(trx, { ...base, action: 'reject' });
      return finish(trx, order, 'rejected', actorId, comment, now);
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
      await history(trx, { ...base, action: 'return' });
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
    await history(trx, { ...base, action: 'approve' });
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
    await history(trx, {
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
    return finish(trx, order, 'withdrawn', actorId, comment, now);
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
    await history(trx, { work_order_id: workOrderId, action: 'resubmit', actor_id: actorId, comment, now });
    return activateFrom(trx, updated, 1, actorId, now);
  });
}

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
        await history(trx, {
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
        await history(trx, {
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
      await history(trx, { work_order_id, action: 'expire', actor_id: null, task_id, step_no: task.step_no, now });
      await finish(trx, order, 'rejected', task.assignee_id, 'timeout', now);
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
