/**
 * Where the login throttle's records live (throttle.ts decides what they mean and picks the store): in the
 * database by default, in Redis when REDIS_URL is set (guard-store-redis.ts). Here: the records' shape, the
 * throttle's constants and the database's store.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60_000;
export const MAX_DELAY_MS = 5 * 60_000;
/** Failures older than this are forgotten: a typo last week does not demand a captcha today. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

export interface GuardRecord {
  guard_key: string;
  consecutive_failures: number;
  last_failure_at: Date | string | null;
  locked_until: Date | string | null;
}

/**
 * When a failure may be counted on a record: `source` where it is not locked and its delay is over; `no-captcha`
 * while no captcha is due; `always`.
 */
export type ClaimRule = 'source' | 'no-captcha' | 'always';

/** Each step one atomic statement or script: parallel attempts never all pass a check before any is counted. */
export interface GuardStore {
  read(keys: string[]): Promise<GuardRecord[]>;
  /** counts a failure on the record if the rule holds (a forgotten record starts again at 1); answers whether it did */
  claim(key: string, now: Date, rule: ClaimRule): Promise<boolean>;
  /** takes one counted failure back */
  giveBack(key: string): Promise<void>;
  /** the 10th failure in a row locks the record for 15 minutes and starts its count again */
  lockIfDue(key: string, now: Date): Promise<void>;
  /** forgets the record's failures and lock */
  clear(key: string): Promise<void>;
}

/** undefined from a Redis store: Redis is away, ask the database */
export type MaybeGuardStore = { [K in keyof GuardStore]: (...a: Parameters<GuardStore[K]>) => Promise<unknown> };

type Db = Kysely<Database>;

const forgotten = (now: Date) =>
  sql<boolean>`(last_failure_at is null or last_failure_at <= ${new Date(now.getTime() - FAILURE_MEMORY_MS)})`;
const countOne = (now: Date) => sql<number>`case when ${forgotten(now)} then 1 else consecutive_failures + 1 end`;

const rules: Record<ClaimRule, (now: Date) => RawBuilder<boolean> | null> = {
  source: (now) => sql<boolean>`(locked_until is null or locked_until <= ${now})
    and (consecutive_failures < ${CAPTCHA_AFTER} or ${forgotten(now)}
      or last_failure_at <= cast(${now} as timestamptz)
        - least(power(2, consecutive_failures - ${CAPTCHA_AFTER}) * 1000, ${MAX_DELAY_MS}) * interval '1 millisecond')`,
  'no-captcha': (now) => sql<boolean>`(consecutive_failures < ${CAPTCHA_AFTER} or ${forgotten(now)})`,
  always: () => null,
};

export function dbGuards(db: Db): GuardStore {
  const clearSet = { consecutive_failures: 0, last_failure_at: null, locked_until: null };
  return {
    read: (keys) => db.selectFrom('login_guards').selectAll().where('guard_key', 'in', keys).execute(),
    async claim(guard_key, now, rule) {
      await db
        .insertInto('login_guards')
        .values({ guard_key, consecutive_failures: 0, hour_attempts: 0 })
        .onConflict((oc) => oc.column('guard_key').doNothing())
        .execute();
      let q = db
        .updateTable('login_guards')
        .set({ consecutive_failures: countOne(now), last_failure_at: now })
        .where('guard_key', '=', guard_key);
      const when = rules[rule](now);
      if (when) q = q.where(when);
      return !!(await q.returning('guard_key').executeTakeFirst());
    },
    async giveBack(guard_key) {
      await db
        .updateTable('login_guards')
        .set({ consecutive_failures: sql`greatest(consecutive_failures - 1, 0)` })
        .where('guard_key', '=', guard_key)
        .execute();
    },
    async lockIfDue(guard_key, now) {
      await db
        .updateTable('login_guards')
        .set({ consecutive_failures: 0, last_failure_at: null, locked_until: new Date(now.getTime() + LOCK_MS) })
        .where('guard_key', '=', guard_key)
        .where('consecutive_failures', '>=', LOCK_AFTER)
        .execute();
    },
    async clear(guard_key) {
      await db.updateTable('login_guards').set(clearSet).where('guard_key', '=', guard_key).execute();
    },
  };
}
