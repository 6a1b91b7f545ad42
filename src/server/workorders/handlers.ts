/** The work-order operations of schemas/workorder.yaml: my tasks, handling, the detail, withdraw and resubmit. */
import { requireCaller, type Caller, type Ctx, type Handlers } from '../context.ts';
import { ApiError, notFound, validation } from '../http/errors.ts';
import { sql } from 'kysely';
import { containing } from '../db/like.ts';
import { registerFileReader } from '../files/access.ts';
import { canSee, workOrderDetail } from './detail.ts';
import { handleTask, resubmitOrder, startOrder, withdrawOrder } from './engine.ts';
import { iso, type OrderRow } from './order-rows.ts';
import { taskPage, upcomingPage } from './task-pages.ts';
import { checkForm, storedTemplateFields } from './form.ts';
import { assignableBy } from './assignable.ts';

function orderSummary(o: OrderRow) {
  return {
    work_order_id: o.work_order_id,
    process_id: o.process_id,
    state: o.state,
    current_step_no: o.current_step_no,
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
    if (q.state) base = base.where('work_orders.state', '=', q.state);
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
