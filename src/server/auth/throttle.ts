/**
 * Brute-force protection for logins, counted per account and per address:
 * - from the 3rd consecutive failure a captcha is required (is_check_code answers true);
 * - from the 3rd failure each further attempt waits 2^(n-3) s after the last failure (growing delay);
 * - 10 consecutive failures lock the key for 15 minutes;
 * - never more than 100 attempts an hour for one account.
 * Unknown accounts are counted too, so the answers do not tell whether an account exists.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
export const HOURLY_LIMIT = 100;
const HOUR_MS = 60 * 60_000;

export const accountKey = (userName: string) => `account:${userName.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

type Db = Kysely<Database>;

async function read(db: Db, keys: string[]) {
  return db.selectFrom('login_guards').selectAll().where('guard_key', 'in', keys).execute();
}

export async function captchaRequired(db: Db, keys: string[]): Promise<boolean> {
  return (await read(db, keys)).some((g) => g.consecutive_failures >= CAPTCHA_AFTER);
}

export function delayAfter(failures: number): number {
  return failures < CAPTCHA_AFTER ? 0 : Math.min(2 ** (failures - CAPTCHA_AFTER) * 1000, 5 * 60_000);
}

/** Refuses the attempt (429) when a key is locked, still in its delay, or over the hourly limit; counts it otherwise. */
export async function admitAttempt(db: Db, now: Date, account: string, address: string): Promise<void> {
  const t = now.getTime();
  for (const g of await read(db, [account, address])) {
    if (g.locked_until && new Date(g.locked_until).getTime() > t) {
      const minutes = Math.ceil((new Date(g.locked_until).getTime() - t) / 60_000);
      throw new ApiError(429, 'ACCOUNT_LOCKED', 'ACCOUNT_LOCKED', { minutes }, undefined, { 'retry-after': String(minutes * 60) });
    }
    const wait = g.last_failure_at ? new Date(g.last_failure_at).getTime() + delayAfter(g.consecutive_failures) - t : 0;
    if (wait > 0) {
      throw new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, { 'retry-after': String(Math.ceil(wait / 1000)) });
    }
  }
  const acc = (await read(db, [account]))[0];
  const fresh = !acc?.hour_started_at || t - new Date(acc.hour_started_at).getTime() >= HOUR_MS;
  if (!fresh && acc!.hour_attempts >= HOURLY_LIMIT) {
    throw new ApiError(429, 'RATE_LIMITED', 'TOO_MANY_ATTEMPTS');
  }
  await db.insertInto('login_guards')
    .values({ guard_key: account, consecutive_failures: 0, hour_started_at: now, hour_attempts: 1 })
    .onConflict((oc) => oc.column('guard_key').doUpdateSet(fresh
      ? { hour_started_at: now, hour_attempts: 1 }
      : { hour_attempts: acc!.hour_attempts + 1 }))
    .execute();
}

export async function recordFailure(db: Db, now: Date, keys: string[]): Promise<void> {
  for (const key of keys) {
    const g = (await read(db, [key]))[0];
    const failures = (g?.consecutive_failures ?? 0) + 1;
    const locked_until = failures >= LOCK_AFTER ? new Date(now.getTime() + LOCK_MS) : null;
    await db.insertInto('login_guards')
      .values({ guard_key: key, consecutive_failures: failures, last_failure_at: now, locked_until, hour_attempts: 0 })
      .onConflict((oc) => oc.column('guard_key').doUpdateSet({
        // a lock served in full starts the count again
        consecutive_failures: failures >= LOCK_AFTER ? 0 : failures,
        last_failure_at: failures >= LOCK_AFTER ? null : now,
        locked_until,
      }))
      .execute();
  }
}

export async function recordSuccess(db: Db, keys: string[]): Promise<void> {
  await db.updateTable('login_guards')
    .set({ consecutive_failures: 0, last_failure_at: null, locked_until: null })
    .where('guard_key', 'in', keys).execute();
}
