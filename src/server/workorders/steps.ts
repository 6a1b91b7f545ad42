/**
 * Steps of a process version and how a work order moves onto one: conditions that skip a step, the approvers who
 * get a task each (with the step's time limit as the deadline), and the notice each of them receives.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notifyUsers } from '../notices/notify.ts';
import { platformAdmins, resolveApprovers } from './approvers.ts';
import { finishOrder } from './finish.ts';
import { recordHistory } from './history.ts';
import { handleLink, titleOf, type OrderRow, type StepRow, type Trx } from './order-rows.ts';
import type { SkipCondition } from './shapes.ts';

const HOUR_MS = 3600_000;

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

/** One open task per assignee on the step; `dueAt` overrides the step's time limit (a transfer keeps the old one). */
export async function createTasks(
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
export async function activateFrom(
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
      await recordHistory(trx, {
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
  return finishOrder(trx, order, 'approved', actorId, null, now);
}
