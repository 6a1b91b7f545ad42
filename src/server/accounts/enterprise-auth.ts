/**
 * Enterprise authentication (/enterpriseData/authenticationEdit and authenticationView): an enterprise account
 * submits its enterprise name, unified social credit code, legal person, ID card and business licence; the review
 * runs as an 'enterprise_auth' work order. States: 0 not authenticated, 1 under review, 2 authenticated, 3 failed
 * (with the reason; resubmitting starts a new review). Approval creates or updates the enterprise and signs the
 * account into it (signed = has enterprise_id).
 */
import { requireCaller, type Handlers } from '../context.ts';
import { invalidState } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { validation } from '../http/errors.ts';
import { startWorkOrder, onWorkOrderOutcome } from '../workorders/events.ts';
import { historyWithNames } from '../workorders/history.ts';
import { registerFileReader } from '../files/access.ts';
import { fileUrl } from '../files/handlers.ts';
import { validCreditCode, validIdCard } from './check-digits.ts';

export const enterpriseAuthHandlers: Handlers = {
  async enterpriseAuthDetail(ctx) {
    const caller = requireCaller(ctx);
    const me = await ctx.deps.db
      .selectFrom('users')
      .select(['enterprise_id', 'account_type'])
      .where('user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    // a member sees the authentication of the enterprise it belongs to; the enterprise account its own
    let q = ctx.deps.db
      .selectFrom('enterprise_auths as a')
      .leftJoin('enterprises as e', 'e.enterprise_id', 'a.enterprise_id')
      .select([
        'a.enterprise_auth_id',
        'a.enterprise_name',
        'a.credit_code',
        'a.legal_person',
        'a.legal_id_card',
        'a.licence_file_id',
        'a.state',
        'a.reason',
        'a.work_order_id',
        'a.enterprise_id',
        'a.updated_at',
      ]);
    q = me.enterprise_id
      ? q.where((eb) => eb.or([eb('a.user_id', '=', caller.user_id), eb('a.enterprise_id', '=', me.enterprise_id)]))
      : q.where('a.user_id', '=', caller.user_id);
    const row = await q.orderBy('a.enterprise_auth_id', 'desc').executeTakeFirst();
    const enterprise = me.enterprise_id
      ? await ctx.deps.db
          .selectFrom('enterprises')
          .select(['enterprise_id', 'enterprise_name', 'enterprise_code', 'enterprise_check_state'])
          .where('enterprise_id', '=', me.enterprise_id)
          .executeTakeFirst()
      : null;
    // the account administers its enterprise once signed, through the built-in role (granted at registration)
    const admin = await ctx.deps.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
      .select('r.role_id')
      .where('ur.user_id', '=', caller.user_id)
      .where('r.role_code', '=', 'enterprise_admin')
      .where('r.built_in', '=', 1)
      .executeTakeFirst();
    // the review history of every submission of this authentication (a resubmission starts a new work order on the
    // same subject), oldest first: what the 企业认证 view lists, and when the enterprise was signed (the approval)
    const history = row
      ? await historyWithNames(ctx.deps.db)
          .where(
            'wo_history.work_order_id',
            'in',
            ctx.deps.db
              .selectFrom('work_orders')
              .select('work_order_id')
              .where('event', '=', 'enterprise_auth')
              .where('subject_id', '=', String(row.enterprise_auth_id)),
          )
          .execute()
      : [];
    const approved = row
      ? await ctx.deps.db
          .selectFrom('work_orders')
          .select('finished_at')
          .where('event', '=', 'enterprise_auth')
          .where('subject_id', '=', String(row.enterprise_auth_id))
          .where('state', '=', 'approved')
          .orderBy('finished_at', 'desc')
          .executeTakeFirst()
      : undefined;
    // the ID card is personal data: only the submitter reads it whole
    const mask = (id: string) => `${id.slice(0, 4)}**********${id.slice(-4)}`;
    return {
      account_type: me.account_type,
      signed: !!me.enterprise_id,
      enterprise_admin: !!me.enterprise_id && !!admin,
      enterprise: enterprise ?? null,
      signed_at: me.enterprise_id ? (approved?.finished_at ?? null) : null,
      history: history.map((h) => ({
        history_id: h.history_id,
        work_order_id: h.work_order_id,
        action: h.action,
        comment: h.comment,
        actor: h.actor_real_name ?? h.actor_user_name ?? null,
        created_at: h.created_at,
      })),
      // an enterprise authenticated before this flow existed (seeded, imported) keeps its own state
      state: row?.state ?? enterprise?.enterprise_check_state ?? 0,
      auth: row
        ? {
            ...row,
            legal_id_card: me.account_type === 2 ? row.legal_id_card : mask(row.legal_id_card),
            licence_url: fileUrl(row.licence_file_id),
          }
        : null,
    };
  },

  async enterpriseAuthSubmit(ctx) {
    const caller = requireCaller(ctx);
    const b = ctx.body;
    const v = {
      enterprise_name: b.enterprise_name.trim(),
      credit_code: b.credit_code.trim().toUpperCase(),
      legal_person: b.legal_person.trim(),
      legal_id_card: b.legal_id_card.trim().toUpperCase(),
      licence_file_id: b.licence_file_id,
    };
    const errors = [];
    if (!validCreditCode(v.credit_code)) errors.push({ field: 'credit_code', message: 'CREDIT_CODE_INVALID' });
    if (!validIdCard(v.legal_id_card)) errors.push({ field: 'legal_id_card', message: 'ID_CARD_INVALID' });
    if (errors.length) throw validation(errors);
    const { db, now } = ctx.deps;
    const file = await db
      .selectFrom('files')
      .select('created_by')
      .where('file_id', '=', v.licence_file_id)
      .executeTakeFirst();
    if (!file || file.created_by !== caller.user_id) throw fieldError('licence_file_id', 'field.invalid');
    return db.transaction().execute(async (trx) => {
      const me = await trx
        .selectFrom('users')
        .select(['enterprise_id', 'account_type'])
        .where('user_id', '=', caller.user_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (me.account_type !== 2) throw invalidState('ENTERPRISE_ACCOUNT_ONLY');
      const prior = await trx
        .selectFrom('enterprise_auths')
        .selectAll()
        .where('user_id', '=', caller.user_id)
        .forUpdate()
        .executeTakeFirst();
      if (prior?.state === 1) throw invalidState('ENTERPRISE_AUTH_PENDING');
      if (prior?.state === 2) throw invalidState('ENTERPRISE_AUTH_DONE');
      if (!prior && me.enterprise_id) {
        const ent = await trx
          .selectFrom('enterprises')
          .select('enterprise_check_state')
          .where('enterprise_id', '=', me.enterprise_id)
          .executeTakeFirst();
        if (ent?.enterprise_check_state === 2) throw invalidState('ENTERPRISE_AUTH_DONE');
      }
      // the name and the code belong to one enterprise: taken by another enterprise, or by another account's submission
      for (const [field, column] of [
        ['enterprise_name', 'enterprise_name'],
        ['credit_code', 'enterprise_code'],
      ] as const) {
        const value = v[field];
        const ent = await trx
          .selectFrom('enterprises')
          .select('enterprise_id')
          .where(column, '=', value)
          .executeTakeFirst();
        const other = await trx
          .selectFrom('enterprise_auths')
          .select('user_id')
          .where(field, '=', value)
          .where('user_id', '!=', caller.user_id)
          .where('state', 'in', [1, 2])
          .executeTakeFirst();
        if ((ent && ent.enterprise_id !== me.enterprise_id) || other) throw fieldError(field, 'DUPLICATE');
      }
      const at = now();
      const row = prior
        ? await trx
            .updateTable('enterprise_auths')
            .set({ ...v, state: 1, reason: null, updated_at: at })
            .where('enterprise_auth_id', '=', prior.enterprise_auth_id)
            .returning('enterprise_auth_id')
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('enterprise_auths')
            .values({ ...v, user_id: caller.user_id, enterprise_id: me.enterprise_id, state: 1, updated_at: at })
            .returning('enterprise_auth_id')
            .executeTakeFirstOrThrow();
      if (me.enterprise_id)
        await trx
          .updateTable('enterprises')
          .set({ enterprise_check_state: 1, updated_at: at })
          .where('enterprise_id', '=', me.enterprise_id)
          .execute();
      const { work_order_id } = await startWorkOrder(
        trx,
        {
          event: 'enterprise_auth',
          subject_id: String(row.enterprise_auth_id),
          subject_owner_id: null,
          title: `企业认证：${v.enterprise_name}`,
          title_en: `Enterprise authentication: ${v.enterprise_name}`,
          form: { ...v, licence_url: fileUrl(v.licence_file_id) },
          applicant_id: caller.user_id,
          enterprise_id: me.enterprise_id,
        },
        at,
      );
      await trx
        .updateTable('enterprise_auths')
        .set({ work_order_id })
        .where('enterprise_auth_id', '=', row.enterprise_auth_id)
        .execute();
      return { enterprise_auth_id: row.enterprise_auth_id, state: 1, work_order_id };
    });
  },
};

onWorkOrderOutcome('enterprise_auth', async ({ trx, subject_id, outcome, reason, now }) => {
  const auth = await trx
    .selectFrom('enterprise_auths')
    .selectAll()
    .where('enterprise_auth_id', '=', Number(subject_id))
    .forUpdate()
    .executeTakeFirst();
  if (!auth || auth.state !== 1) return;
  if (outcome !== 'approved') {
    const state = outcome === 'rejected' ? 3 : 0;
    await trx
      .updateTable('enterprise_auths')
      .set({ state, reason, updated_at: now })
      .where('enterprise_auth_id', '=', auth.enterprise_auth_id)
      .execute();
    if (auth.enterprise_id)
      await trx
        .updateTable('enterprises')
        .set({ enterprise_check_state: state, updated_at: now })
        .where('enterprise_id', '=', auth.enterprise_id)
        .execute();
    return;
  }
  const values = {
    enterprise_name: auth.enterprise_name,
    enterprise_code: auth.credit_code,
    enterprise_check_state: 2,
    updated_at: now,
  };
  const enterpriseId = auth.enterprise_id
    ? (
        await trx
          .updateTable('enterprises')
          .set(values)
          .where('enterprise_id', '=', auth.enterprise_id)
          .returning('enterprise_id')
          .executeTakeFirstOrThrow()
      ).enterprise_id
    : (
        await trx
          .insertInto('enterprises')
          .values({ ...values, created_by: auth.user_id })
          .returning('enterprise_id')
          .executeTakeFirstOrThrow()
      ).enterprise_id;
  await trx
    .updateTable('enterprise_auths')
    .set({ state: 2, reason: null, enterprise_id: enterpriseId, updated_at: now })
    .where('enterprise_auth_id', '=', auth.enterprise_auth_id)
    .execute();
  await trx
    .updateTable('users')
    .set({ enterprise_id: enterpriseId, updated_at: now })
    .where('user_id', '=', auth.user_id)
    .execute();
});

// the licence is read by the enterprise's members besides its uploader (and platform admins, who review it)
registerFileReader(async (deps, caller, file) => {
  const row = await deps.db
    .selectFrom('enterprise_auths as a')
    .innerJoin('users as u', 'u.enterprise_id', 'a.enterprise_id')
    .select('a.enterprise_auth_id')
    .where('a.licence_file_id', '=', file.file_id)
    .where('u.user_id', '=', caller.user_id)
    .executeTakeFirst();
  return !!row;
});
