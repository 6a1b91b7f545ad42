/**
 * Reads what the gateway enforces from the database, through the feeds the catalog and the applications domain
 * publish for it (the gateway never reads their tables itself), and builds the snapshot. Quota counters of a
 * fresh instance (or of memory state after a restart) are seeded from the day rollups of the call logs, so a
 * restart does not hand out a new day's quota.
 */
import { sql } from 'kysely';
import { loadPublishedRoutes } from '../catalog/gateway-feed.ts';
import { loadActiveSubscriptions, loadGatewayApps } from '../apps/gateway-feed.ts';
import { appSecretKey } from '../apps/secret-key.ts';
import { loadPackageAllowances } from '../billing/gateway-feed.ts';
import { loadMcpGroups, loadMcpTokens } from '../mcp/gateway-feed.ts';
import type { Deps } from '../context.ts';
import { currentGatewayConfig } from './config-version.ts';
import { buildSnapshot, type SubscriptionFeed } from './snapshot-build.ts';
import type { SnapshotLoader } from './server.ts';
import { periods, type GatewayState } from './state.ts';

export const loadSnapshot: SnapshotLoader = async (deps, guard, state) => {
  // the version first: a change committed while the rows are read is then seen as newer and reloaded again
  const { version } = await currentGatewayConfig(deps.db);
  const now = deps.now();
  const [routes, apps, active, packages, mcpGroups, mcpTokens] = await Promise.all([
    loadPublishedRoutes(deps.db),
    loadGatewayApps(deps.db, appSecretKey(deps.config), now),
    loadActiveSubscriptions(deps.db, now),
    loadPackageAllowances(deps.db, now),
    loadMcpGroups(deps.db),
    loadMcpTokens(deps.db, now),
  ]);
  const subscriptions = active.map((s) => ({ ...s, package: packages.get(s.r_apply_groups_record_id) ?? null }));
  await seedQuotas(deps, state, subscriptions, now.getTime());
  return buildSnapshot({ version, routes, apps, subscriptions, mcpGroups, mcpTokens }, guard, now.getTime());
};

/** Calls that passed the gateway (and so took quota) today and this month, per subscription with a quota. */
async function seedQuotas(deps: Deps, state: GatewayState, subs: readonly SubscriptionFeed[], now: number) {
  const limited = subs.filter((s) => s.daily_quota !== null || s.monthly_quota !== null);
  if (limited.length === 0) return;
  const p = periods(now);
  const monthStart = new Date(`${p.month}-01T00:00:00+08:00`);
  const dayStart = new Date(`${p.day}T00:00:00+08:00`);
  const rows = await deps.db
    .selectFrom('call_rollups')
    .select(['apply_id', 'group_id', 'env_type'])
    // calls that took quota: those answered, and those the upstream failed after the checks
    .select(sql<string>`sum(quota_calls) filter (where bucket_start >= ${dayStart})`.as('today'))
    .select(sql<string>`sum(quota_calls)`.as('month'))
    .where('granularity', '=', 'd')
    .where('bucket_start', '>=', monthStart)
    .where('apply_id', 'in', [...new Set(limited.map((s) => s.apply_id))])
    .groupBy(['apply_id', 'group_id', 'env_type'])
    .execute();
  const used = new Map(rows.map((r) => [`${r.apply_id}|${r.group_id}|${r.env_type}`, r]));
  for (const s of limited) {
    const u = used.get(`${s.apply_id}|${s.group_id}|${s.env_type}`);
    if (!u) continue;
    const key = String(s.r_apply_groups_record_id);
    await state.seedQuota(key, 'day', Number(u.today ?? 0), now);
    await state.seedQuota(key, 'month', Number(u.month ?? 0), now);
  }
}
