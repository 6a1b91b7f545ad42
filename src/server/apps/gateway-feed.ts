/**
 * What the gateway reads about applications (CONVENTIONS.md "Apps tables"): one row per application and
 * environment with the secrets in plain text (current first, then the previous one while its grace period runs),
 * and the whitelist when it is enabled. Only the gateway's snapshot loader calls this; nothing here is logged.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
// the row shapes are the gateway's (what it consumes, defined once where it is compiled)
import type { AppFeed, SubscriptionFeed } from '../gateway/snapshot-build.ts';
import { openSecret } from './secret-box.ts';

export type GatewayAppRow = AppFeed;

export async function loadGatewayApps(db: Kysely<Database>, secretKey: Buffer, now: Date): Promise<GatewayAppRow[]> {
  const rows = await db
    .selectFrom('app_credentials as c')
    .innerJoin('apps as a', 'a.apply_id', 'c.apply_id')
    .leftJoin('app_ip_whitelists as w', (j) =>
      j.onRef('w.apply_id', '=', 'c.apply_id').onRef('w.env_type', '=', 'c.env_type'),
    )
    .select([
      'c.apply_id',
      'a.created_by',
      'c.env_type',
      'c.app_key',
      'a.enabled',
      'c.secret_enc',
      'c.previous_secret_enc',
      'c.previous_valid_until',
      'w.ip_list',
      'w.enabled as ip_enabled',
    ])
    .orderBy('c.apply_id')
    .orderBy('c.env_type')
    .execute();
  const at = now.getTime();
  return rows.map((r) => {
    const graceUntil = r.previous_valid_until ? new Date(r.previous_valid_until).getTime() : null;
    const inGrace = r.previous_secret_enc !== null && graceUntil !== null && graceUntil > at;
    const secrets = [openSecret(secretKey, r.app_key, r.secret_enc)];
    if (inGrace) secrets.push(openSecret(secretKey, r.app_key, r.previous_secret_enc!));
    return {
      apply_id: r.apply_id,
      developer_id: r.created_by,
      env_type: r.env_type,
      app_key: r.app_key,
      enabled: r.enabled === 1,
      secrets,
      grace_until: inGrace ? graceUntil : null,
      ip_list: r.ip_enabled === 1 ? (r.ip_list ?? []) : null,
    };
  });
}

export type GatewaySubscriptionRow = SubscriptionFeed;

/**
 * Approved subscriptions (state active), with the limits of their charge rule. Ended ones are included: the gateway
 * tells "expired" apart from "never subscribed". `now` is the feed contract's; expiry is the gateway's check.
 */
export async function loadActiveSubscriptions(db: Kysely<Database>, _now: Date): Promise<GatewaySubscriptionRow[]> {
  const rows = await db
    .selectFrom('apply_records as r')
    .leftJoin('charge_rules as c', 'c.charge_rule_id', 'r.charge_rule_id')
    .select([
      'r.r_apply_groups_record_id',
      'r.apply_id',
      'r.group_id',
      'r.env_type',
      'r.enabled',
      'r.start_time',
      'r.end_time',
      'r.apis_restricted',
      'c.qps',
      'c.daily_quota',
      'c.monthly_quota',
    ])
    .where('r.state', '=', 'active')
    .orderBy('r.r_apply_groups_record_id')
    .execute();
  const restricted = rows.filter((r) => r.apis_restricted === 1).map((r) => r.r_apply_groups_record_id);
  const grants = restricted.length
    ? await db
        .selectFrom('apply_record_apis')
        .select(['r_apply_groups_record_id', 'api_id'])
        .where('r_apply_groups_record_id', 'in', restricted)
        .execute()
    : [];
  const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
  return rows.map((r) => ({
    r_apply_groups_record_id: r.r_apply_groups_record_id,
    apply_id: r.apply_id,
    group_id: r.group_id,
    env_type: r.env_type,
    enabled: r.enabled === 1,
    starts_at: ms(r.start_time),
    ends_at: ms(r.end_time),
    qps: r.qps ?? null,
    daily_quota: r.daily_quota ?? null,
    monthly_quota: r.monthly_quota ?? null,
    apis:
      r.apis_restricted === 1
        ? grants.filter((g) => g.r_apply_groups_record_id === r.r_apply_groups_record_id).map((g) => g.api_id)
        : null,
  }));
}
