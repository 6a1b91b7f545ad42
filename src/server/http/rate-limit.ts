/**
 * A fixed-window limit shared by every instance (the counter lives in Redis with REDIS_URL, shared-limits.ts, else
 * in the database): one atomic script or upsert per call,
 * so parallel calls cannot all slip under the limit. For calls that are cheap to make and costly to allow in bulk
 * (captcha images, uniqueness checks); the gateway's per-call limits live elsewhere.
 */
import { sql } from 'kysely';
import type { Deps } from '../context.ts';
import { ApiError } from './errors.ts';

export interface Limit {
  /** what is limited, e.g. 'captcha' */
  name: string;
  max: number;
  windowMs: number;
}

export const LIMITS = {
  captcha: { name: 'captcha', max: 20, windowMs: 60_000 },
  checkUnique: { name: 'check_unique', max: 60, windowMs: 60_000 },
} satisfies Record<string, Limit>;

const refuse = (waitMs: number) =>
  new ApiError(429, 'RATE_LIMITED', 'RATE_LIMITED', {}, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

/** Counts one hit for `who`; throws 429 RATE_LIMITED (with Retry-After) past the limit. In Redis with REDIS_URL. */
export async function hit(deps: Deps, limit: Limit, who: string): Promise<void> {
  const shared = await deps.limits?.hit(`${limit.name}:${who}`, limit.windowMs);
  if (shared) {
    if (shared.count > limit.max) throw refuse(shared.ttlMs);
    return;
  }
  const now = deps.now();
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql<boolean>`rate_limits.window_started_at <= ${windowStart}`;
  const row = await deps.db
    .insertInto('rate_limits')
    .values({ limit_key: `${limit.name}:${who}`, window_started_at: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('limit_key').doUpdateSet({
        window_started_at: sql`case when ${expired} then ${now} else rate_limits.window_started_at end`,
        hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (row.hits > limit.max) {
    throw refuse(new Date(row.window_started_at).getTime() + limit.windowMs - now.getTime());
  }
}
