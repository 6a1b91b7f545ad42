/**
 * Brute-force protection for logins, as OWASP's authentication guidance has it: slow the guesser down, never let
 * the guesser lock the owner out. Two records of consecutive failures, each forgotten 15 minutes after its last:
 * - the source (the client address; for a password change, the session's user): a captcha from the 3rd failure,
 *   a delay of 2^(n-3) s after each further one (at most 5 minutes), and a 15-minute lock after 10. It is the
 *   guesser's own machine that slows down and stops, whatever accounts it tries;
 * - the account: a captcha from the 3rd failure, and the same growing delay for attempts without a captcha. An
 *   attempt that solved a captcha is neither delayed nor refused for the account's failures: the owner, from their
 *   own address, gets in with the right password and a captcha however many failures others caused.
 * A request whose captcha is missing or wrong is refused before anything is counted (the caller checks the
 * captcha between admitAttempt and claimAttempt), so it costs the account nothing. Unknown accounts are counted
 * like known ones, so the answers do not tell which accounts exist.
 *
 * Every count is a single conditional UPDATE, never read-then-write: attempts sent in parallel would otherwise all
 * pass the check before any of them is counted. For the same reason an attempt is counted as a failure when it is
 * let through (`claimAttempt`), before the password is checked; a success then clears the account's count and
 * takes its claim back from the source.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
const MAX_DELAY_MS = 5 * 60_000;

export const accountKey = (userName: string) => `account:${userName.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
/** A captcha drawn for an account belongs to the address that drew it too: nobody else can replace it. */
export const captchaKey = (userName: string | undefined, ip: string) =>
  userName ? `${accountKey(userName)}|${addressKey(ip)}` : addressKey(ip);

/** Whose failures an attempt counts against: where it comes from, and (for logins) the account it tries. */
export interface GuardKeys {
  source: string;
  account?: string;
}

type Db = Kysely<Database>;
type Guard = Awaited<ReturnType<typeof read>>[number];

/** Failures older than this are forgotten: a typo last week does not demand a captcha today. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

const stale = (g: { last_failure_at: Date | string | null }, t: number) =>
  !g.last_failure_at || new Date(g.last_failure_at).getTime() <= t - FAILURE_MEMORY_MS;

async function read(db: Db, keys: string[], now: Date) {
  const rows = await db.selectFrom('login_guards').selectAll().where('guard_key', 'in', keys).execute();
  return rows.map((g) => (stale(g, now.getTime()) ? { ...g, consecutive_failures: 0 } : g));
}

const keysOf = (k: GuardKeys) => [k.source, ...(k.account ? [k.account] : [])];

export async function captchaRequired(db: Db, keys: string[], now: Date): Promise<boolean> {
  return (await read(db, keys, now)).some((g) => g.consecutive_failures >= CAPTCHA_AFTER);
}

export function delayAfter(failures: number): number {
  return failures < CAPTCHA_AFTER ? 0 : Math.min(2 ** (failures - CAPTCHA_AFTER) * 1000, MAX_DELAY_MS);
}

/** Throws the 429 a caller should see when the record is locked or still in its delay. */
function refuseIfWaiting(g: Guard | undefined, t: number) {
  if (!g) return;
  if (g.locked_until && new Date(g.locked_until).getTime() > t) {
    const minutes = Math.ceil((new Date(g.locked_until).getTime() - t) / 60_000);
    const headers = { 'retry-after': String(minutes * 60) };
    // only sources are ever locked: a client address, or a session guessing its own password
    if (g.guard_key.startsWith('address:'))
      throw new ApiError(429, 'ADDRESS_LOCKED', 'ADDRESS_LOCKED', { minutes }, undefined, headers);
    throw new ApiError(429, 'RATE_LIMITED', 'ATTEMPTS_PAUSED', { minutes }, undefined, headers);
  }
  const wait = g.last_failure_at ? new Date(g.last_failure_at).getTime() + delayAfter(g.consecutive_failures) - t : 0;
  if (wait > 0)
    throw new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, {
      'retry-after': String(Math.ceil(wait / 1000)),
    });
}

const captchaRequiredError = () =>
  new ApiError(400, 'CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED', {}, [{ field: 'login_code', message: 'CAPTCHA_REQUIRED' }]);

/**
 * First gate, counting nothing: 429 when the source is locked or in its delay; for an attempt that brings no
 * captcha, 429 while the account is in its delay and 400 CAPTCHA_REQUIRED when a captcha is due. Answers whether a
 * captcha is due, which the caller then checks before claimAttempt.
 */
export async function admitAttempt(
  db: Db,
  now: Date,
  keys: GuardKeys,
  captchaGiven: boolean,
): Promise<{ captcha: boolean }> {
  const rows = await read(db, keysOf(keys), now);
  const source = rows.find((g) => g.guard_key === keys.source);
  const account = rows.find((g) => g.guard_key === keys.account);
  refuseIfWaiting(source, now.getTime());
  const captcha = rows.some((g) => g.consecutive_failures >= CAPTCHA_AFTER);
  if (!captchaGiven) {
    refuseIfWaiting(account, now.getTime());
    if (captcha && keys.account) throw captchaRequiredError();
  }
  return { captcha };
}

const forgotten = (now: Date) =>
  sql<boolean>`(last_failure_at is null or last_failure_at <= ${new Date(now.getTime() - FAILURE_MEMORY_MS)})`;
const countOne = (now: Date) => sql<number>`case when ${forgotten(now)} then 1 else consecutive_failures + 1 end`;

/** Counts a failure on one record if `when` holds; answers whether it did. */
async function claim(db: Db, now: Date, guard_key: string, when: RawBuilder<boolean> | null): Promise<boolean> {
  await db
    .insertInto('login_guards')
    .values({ guard_key, consecutive_failures: 0, hour_attempts: 0 })
    .onConflict((oc) => oc.column('guard_key').doNothing())
    .execute();
  let q = db
    .updateTable('login_guards')
    .set({ consecutive_failures: countOne(now), last_failure_at: now })
    .where('guard_key', '=', guard_key);
  if (when) q = q.where(when);
  return !!(await q.returning('guard_key').executeTakeFirst());
}

/**
 * Second gate, after the captcha was checked and before the password is: counts the attempt as a failure. The
 * source only where it is not locked and its delay is over, so parallel attempts each take their own turn. The
 * account always when the attempt solved a captcha; otherwise only while no captcha is due.
 */
export async function claimAttempt(db: Db, now: Date, keys: GuardKeys, solvedCaptcha: boolean): Promise<void> {
  const sourceFree = sql<boolean>`(locked_until is null or locked_until <= ${now})
    and (consecutive_failures < ${CAPTCHA_AFTER} or ${forgotten(now)}
      or last_failure_at <= cast(${now} as timestamptz)
        - least(power(2, consecutive_failures - ${CAPTCHA_AFTER}) * 1000, ${MAX_DELAY_MS}) * interval '1 millisecond')`;
  if (!(await claim(db, now, keys.source, sourceFree))) {
    refuseIfWaiting((await read(db, [keys.source], now))[0], now.getTime());
    throw new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, { 'retry-after': '1' });
  }
  if (!keys.account) return;
  const noCaptchaDue = sql<boolean>`(consecutive_failures < ${CAPTCHA_AFTER} or ${forgotten(now)})`;
  if (!(await claim(db, now, keys.account, solvedCaptcha ? null : noCaptchaDue))) {
    await giveBack(db, keys.source);
    throw captchaRequiredError();
  }
}

async function giveBack(db: Db, source: string) {
  await db
    .updateTable('login_guards')
    .set({ consecutive_failures: sql`greatest(consecutive_failures - 1, 0)` })
    .where('guard_key', '=', source)
    .execute();
}

/** The claimed attempt failed: it is already counted; the source's 10th in a row locks it (and a served lock starts its count again). */
export async function recordFailure(db: Db, now: Date, keys: GuardKeys): Promise<void> {
  await db
    .updateTable('login_guards')
    .set({ consecutive_failures: 0, last_failure_at: null, locked_until: new Date(now.getTime() + LOCK_MS) })
    .where('guard_key', '=', keys.source)
    .where('consecutive_failures', '>=', LOCK_AFTER)
    .execute();
}

/**
 * The claimed attempt succeeded: the account's count starts again; the source only takes back this attempt's
 * claim (a success on one account must not wipe the failures the same address made on others).
 */
export async function recordSuccess(db: Db, keys: GuardKeys): Promise<void> {
  if (keys.account) {
    await db
      .updateTable('login_guards')
      .set({ consecutive_failures: 0, last_failure_at: null, locked_until: null })
      .where('guard_key', '=', keys.account)
      .execute();
    await giveBack(db, keys.source);
  } else {
    await db
      .updateTable('login_guards')
      .set({ consecutive_failures: 0, last_failure_at: null, locked_until: null })
      .where('guard_key', '=', keys.source)
      .execute();
  }
}
