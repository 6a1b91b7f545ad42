/** Pages of open tasks: a holder's upcoming tasks and the task manager's list of everybody's. */
import type { Database } from '../db/schema.ts';
import type { Kysely } from 'kysely';
import { containing } from '../db/like.ts';
import { iso } from './order-rows.ts';

export async function upcomingPage(db: Kysely<Database>, userId: number, pageNum: number, pageSize: number, now: Date) {
  return taskPage(db, { assignee: userId }, pageNum, pageSize, now);
}

/** Open tasks of pending work orders: one holder's (upcoming) or everybody's (task manager), optionally overdue only. */
export async function taskPage(
  db: Kysely<Database>,
  f: { assignee?: number; overdue?: boolean; title?: string },
  pageNum: number,
  pageSize: number,
  now: Date,
) {
  let base = db
    .selectFrom('wo_tasks')
    .innerJoin('work_orders', 'work_orders.work_order_id', 'wo_tasks.work_order_id')
    .where('wo_tasks.state', '=', 'open')
    .where('work_orders.state', '=', 'pending');
  if (f.assignee !== undefined) base = base.where('wo_tasks.assignee_id', '=', f.assignee);
  if (f.overdue === true) base = base.where('wo_tasks.due_at', '<=', now);
  if (f.overdue === false)
    base = base.where((eb) => eb.or([eb('wo_tasks.due_at', 'is', null), eb('wo_tasks.due_at', '>', now)]));
  if (f.title) base = base.where('work_orders.title', 'ilike', containing(f.title));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .innerJoin('wo_process_steps', 'wo_process_steps.step_id', 'wo_tasks.step_id')
    .innerJoin('wo_processes', 'wo_processes.process_id', 'work_orders.process_id')
    .leftJoin('users', 'users.user_id', 'work_orders.applicant_id')
    .leftJoin('users as holder', 'holder.user_id', 'wo_tasks.assignee_id')
    .select([
      'wo_tasks.task_id',
      'wo_tasks.assignee_id',
      'holder.user_name as holder_name',
      'holder.user_real_name as holder_real_name',
      'wo_tasks.work_order_id',
      'work_orders.process_id',
      'work_orders.title',
      'work_orders.title_en',
      'work_orders.event',
      'wo_tasks.step_no',
      'wo_process_steps.step_name',
      'wo_process_steps.step_name_en',
      'wo_processes.process_name',
      'wo_processes.process_name_en',
      'work_orders.applicant_id',
      'users.user_name',
      'users.user_real_name',
      'wo_tasks.created_at',
      'wo_tasks.due_at',
    ])
    .orderBy('wo_tasks.task_id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      task_id: r.task_id,
      work_order_id: r.work_order_id,
      process_id: r.process_id,
      title: r.title,
      title_en: r.title_en,
      event: r.event,
      step_no: r.step_no,
      step_name: r.step_name,
      step_name_en: r.step_name_en,
      process_name: r.process_name,
      process_name_en: r.process_name_en,
      applicant_id: r.applicant_id,
      applicant_name: r.user_real_name || r.user_name,
      created_at: iso(r.created_at),
      due_at: iso(r.due_at),
      assignee_id: r.assignee_id,
      assignee_name: r.holder_real_name || r.holder_name,
      overdue: !!r.due_at && new Date(r.due_at) <= now,
    })),
    total: Number(total),
    page_num: pageNum,
    page_size: pageSize,
  };
}
