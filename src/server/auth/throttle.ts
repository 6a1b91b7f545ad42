/**
 * Brute-force protection for logins, counted per account and per address:
 * - from the 3rd consecutive failure a captcha is required (is_check_code answers true);
 * - from the 3rd failure each further attempt waits 2^(n-3) s after the last failure (growing delay);
 * - 10 consecutive failures lock the key for 15 minutes;
 * - never more than 100 attempts an hour for one account.
 * Unknown accounts are counted too, so the answers do not tell whether an account exists.
 *
 * Every count is a single conditional UPDATE, never read-then-write: many attempts sent in parallel would
 * otherwise all pass the check before any of them is counted (and the counts would be lost). For the same
 * reason an attempt is counted as a failure when it is let through (`claimAttempt`), before the password
 * is checked; a successful login then clears the account's count and takes its claim back from the address.
 * Failures are forgotten after 15 minutes without another.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
export const HOURLY_LIMIT = 100;
const HOUR_MS = 60 * 60_000;
const MAX_DELAY_MS = 5 * 60_000;

export const accountKey = (userName: string) => `account:${userName.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
/** A captcha drawn for an account belongs to the address that drew it too: nobody else can replace it. */
export const captchaKey = (userName: string | undefined, ip: string) =>
  (userName ? `${accountKey(userName)}|${addressKey(ip)}` : addressKey(ip));

type Db = Kysely<Database>;

/** Failures older than this are forgotten: a typo last week does not demand a captcha today. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

const stale = (g: { last_failure_at: Date | string | null }, t: number) =>
  !g.last_failure_at || new Date(g.last_failure_at).getTime() <= t - FAILURE_MEMORY_MS;

async function read(db: Db, keys: string[], now: Date) {
  const rows = await db.selectFrom('login_guards').selectAll().where('guard_key', 'in', keys).execute();
  return rows.map((g) => (stale(g, now.getTime()) ? { ...g, consecutive_failures: 0 } : g));
}

export async function captchaRequired(db: Db, keys: string[], now: Date): Promise<boolean> {
  return (await read(db, keys, now)).some((g) => g.consecutive_failures >= CAPTCHA_AFTER);
}

export function delayAfter(failures: number): number {
  return failures < CAPTCHA_AFTER ? 0 : Math.min(2 ** (failures - CAPTCHA_AFTER) * 1000, MAX_DELAY_MS);
}

/** Throws the 429 a caller should see when one of the keys is locked or still in its delay. */
function refuseIfWaiting(rows: Awaited<ReturnType<typeof read>>, t: number) {
  for (const g of rows) {
    if (g.locked_until && new Date(g.locked_until).getTime() > t) {
      const minutes = Math.ceil((new Date(g.locked_until).getTime() - t) / 60_000);
      throw new ApiError(429, 'ACCOUNT_LOCKED', 'ACCOUNT_LOCKED', { minutes }, undefined, { 'retry-after': String(minutes * 60) });
    }
    const wait = g.last_failure_at ? new Date(g.last_failure_at).getTime() + delayAfter(g.consecutive_failures) - t : 0;
    if (wait > 0) {
      throw new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, { 'retry-after': String(Math.ceil(wait / 1000)) });
    }
  }
}

/**
 * First gate: refuses (429) when a key is locked or still in its delay, and (400 CAPTCHA_REQUIRED) when a captcha
 * is due but none came, without counting either against the account: a script that cannot read captchas must
 * not use up the owner's hourly allowance. Then counts the attempt against the hour (429 past the limit).
 * Answers whether the attempt needs a captcha.
 */
export async function admitAttempt(db: Db, now: Date, account: string, address: string, hasCaptcha = true): Promise<{ captcha: boolean }> {
  const rows = await read(db, [account, address], now);
  refuseIfWaiting(rows, now.getTime());
  const captcha = rows.some((g) => g.consecutive_failures >= CAPTCHA_AFTER);
  if (captcha && !hasCaptcha) throw new ApiError(400, 'CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED', {}, [{ field: 'login_code', message: 'CAPTCHA_REQUIRED' }]);
  const newHour = sql<boolean>`(login_guards.hour_started_at is null or login_guards.hour_started_at <= ${new Date(now.getTime() - HOUR_MS)})`;
  const counted = await db.insertInto('login_guards')
    .values({ guard_key: account, consecutive_failures: 0, hour_started_at: now, hour_attempts: 1 })
    .onConflict((oc) => oc.column('guard_key')
      .doUpdateSet({
        hour_started_at: sql`case when ${newHour} then ${now} else login_guards.hour_started_at end`,
        hour_attempts: sql`case when ${newHour} then 1 else login_guards.hour_attempts + 1 end`,
      })
      .where(sql<boolean>`${newHour} or login_guards.hour_attempts < ${HOURLY_LIMIT}`))
    .returning('guard_key')
    .executeTakeFirst();
  if (!counted) throw new ApiError(429, 'RATE_LIMITED', 'TOO_MANY_ATTEMPTS');
  return { captcha };
}

/**
 * Second gate, just before the captcha and password are checked: counts the attempt as a failure on every
 * key, but only where the key is not locked and its delay is over; parallel attempts each take their own
 * turn here. Answers the most consecutive failures any key had before this attempt.
 */
export async function claimAttempt(db: Db, now: Date, keys: string[]): Promise<number> {
  let before = 0;
  for (const guard_key of keys) {
    await db.insertInto('login_guards').values({ guard_key, consecutive_failures: 0, hour_attempts: 0 })
      .onConflict((oc) => oc.column('guard_key').doNothing()).execute();
    const forgotten = sql<boolean>`(last_failure_at is null or last_failure_at <= ${new Date(now.getTime() - FAILURE_MEMORY_MS)})`;
    const claimed = await db.updateTable('login_guards')
      .set({ consecutive_failures: sql`case when ${forgotten} then 1 else consecutive_failures + 1 end`, last_failure_at: now })
      .where('guard_key', '=', guard_key)
      .where(sql<boolean>`(locked_until is null or locked_until <= ${now})`)
      .where(sql<boolean>`(consecutive_failures < ${CAPTCHA_AFTER} or last_failure_at is null
        or last_failure_at <= cast(${now} as timestamptz)
          - least(power(2, consecutive_failures - ${CAPTCHA_AFTER}) * 1000, ${MAX_DELAY_MS}) * interval '1 millisecond')`)
      .returning('consecutive_failures')
      .executeTakeFirst();
    if (!claimed) {
      refuseIfWaiting(await read(db, [guard_key], now), now.getTime());
      throw new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, { 'retry-after': '1' });
    }
    before = Math.max(before, claimed.consecutive_failures - 1);
  }
  return before;
}

/** The claimed attempt failed: it is already counted; the 10th in a row locks the key (and a served lock starts the count again). */
export async function recordFailure(db: Db, now: Date, keys: string[]): Promise<void> {
  await db.updateTable('login_guards')
    .set({ consecutive_failures: 0, last_failure_at: null, locked_until: new Date(now.getTime() + LOCK_MS) })
    .where('guard_key', 'in', keys).where('consecutive_failures', '>=', LOCK_AFTER)
    .execute();
}

/**
 * The claimed attempt succeeded: the account's count starts again; an address only takes back this attempt's
 * claim (a success on one account must not wipe the failures the same address made on others).
 */
export async function recordSuccess(db: Db, account: string, address?: string): Promise<void> {
  await db.updateTable('login_guards')
    .set({ consecutive_failures: 0, last_failure_at: null, locked_until: null })
    .where('guard_key', '=', account).execute();
  if (address) {
    await db.updateTable('login_guards')
      .set({ consecutive_failures: sql`greatest(consecutive_failures - 1, 0)` })
      .where('guard_key', '=', address).execute();
  }
}
