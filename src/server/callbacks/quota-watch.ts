/**
 * The quota-at-80 % event (issue 25 item 23): every minute, for each active subscription with a daily or monthly
 * quota whose application has a callback asking for `quota.threshold`, the calls that took quota today and this
 * month (the gateway's day rollups, the same count a restarted gateway seeds its counters from) are compared with
 * the quota; the first check at or past 80 % of a period queues the event, once per subscription and period (the
 * delivery's event key).
 */
import { sql } from 'kysely';
import type { Deps } from '../context.ts';
import { periods } from '../gateway/state.ts';
import { enqueueCallbackEvent } from './events.ts';
import { nudgeCallbacks } from './worker.ts';

const INTERVAL_MS = 60_000;
export const QUOTA_THRESHOLD = 0.8;

export async function checkQuotaThresholds(deps: Deps): Promise<number> {
  const now = deps.now();
  const subs = await deps.db
    .selectFrom('apply_records as r')
    .innerJoin('charge_rules as c', 'c.charge_rule_id', 'r.charge_rule_id')
    .select([
      'r.r_apply_groups_record_id',
      'r.apply_id',
      'r.group_id',
      'r.env_type',
      'c.daily_quota',
      'c.monthly_quota',
    ])
    .where('r.state', '=', 'active')
    .where('r.enabled', '=', 1)
    .where((eb) => eb.or([eb('c.daily_quota', 'is not', null), eb('c.monthly_quota', 'is not', null)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('app_callbacks as cb')
          .select('cb.callback_id')
          .whereRef('cb.apply_id', '=', 'r.apply_id')
          .whereRef('cb.env_type', '=', 'r.env_type')
          .where('cb.enabled', '=', true)
          .where('cb.events', 'like', '%"quota.threshold"%'),
      ),
    )
    .execute();
  if (!subs.length) return 0;
  const p = periods(now.getTime());
  const monthStart = new Date(`${p.month}-01T00:00:00+08:00`);
  const dayStart = new Date(`${p.day}T00:00:00+08:00`);
  const used = await deps.db
    .selectFrom('call_rollups')
    .select(['apply_id', 'group_id', 'env_type'])
    .select(sql<string>`sum(quota_calls) filter (where bucket_start >= ${dayStart})`.as('today'))
    .select(sql<string>`sum(quota_calls)`.as('month'))
    .where('granularity', '=', 'd')
    .where('bucket_start', '>=', monthStart)
    .where('apply_id', 'in', [...new Set(subs.map((s) => s.apply_id))])
    .groupBy(['apply_id', 'group_id', 'env_type'])
    .execute();
  const byKey = new Map(used.map((u) => [`${u.apply_id}|${u.group_id}|${u.env_type}`, u]));
  let queued = 0;
  for (const s of subs) {
    const u = byKey.get(`${s.apply_id}|${s.group_id}|${s.env_type}`);
    if (!u) continue;
    const checks = [
      { period: 'day', label: p.day, quota: s.daily_quota, used: Number(u.today ?? 0) },
      { period: 'month', label: p.month, quota: s.monthly_quota, used: Number(u.month ?? 0) },
    ];
    for (const c of checks) {
      if (!c.quota || c.used < c.quota * QUOTA_THRESHOLD) continue;
      const ids = await enqueueCallbackEvent(deps.db, {
        apply_id: s.apply_id,
        env_type: s.env_type,
        type: 'quota.threshold',
        key: `quota80:${s.r_apply_groups_record_id}:${c.period}:${c.label}`,
        data: {
          group_id: s.group_id,
          r_apply_groups_record_id: s.r_apply_groups_record_id,
          period: c.period,
          period_label: c.label,
          used: c.used,
          quota: c.quota,
          percent: Math.floor((c.used / c.quota) * 100),
        },
        now,
      });
      queued += ids.length;
    }
  }
  if (queued) nudgeCallbacks(deps);
  return queued;
}

export function startQuotaWatch(deps: Deps, onError: (err: unknown) => void, intervalMs = INTERVAL_MS) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = checkQuotaThresholds(deps)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
