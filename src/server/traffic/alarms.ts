/**
 * The alarm evaluator: every minute, each enabled alarm rule is measured over its window in its owner's scope
 * (the calls the owner may see in statistics: their applications' or their groups' calls, all for platform admins),
 * and a rule whose metric reaches its threshold fires (an alarm record and a notice to the owner); a firing rule
 * whose metric falls back recovers (the record is closed, and the owner told). Error rate and quota use come
 * from the rollups (quota use against the subscriptions' quotas); p95 latency needs the distribution, so it is read from the raw rows of the window (a few
 * minutes, on the owner's (provider_id|developer_id, called_at) index). Each decision runs in a transaction
 * holding the rule's row lock, so several instances evaluating at once raise one record, not several.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { routeByName } from '../../shared/routes.ts';
import type { Caller, Deps } from '../context.ts';
import type { AlarmRules, Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound } from '../http/errors.ts';
import { notifyUsers } from '../notices/notify.ts';
import { isAlarmMetric, type AlarmMetric } from './alarm-metrics.ts';
import { bucketStart } from '../gateway/call-log/buckets.ts';
import { loadActiveSubscriptions } from '../apps/gateway-feed.ts';
import { periods } from '../gateway/state.ts';

export const ALARM_INTERVAL_MS = 60_000;
const MINUTE = 60_000;

type Rule = {
  alarm_rule_id: number;
  alarm_rule_name: string;
  metric: AlarmMetric;
  threshold: number;
  window_minutes: number;
  group_id: number | null;
  api_id: number | null;
  created_by: number | null;
};

const METRIC: Record<AlarmMetric, { zh: string; en: string }> = {
  error_rate: { zh: '错误率（%）', en: 'error rate (%)' },
  p95_latency_ms: { zh: 'P95 耗时（毫秒）', en: 'p95 latency (ms)' },
  quota_use: { zh: '配额使用率（%）', en: 'quota use (%)' },
};

/** Owner scope on either call table: the same rule as statistics and call logs. */
function ownerScope<T extends 'call_rollups' | 'call_logs'>(admin: boolean, owner: number | null) {
  return (eb: ExpressionBuilder<Database, T>) => {
    if (admin) return eb.lit(true);
    const who = owner ?? -1;
    return eb.or([eb(sql.ref('developer_id'), '=', who), eb(sql.ref('provider_id'), '=', who)]);
  };
}

/** The rule's metric now, or null when there were no calls to measure (which counts as recovered). */
export async function measure(db: Kysely<Database>, rule: Rule, admin: boolean, now: Date): Promise<number | null> {
  const from = new Date(now.getTime() - rule.window_minutes * MINUTE);
  if (rule.metric === 'p95_latency_ms') {
    let q = db
      .selectFrom('call_logs')
      .where(ownerScope<'call_logs'>(admin, rule.created_by))
      .where('called_at', '>', from)
      .where('called_at', '<=', now)
      // the chunks of those minutes (migration 1150): a range of their index, not every chunk unnested
      .where('bucket', '>=', bucketStart(from, 'm'))
      .where('bucket', '<=', now);
    if (rule.group_id) q = q.where('group_id', '=', rule.group_id);
    if (rule.api_id) q = q.where('api_id', '=', rule.api_id);
    const row = await q
      .select(sql<number | null>`percentile_cont(0.95) within group (order by latency_ms)`.as('p95'))
      .executeTakeFirst();
    return row?.p95 === null || row?.p95 === undefined ? null : Math.round(Number(row.p95));
  }
  if (rule.metric === 'quota_use') return quotaUse(db, rule, admin, now);
  let q = db
    .selectFrom('call_rollups')
    .where('granularity', '=', 'm')
    .where(ownerScope<'call_rollups'>(admin, rule.created_by))
    // minute buckets that started within the window, the current (partial) minute included
    .where('bucket_start', '>', new Date(bucketStart(from, 'm').getTime() - 1))
    .where('bucket_start', '<=', now);
  if (rule.group_id) q = q.where('group_id', '=', rule.group_id);
  if (rule.api_id) q = q.where('api_id', '=', rule.api_id);
  const row = await q
    .select([sql<string>`coalesce(sum(calls), 0)`.as('calls'), sql<string>`coalesce(sum(ok_calls), 0)`.as('ok')])
    .executeTakeFirstOrThrow();
  const calls = Number(row.calls);
  return calls ? Math.round((100 * (calls - Number(row.ok))) / calls) : null;
}

/**
 * Quota use: the largest share (in %) of its quota that a subscription in the rule's scope has used — today's
 * calls against the daily quota, or this month's against the monthly quota when there is no daily one. Calls that
 * took quota are the rollups' quota_calls (what the gateway counted, upstream failures after the checks
 * included); the quotas come from the applications domain's feed of active subscriptions. A rule on an API counts
 * that API's calls against its group's subscriptions. Null when no subscription in scope has a quota.
 */
async function quotaUse(db: Kysely<Database>, rule: Rule, admin: boolean, now: Date): Promise<number | null> {
  const subs = (await loadActiveSubscriptions(db, now)).filter(
    (s) =>
      s.enabled &&
      (s.daily_quota !== null || s.monthly_quota !== null) &&
      (!rule.group_id || s.group_id === rule.group_id),
  );
  if (!subs.length) return null;
  const p = periods(now.getTime());
  const dayStart = new Date(p.dayStart);
  let q = db
    .selectFrom('call_rollups')
    .where('granularity', '=', 'd')
    .where(ownerScope<'call_rollups'>(admin, rule.created_by))
    .where('bucket_start', '>=', new Date(`${p.month}-01T00:00:00+08:00`))
    .where('bucket_start', '<=', now)
    .where('apply_id', 'in', [...new Set(subs.map((s) => s.apply_id))]);
  if (rule.group_id) q = q.where('group_id', '=', rule.group_id);
  if (rule.api_id) q = q.where('api_id', '=', rule.api_id);
  const rows = await q
    .select(['apply_id', 'group_id', 'env_type'])
    .select(sql<string>`coalesce(sum(quota_calls) filter (where bucket_start >= ${dayStart}), 0)`.as('today'))
    .select(sql<string>`coalesce(sum(quota_calls), 0)`.as('month'))
    .groupBy(['apply_id', 'group_id', 'env_type'])
    .execute();
  const used = new Map(rows.map((r) => [`${r.apply_id}|${r.group_id}|${r.env_type}`, r]));
  let share: number | null = null;
  for (const s of subs) {
    const u = used.get(`${s.apply_id}|${s.group_id}|${s.env_type}`);
    if (!u) continue; // not a subscription of the rule owner's calls (or no calls yet this month)
    const value =
      s.daily_quota !== null
        ? Number(u.today) / Math.max(1, s.daily_quota)
        : Number(u.month) / Math.max(1, s.monthly_quota!);
    share = Math.max(share ?? 0, Math.round(100 * value));
  }
  return share;
}

const ALARM_PATH = routeByName.get('alarmList')?.path ?? '/';

export interface AlarmRound {
  evaluated: number;
  fired: number;
  recovered: number;
}

/** One evaluation of every enabled rule at `now`. */
export async function evaluateAlarms(deps: Deps, now = deps.now()): Promise<AlarmRound> {
  const db = deps.db;
  const rules = await db
    .selectFrom('alarm_rules')
    .leftJoin('users', 'users.user_id', 'alarm_rules.created_by')
    .select(['alarm_rules.alarm_rule_id', 'users.user_type'])
    // a rule disabled while firing is visited once more, to close its record
    .where((eb) => eb.or([eb('alarm_rules.enabled', '=', 1), eb('alarm_rules.alarm_state', '=', 'firing')]))
    .orderBy('alarm_rules.alarm_rule_id')
    .execute();
  const round: AlarmRound = { evaluated: 0, fired: 0, recovered: 0 };
  for (const { alarm_rule_id, user_type } of rules) {
    await db.transaction().execute(async (trx) => {
      const rule = await trx
        .selectFrom('alarm_rules')
        .selectAll()
        .where('alarm_rule_id', '=', alarm_rule_id)
        .forUpdate()
        .executeTakeFirst();
      if (!rule || (rule.enabled !== 1 && rule.alarm_state !== 'firing')) return;
      // a metric this build does not know (a newer build wrote it) is left for that build to evaluate
      if (!isAlarmMetric(rule.metric)) return;
      const admin = user_type !== null && user_type !== undefined && isPlatformAdmin({ user_type } as Caller);
      const value = rule.enabled === 1 ? await measure(trx, { ...rule, metric: rule.metric }, admin, now) : null;
      const breached = value !== null && value >= rule.threshold;
      const patch: Partial<Record<keyof AlarmRules, unknown>> = { last_value: value, evaluated_at: now };
      const metric = METRIC[rule.metric];
      const shown = value ?? 0;
      if (breached && rule.alarm_state !== 'firing') {
        await trx
          .insertInto('alarm_records')
          .values({
            alarm_rule_id,
            metric: rule.metric,
            threshold: rule.threshold,
            fired_value: value,
            recovered_value: null,
            record_state: 'firing',
            fired_at: now,
            recovered_at: null,
            owner_id: rule.created_by,
          })
          .execute();
        patch.alarm_state = 'firing';
        if (rule.created_by) {
          await notifyUsers(
            trx,
            [rule.created_by],
            {
              title: { zh: `告警：${rule.alarm_rule_name}`, en: `Alarm: ${rule.alarm_rule_name}` },
              content: {
                zh: `${metric.zh}为 ${shown}，达到阈值 ${rule.threshold}（最近 ${rule.window_minutes} 分钟）。`,
                en: `The ${metric.en} is ${shown}, at or above the threshold of ${rule.threshold} (last ${rule.window_minutes} minutes).`,
              },
              link: ALARM_PATH,
            },
            now,
          );
        }
        round.fired++;
      } else if (!breached && rule.alarm_state === 'firing') {
        await trx
          .updateTable('alarm_records')
          .set({ record_state: 'recovered', recovered_at: now, recovered_value: value })
          .where('alarm_rule_id', '=', alarm_rule_id)
          .where('record_state', '=', 'firing')
          .execute();
        patch.alarm_state = 'ok';
        if (rule.created_by) {
          await notifyUsers(
            trx,
            [rule.created_by],
            {
              title: { zh: `告警恢复：${rule.alarm_rule_name}`, en: `Alarm recovered: ${rule.alarm_rule_name}` },
              content: {
                zh: `${metric.zh}已回落到 ${shown}，低于阈值 ${rule.threshold}。`,
                en: `The ${metric.en} is back to ${shown}, below the threshold of ${rule.threshold}.`,
              },
              link: ALARM_PATH,
            },
            now,
          );
        }
        round.recovered++;
      }
      await trx
        .updateTable('alarm_rules')
        .set(patch as never)
        .where('alarm_rule_id', '=', alarm_rule_id)
        .execute();
      round.evaluated++;
    });
  }
  return round;
}

/** Runs the evaluator every minute until stopped; a failed round is reported and the next one tries again. */
export function startAlarmEvaluator(
  deps: Deps,
  onError: (err: unknown) => void,
  intervalMs = ALARM_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = evaluateAlarms(deps)
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

export interface AlarmRecordQuery {
  page_num?: number;
  page_size?: number;
  alarm_rule_id?: number;
  record_state?: 'firing' | 'recovered';
}

/** The caller's alarm records, newest first (platform admins: everyone's). */
export async function alarmRecordPage(deps: Deps, caller: Caller, q: AlarmRecordQuery) {
  const page_num = q.page_num ?? 1,
    page_size = q.page_size ?? 10;
  if (q.alarm_rule_id && !isPlatformAdmin(caller)) {
    // another owner's rule is not there for this caller: 404, like every row outside the scope
    const own = await deps.db
      .selectFrom('alarm_rules')
      .select('alarm_rule_id')
      .where('alarm_rule_id', '=', q.alarm_rule_id)
      .where('created_by', '=', caller.user_id)
      .executeTakeFirst();
    if (!own) throw notFound();
  }
  let base = deps.db
    .selectFrom('alarm_records')
    .innerJoin('alarm_rules', 'alarm_rules.alarm_rule_id', 'alarm_records.alarm_rule_id');
  if (!isPlatformAdmin(caller)) base = base.where('alarm_records.owner_id', '=', caller.user_id);
  if (q.alarm_rule_id) base = base.where('alarm_records.alarm_rule_id', '=', q.alarm_rule_id);
  if (q.record_state) base = base.where('alarm_records.record_state', '=', q.record_state);
  const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
  const list = await base
    .selectAll('alarm_records')
    .select('alarm_rules.alarm_rule_name')
    .orderBy('alarm_records.fired_at', 'desc')
    .orderBy('alarm_records.alarm_record_id', 'desc')
    .limit(page_size)
    .offset((page_num - 1) * page_size)
    .execute();
  return { list: list.map(({ owner_id: _o, ...r }) => r), total: Number(n), page_num, page_size };
}
