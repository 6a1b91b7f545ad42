/**
 * Deletes what can no longer matter: tickets and tokens a day past their expiry, expired captchas, and
 * login counters with no failures, no lock and no attempts in the last hour, rate-limit windows over an hour old.
 * Runs every 10 minutes.
 */
import type { Deps } from '../context.ts';
import { sweepExpired } from '../oauth/adapter.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export async function sweep(deps: Deps): Promise<void> {
  const now = deps.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await deps.db.deleteFrom('tickets').where('expires_at', '<', dayAgo).execute();
  await deps.db.deleteFrom('sso_tokens').where('expires_at', '<', dayAgo).execute();
  await deps.db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await deps.db
    .deleteFrom('login_guards')
    .where('consecutive_failures', '=', 0)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .where((eb) =>
      eb.or([eb('hour_started_at', 'is', null), eb('hour_started_at', '<', new Date(now.getTime() - HOUR_MS))]),
    )
    .execute();
  await sweepExpired(deps.db, now);
  await deps.db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<', new Date(now.getTime() - HOUR_MS))
    .execute();
}

export function startSweeper(deps: Deps, log: (err: unknown) => void, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    sweep(deps).catch(log);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
