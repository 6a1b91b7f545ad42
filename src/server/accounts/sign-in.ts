/**
 * Sign-in methods besides the password form: OpenID Connect, the workplace-chat authorization code (/ddOpen,
 * GET /openauthor/v1/user/authority), and the area (domain) account login with a captcha, whose accounts are
 * those carrying a prefix of an enabled user source. Plus binding and unbinding external identities.
 */
import { requireCaller, type Ctx, type Handlers } from '../context.ts';
import { ApiError, authFailed, invalidState } from '../http/errors.ts';
import { hit, LIMITS } from '../http/rate-limit.ts';
import { captchaPng, checkCaptcha, newCaptcha } from '../auth/captcha.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueSession } from '../auth/sessions.ts';
import { sessionUser } from '../auth/users.ts';
import { addressKey, admitAttempt, accountKey, claimAttempt, recordFailure, recordSuccess } from '../auth/throttle.ts';
import { newSecret } from '../auth/tokens.ts';
import { domainPrefixes } from './users.ts';
import { authorizationUrl, callback } from './oidc.ts';
import { accountFor } from './external.ts';

async function loginResult(ctx: Ctx, userId: number) {
  const s = await issueSession(ctx.deps, userId);
  return { ticket: s.ticket, expires_at: s.expires_at, user: await sessionUser(ctx.deps, userId, s.sso_access_token) };
}

async function activeUser(ctx: Ctx, userId: number) {
  const u = await ctx.deps.db
    .selectFrom('users')
    .select('state')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (u.state !== 1) throw authFailed('ACCOUNT_DISABLED');
}

export const signInHandlers: Handlers = {
  async signInOptions(ctx) {
    const { oidc, workchat } = ctx.deps.config;
    return {
      oidc: oidc ? { name: oidc.name } : null,
      workchat: !!workchat,
      domain_prefixes: await domainPrefixes(ctx.deps.db),
    };
  },

  async oidcAuthorize(ctx) {
    return { url: await authorizationUrl(ctx, null) };
  },

  async oidcBindAuthorize(ctx) {
    return { url: await authorizationUrl(ctx, requireCaller(ctx).user_id) };
  },

  async oidcCallback(ctx) {
    return ctx.reply.header('cache-control', 'no-store').redirect(await callback(ctx));
  },

  async identityUnbind(ctx) {
    const caller = requireCaller(ctx);
    const { provider } = ctx.body;
    const gone = await ctx.deps.db
      .deleteFrom('user_identities')
      .where('user_id', '=', caller.user_id)
      .where('provider', '=', provider)
      .executeTakeFirst();
    if (!Number(gone.numDeletedRows)) throw invalidState('IDENTITY_NOT_BOUND');
    return null;
  },

  async userAuthority(ctx) {
    const wc = ctx.deps.config.workchat;
    if (!wc) throw new ApiError(409, 'INVALID_STATE', 'WORKCHAT_NOT_CONFIGURED');
    // each code costs a call to the provider: limited per address like captcha drawing
    await hit(ctx.deps, LIMITS.captcha, addressKey(ctx.req.ip));
    let profile: { userid?: string; user_id?: string; name?: string; email?: string } | undefined;
    try {
      const res = await fetch(wc.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_key: wc.appKey, app_secret: wc.appSecret, code: ctx.query.auth_code }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) profile = (await res.json()) as typeof profile;
    } catch (err) {
      ctx.req.log.warn({ err }, 'workchat provider unreachable');
    }
    const subject = profile?.userid ?? profile?.user_id;
    if (!subject) throw new ApiError(401, 'UNAUTHORIZED', 'WORKCHAT_FAILED');
    const userId = await accountFor(ctx.deps, 'workchat', {
      subject: String(subject),
      display_name: profile?.name ?? null,
      preferred_name: null,
      email: profile?.email ?? null,
    });
    await activeUser(ctx, userId);
    await ctx.deps.db
      .updateTable('users')
      .set({ pdingding: String(subject).slice(0, 64) })
      .where('user_id', '=', userId)
      .execute();
    return loginResult(ctx, userId);
  },

  async areaCaptcha(ctx) {
    await hit(ctx.deps, LIMITS.captcha, addressKey(ctx.req.ip));
    const captcha_key = `area:${newSecret()}`;
    const text = await newCaptcha(ctx.deps.db, captcha_key, ctx.deps.now());
    const image = `data:image/png;base64,${(await captchaPng(text)).toString('base64')}`;
    return { captcha_key, image };
  },

  async areaLogin(ctx) {
    const { account, password, captcha_code, captcha_key } = ctx.body;
    const { db, now } = ctx.deps;
    const keys = { source: addressKey(ctx.req.ip), account: accountKey(account) };
    await admitAttempt(ctx.deps, now(), keys, true);
    // the captcha before anything is counted: a request without a valid one costs the account nothing
    if (!captcha_key.startsWith('area:') || !(await checkCaptcha(db, [captcha_key], captcha_code, now()))) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'CAPTCHA_INVALID', {}, [
        { field: 'captcha_code', message: 'CAPTCHA_INVALID' },
      ]);
    }
    await claimAttempt(ctx.deps, now(), keys, true);
    const prefixes = await domainPrefixes(db);
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'user_name', 'puser_name', 'password_hash', 'state'])
      .where((eb) => eb(eb.fn('lower', ['user_name']), '=', account.trim().toLowerCase()))
      .executeTakeFirst();
    const isArea =
      !!user &&
      prefixes.some(
        (p) => user.user_name.toLowerCase().startsWith(p.toLowerCase()) || !!user.puser_name?.startsWith(p),
      );
    const good = await verifyPassword(isArea ? user!.password_hash : undefined, password);
    if (!user || !isArea || !good) {
      await recordFailure(ctx.deps, now(), keys);
      throw new ApiError(400, 'LOGIN_FAILED', 'LOGIN_FAILED');
    }
    await recordSuccess(ctx.deps, keys);
    if (user.state !== 1) throw authFailed('ACCOUNT_DISABLED');
    return loginResult(ctx, user.user_id);
  },
};
