/**
 * Joining an enterprise (/accountCenter/joinEnterprise): at once with an invite code, or by a request the
 * enterprise's admin approves. Only an account in no enterprise may join; the member becomes a sub-account.
 */
import { requireCaller, type Ctx, type Handlers } from '../context.ts';
import { invalidState, notFound } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { addMember, joinWithInvite } from './invites.ts';

async function assertFreeAgent(ctx: Ctx, userId: number) {
  const me = await ctx.deps.db
    .selectFrom('users')
    .select(['enterprise_id', 'account_type'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (me.enterprise_id || me.account_type !== 0) throw invalidState('ALREADY_IN_ENTERPRISE');
}

async function callerEnterprise(ctx: Ctx): Promise<number | null> {
  const me = await ctx.deps.db
    .selectFrom('users')
    .select('enterprise_id')
    .where('user_id', '=', requireCaller(ctx).user_id)
    .executeTakeFirstOrThrow();
  return me.enterprise_id;
}

export const joinHandlers = {
  async joinByInvite(ctx): Promise<unknown> {
    const caller = requireCaller(ctx);
    await assertFreeAgent(ctx, caller.user_id);
    await ctx.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('user_id').where('user_id', '=', caller.user_id).forUpdate().execute();
      await joinWithInvite(trx, caller.user_id, ctx.body.invite_code, ctx.deps.now());
    });
    return joinHandlers.joinStatus(ctx);
  },

  async joinRequestCreate(ctx): Promise<unknown> {
    const caller = requireCaller(ctx);
    const { enterprise_name, remark } = ctx.body;
    await assertFreeAgent(ctx, caller.user_id);
    const ent = await ctx.deps.db
      .selectFrom('enterprises')
      .select('enterprise_id')
      .where('enterprise_name', '=', enterprise_name.trim())
      .executeTakeFirst();
    if (!ent) throw fieldError('enterprise_name', 'NOT_FOUND');
    const pending = await ctx.deps.db
      .selectFrom('join_requests')
      .select('join_request_id')
      .where('user_id', '=', caller.user_id)
      .where('state', '=', 0)
      .executeTakeFirst();
    if (pending) throw invalidState('JOIN_PENDING');
    await ctx.deps.db
      .insertInto('join_requests')
      .values({
        user_id: caller.user_id,
        enterprise_id: ent.enterprise_id,
        remark: remark ?? null,
        updated_at: ctx.deps.now(),
      })
      .execute();
    return joinHandlers.joinStatus(ctx);
  },

  // the join operations answer with the status too, so it takes any operation's context
  async joinStatus(ctx: Ctx) {
    const caller = requireCaller(ctx);
    const me = await ctx.deps.db
      .selectFrom('users as u')
      .leftJoin('enterprises as e', 'e.enterprise_id', 'u.enterprise_id')
      .select(['u.enterprise_id', 'u.account_type', 'e.enterprise_name'])
      .where('u.user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    const request = await ctx.deps.db
      .selectFrom('join_requests as j')
      .innerJoin('enterprises as e', 'e.enterprise_id', 'j.enterprise_id')
      .select(['j.join_request_id', 'j.state', 'j.remark', 'j.created_at', 'e.enterprise_name'])
      .where('j.user_id', '=', caller.user_id)
      .orderBy('j.join_request_id', 'desc')
      .executeTakeFirst();
    // the roles membership gave (by the invite code or the approval), shown to the member
    const roles = me.enterprise_id
      ? await ctx.deps.db
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
          .select(['r.role_code', 'r.role_name', 'r.role_name_en'])
          .where('ur.user_id', '=', caller.user_id)
          .orderBy('r.role_id')
          .execute()
      : [];
    return { ...me, signed: !!me.enterprise_id, roles, request: request ?? null };
  },

  async joinRequestPage(ctx) {
    const caller = requireCaller(ctx);
    const { page_num = 1, page_size = 10, state } = ctx.query;
    const enterpriseId = await callerEnterprise(ctx);
    let q = ctx.deps.db
      .selectFrom('join_requests as j')
      .innerJoin('users as u', 'u.user_id', 'j.user_id')
      .innerJoin('enterprises as e', 'e.enterprise_id', 'j.enterprise_id');
    if (!isPlatformAdmin(caller)) q = q.where('j.enterprise_id', '=', enterpriseId ?? -1);
    if (state !== undefined) q = q.where('j.state', '=', state);
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const list = await q
      .select([
        'j.join_request_id',
        'j.user_id',
        'u.user_name',
        'u.user_real_name',
        'u.email',
        'j.enterprise_id',
        'e.enterprise_name',
        'j.remark',
        'j.state',
        'j.created_at',
      ])
      .orderBy('j.join_request_id', 'desc')
      .limit(page_size)
      .offset((page_num - 1) * page_size)
      .execute();
    return { list, total: Number(total.n), page_num, page_size };
  },

  async joinRequestDecide(ctx) {
    const caller = requireCaller(ctx);
    const { join_request_id, approve } = ctx.body;
    const enterpriseId = await callerEnterprise(ctx);
    await ctx.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('join_requests')
        .selectAll()
        .where('join_request_id', '=', join_request_id)
        .forUpdate()
        .executeTakeFirst();
      // another enterprise's request is not there for this caller
      if (!row || (!isPlatformAdmin(caller) && row.enterprise_id !== enterpriseId)) throw notFound();
      if (row.state !== 0) throw invalidState();
      const now = ctx.deps.now();
      await trx
        .updateTable('join_requests')
        .set({ state: approve ? 1 : 2, decided_by: caller.user_id, updated_at: now })
        .where('join_request_id', '=', join_request_id)
        .execute();
      if (!approve) return;
      const user = await trx
        .selectFrom('users')
        .select(['enterprise_id', 'account_type'])
        .where('user_id', '=', row.user_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (user.enterprise_id || user.account_type !== 0) throw invalidState('ALREADY_IN_ENTERPRISE');
      await addMember(trx, row.user_id, row.enterprise_id, caller.user_id, [], now);
    });
    return null;
  },
} satisfies Handlers;
