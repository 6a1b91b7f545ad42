/**
 * Rollups count the calls that took quota (issue 12): every call that got past the quota check, including those
 * the upstream then failed (502, 504) or the gateway refused after it (an upstream it may not call). Quota
 * counters of a restarted instance are seeded from this, not from `calls - gateway_refusals`, which left out the
 * calls failed after the checks and so handed their quota out again.
 *
 * Existing rollups are recounted from the raw rows that are still kept; rollups of days past retention keep the
 * old estimate (calls - gateway_refusals).
 */
import { type Kysely, sql } from 'kysely';

/** The gateway's codes for calls refused or failed after the quota was taken (see call-log/rollup.ts). */
const AFTER_QUOTA = sql`('UPSTREAM_REFUSED', 'UPSTREAM_ERROR', 'UPSTREAM_TIMEOUT')`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table call_rollups add column quota_calls bigint not null default 0`.execute(db);
  await sql`update call_rollups set quota_calls = calls - gateway_refusals`.execute(db);
  const buckets = [
    ['m', sql`date_trunc('minute', called_at)`],
    ['h', sql`date_trunc('hour', called_at)`],
    ['d', sql`date_trunc('day', called_at + interval '8 hours') - interval '8 hours'`],
  ] as const;
  for (const [g, bucket] of buckets) {
    await sql`update call_rollups r set quota_calls = c.n from (
        select ${bucket} as b, env_type, coalesce(group_id, 0) as group_id, coalesce(api_id, 0) as api_id, coalesce(apply_id, 0) as apply_id,
          count(*) filter (where error_code is null or error_code in ${AFTER_QUOTA}) as n
        from call_logs group by 1, 2, 3, 4, 5
      ) c
      where r.granularity = ${g} and r.bucket_start = c.b and r.env_type = c.env_type and r.group_id = c.group_id
        and r.api_id = c.api_id and r.apply_id = c.apply_id`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table call_rollups drop column quota_calls`.execute(db);
}
