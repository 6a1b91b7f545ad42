/** Handlers of the openauthor login and session operations (schemas/openauthor.yaml). */
import { DOMAIN_ACCOUNT_PREFIXES } from '../../shared/constants.ts';
import { requireCaller, type Ctx, type Handlers } from '../context.ts';
import { ApiError, authFailed, invalidState, noPermission, notFound } from '../http/errors.ts';
import { checkCaptcha, captchaPng, newCaptcha } from './captcha.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { allows, grantedResourceIds, isPlatformAdmin, loadGrants, resourceTree } from './permissions.ts';
import {
  endFamily,
  issueExchangeToken,
  issueSession,
  redeemToken,
  revokeUserTickets,
  type Family,
} from './sessions.ts';
import {
  accountKey,
  addressKey,
  admitAttempt,
  captchaKey,
  captchaRequired,
  claimAttempt,
  recordFailure,
  recordSuccess,
} from './throttle.ts';
import { findUserByName, sessionUser, userInfo } from './users.ts';
import { routes } from '../../shared/routes.ts';
import { hit, LIMITS } from '../http/rate-limit.ts';

const guardKeys = (ctx: Ctx, userName?: string) =>
  [userName ? accountKey(userName) : undefined, addressKey(ctx.req.ip)].filter(Boolean) as string[];

async function loginResult(ctx: Ctx, userId: number, family?: Family) {
  const s = await issueSession(ctx.deps, userId, family);
  return { ticket: s.ticket, expires_at: s.expires_at, user: await sessionUser(ctx.deps, userId, s.sso_access_token) };
}

const captchaError = (key: 'CAPTCHA_INVALID') =>
  new ApiError(400, key, key, {}, [{ field: 'login_code', message: key }]);

const DEFAULT_MENUS = new Set(routes.filter((r) => r.permission === 'default').map((r) => r.name));

export const authHandlers: Handlers = {
  async isCheckCode(ctx) {
    return captchaRequired(ctx.deps, guardKeys(ctx, ctx.query.user_name), ctx.deps.now());
  },

  async getCaptcha(ctx) {
    await hit(ctx.deps, LIMITS.captcha, addressKey(ctx.req.ip));
    const key = captchaKey(ctx.query.user_name, ctx.req.ip);
    const text = await newCaptcha(ctx.deps.db, key, ctx.deps.now());
    return ctx.reply
      .header('cache-control', 'no-store')
      .type('image/png')
      .send(await captchaPng(text));
  },

  async login(ctx) {
    const { user_name, password, login_code } = ctx.body;
    const { db, now } = ctx.deps;
    const keys = { source: addressKey(ctx.req.ip), account: accountKey(user_name) };
    const { captcha } = await admitAttempt(ctx.deps, now(), keys, !!login_code);
    // the captcha before anything is counted: a request without a valid one costs the account nothing
    if (captcha) {
      const drawn = [captchaKey(user_name, ctx.req.ip), captchaKey(undefined, ctx.req.ip)];
      if (!(await checkCaptcha(db, drawn, login_code ?? '', now()))) throw captchaError('CAPTCHA_INVALID');
    }
    // counted as a failure from here on; a success below clears it
    await claimAttempt(ctx.deps, now(), keys, captcha);
    const user = await findUserByName(ctx.deps, user_name);
    // always verify, even for unknown accounts, so timing does not reveal which accounts exist
    const good = await verifyPassword(user?.password_hash, password);
    if (!user || !good) {
      await recordFailure(ctx.deps, now(), keys);
      throw new ApiError(400, 'LOGIN_FAILED', 'LOGIN_FAILED');
    }
    // the account's own count only: one good login must not wipe what the address did to other accounts
    await recordSuccess(ctx.deps, keys);
    if (user.state !== 1) throw authFailed('ACCOUNT_DISABLED');
    ctx.req.log.info({ user_id: user.user_id }, 'login');
    return loginResult(ctx, user.user_id);
  },

  async logout(ctx) {
    await endFamily(ctx.deps, requireCaller(ctx).ticket_hash);
    return null;
  },

  async userDetail(ctx) {
    return userInfo(ctx.deps, requireCaller(ctx).user_id, ctx.lang);
  },

  async enterpriseDetail(ctx) {
    const caller = requireCaller(ctx);
    const target = await ctx.deps.db
      .selectFrom('users')
      .select(['user_id', 'enterprise_id', 'parent_user_id'])
      .where('user_id', '=', ctx.query.user_id)
      .executeTakeFirst();
    const self = await ctx.deps.db
      .selectFrom('users')
      .select(['enterprise_id'])
      .where('user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    const mayRead =
      isPlatformAdmin(caller) ||
      ctx.query.user_id === caller.user_id ||
      (self.enterprise_id !== null && self.enterprise_id === target?.enterprise_id);
    // checked before existence: a 404 would tell any caller which user ids exist
    if (!mayRead) throw noPermission();
    if (!target) throw notFound();
    if (!target.enterprise_id) return null;
    return ctx.deps.db
      .selectFrom('enterprises')
      .select(['enterprise_id', 'enterprise_name', 'enterprise_code', 'enterprise_check_state'])
      .where('enterprise_id', '=', target.enterprise_id)
      .executeTakeFirst();
  },

  async editPassword(ctx) {
    const caller = requireCaller(ctx);
    const { user_id, old_password, new_password } = ctx.body;
    if (user_id !== caller.user_id) throw new ApiError(403, 'NO_PERMISSION', 'NOT_OWN_ACCOUNT');
    const user = await ctx.deps.db
      .selectFrom('users')
      .select(['password_hash', 'puser_name'])
      .where('user_id', '=', user_id)
      .executeTakeFirstOrThrow();
    if (DOMAIN_ACCOUNT_PREFIXES.some((p) => user.puser_name?.startsWith(p))) throw invalidState();
    // a stolen ticket must not become an unlimited oracle for the password: same limits as logging in
    const guard = { source: `password:${user_id}` };
    await admitAttempt(ctx.deps, ctx.deps.now(), guard, false);
    await claimAttempt(ctx.deps, ctx.deps.now(), guard, false);
    if (!(await verifyPassword(user.password_hash, old_password))) {
      await recordFailure(ctx.deps, ctx.deps.now(), guard);
      throw new ApiError(400, 'VALIDATION_FAILED', 'OLD_PASSWORD_WRONG', {}, [
        { field: 'old_password', message: 'OLD_PASSWORD_WRONG' },
      ]);
    }
    await recordSuccess(ctx.deps, guard);
    if (old_password.toLowerCase() === new_password.toLowerCase()) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'SAME_PASSWORD', {}, [
        { field: 'new_password', message: 'SAME_PASSWORD' },
      ]);
    }
    const password_hash = await hashPassword(new_password);
    await ctx.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash, init_pwd: 0, updated_at: ctx.deps.now() })
        .where('user_id', '=', user_id)
        .execute();
      await revokeUserTickets({ ...ctx.deps, db: trx }, user_id, caller.ticket_hash);
    });
    return null;
  },

  async clearInitPwd(ctx) {
    await ctx.deps.db
      .updateTable('users')
      .set({ init_pwd: 0 })
      .where('user_id', '=', requireCaller(ctx).user_id)
      .execute();
    return null;
  },

  async getUserRoleResourceTree(ctx) {
    const caller = requireCaller(ctx);
    const only = caller.user_type === 0 ? null : await grantedResourceIds(ctx.deps, caller.user_id);
    return resourceTree(ctx.deps, ctx.lang, only);
  },

  async isResourceCheck(ctx) {
    const code: string = ctx.query.menu_code;
    if (DEFAULT_MENUS.has(code)) return true;
    const grants = await loadGrants(ctx.deps, requireCaller(ctx));
    // a group menu (developers, providers, ...) is open when any menu under it is, as the tree shows it
    const under = routes.filter((r) => r.group === code && r.permission && r.permission !== 'default');
    return allows(grants, code) || under.some((r) => allows(grants, r.permission!));
  },

  async getUserInfoBySsoToken(ctx) {
    const { user_id, family } = await redeemToken(ctx.deps, ctx.query.sso_token, 'sso');
    return loginResult(ctx, user_id, family);
  },

  async issueExchangeToken(ctx) {
    return issueExchangeToken(ctx.deps, requireCaller(ctx));
  },

  async exchangeToken(ctx) {
    const { user_id, family } = await redeemToken(ctx.deps, ctx.query.token, 'exchange');
    return loginResult(ctx, user_id, family);
  },
};
