/**
 * Sub-users are users with account_type 1 under the account that created them. They start with the
 * password their creator set (sent as MD5, stored as argon2id) and must change it at first login; their
 * roles are replaced as a whole and must be roles the creator can see; disabling one or resetting its password
 * ends their sessions.
 */
import { randomUUID } from 'node:crypto';
import { requireCaller } from '../context.ts';
import type { ResourceService } from '../resources/service.ts';
import { noPermission, notFound } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserTickets } from '../auth/sessions.ts';
import { replaceLinks, visibleIds } from '../auth/grantable.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';

export const subUserService: ResourceService = {
  filter: (q) => q.where('users.account_type', '=', 1),

  async beforeWrite({ trx, caller, values, body, id }) {
    const password = values.password as string | undefined;
    delete values.password;
    if (id === undefined) {
      if (!password) throw fieldError('password', 'required.password');
      const owner =
        caller &&
        (await trx
          .selectFrom('users')
          .select(['user_name', 'enterprise_id'])
          .where('user_id', '=', caller.user_id)
          .executeTakeFirst());
      Object.assign(values, {
        account_type: 1,
        user_type: 3,
        uid: randomUUID(),
        init_pwd: 1,
        state: 1,
        parent_user_id: caller?.user_id ?? null,
        puser_name: owner?.user_name ?? null,
        enterprise_id: owner?.enterprise_id ?? null,
      });
    }
    if (password) {
      values.password_hash = await hashPassword(password);
      values.init_pwd = 1;
    }
    if (Array.isArray(body.role_ids) && caller && !isPlatformAdmin(caller) && body.role_ids.length) {
      const visible = await trx
        .selectFrom('roles')
        .select('role_id')
        .where('role_id', 'in', body.role_ids as number[])
        .where('created_by', '=', caller.user_id)
        .execute();
      if (visible.length !== new Set(body.role_ids as number[]).size) throw noPermission();
    }
  },

  async afterWrite({ deps, trx, caller, values, body, id }) {
    // a password set by the account's manager ends every session and token the old password opened
    if (values.password_hash && id !== undefined)
      await revokeUserTickets({ ...deps, db: trx as unknown as typeof deps.db }, id as number);
    if (!Array.isArray(body.role_ids)) return;
    const visible = caller ? await visibleIds(trx, caller, 'roles', 'role_id') : null;
    await replaceLinks(trx, 'user_roles', 'user_id', id as number, 'role_id', body.role_ids as number[], visible);
  },

  async decorate(deps, rows, caller) {
    if (!rows.length) return rows;
    let q = deps.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
      .select(['ur.user_id', 'r.role_id', 'r.role_name', 'r.role_name_en'])
      .where(
        'ur.user_id',
        'in',
        rows.map((r) => r.user_id as number),
      );
    // a reader sees only the roles they may see: not the platform admin's role on their sub-user
    if (caller && !isPlatformAdmin(caller)) q = q.where('r.created_by', '=', caller.user_id);
    const links = await q.orderBy('r.role_id').execute();
    return rows.map((r) => {
      const mine = links.filter((l) => l.user_id === r.user_id);
      // the console shows role_names_en to English readers (built-in roles have English names)
      return {
        ...r,
        role_ids: mine.map((l) => l.role_id),
        role_names: mine.map((l) => l.role_name),
        role_names_en: mine.map((l) => l.role_name_en || l.role_name),
      };
    });
  },

  handlers: (repo) => ({
    async userUpdateState(ctx) {
      const caller = requireCaller(ctx);
      const { user_id, state } = ctx.query;
      if (!(await repo.findOne(ctx.deps.db, user_id, caller))) throw notFound();
      await ctx.deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ state, updated_at: ctx.deps.now() })
          .where('user_id', '=', user_id)
          .execute();
        if (state === 0) await revokeUserTickets({ ...ctx.deps, db: trx }, user_id);
      });
      return null;
    },
  }),
};
