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
 * Every count is a single conditional step (an UPDATE in the database, a Lua script in Redis with REDIS_URL: see
 * guard-store.ts), never read-then-write: attempts sent in parallel would otherwise all pass the check before any
 * of them is counted. For the same reason an attempt is counted as a failure when it is
 * let through (`claimAttempt`), before the password is checked; a success then clears the account's count and
 * takes its claim back from the source.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { SharedLimits } from '../http/shared-limits.ts';
import {
  CAPTCHA_AFTER,
  dbGuards,
  FAILURE_MEMORY_MS,
  MAX_DELAY_MS,
  type GuardRecord,
  type GuardStore,
} from './guard-store.ts';
import { redisGuards } from './guard-store-redis.ts';

export { CAPTCHA_AFTER, FAILURE_MEMORY_MS, LOCK_AFTER, LOCK_MS } from './guard-store.ts';

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

/** What the throttle needs: the database, and the Redis limits when REDIS_URL is set. */
export interface ThrottleDeps {
  db: Kysely<Database>;
  limits?: SharedLimits;
}

/**
 * The records in Redis when REDIS_URL is set, else in the database. A step Redis cannot answer (it is away) is
 * taken in the database instead, warned once per outage by the Redis connection (http/shared-limits.ts): a
 * throttle must not stop logins, and the database's records are shared by the instances too.
 */
function storeOf(deps: ThrottleDeps): GuardStore {
  const db = dbGuards(deps.db);
  if (!deps.limits) return db;
  const redis = redisGuards(deps.limits);
  const either =
    <K extends keyof GuardStore>(k: K) =>
    async (...a: Parameters<GuardStore[K]>): Promise<never> => {
      const call = (s: object) => (s as Record<K, (...x: typeof a) => Promise<unknown>>)[k](...a);
      const r = await call(redis);
      return (r === undefined ? await call(db) : r) as never;
    };
  return {
    read: either('read'),
    claim: either('claim'),
    giveBack: either('giveBack'),
    lockIfDue: either('lockIfDue'),
    clear: either('clear'),
  };
}

const stale = (g: { last_failure_at: Date | string | null }, t: number) =>
  !g.last_failure_at || new Date(g.last_failure_at).getTime() <= t - FAILURE_MEMORY_MS;

async function read(store: GuardStore, keys: string[], now: Date): Promise<GuardRecord[]> {
  const rows = await store.read(keys);
  return rows.map((g) => (stale(g, now.getTime()) ? { ...g, consecutive_failures: 0 } : g));
}

const keysOf = (k: GuardKeys) => [k.source, ...(k.account ? [k.account] : [])];

export async function captchaRequired(deps: ThrottleDeps, keys: string[], now: Date): Promise<boolean> {
  return (await read(storeOf(deps), keys, now)).some((g) => g.consecutive_failures >= CAPTCHA_AFTER);
}

export function delayAfter(failures: number): number {
  return failures < CAPTCHA_AFTER ? 0 : Math.min(2 ** (failures - CAPTCHA_AFTER) * 1000, MAX_DELAY_MS);
}

/** Throws the 429 a caller should see when the record is locked or still in its delay. */
function refuseIfWaiting(g: GuardRecord | undefined, t: number) {
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
  deps: ThrottleDeps,
  now: Date,
  keys: GuardKeys,
  captchaGiven: boolean,
): Promise<{ captcha: boolean }> {
  const rows = await read(storeOf(deps), keysOf(keys), now);
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

/**
 * Second gate, after the captcha was checked and before the password is: counts the attempt as a failure. The
 * source only where it is not locked and its delay is over, so parallel attempts each take their own turn. The
 * account always when the attempt solved a captcha; otherwise only while no captcha is due.
 */
export async function claimAttempt(
  deps: ThrottleDeps,
  now: Date,
  keys: GuardKeys,
  solvedCaptcha: boolean,
): Promise<void> {
  const store = storeOf(deps);
  if (!(await store.claim(keys.source, now, 'source'))) {
    refuseIfWaiting((await read(store, [keys.source], now))[0], now.getTime());
    throw new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, { 'retry-after': '1' });
  }
  if (!keys.account) return;
  if (!(await store.claim(keys.account, now, solvedCaptcha ? 'always' : 'no-captcha'))) {
    await store.giveBack(keys.source);
    throw captchaRequiredError();
  }
}

/** The claimed attempt failed: it is already counted; the source's 10th in a row locks it (and a served lock starts its count again). */
export async function recordFailure(deps: ThrottleDeps, now: Date, keys: GuardKeys): Promise<void> {
  await storeOf(deps).lockIfDue(keys.source, now);
}

/**
 * The claimed attempt succeeded: the account's count starts again; the source only takes back this attempt's
 * claim (a success on one account must not wipe the failures the same address made on others).
 */
export async function recordSuccess(deps: ThrottleDeps, keys: GuardKeys): Promise<void> {
  const store = storeOf(deps);
  if (keys.account) {
    await store.clear(keys.account);
    await store.giveBack(keys.source);
  } else {
    await store.clear(keys.source);
  }
}
