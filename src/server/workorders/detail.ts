/** A work order as its detail page shows it, and who may read it at all. */
import { isPlatformAdmin } from '../auth/permissions.ts';
import type { Caller } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Kysely } from 'kysely';
import { historyWithNames } from './history.ts';
import { iso } from './order-rows.ts';
import { loadSteps } from './steps.ts';

/** The applicant, whoever holds or held one of its tasks, and platform admins may read a work order; others get 404. */
export async function canSee(
  db: Kysely<Database>,
  caller: Caller,
  order: { work_order_id: number; applicant_id: number },
): Promise<boolean> {
  if (order.applicant_id === caller.user_id || isPlatformAdmin(caller)) return true;
  const t = await db
    .selectFrom('wo_tasks')
    .select('task_id')
    .where('work_order_id', '=', order.work_order_id)
    .where('assignee_id', '=', caller.user_id)
    .executeTakeFirst();
  return !!t;
}

export async function workOrderDetail(db: Kysely<Database>, caller: Caller, workOrderId: number, now: Date) {
  const order = await db
    .selectFrom('work_orders')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .executeTakeFirst();
  if (!order || !(await canSee(db, caller, order))) throw notFound();
  const process = await db
    .selectFrom('wo_processes')
    .select(['process_name', 'process_name_en', 'template_id'])
    .where('process_id', '=', order.process_id)
    .executeTakeFirstOrThrow();
  const version = await db
    .selectFrom('wo_process_versions')
    .select('version')
    .where('process_version_id', '=', order.process_version_id)
    .executeTakeFirstOrThrow();
  const steps = await loadSteps(db, order.process_version_id);
  const tasks = await db
    .selectFrom('wo_tasks')
    .leftJoin('users', 'users.user_id', 'wo_tasks.assignee_id')
    .select([
      'wo_tasks.task_id',
      'wo_tasks.step_no',
      'wo_tasks.assignee_id',
      'wo_tasks.state',
      'wo_tasks.due_at',
      'wo_tasks.decided_at',
      'wo_tasks.comment',
      'wo_tasks.created_at',
      'users.user_name',
      'users.user_real_name',
    ])
    .where('wo_tasks.work_order_id', '=', workOrderId)
    .orderBy('wo_tasks.task_id')
    .execute();
  const history = await historyWithNames(db).where('wo_history.work_order_id', '=', workOrderId).execute();
  const applicant = await db
    .selectFrom('users')
    .select(['user_name', 'user_real_name'])
    .where('user_id', '=', order.applicant_id)
    .executeTakeFirst();
  const template = process.template_id
    ? await db
        .selectFrom('wo_templates')
        .select(['template_id', 'template_name', 'template_name_en', 'fields'])
        .where('template_id', '=', process.template_id)
        .executeTakeFirst()
    : undefined;
  // skips after the last (re)submission tell which steps this round passed over
  const lastSubmit = Math.max(
    0,
    ...history.filter((h) => h.action === 'submit' || h.action === 'resubmit').map((h) => h.history_id),
  );
  const skipped = new Set(
    history.filter((h) => h.action === 'skip' && h.history_id > lastSubmit).map((h) => h.step_no),
  );
  const stepState = (no: number) => {
    if (skipped.has(no)) return 'skipped';
    if (order.state === 'pending' || order.state === 'returned') {
      if (order.current_step_no === no) return order.state === 'returned' ? 'returned' : 'current';
      return no < (order.current_step_no ?? 0) ? 'done' : 'waiting';
    }
    const decided = tasks.filter((t) => t.step_no === no && ['approved', 'rejected'].includes(t.state));
    if (decided.some((t) => t.state === 'rejected')) return 'rejected';
    if (decided.length) return 'done';
    return order.state === 'approved' ? 'done' : 'waiting';
  };
  const mine = tasks.find((t) => t.assignee_id === caller.user_id && t.state === 'open' && order.state === 'pending');
  const name = (u: string | null, r: string | null) => r || u || null;
  return {
    work_order_id: order.work_order_id,
    process_id: order.process_id,
    process_name: process.process_name,
    process_name_en: process.process_name_en,
    process_version: version.version,
    event: order.event,
    subject_id: order.subject_id,
    title: order.title,
    title_en: order.title_en,
    form: order.form,
    state: order.state,
    current_step_no: order.current_step_no,
    applicant_id: order.applicant_id,
    applicant_name: applicant ? name(applicant.user_name, applicant.user_real_name) : null,
    created_at: iso(order.created_at),
    finished_at: iso(order.finished_at),
    template: template
      ? {
          template_id: template.template_id,
          template_name: template.template_name,
          template_name_en: template.template_name_en,
          fields: template.fields,
        }
      : null,
    my_task_id: mine?.task_id ?? null,
    can_withdraw: order.applicant_id === caller.user_id && (order.state === 'pending' || order.state === 'returned'),
    can_resubmit: order.applicant_id === caller.user_id && order.state === 'returned',
    steps: steps.map((s) => ({
      step_no: s.step_no,
      step_name: s.step_name,
      step_name_en: s.step_name_en,
      approver_kind: s.approver_kind,
      mode: s.mode,
      approver_ids: s.approver_ids,
      skip_condition: s.skip_condition,
      time_limit_hours: s.time_limit_hours,
      expiry_action: s.expiry_action,
      state: stepState(s.step_no),
      tasks: tasks
        .filter((t) => t.step_no === s.step_no)
        .map((t) => ({
          task_id: t.task_id,
          assignee_id: t.assignee_id,
          assignee_name: name(t.user_name, t.user_real_name),
          state: t.state,
          due_at: iso(t.due_at),
          decided_at: iso(t.decided_at),
          comment: t.comment,
          overdue: t.state === 'open' && !!t.due_at && new Date(t.due_at) <= now,
        })),
    })),
    history: history.map((h) => ({
      history_id: h.history_id,
      step_no: h.step_no,
      action: h.action,
      actor_id: h.actor_id,
      actor_name: name(h.actor_user_name, h.actor_real_name),
      comment: h.comment,
      to_user_id: h.to_user_id,
      to_user_name: name(h.to_user_name, h.to_real_name),
      via_agent_client: h.via_agent_client,
      attachments: h.attachments,
      created_at: iso(h.created_at),
    })),
  };
}
