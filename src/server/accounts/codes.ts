/**
 * Verification codes: 6 digits, valid 10 minutes, single use, a resend only after 60 s, at most 5 sends an hour per
 * address and per client address, and at most 5 wrong tries per code. Stored as SHA-256 and compared in constant
 * time. One live code per purpose, address and account (the name being registered, the user binding an address;
 * '' where the address is the account, as in a password reset): a resend replaces the previous one, and the 60 s
 * wait is that account's, so someone asking a code for the same address under another name neither holds this
 * one back nor replaces its code; the code is good only for the account it was asked for.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Deps } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { hit, type Limit } from '../http/rate-limit.ts';
import { sha256 } from '../auth/tokens.ts';
import { senderFor, senderUnavailable, type Channel } from './sender.ts';
import type { Lang } from '../http/messages.ts';

export type Purpose = 'register' | 'reset' | 'bind';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_WRONG_TRIES = 5;
const PER_ADDRESS: Limit = { name: 'code_address', max: 5, windowMs: 3_600_000 };
const PER_IP: Limit = { name: 'code_ip', max: 5, windowMs: 3_600_000 };

export const normalizeAddress = (channel: Channel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address.replace(/[\s-]/g, '');

const TEXTS = {
  zh: {
    subject: '能力开放平台验证码',
    text: (code: string, what: string) => `您的验证码是 ${code}，10 分钟内有效，用于${what}。如非本人操作请忽略。`,
  },
  en: {
    subject: 'Open API Platform verification code',
    text: (code: string, what: string) =>
      `Your verification code is ${code}. It is valid for 10 minutes and is for ${what}. Ignore this message if you did not ask for it.`,
  },
};
const WHAT: Record<Lang, Record<Purpose, string>> = {
  zh: { register: '注册账号', reset: '重置密码', bind: '更换绑定的邮箱或手机号' },
  en: { register: 'registering an account', reset: 'resetting your password', bind: 'changing your email or phone' },
};

/**
 * Sends a fresh code. `deliver` false still counts and answers as if sent (password reset for an unknown account:
 * the answer must not tell whether the account exists).
 */
export async function sendCode(
  deps: Deps,
  input: {
    purpose: Purpose;
    channel: Channel;
    address: string;
    account?: string;
    ip: string;
    lang: Lang;
    deliver?: boolean;
  },
) {
  const sender = senderFor(deps);
  if (!sender.available(input.channel)) throw senderUnavailable(input.channel);
  const address = normalizeAddress(input.channel, input.address);
  const account = input.account ?? '';
  const now = deps.now();
  const tooSoon = (wait: number) => {
    const seconds = Math.ceil(wait / 1000);
    return new ApiError(429, 'RATE_LIMITED', 'CODE_RESEND_WAIT', { seconds }, undefined, {
      'retry-after': String(seconds),
    });
  };
  const last = await deps.db
    .selectFrom('verification_codes')
    .select(['sent_at'])
    .where('purpose', '=', input.purpose)
    .where('address', '=', address)
    .where('account', '=', account)
    .executeTakeFirst();
  const wait = last ? new Date(last.sent_at).getTime() + RESEND_AFTER_MS - now.getTime() : 0;
  if (wait > 0) throw tooSoon(wait);
  // with Redis the cooldown is also claimed atomically there: two instances (or two parallel requests) reading the
  // same last send above cannot both send
  const cooldownKey = `code_cooldown:${input.purpose}:${address}`;
  const claimed = await deps.limits?.cooldown(cooldownKey, RESEND_AFTER_MS);
  if (claimed) throw tooSoon(claimed);
  try {
    await hit(deps, PER_ADDRESS, `${input.channel}:${address}`);
    await hit(deps, PER_IP, input.ip);
  } catch (err) {
    if (claimed === 0) await deps.limits!.release(cooldownKey);
    throw err;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    channel: input.channel,
    code_hash: sha256(code),
    sent_at: now,
    expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
    used_at: null,
    failures: 0,
  };
  await deps.db
    .insertInto('verification_codes')
    .values({ purpose: input.purpose, address, account, ...row })
    .onConflict((oc) => oc.columns(['purpose', 'address', 'account']).doUpdateSet(row))
    .execute();
  if (input.deliver === false) return { resend_after: RESEND_AFTER_MS / 1000 };
  const t = TEXTS[input.lang];
  await sender.send({
    channel: input.channel,
    to: address,
    subject: t.subject,
    text: t.text(code, WHAT[input.lang][input.purpose]),
  });
  return { resend_after: RESEND_AFTER_MS / 1000 };
}

/**
 * Spends the code when it matches (true); a wrong code counts against the code (false). Runs in its own
 * transaction, so a wrong try is remembered even when the caller then fails the request.
 */
export async function consumeCode(
  deps: Deps,
  purpose: Purpose,
  channel: Channel,
  rawAddress: string,
  code: string,
  account = '',
): Promise<boolean> {
  const address = normalizeAddress(channel, rawAddress);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // the account's own code; a client that asked without naming the account has it under ''
    const rows = await trx
      .selectFrom('verification_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('address', '=', address)
      .where('account', 'in', [...new Set([account, ''])])
      .forUpdate()
      .execute();
    const row = rows.find((r) => r.account === account) ?? rows[0];
    const given = Buffer.from(sha256(String(code)), 'hex');
    // compare even when there is no live code, so timing says nothing about whether one exists
    const stored = Buffer.from(row?.code_hash ?? sha256('no code'), 'hex');
    const same = timingSafeEqual(given, stored);
    if (
      !row ||
      row.channel !== channel ||
      row.used_at ||
      new Date(row.expires_at).getTime() <= now.getTime() ||
      row.failures >= MAX_WRONG_TRIES
    )
      return false;
    const mine = trx
      .updateTable('verification_codes')
      .where('purpose', '=', purpose)
      .where('address', '=', address)
      .where('account', '=', row.account);
    if (!same) {
      await mine.set({ failures: sql`failures + 1` }).execute();
      return false;
    }
    await mine.set({ used_at: now }).execute();
    return true;
  });
}

export const codeInvalid = (field = 'code') =>
  new ApiError(400, 'VALIDATION_FAILED', 'CODE_INVALID', { field }, [{ field, message: 'CODE_INVALID' }]);
