/**
 * Role applications (SPEC.md section 6): a user applies to become a developer, a provider or an enterprise admin;
 * a 'role_apply' work order decides, and approval grants the built-in role. The status flags the console keeps
 * (developerStatus, enterpriseDeveloperStatus, providersStatus) are 0 none, 1 under review, 2 granted, 3 rejected;
 * a developer's certification is mirrored into users.check_state.
 */
import { requireCaller, type Handlers } from '../context.ts';
import { invalidState } from '../http/errors.ts';
import { startWorkOrder, onWorkOrderOutcome } from '../workorders/events.ts';
import type { Deps } from '../context.ts';

const ROLE_TITLES: Record<string, [string, string]> = {
  developer: ['开发者', 'developer'],
  provider: ['服务提供方', 'provider'],
  enterprise_admin: ['企业管理员', 'enterprise admin'],
};

async function heldRoles(deps: Deps, userId: number): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('r.role_code')
    .where('ur.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.role_code);
}

export const roleApplyHandlers: Handlers = {
  async roleApplyCreate(ctx) {
    const caller = requireCaller(ctx);
    const { role_code, reason } = ctx.body;
    if ((await heldRoles(ctx.deps, caller.user_id)).includes(role_code)) throw invalidState('ROLE_ALREADY_HELD');
    return ctx.deps.db.transaction().execute(async (trx) => {
      const me = await trx
        .selectFrom('users')
        .select(['enterprise_id', 'user_name'])
        .where('user_id', '=', caller.user_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const pending = await trx
        .selectFrom('role_applies')
        .select('role_apply_id')
        .where('user_id', '=', caller.user_id)
        .where('role_code', '=', role_code)
        .where('state', '=', 1)
        .executeTakeFirst();
      if (pending) throw invalidState('ROLE_APPLY_PENDING');
      const now = ctx.deps.now();
      const row = await trx
        .insertInto('role_applies')
        .values({ user_id: caller.user_id, role_code, reason: reason ?? null, state: 1, updated_at: now })
        .returning('role_apply_id')
        .executeTakeFirstOrThrow();
      const [zh, en] = ROLE_TITLES[role_code];
      const { work_order_id } = await startWorkOrder(
        trx,
        {
          event: 'role_apply',
          subject_id: String(row.role_apply_id),
          subject_owner_id: null,
          title: `角色申请：${me.user_name} 申请成为${zh}`,
          title_en: `Role application: ${me.user_name} applies to be a ${en}`,
          form: { user_name: me.user_name, role_code, reason: reason ?? null },
          applicant_id: caller.user_id,
          enterprise_id: me.enterprise_id,
        },
        now,
      );
      await trx
        .updateTable('role_applies')
        .set({ work_order_id })
        .where('role_apply_id', '=', row.role_apply_id)
        .execute();
      if (role_code === 'developer')
        await trx.updateTable('users').set({ check_state: 1 }).where('user_id', '=', caller.user_id).execute();
      return { role_apply_id: row.role_apply_id, work_order_id, state: 1 };
    });
  },

  async roleApplyStatus(ctx) {
    const caller = requireCaller(ctx);
    const me = await ctx.deps.db
      .selectFrom('users')
      .select(['account_type'])
      .where('user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    const held = await heldRoles(ctx.deps, caller.user_id);
    const applies = await ctx.deps.db
      .selectFrom('role_applies')
      .select([
        'role_apply_id',
        'role_code',
        'reason',
        'state',
        'reject_reason',
        'work_order_id',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', caller.user_id)
      .orderBy('role_apply_id', 'desc')
      .execute();
    const flag = (code: string) =>
      held.includes(code)
        ? 2
        : applies.find((a) => a.role_code === code)?.state === 1
          ? 1
          : applies.find((a) => a.role_code === code)?.state === 3
            ? 3
            : 0;
    const inEnterprise = me.account_type !== 0;
    return {
      developerStatus: inEnterprise ? 0 : flag('developer'),
      enterpriseDeveloperStatus: inEnterprise ? flag('developer') : 0,
      providersStatus: flag('provider'),
      enterpriseAdminStatus: flag('enterprise_admin'),
      roles: held,
      applies,
    };
  },
};

onWorkOrderOutcome('role_apply', async ({ trx, subject_id, outcome, reason, now }) => {
  const apply = await trx
    .selectFrom('role_applies')
    .selectAll()
    .where('role_apply_id', '=', Number(subject_id))
    .forUpdate()
    .executeTakeFirst();
  if (!apply || apply.state !== 1) return;
  const state = outcome === 'approved' ? 2 : outcome === 'rejected' ? 3 : 4;
  await trx
    .updateTable('role_applies')
    .set({ state, reject_reason: outcome === 'rejected' ? reason : null, updated_at: now })
    .where('role_apply_id', '=', apply.role_apply_id)
    .execute();
  if (apply.role_code === 'developer') {
    await trx
      .updateTable('users')
      .set({ check_state: state === 4 ? 0 : state })
      .where('user_id', '=', apply.user_id)
      .execute();
  }
  if (outcome !== 'approved') return;
  const role = await trx
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', apply.role_code)
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_roles')
    .values({ user_id: apply.user_id, role_id: role.role_id })
    .onConflict((oc) => oc.doNothing())
    .execute();
});
