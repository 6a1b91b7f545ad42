/** The work-order operations of schemas/workorder.yaml: my tasks, handling, the detail, withdraw and resubmit. */
import { isPlatformAdmin } from '../auth/permissions.ts';
import { requireCaller, type Caller, type Ctx, type Handlers } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, notFound, validation } from '../http/errors.ts';
import { sql, type Kysely } from 'kysely';
import { containing } from '../db/like.ts';
import { registerFileReader } from '../files/access.ts';
import { handleTask, resubmitOrder, startOrder, withdrawOrder } from './engine.ts';
import type { OrderRow } from './order-rows.ts';
import { loadSteps } from './steps.ts';
import { checkForm, storedTemplateFields } from './form.ts';
import { assignableBy } from './assignable.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function orderSummary(o: OrderRow) {
  return {
    work_order_id: o.work_order_id,
    process_id: o.process_id,
    state: o.state,
    current_step_no: o.current_step_no,
  };
}

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
  const history = await db
    .selectFrom('wo_history')
    .leftJoin('users as a', 'a.user_id', 'wo_history.actor_id')
    .leftJoin('users as t', 't.user_id', 'wo_history.to_user_id')
    .select([
      'wo_history.history_id',
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
    .where('wo_history.work_order_id', '=', workOrderId)
    .orderBy('wo_history.history_id')
    .execute();
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

const page = (ctx: Ctx) => ({ num: Number(ctx.query?.page_num ?? 1), size: Number(ctx.query?.page_size ?? 10) });

export const workOrderHandlers: Handlers = {
  async taskUpcomingPage(ctx) {
    const caller = requireCaller(ctx);
    const p = page(ctx);
    return upcomingPage(ctx.deps.db, caller.user_id, p.num, p.size, ctx.deps.now());
  },
  async workOrderHandle(ctx) {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    const order = await handleTask(ctx.deps.db, caller.user_id, b, ctx.deps.now());
    const fresh = await ctx.deps.db
      .selectFrom('work_orders')
      .selectAll()
      .where('work_order_id', '=', order.work_order_id)
      .executeTakeFirstOrThrow();
    return orderSummary(fresh);
  },
  async workOrderStartable(ctx) {
    const db = ctx.deps.db;
    const rows = await db
      .selectFrom('wo_processes')
      .leftJoin('wo_templates', (j) =>
        j.onRef('wo_templates.template_id', '=', 'wo_processes.template_id').on('wo_templates.state', '=', 1),
      )
      .select([
        'wo_processes.process_id',
        'wo_processes.process_name',
        'wo_processes.process_name_en',
        'wo_processes.description',
        'wo_templates.template_id',
        'wo_templates.template_name',
        'wo_templates.template_name_en',
        'wo_templates.fields',
      ])
      .where('wo_processes.event', '=', 'general')
      .where('wo_processes.state', '=', 1)
      .where('wo_processes.current_version', '>', 0)
      .orderBy('wo_processes.process_id')
      .execute();
    return rows.map((r) => ({
      process_id: r.process_id,
      process_name: r.process_name,
      process_name_en: r.process_name_en,
      description: r.description,
      template: r.template_id
        ? {
            template_id: r.template_id,
            template_name: r.template_name,
            template_name_en: r.template_name_en,
            fields: r.fields,
          }
        : null,
    }));
  },
  async workOrderCreate(ctx) {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    const db = ctx.deps.db;
    const process = await db
      .selectFrom('wo_processes')
      .select(['process_id', 'template_id'])
      .where('process_id', '=', b.process_id)
      .where('event', '=', 'general')
      .where('state', '=', 1)
      .executeTakeFirst();
    if (!process)
      throw validation([{ field: 'process_id', message: 'field.invalid', params: { field: 'process_id' } }]);
    const template = process.template_id
      ? await db
          .selectFrom('wo_templates')
          .select('fields')
          .where('template_id', '=', process.template_id)
          .executeTakeFirst()
      : undefined;
    const errors = await checkForm(db, storedTemplateFields(template?.fields), b.form, caller.user_id, ctx.lang);
    if (errors.length) throw new ApiError(400, 'VALIDATION_FAILED', 'WO_FORM_INVALID', {}, errors);
    const user = await db
      .selectFrom('users')
      .select('enterprise_id')
      .where('user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    const now = ctx.deps.now();
    const started = await db.transaction().execute((trx) =>
      startOrder(
        trx,
        {
          event: 'general',
          process_id: process.process_id,
          subject_id: `general:${caller.user_id}`,
          subject_owner_id: null,
          title: b.title.trim(),
          form: b.form,
          applicant_id: caller.user_id,
          enterprise_id: user.enterprise_id,
        },
        now,
      ),
    );
    const order = await db
      .selectFrom('work_orders')
      .selectAll()
      .where('work_order_id', '=', started.work_order_id)
      .executeTakeFirstOrThrow();
    return orderSummary(order);
  },
  async workOrderRelatedPage(ctx) {
    const caller = requireCaller(ctx);
    const p = page(ctx);
    const q = ctx.query;
    const db = ctx.deps.db;
    const handled = db
      .selectFrom('wo_history')
      .select('wo_history.work_order_id')
      .where('wo_history.actor_id', '=', caller.user_id)
      .where('wo_history.action', 'in', ['approve', 'reject', 'return', 'transfer']);
    let base = db.selectFrom('work_orders').where((eb) => {
      const applied = eb('work_orders.applicant_id', '=', caller.user_id);
      const did = eb('work_orders.work_order_id', 'in', handled);
      return q.relation === 'applied' ? applied : q.relation === 'handled' ? did : eb.or([applied, did]);
    });
    if (q.state) base = base.where('work_orders.state', '=', q.state as OrderRow['state']);
    if (q.title)
      base = base.where((eb) =>
        eb.or([
          eb('work_orders.title', 'ilike', containing(q.title!)),
          eb('work_orders.title_en', 'ilike', containing(q.title!)),
        ]),
      );
    const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
    const rows = await base
      .innerJoin('wo_processes', 'wo_processes.process_id', 'work_orders.process_id')
      .leftJoin('users', 'users.user_id', 'work_orders.applicant_id')
      .select([
        'work_orders.work_order_id',
        'work_orders.process_id',
        'wo_processes.process_name',
        'wo_processes.process_name_en',
        'work_orders.title',
        'work_orders.title_en',
        'work_orders.event',
        'work_orders.state',
        'work_orders.current_step_no',
        'work_orders.applicant_id',
        'users.user_name',
        'users.user_real_name',
        'work_orders.created_at',
        'work_orders.finished_at',
      ])
      .orderBy('work_orders.work_order_id', 'desc')
      .limit(p.size)
      .offset((p.num - 1) * p.size)
      .execute();
    return {
      list: rows.map((r) => ({
        work_order_id: r.work_order_id,
        process_id: r.process_id,
        process_name: r.process_name,
        process_name_en: r.process_name_en,
        title: r.title,
        title_en: r.title_en,
        event: r.event,
        state: r.state,
        current_step_no: r.current_step_no,
        applicant_id: r.applicant_id,
        applicant_name: r.user_real_name || r.user_name,
        relation: r.applicant_id === caller.user_id ? 'applied' : 'handled',
        created_at: iso(r.created_at),
        finished_at: iso(r.finished_at),
      })),
      total: Number(total),
      page_num: p.num,
      page_size: p.size,
    };
  },
  async workOrderSummary(ctx) {
    const caller = requireCaller(ctx);
    const db = ctx.deps.db;
    const applied = await db
      .selectFrom('work_orders')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('applicant_id', '=', caller.user_id)
      .groupBy('state')
      .execute();
    const n = (st?: string) => applied.filter((r) => !st || r.state === st).reduce((a, r) => a + Number(r.n), 0);
    const [handled] = await db
      .selectFrom('wo_history')
      .select(sql<number>`count(distinct work_order_id)`.as('n'))
      .where('actor_id', '=', caller.user_id)
      .where('action', 'in', ['approve', 'reject', 'return', 'transfer'])
      .execute();
    const [waiting] = await db
      .selectFrom('wo_tasks')
      .innerJoin('work_orders', 'work_orders.work_order_id', 'wo_tasks.work_order_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('wo_tasks.assignee_id', '=', caller.user_id)
      .where('wo_tasks.state', '=', 'open')
      .where('work_orders.state', '=', 'pending')
      .execute();
    // hours from submission to the final decision, over my finished applications that were decided (not withdrawn)
    const [decision] = await db
      .selectFrom('work_orders')
      .select(sql<number | null>`avg(extract(epoch from (finished_at - created_at)) / 3600.0)`.as('h'))
      .where('applicant_id', '=', caller.user_id)
      .where('state', 'in', ['approved', 'rejected'])
      .execute();
    // hours from a task reaching me to my decision
    const [handling] = await db
      .selectFrom('wo_tasks')
      .select(sql<number | null>`avg(extract(epoch from (decided_at - created_at)) / 3600.0)`.as('h'))
      .where('assignee_id', '=', caller.user_id)
      .where('state', 'in', ['approved', 'rejected', 'returned', 'transferred'])
      .execute();
    const round = (h: unknown) => (h === null || h === undefined ? null : Math.round(Number(h) * 10) / 10);
    return {
      applied: n(),
      applied_pending: n('pending') + n('returned'),
      applied_approved: n('approved'),
      applied_rejected: n('rejected'),
      handled: Number(handled.n),
      waiting: Number(waiting.n),
      avg_decision_hours: round(decision.h),
      avg_handling_hours: round(handling.h),
    };
  },
  async taskAdminPage(ctx) {
    requireCaller(ctx);
    const p = page(ctx);
    const q = ctx.query;
    return taskPage(ctx.deps.db, { overdue: q.overdue, title: q.title }, p.num, p.size, ctx.deps.now());
  },
  async taskReassign(ctx) {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    const order = await handleTask(
      ctx.deps.db,
      caller.user_id,
      { task_id: b.task_id, action: 'transfer', to_user_id: b.to_user_id, comment: b.comment },
      ctx.deps.now(),
      true,
    );
    const fresh = await ctx.deps.db
      .selectFrom('work_orders')
      .selectAll()
      .where('work_order_id', '=', order.work_order_id)
      .executeTakeFirstOrThrow();
    return orderSummary(fresh);
  },
  async workOrderUserSearch(ctx) {
    const caller = requireCaller(ctx);
    const text = String(ctx.query.q).trim();
    const assignable = await assignableBy(ctx.deps.db, caller.user_id);
    if (!assignable) return [];
    return ctx.deps.db
      .selectFrom('users')
      .select(['user_id', 'user_name', 'user_real_name'])
      .where(assignable)
      .where((eb) =>
        eb.or([eb('user_name', 'ilike', containing(text)), eb('user_real_name', 'ilike', containing(text))]),
      )
      .orderBy('user_name')
      .limit(20)
      .execute();
  },
  async workOrderDetail(ctx) {
    const caller = requireCaller(ctx);
    return workOrderDetail(ctx.deps.db, caller, Number(ctx.query.work_order_id), ctx.deps.now());
  },
  async workOrderWithdraw(ctx) {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    await visibleOr404(ctx, caller, b.work_order_id);
    return orderSummary(
      await withdrawOrder(ctx.deps.db, caller.user_id, b.work_order_id, b.comment?.trim() || null, ctx.deps.now()),
    );
  },
  async workOrderResubmit(ctx) {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    await visibleOr404(ctx, caller, b.work_order_id);
    return orderSummary(
      await resubmitOrder(
        ctx.deps.db,
        caller.user_id,
        b.work_order_id,
        b.form,
        b.comment?.trim() || null,
        ctx.deps.now(),
      ),
    );
  },
};

async function visibleOr404(ctx: Ctx, caller: Caller, workOrderId: number) {
  const order = await ctx.deps.db
    .selectFrom('work_orders')
    .select(['work_order_id', 'applicant_id'])
    .where('work_order_id', '=', workOrderId)
    .executeTakeFirst();
  if (!order || !(await canSee(ctx.deps.db, caller, order))) throw notFound();
}

// a work order's files (form file fields, attachments of its actions) are readable by whoever may read the work order
registerFileReader(async (deps, caller, file) => {
  const db = deps.db;
  const orders = await db
    .selectFrom('work_orders')
    .select(['work_order_id', 'applicant_id'])
    .where((eb) =>
      eb.or([
        eb(
          'work_order_id',
          'in',
          db
            .selectFrom('wo_history')
            .select('work_order_id')
            .where(sql<boolean>`attachments @> ${JSON.stringify([file.file_id])}::jsonb`),
        ),
        eb(sql`form::text`, 'like', `%${file.file_id}%`),
      ]),
    )
    .limit(50)
    .execute();
  for (const o of orders) if (await canSee(db, caller, o)) return true;
  return false;
});
