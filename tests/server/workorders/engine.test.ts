/**
 * The work-order engine on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres): seeded review
 * processes, one-of and all-of steps, conditional skips, return and resubmit, transfer, withdraw, expiry with the
 * injected clock, process versioning, the row lock (20 parallel approvals → one counts), who may handle and read,
 * the outcome callback inside the deciding transaction, and an append-only history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type NewUser } from '../auth/fixtures.ts';
import { startTestApp, type TestApp } from '../helpers.ts';
import {
  startWorkOrder,
  onWorkOrderOutcome,
  openWorkOrder,
  withdrawWorkOrder,
  type WorkOrderOutcome,
} from '../../../src/server/workorders/events.ts';
import { isolateOutcomes, offWorkOrderOutcome } from '../../../src/server/workorders/registry.ts';
import { startOrder, type StartInput } from '../../../src/server/workorders/engine.ts';
import { sweepExpiredTasks } from '../../../src/server/workorders/deadlines.ts';
import { saveProcessVersion, type StepInput } from '../../../src/server/workorders/processes.ts';

let t: TestApp;
const tickets = new Map<number, string>();
const users: Record<string, NewUser> = {};
let adminId: number;
let providerId: number;
let developerId: number;

const db = () => t.deps.db;
const userId = async (name: string) =>
  (await db().selectFrom('users').select('user_id').where('user_name', '=', name).executeTakeFirstOrThrow()).user_id;

async function ticketOf(id: number): Promise<string> {
  if (!tickets.has(id)) {
    const u = Object.values(users).find((x) => x.user_id === id);
    tickets.set(
      id,
      u
        ? await t.login(u.user_name, u.md5)
        : await t.login(id === adminId ? 'admin' : id === providerId ? 'provider' : 'developer'),
    );
  }
  return tickets.get(id)!;
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userIdOf: number, payload?: unknown, lang = 'zh') {
  const r = await t.app.inject({
    method,
    url,
    payload: payload as any,
    headers: { ticket: await ticketOf(userIdOf), language: lang },
  });
  return { status: r.statusCode, body: r.json() };
}
const handle = (by: number, task_id: number, action: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/workorder/workorder/handle', by, { task_id, action, ...extra });
const detail = async (by: number, id: number) => call('GET', `/workorder/workorder/detail?work_order_id=${id}`, by);
const openTasks = (workOrderId: number) =>
  db()
    .selectFrom('wo_tasks')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .where('state', '=', 'open')
    .orderBy('task_id')
    .execute();
const orderState = async (id: number) =>
  (await db().selectFrom('work_orders').select('state').where('work_order_id', '=', id).executeTakeFirstOrThrow())
    .state;

async function makeProcess(name: string, steps: StepInput[]): Promise<number> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const now = t.deps.now();
      const p = await trx
        .insertInto('wo_processes')
        .values({
          process_name: name,
          process_name_en: name,
          description: null,
          event: 'general',
          template_id: null,
          state: 1,
          built_in: 0,
          created_at: now,
          updated_at: now,
          created_by: adminId,
        })
        .returning('process_id')
        .executeTakeFirstOrThrow();
      await saveProcessVersion(trx, p.process_id, steps, adminId, now);
      return p.process_id;
    });
}

async function start(input: Partial<StartInput> & { process_id?: number }) {
  return db()
    .transaction()
    .execute((trx) =>
      startOrder(
        trx,
        {
          event: 'general',
          subject_id: 'x',
          subject_owner_id: null,
          title: '测试工单',
          title_en: 'Test order',
          form: {},
          applicant_id: developerId,
          enterprise_id: null,
          ...input,
        },
        t.deps.now(),
      ),
    );
}

const userStep = (ids: number[], mode: 'one' | 'all' = 'one', extra: Partial<StepInput> = {}): StepInput => ({
  step_name: '审批',
  step_name_en: 'Approve',
  approver_kind: 'user',
  approver_ids: ids,
  mode,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  adminId = await userId('admin');
  providerId = await userId('provider');
  developerId = await userId('developer');
  for (const n of ['wo_a', 'wo_b', 'wo_c', 'wo_d']) users[n] = await createUser(t, n);
});
afterAll(async () => {
  await t.dispose();
});

describe('seeded review processes', () => {
  it('bind every product event to an enabled process, access_apply with the subject owner then a platform admin', async () => {
    const rows = await db()
      .selectFrom('wo_processes')
      .select(['process_id', 'event', 'current_version'])
      .where('built_in', '=', 1)
      .execute();
    expect(rows.map((r) => r.event).sort()).toEqual([
      'access_apply',
      'bill_dispute',
      'enterprise_auth',
      'general',
      'group_publish',
      'group_upgrade',
      'role_apply',
    ]);
    const access = rows.find((r) => r.event === 'access_apply')!;
    const v = await db()
      .selectFrom('wo_process_versions')
      .select('process_version_id')
      .where('process_id', '=', access.process_id)
      .where('version', '=', access.current_version)
      .executeTakeFirstOrThrow();
    const steps = await db()
      .selectFrom('wo_process_steps')
      .select(['step_no', 'approver_kind'])
      .where('process_version_id', '=', v.process_version_id)
      .orderBy('step_no')
      .execute();
    expect(steps).toEqual([
      { step_no: 1, approver_kind: 'subject_owner' },
      { step_no: 2, approver_kind: 'platform_admin' },
    ]);
  });
});

describe('access application through two steps', () => {
  it('goes to the provider, then a platform admin; calls the outcome inside the deciding transaction; notifies', async () => {
    const seen: Array<{ outcome: string; stateInside: string; subject: string }> = [];
    const h = async (o: WorkOrderOutcome) => {
      const row = await o.trx
        .selectFrom('work_orders')
        .select('state')
        .where('work_order_id', '=', o.work_order_id)
        .executeTakeFirstOrThrow();
      seen.push({ outcome: o.outcome, stateInside: row.state, subject: o.subject_id });
    };
    const restore = isolateOutcomes('access_apply');
    onWorkOrderOutcome('access_apply', h);
    try {
      const { work_order_id, process_id } = await db()
        .transaction()
        .execute((trx) =>
          startWorkOrder(
            trx,
            {
              event: 'access_apply',
              subject_id: '42',
              subject_owner_id: providerId,
              title: '申请天气分组',
              title_en: 'Apply for weather',
              form: { group_id: 42, reason: 'demo' },
              applicant_id: developerId,
              enterprise_id: null,
            },
            t.deps.now(),
          ),
        );
      expect(process_id).toBeGreaterThan(0);

      const provTasks = await call('GET', '/workorder/workorder/task/upcoming/page?page_size=50', providerId);
      const mine = provTasks.body.data.list.find((x: any) => x.work_order_id === work_order_id);
      expect(mine).toMatchObject({ process_id, title: '申请天气分组', step_no: 1 });
      const adminTasks = await call('GET', '/workorder/workorder/task/upcoming/page?page_size=50', adminId);
      expect(adminTasks.body.data.list.some((x: any) => x.work_order_id === work_order_id)).toBe(false);

      // the developer does not hold the task
      const denied = await handle(developerId, mine.task_id, 'approve');
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('NO_PERMISSION');

      const r1 = await handle(providerId, mine.task_id, 'approve', { comment: '同意' });
      expect(r1.status).toBe(200);
      expect(r1.body.data).toMatchObject({ work_order_id, state: 'pending', current_step_no: 2 });
      const [adminTask] = await openTasks(work_order_id);
      expect(adminTask.assignee_id).toBe(adminId);

      const d1 = await detail(developerId, work_order_id);
      expect(d1.body.data.steps.map((s: any) => s.state)).toEqual(['done', 'current']);

      const r2 = await handle(adminId, adminTask.task_id, 'approve');
      expect(r2.body.data.state).toBe('approved');
      expect(seen).toEqual([{ outcome: 'approved', stateInside: 'approved', subject: '42' }]);

      const d = await detail(developerId, work_order_id);
      expect(d.body.data).toMatchObject({ state: 'approved', form: { group_id: 42 } });
      expect(d.body.data.history.map((x: any) => x.action)).toEqual(['submit', 'approve', 'approve']);
      expect(d.body.data.history[1]).toMatchObject({ actor_id: providerId, step_no: 1, comment: '同意' });
      const notices = await (db() as any)
        .selectFrom('notices')
        .select(['notice_title', 'link'])
        .where('audience_user_id', '=', developerId)
        .where('link', 'like', `%work_order_id=${work_order_id}&%`)
        .execute();
      expect(notices.some((n: any) => n.notice_title.includes('已通过'))).toBe(true);
      const provNotice = await (db() as any)
        .selectFrom('notices')
        .select('notice_title')
        .where('audience_user_id', '=', providerId)
        .where('link', 'like', `%work_order_id=${work_order_id}&%`)
        .execute();
      expect(provNotice.length).toBeGreaterThan(0);

      // an outsider can neither read it nor handle a closed task
      expect((await detail(users.wo_a.user_id, work_order_id)).status).toBe(404);
      expect((await handle(adminId, adminTask.task_id, 'approve')).status).toBe(409);
    } finally {
      offWorkOrderOutcome('access_apply', h);
      restore();
    }
  });

  it('rolls the decision back when the outcome handler fails', async () => {
    const h = async () => {
      throw new Error('domain refused');
    };
    const restore = isolateOutcomes('role_apply');
    onWorkOrderOutcome('role_apply', h);
    try {
      const { work_order_id } = await db()
        .transaction()
        .execute((trx) =>
          startWorkOrder(
            trx,
            {
              event: 'role_apply',
              subject_id: String(developerId),
              subject_owner_id: null,
              title: '申请提供方角色',
              form: {},
              applicant_id: developerId,
              enterprise_id: null,
            },
            t.deps.now(),
          ),
        );
      const [task] = await openTasks(work_order_id);
      const r = await handle(adminId, task.task_id, 'approve');
      expect(r.status).toBe(500);
      expect(await orderState(work_order_id)).toBe('pending');
      expect((await openTasks(work_order_id)).length).toBe(1);
    } finally {
      offWorkOrderOutcome('role_apply', h);
      restore();
    }
  });
});

describe('steps', () => {
  const cases: Array<{ name: string; mode: 'one' | 'all'; deciders: string[]; after: string[] }> = [
    { name: 'one-of: the first approval decides the step', mode: 'one', deciders: ['wo_a'], after: ['approved'] },
    {
      name: 'all-of: every approver must approve',
      mode: 'all',
      deciders: ['wo_a', 'wo_b'],
      after: ['pending', 'approved'],
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const pid = await makeProcess(c.name, [userStep([users.wo_a.user_id, users.wo_b.user_id], c.mode)]);
      const { work_order_id } = await start({ process_id: pid });
      expect((await openTasks(work_order_id)).length).toBe(2);
      for (const [i, who] of c.deciders.entries()) {
        const task = (await openTasks(work_order_id)).find((x) => x.assignee_id === users[who].user_id)!;
        const r = await handle(users[who].user_id, task.task_id, 'approve');
        expect(r.body.data.state).toBe(c.after[i]);
      }
      expect((await openTasks(work_order_id)).length).toBe(0);
    });
  }

  it('skips a step whose condition holds on the form', async () => {
    const pid = await makeProcess('conditional', [
      userStep([users.wo_a.user_id]),
      userStep([users.wo_b.user_id], 'one', { skip_condition: { field: 'amount', op: 'lt', value: 1000 } }),
      userStep([users.wo_c.user_id]),
    ]);
    const small = await start({ process_id: pid, form: { amount: 200 } });
    const big = await start({ process_id: pid, form: { amount: 5000 } });
    for (const o of [small, big]) {
      const [task] = await openTasks(o.work_order_id);
      await handle(users.wo_a.user_id, task.task_id, 'approve');
    }
    expect((await openTasks(small.work_order_id))[0].assignee_id).toBe(users.wo_c.user_id);
    expect((await openTasks(big.work_order_id))[0].assignee_id).toBe(users.wo_b.user_id);
    const d = await detail(developerId, small.work_order_id);
    expect(d.body.data.steps.map((s: any) => s.state)).toEqual(['done', 'skipped', 'current']);
  });

  it('falls back to platform admins when nobody holds a step', async () => {
    const pid = await makeProcess('nobody', [{ step_name: '团队', approver_kind: 'team', approver_ids: [999999] }]);
    const { work_order_id } = await start({ process_id: pid });
    expect((await openTasks(work_order_id)).map((x) => x.assignee_id)).toEqual([adminId]);
  });
});

describe('handling', () => {
  it('20 parallel approvals of one task: exactly one counts, the others 409 INVALID_STATE', async () => {
    const pid = await makeProcess('race', [userStep([users.wo_a.user_id]), userStep([users.wo_b.user_id])]);
    const { work_order_id } = await start({ process_id: pid });
    const [task] = await openTasks(work_order_id);
    await ticketOf(users.wo_a.user_id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => handle(users.wo_a.user_id, task.task_id, 'approve')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(19);
    expect(losers.every((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toBe(true);
    const hist = await db()
      .selectFrom('wo_history')
      .select('action')
      .where('work_order_id', '=', work_order_id)
      .where('action', '=', 'approve')
      .execute();
    expect(hist).toHaveLength(1);
    expect((await openTasks(work_order_id)).map((x) => x.assignee_id)).toEqual([users.wo_b.user_id]);
  });

  it('reject needs a reason (localized, next to the field) and ends the work order', async () => {
    const pid = await makeProcess('reject', [userStep([users.wo_a.user_id]), userStep([users.wo_b.user_id])]);
    const { work_order_id } = await start({ process_id: pid });
    const [task] = await openTasks(work_order_id);
    const bad = await call(
      'POST',
      '/workorder/workorder/handle',
      users.wo_a.user_id,
      { task_id: task.task_id, action: 'reject' },
      'en',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ field: 'comment', message: 'A rejection needs a reason' });
    const r = await handle(users.wo_a.user_id, task.task_id, 'reject', { comment: '材料不全' });
    expect(r.body.data.state).toBe('rejected');
    const d = await detail(developerId, work_order_id);
    expect(d.body.data.steps.map((s: any) => s.state)).toEqual(['rejected', 'waiting']);
    expect(d.body.data.history.at(-1)).toMatchObject({ action: 'reject', comment: '材料不全' });
  });

  it('return to the applicant, who edits and resubmits; it runs from the first step again', async () => {
    const pid = await makeProcess('return', [userStep([users.wo_a.user_id]), userStep([users.wo_b.user_id])]);
    const { work_order_id } = await start({ process_id: pid, form: { amount: 1 } });
    let [task] = await openTasks(work_order_id);
    await handle(users.wo_a.user_id, task.task_id, 'approve');
    [task] = await openTasks(work_order_id);
    expect((await handle(users.wo_b.user_id, task.task_id, 'return')).status).toBe(400);
    const r = await handle(users.wo_b.user_id, task.task_id, 'return', { comment: '请补充金额说明' });
    expect(r.body.data.state).toBe('returned');
    expect(await openTasks(work_order_id)).toHaveLength(0);
    const d = await detail(developerId, work_order_id);
    expect(d.body.data).toMatchObject({ state: 'returned', can_resubmit: true, can_withdraw: true });
    // only the applicant resubmits
    expect((await call('POST', '/workorder/workorder/resubmit', users.wo_b.user_id, { work_order_id })).status).toBe(
      403,
    );
    const re = await call('POST', '/workorder/workorder/resubmit', developerId, {
      work_order_id,
      form: { amount: 2, note: 'ok' },
    });
    expect(re.body.data).toMatchObject({ state: 'pending', current_step_no: 1 });
    expect((await openTasks(work_order_id))[0].assignee_id).toBe(users.wo_a.user_id);
    const d2 = await detail(developerId, work_order_id);
    expect(d2.body.data.form).toEqual({ amount: 2, note: 'ok' });
    expect(d2.body.data.history.map((x: any) => x.action)).toEqual(['submit', 'approve', 'return', 'resubmit']);
    expect((await call('POST', '/workorder/workorder/resubmit', developerId, { work_order_id })).status).toBe(409);
  });

  it("transfer hands the task to another user of the holder's enterprise, who then decides", async () => {
    const ent = await db()
      .insertInto('enterprises')
      .values({ enterprise_name: `转办企业${Date.now()}`, updated_at: t.deps.now() })
      .returning('enterprise_id')
      .executeTakeFirstOrThrow();
    const colleagues = [users.wo_a.user_id, users.wo_c.user_id];
    await db()
      .updateTable('users')
      .set({ enterprise_id: ent.enterprise_id })
      .where('user_id', 'in', colleagues)
      .execute();
    const pid = await makeProcess('transfer', [userStep([users.wo_a.user_id])]);
    const { work_order_id } = await start({ process_id: pid });
    const [task] = await openTasks(work_order_id);
    expect((await handle(users.wo_a.user_id, task.task_id, 'transfer')).status).toBe(400);
    expect(
      (await handle(users.wo_a.user_id, task.task_id, 'transfer', { to_user_id: users.wo_a.user_id })).status,
    ).toBe(400);
    // someone outside the holder's enterprise cannot be chosen
    const outside = await handle(users.wo_a.user_id, task.task_id, 'transfer', { to_user_id: users.wo_d.user_id });
    expect(outside.status).toBe(400);
    expect(outside.body.data.errors[0]).toMatchObject({ field: 'to_user_id' });
    const r = await handle(users.wo_a.user_id, task.task_id, 'transfer', {
      to_user_id: users.wo_c.user_id,
      comment: '请你处理',
    });
    expect(r.body.data.state).toBe('pending');
    const [next] = await openTasks(work_order_id);
    expect(next.assignee_id).toBe(users.wo_c.user_id);
    expect((await handle(users.wo_a.user_id, task.task_id, 'approve')).status).toBe(409);
    expect((await handle(users.wo_c.user_id, next.task_id, 'approve')).body.data.state).toBe('approved');
    // the former holder still reads what he handled
    const d = await detail(users.wo_a.user_id, work_order_id);
    expect(d.body.data.history.find((x: any) => x.action === 'transfer')).toMatchObject({
      to_user_id: users.wo_c.user_id,
      comment: '请你处理',
    });
    await db().updateTable('users').set({ enterprise_id: null }).where('user_id', 'in', colleagues).execute();
  });

  it('withdraw by the applicant while pending; nobody else; not twice; the outcome is told', async () => {
    const seen: string[] = [];
    const h = async (o: WorkOrderOutcome) => {
      seen.push(`${o.outcome}:${o.work_order_id}`);
    };
    onWorkOrderOutcome('general', h);
    try {
      const pid = await makeProcess('withdraw', [userStep([users.wo_a.user_id])]);
      const { work_order_id } = await start({ process_id: pid });
      expect((await call('POST', '/workorder/workorder/withdraw', users.wo_a.user_id, { work_order_id })).status).toBe(
        403,
      );
      expect((await call('POST', '/workorder/workorder/withdraw', users.wo_d.user_id, { work_order_id })).status).toBe(
        404,
      );
      const r = await call('POST', '/workorder/workorder/withdraw', developerId, {
        work_order_id,
        comment: '不需要了',
      });
      expect(r.body.data.state).toBe('withdrawn');
      expect(seen).toEqual([`withdrawn:${work_order_id}`]);
      expect(await openTasks(work_order_id)).toHaveLength(0);
      expect((await call('POST', '/workorder/workorder/withdraw', developerId, { work_order_id })).status).toBe(409);
    } finally {
      offWorkOrderOutcome('general', h);
    }
  });

  it('history is append-only in the database itself', async () => {
    const row = await db().selectFrom('wo_history').select('history_id').limit(1).executeTakeFirstOrThrow();
    await expect(
      db().updateTable('wo_history').set({ comment: 'forged' }).where('history_id', '=', row.history_id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('wo_history').where('history_id', '=', row.history_id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('time limits (injected clock)', () => {
  const HOUR = 3600_000;
  it('remind once, escalate to the named user, or reject, when the sweep finds a task past its limit', async () => {
    const remind = await makeProcess('remind', [
      userStep([users.wo_a.user_id], 'one', { time_limit_hours: 2, expiry_action: 'remind' }),
    ]);
    const escalate = await makeProcess('escalate', [
      userStep([users.wo_a.user_id], 'one', {
        time_limit_hours: 2,
        expiry_action: 'escalate',
        escalate_to_user_id: users.wo_d.user_id,
      }),
    ]);
    const reject = await makeProcess('expire-reject', [
      userStep([users.wo_a.user_id], 'one', { time_limit_hours: 4, expiry_action: 'reject' }),
    ]);
    const o1 = await start({ process_id: remind });
    const o2 = await start({ process_id: escalate });
    const o3 = await start({ process_id: reject });
    expect(await sweepExpiredTasks(db(), t.deps.now())).toBe(0);

    t.clock.advance(3 * HOUR);
    await sweepExpiredTasks(db(), t.deps.now());
    const [r1] = await openTasks(o1.work_order_id);
    expect(r1.assignee_id).toBe(users.wo_a.user_id);
    expect(r1.reminded_at).not.toBeNull();
    expect((await openTasks(o2.work_order_id)).map((x) => x.assignee_id)).toEqual([users.wo_d.user_id]);
    expect(await orderState(o3.work_order_id)).toBe('pending');
    const upcoming = await call('GET', '/workorder/workorder/task/upcoming/page?page_size=50', users.wo_a.user_id);
    expect(upcoming.body.data.list.find((x: any) => x.work_order_id === o1.work_order_id).overdue).toBe(true);

    t.clock.advance(2 * HOUR);
    await sweepExpiredTasks(db(), t.deps.now());
    expect(await orderState(o3.work_order_id)).toBe('rejected');
    const reminders = await db()
      .selectFrom('wo_history')
      .select('action')
      .where('work_order_id', '=', o1.work_order_id)
      .where('action', '=', 'remind')
      .execute();
    expect(reminders).toHaveLength(1);
    const d = await detail(developerId, o3.work_order_id);
    expect(d.body.data.history.map((x: any) => x.action)).toEqual(['submit', 'expire']);
  });
});

describe('process versions', () => {
  it('a running work order finishes on the version it started with', async () => {
    const pid = await makeProcess('versioned', [userStep([users.wo_a.user_id]), userStep([users.wo_b.user_id])]);
    const old = await start({ process_id: pid });
    await db()
      .transaction()
      .execute((trx) => saveProcessVersion(trx, pid, [userStep([users.wo_c.user_id])], adminId, t.deps.now()));
    const fresh = await start({ process_id: pid });
    expect((await openTasks(fresh.work_order_id))[0].assignee_id).toBe(users.wo_c.user_id);
    let [task] = await openTasks(old.work_order_id);
    expect(task.assignee_id).toBe(users.wo_a.user_id);
    await handle(users.wo_a.user_id, task.task_id, 'approve');
    [task] = await openTasks(old.work_order_id);
    expect(task.assignee_id).toBe(users.wo_b.user_id);
    const d = await detail(developerId, old.work_order_id);
    expect(d.body.data.process_version).toBe(1);
    expect((await detail(developerId, fresh.work_order_id)).body.data.process_version).toBe(2);
  });
});

describe('general work orders, lists and administration', () => {
  it('creates a work order from the general template, checking the form against it', async () => {
    const startable = await call('GET', '/workorder/workorder/process/startable', developerId);
    const general = startable.body.data.find((p: any) => p.template);
    expect(general.template.fields.map((f: any) => f.key)).toContain('subject');
    const bad = await call(
      'POST',
      '/workorder/workorder/create',
      developerId,
      { process_id: general.process_id, title: '申请', form: { category: 'nope', extra: 1 } },
      'en',
    );
    expect(bad.status).toBe(400);
    const fields = bad.body.data.errors.map((e: any) => e.field).sort();
    expect(fields).toEqual(['form.category', 'form.description', 'form.extra', 'form.subject']);
    expect(bad.body.data.errors.find((e: any) => e.field === 'form.subject').message).toBe('Subject is required');
    const ok = await call('POST', '/workorder/workorder/create', developerId, {
      process_id: general.process_id,
      title: '申请测试资源',
      form: { subject: '测试环境', category: 'resource', amount: 100, description: '联调需要' },
    });
    expect(ok.body.data).toMatchObject({ state: 'pending', current_step_no: 1, process_id: general.process_id });
    const mine = await call(
      'GET',
      '/workorder/workorder/related/page?relation=applied&state=pending&page_size=100',
      developerId,
    );
    expect(
      mine.body.data.list.some((r: any) => r.work_order_id === ok.body.data.work_order_id && r.relation === 'applied'),
    ).toBe(true);
    const summary = await call('GET', '/workorder/workorder/summary', developerId);
    expect(summary.body.data.applied).toBeGreaterThan(5);
    expect(summary.body.data.avg_decision_hours).not.toBeNull();
    const adminSummary = await call('GET', '/workorder/workorder/summary', adminId);
    expect(adminSummary.body.data.waiting).toBeGreaterThan(0);
  });

  it('the task manager sees every open task, filters overdue ones and reassigns; others may not', async () => {
    const all = await call('GET', '/workorder/workorder/task/page?page_size=100', adminId);
    expect(all.status).toBe(200);
    const task = all.body.data.list.find((x: any) => x.assignee_id === adminId);
    expect(task.assignee_name).toBeTruthy();
    expect((await call('GET', '/workorder/workorder/task/page', developerId)).status).toBe(403);
    const r = await call('POST', '/workorder/workorder/task/reassign', adminId, {
      task_id: task.task_id,
      to_user_id: users.wo_d.user_id,
      comment: '休假',
    });
    expect(r.status).toBe(200);
    const open = await openTasks(task.work_order_id);
    expect(open.map((x) => x.assignee_id)).toContain(users.wo_d.user_id);
    const overdue = await call('GET', '/workorder/workorder/task/page?overdue=true&page_size=100', adminId);
    expect(overdue.body.data.list.every((x: any) => x.overdue)).toBe(true);
  });

  it('templates and processes: fields checked, one enabled process per event, steps saved as versions, built-ins kept', async () => {
    const tpl = await call('POST', '/workorder/workorder/template', adminId, {
      template_name: '采购申请',
      fields: [
        { key: 'item', type: 'text', label: '物品' },
        { key: 'item', type: 'choice', label: '重复' },
      ],
      state: 1,
    });
    expect(tpl.status).toBe(400);
    const okTpl = await call('POST', '/workorder/workorder/template', adminId, {
      template_name: '采购申请',
      fields: [{ key: 'item', type: 'text', label: '物品', required: true }],
      state: 1,
    });
    expect(okTpl.status).toBe(200);
    const dupEvent = await call('POST', '/workorder/workorder/process', adminId, {
      process_name: '第二个发布审核',
      event: 'group_publish',
      state: 1,
    });
    expect(dupEvent.status).toBe(409);
    const created = await call('POST', '/workorder/workorder/process', adminId, {
      process_name: '采购审批',
      event: 'general',
      template_id: okTpl.body.data.template_id,
      state: 1,
    });
    expect(created.status).toBe(200);
    const pid = created.body.data.process_id;
    const v1 = await call('GET', `/workorder/workorder/process/steps?process_id=${pid}`, adminId);
    expect(v1.body.data).toMatchObject({ version: 1, steps: [{ step_no: 1, approver_kind: 'platform_admin' }] });
    const noIds = await call('POST', '/workorder/workorder/process/steps', adminId, {
      process_id: pid,
      steps: [{ step_name: '指定人', approver_kind: 'user' }],
    });
    expect(noIds.status).toBe(400);
    const saved = await call('POST', '/workorder/workorder/process/steps', adminId, {
      process_id: pid,
      steps: [
        {
          step_name: '部门',
          approver_kind: 'user',
          approver_ids: [users.wo_a.user_id],
          mode: 'all',
          time_limit_hours: 24,
          expiry_action: 'remind',
        },
        {
          step_name: '平台',
          approver_kind: 'platform_admin',
          skip_condition: { field: 'item', op: 'eq', value: 'pen' },
        },
      ],
    });
    expect(saved.body.data.version).toBe(2);
    const v2 = await call('GET', `/workorder/workorder/process/steps?process_id=${pid}`, adminId);
    expect(v2.body.data.versions.map((v: any) => v.version)).toEqual([2, 1]);
    expect(v2.body.data.steps[1].skip_condition).toEqual({ field: 'item', op: 'eq', value: 'pen' });
    const builtIn = await db()
      .selectFrom('wo_processes')
      .select('process_id')
      .where('event', '=', 'group_publish')
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', `/workorder/workorder/process/${builtIn.process_id}`, adminId)).status).toBe(409);
    expect((await call('GET', `/workorder/workorder/process/steps?process_id=${pid}`, developerId)).status).toBe(403);
  });
});

describe('files of a work order', () => {
  function multipart(name: string, data: Buffer) {
    const boundary = `----wo${Date.now()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, data, tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  async function upload(by: number, text: string): Promise<string> {
    const body = multipart('note.txt', Buffer.from(text));
    const r = await t.app.inject({
      method: 'POST',
      url: '/newopen/service/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ticket: await ticketOf(by) },
    });
    return r.json().data.file_id;
  }
  const download = async (by: number, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/newopen/service/file/${id}`, headers: { ticket: await ticketOf(by) } }))
      .statusCode;

  it('attachments must be the actor own files; those on a work order are readable by whoever reads the work order', async () => {
    const pid = await makeProcess('files', [userStep([users.wo_a.user_id]), userStep([users.wo_b.user_id])]);
    const { work_order_id } = await start({ process_id: pid });
    const [task] = await openTasks(work_order_id);
    const foreign = await upload(users.wo_c.user_id, 'not yours');
    expect((await handle(users.wo_a.user_id, task.task_id, 'approve', { attachments: [foreign] })).status).toBe(400);
    const mine = await upload(users.wo_a.user_id, 'review notes');
    expect(await download(developerId, mine)).toBe(404);
    expect(
      (await handle(users.wo_a.user_id, task.task_id, 'approve', { comment: '见附件', attachments: [mine] })).status,
    ).toBe(200);
    // the applicant and the next holder read it now; an outsider still does not
    expect(await download(developerId, mine)).toBe(200);
    expect(await download(users.wo_b.user_id, mine)).toBe(200);
    expect(await download(users.wo_d.user_id, mine)).toBe(404);
    const d = await detail(developerId, work_order_id);
    expect(d.body.data.history.find((h: any) => h.action === 'approve').attachments).toEqual([mine]);
  });
});

describe('domain helpers', () => {
  it('openWorkOrder finds the subject work order under review; withdrawWorkOrder withdraws it in the domain transaction', async () => {
    const seen: string[] = [];
    const h = async (o: WorkOrderOutcome) => {
      seen.push(o.outcome);
    };
    // 'general': the domain events have real handlers now (the catalog's), which want real subjects
    onWorkOrderOutcome('general', h);
    try {
      const started = await db()
        .transaction()
        .execute((trx) =>
          startWorkOrder(
            trx,
            {
              event: 'general',
              subject_id: 'domain-77',
              subject_owner_id: providerId,
              title: '升级分组',
              form: {},
              applicant_id: providerId,
              enterprise_id: null,
            },
            t.deps.now(),
          ),
        );
      const found = await db()
        .transaction()
        .execute((trx) => openWorkOrder(trx, 'general', 'domain-77'));
      expect(found).toMatchObject({ work_order_id: started.work_order_id, state: 'pending' });
      await expect(
        db()
          .transaction()
          .execute((trx) => withdrawWorkOrder(trx, started.work_order_id, developerId, null, t.deps.now())),
      ).rejects.toMatchObject({ code: 'NO_PERMISSION' });
      await db()
        .transaction()
        .execute((trx) => withdrawWorkOrder(trx, started.work_order_id, providerId, '撤回修改', t.deps.now()));
      expect(seen).toEqual(['withdrawn']);
      expect(
        await db()
          .transaction()
          .execute((trx) => openWorkOrder(trx, 'general', 'domain-77')),
      ).toBeUndefined();
    } finally {
      offWorkOrderOutcome('general', h);
    }
  });
});
