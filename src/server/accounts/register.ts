/** Registration, its codes and uniqueness checks, and password reset by code (SPEC.md sections 2, 5 and 7). */
import { randomUUID } from 'node:crypto';
import type { Handlers } from '../context.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import { captchaKey } from '../auth/throttle.ts';
import { revokeUserTickets } from '../auth/sessions.ts';
import { hit, LIMITS } from '../http/rate-limit.ts';
import { fieldError } from '../http/field-error.ts';
import { codeInvalid, consumeCode, normalizeAddress, sendCode } from './codes.ts';
import type { Channel } from './sender.ts';
import { assertFree, checkUserName, contactField, findByContact, taken, userNameProblem } from './users.ts';
import { translate } from '../http/messages.ts';
import { checkInvite, findUsableInvite, joinWithInvite } from './invites.ts';
import { validCreditCode, validIdCard } from './check-digits.ts';

/** the account a registration code is for: the name being registered, as the uniqueness check compares it */
const registerAccount = (userName?: string) => userName?.trim().toLowerCase() ?? '';

const addressOf = (b: { channel: Channel; email?: string; phone?: string }) =>
  b.channel === 'email' ? b.email : b.phone;

export const registerHandlers: Handlers = {
  async sendRegisterCode(ctx) {
    const { channel, address, user_name } = ctx.body;
    // registration must say when an address is taken (the uniqueness check does too); limited like any check
    if (await taken(ctx.deps.db, contactField(channel), address)) throw fieldError('address', 'DUPLICATE');
    // the resend wait is the account's for this address: someone else asking for it does not hold this one back
    return sendCode(ctx.deps, {
      purpose: 'register',
      channel,
      address,
      account: registerAccount(user_name),
      ip: ctx.req.ip,
      lang: ctx.lang,
    });
  },

  async registerCheck(ctx) {
    await hit(ctx.deps, LIMITS.checkUnique, `address:${ctx.req.ip}`);
    const { field, value } = ctx.query;
    const db = ctx.deps.db;
    const v = value.trim();
    switch (field) {
      case 'user_name': {
        // the rule first, as the form shows it while typing; then whether it is free
        const rule = await userNameProblem(db, v);
        if (rule) return { available: false, valid: false, message: translate(ctx.lang, rule.key, rule.params) };
        return { available: !(await taken(db, field, v)), valid: true };
      }
      case 'email':
      case 'phone':
        return { available: !(await taken(db, field, v)) };
      case 'enterprise_name':
        return {
          available: !(await db
            .selectFrom('enterprises')
            .select('enterprise_id')
            .where('enterprise_name', '=', v)
            .executeTakeFirst()),
        };
      case 'enterprise_code':
        return {
          available:
            validCreditCode(v) &&
            !(await db
              .selectFrom('enterprises')
              .select('enterprise_id')
              .where('enterprise_code', '=', v.toUpperCase())
              .executeTakeFirst()),
          valid: validCreditCode(v),
        };
      case 'id_card':
        return { available: validIdCard(v), valid: validIdCard(v) };
      default: // invite_code: usable now
        return { available: !!(await findUsableInvite(db, v, ctx.deps.now())) };
    }
  },

  async register(ctx) {
    const b = ctx.body;
    const { db, now } = ctx.deps;
    if (b.agreement !== true) throw fieldError('agreement', 'AGREEMENT_REQUIRED');
    const address = addressOf(b);
    const field = contactField(b.channel);
    if (!address) throw fieldError(field, 'CONTACT_REQUIRED', { field });
    // the captcha is spent first, so a script cannot use this call to test codes or names without solving one
    if (
      !(await checkCaptcha(
        db,
        [captchaKey(b.user_name, ctx.req.ip), captchaKey(undefined, ctx.req.ip)],
        b.captcha_code,
        now(),
      ))
    ) {
      throw fieldError('captcha_code', 'CAPTCHA_INVALID');
    }
    await checkUserName(db, b.user_name);
    await assertFree(db, 'user_name', b.user_name);
    await assertFree(db, field, address);
    if (b.invite_code) {
      const invite = await checkInvite(db, b.invite_code, now());
      if ('problem' in invite) throw fieldError('invite_code', invite.problem);
    }
    if (!(await consumeCode(ctx.deps, 'register', b.channel, address, b.code, registerAccount(b.user_name))))
      throw codeInvalid();
    const password_hash = await hashPassword(b.password);
    const user = await db.transaction().execute(async (trx) => {
      // checked again inside: two registrations of one name between the checks above and here
      await assertFree(trx, 'user_name', b.user_name);
      const created = await trx
        .insertInto('users')
        .values({
          user_name: b.user_name.trim(),
          uid: randomUUID(),
          password_hash,
          account_type: b.account_type ?? 0,
          user_type: 3,
          [field]: normalizeAddress(b.channel, address),
          pnick_name: b.user_name.trim(),
          created_at: now(),
          updated_at: now(),
        })
        .returning(['user_id', 'user_name', 'account_type'])
        .executeTakeFirstOrThrow();
      if (b.invite_code) await joinWithInvite(trx, created.user_id, b.invite_code, now());
      else if (created.account_type === 2) {
        // an enterprise account manages its enterprise's data, authentication included
        const role = await trx
          .selectFrom('roles')
          .select('role_id')
          .where('role_code', '=', 'enterprise_admin')
          .where('built_in', '=', 1)
          .executeTakeFirst();
        if (role)
          await trx.insertInto('user_roles').values({ user_id: created.user_id, role_id: role.role_id }).execute();
      }
      return created;
    });
    ctx.req.log.info({ user_id: user.user_id }, 'registered');
    return { user_id: user.user_id, user_name: user.user_name };
  },

  async sendResetCode(ctx) {
    const { channel, address } = ctx.body;
    const user = await findByContact(ctx.deps, channel, address);
    // the same answer, the same limits and the same wait whether or not the account exists
    return sendCode(ctx.deps, { purpose: 'reset', channel, address, ip: ctx.req.ip, lang: ctx.lang, deliver: !!user });
  },

  async resetPassword(ctx) {
    const { channel, address, code, new_password } = ctx.body;
    // a code was only delivered when the account exists, so an unknown account fails exactly like a wrong code
    if (!(await consumeCode(ctx.deps, 'reset', channel, address, code))) throw codeInvalid();
    const user = await findByContact(ctx.deps, channel, address);
    if (!user) throw codeInvalid();
    const password_hash = await hashPassword(new_password);
    await ctx.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash, init_pwd: 0, updated_at: ctx.deps.now() })
        .where('user_id', '=', user.user_id)
        .execute();
      await revokeUserTickets({ ...ctx.deps, db: trx }, user.user_id);
    });
    return null;
  },
};
