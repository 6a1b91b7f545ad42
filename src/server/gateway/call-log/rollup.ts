/**
 * Rollups of a batch of calls: per minute, hour and business day, per environment, group, API and application.
 * A batch's minute rows are appended as deltas in the same transaction as the raw rows (so a rollup total always
 * equals a raw recount), and merged into the stored totals now and then (migration 1083: readers see both).
 */
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { copyBinary, type ColumnType } from './copy-binary.ts';
import type { Database } from '../../db/schema.ts';
import type { Granularity } from './buckets.ts';
import type { CallRecord } from './record.ts';

export interface RollupRow {
  granularity: string;
  bucket_start: Date;
  env_type: number;
  group_id: number;
  api_id: number;
  apply_id: number;
  /** 'api' (signed calls) or 'mcp' (tool calls) */
  channel: string;
  developer_id: number | null;
  provider_id: number | null;
  calls: number;
  ok_calls: number;
  client_errors: number;
  server_errors: number;
  gateway_refusals: number;
  quota_calls: number;
  latency_sum_ms: number;
  latency_max_ms: number;
  upstream_latency_sum_ms: number;
  bytes_in: number;
  bytes_out: number;
}

/**
 * The gateway's codes for calls refused or failed after the quota check (handler.ts: the upstream refused by the
 * guard, then the proxy's 502 and 504): such calls took quota. Every other code is a refusal at or before it.
 */
export const AFTER_QUOTA_CODES: ReadonlySet<string> = new Set([
  'UPSTREAM_REFUSED',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
]);
export const tookQuota = (errorCode: string | null) => errorCode === null || AFTER_QUOTA_CODES.has(errorCode);

/**
 * Each call counted once, into its minute: a batch's deltas. A key's developer and provider are the same for all its
 * calls (the application's and the group's), so the merge's folding into hours and days keeps them too.
 */
export function minuteRollupsOf(calls: readonly CallRecord[]): RollupRow[] {
  const minutes = new Map<string, RollupRow>();
  // the row of the call before: a run of calls to one API by one application (most of a busy batch) takes it
  // again without a key written and looked up per call
  let r: RollupRow | undefined;
  let rMinute = NaN;
  for (const c of calls) {
    const t = c.called_at.getTime();
    const minute = t - (((t % 60_000) + 60_000) % 60_000);
    const channel = c.channel ?? 'api';
    if (
      !r ||
      minute !== rMinute ||
      c.env_type !== r.env_type ||
      (c.group_id ?? 0) !== r.group_id ||
      (c.api_id ?? 0) !== r.api_id ||
      (c.apply_id ?? 0) !== r.apply_id ||
      channel !== r.channel
    ) {
      const key = `${minute}|${c.env_type}|${c.group_id ?? 0}|${c.api_id ?? 0}|${c.apply_id ?? 0}|${channel}`;
      r = minutes.get(key);
      if (!r) {
        r = emptyRow('m', new Date(minute), c.env_type, c.group_id ?? 0, c.api_id ?? 0, c.apply_id ?? 0, channel);
        minutes.set(key, r);
      }
      rMinute = minute;
    }
    r.calls++;
    if (c.status < 400) r.ok_calls++;
    else if (c.status < 500) r.client_errors++;
    else r.server_errors++;
    if (c.error_code) r.gateway_refusals++;
    if (tookQuota(c.error_code)) r.quota_calls++;
    r.latency_sum_ms += c.latency_ms;
    if (c.latency_ms > r.latency_max_ms) r.latency_max_ms = c.latency_ms;
    r.upstream_latency_sum_ms += c.upstream_latency_ms ?? 0;
    r.bytes_in += c.bytes_in;
    r.bytes_out += c.bytes_out;
    r.developer_id ??= c.developer_id;
    r.provider_id ??= c.provider_id;
  }
  return [...minutes.values()];
}

export function emptyRow(
  granularity: Granularity,
  bucket_start: Date,
  env_type: number,
  group_id: number,
  api_id: number,
  apply_id: number,
  channel: string,
): RollupRow {
  return {
    granularity,
    bucket_start,
    env_type,
    group_id,
    api_id,
    apply_id,
    channel,
    developer_id: null,
    provider_id: null,
    calls: 0,
    ok_calls: 0,
    client_errors: 0,
    server_errors: 0,
    gateway_refusals: 0,
    quota_calls: 0,
    latency_sum_ms: 0,
    latency_max_ms: 0,
    upstream_latency_sum_ms: 0,
    bytes_in: 0,
    bytes_out: 0,
  };
}

/** a delta's columns as call_rollup_deltas has them (migration 1083), with their binary COPY types */
export const DELTA_COLUMNS: ReadonlyArray<readonly [keyof RollupRow, ColumnType]> = [
  ['bucket_start', 'timestamptz'],
  ['env_type', 'int2'],
  ['group_id', 'int4'],
  ['api_id', 'int4'],
  ['apply_id', 'int4'],
  ['channel', 'text'],
  ['developer_id', 'int4'],
  ['provider_id', 'int4'],
  ['calls', 'int8'],
  ['ok_calls', 'int8'],
  ['client_errors', 'int8'],
  ['server_errors', 'int8'],
  ['gateway_refusals', 'int8'],
  ['latency_sum_ms', 'int8'],
  ['latency_max_ms', 'int4'],
  ['upstream_latency_sum_ms', 'int8'],
  ['bytes_in', 'int8'],
  ['bytes_out', 'int8'],
  ['quota_calls', 'int8'],
];
const COPY_DELTAS = `copy call_rollup_deltas (${DELTA_COLUMNS.map(([c]) => c).join(', ')}) from stdin with (format binary)`;

/**
 * A batch's rollups as deltas: its minute rows (minuteRollupsOf) appended to call_rollup_deltas by binary COPY, in
 * the transaction of the batch's raw rows, so the rollups still count exactly what is stored. No row is locked or
 * updated: two instances writing at once never wait for each other. mergeRollupDeltas folds them into the totals.
 * Measured against the upsert it replaced (every batch's minute, hour and day rows, 420 for the benches' 1,000
 * calls of 140 keys): see DESIGN.md section 7's figure 3 in writer.ts.
 */
export async function addRollupDeltas(trx: Transaction<Database> | Kysely<Database>, rows: RollupRow[]): Promise<void> {
  if (!rows.length) return;
  await trx.executeQuery(CompiledQuery.raw(COPY_DELTAS, [copyBinary(DELTA_COLUMNS, rows)]));
}

/** the counters a merged row adds to the stored one */
export const SUMS = [
  'calls',
  'ok_calls',
  'client_errors',
  'server_errors',
  'gateway_refusals',
  'quota_calls',
  'latency_sum_ms',
  'upstream_latency_sum_ms',
  'bytes_in',
  'bytes_out',
] as const;
const KEY = ['granularity', 'bucket_start', 'env_type', 'group_id', 'api_id', 'apply_id', 'channel'];
/**
 * Every delta there is, taken out and folded into its minute, hour and business day (the buckets of buckets.ts, as
 * the call_rollups view cuts them) and added to the totals, in one statement: a reader sees the deltas or their
 * sums, never both or neither. A delta written meanwhile is not in the statement's snapshot and waits for the next
 * merge. In key order, though instances take turns anyway (MERGE_LOCK).
 */
const MERGE = `with moved as (delete from call_rollup_deltas returning *)
  insert into call_rollup_totals (${KEY.join(', ')}, developer_id, provider_id, latency_max_ms, ${SUMS.join(', ')})
  select g.granularity,
    case g.granularity when 'm' then d.bucket_start
      when 'h' then date_bin('1 hour', d.bucket_start, timestamptz '2000-01-01 00:00:00+00')
      else date_bin('1 day', d.bucket_start, timestamptz '2000-01-01 00:00:00+08') end,
    d.env_type, d.group_id, d.api_id, d.apply_id, d.channel, max(d.developer_id), max(d.provider_id),
    max(d.latency_max_ms), ${SUMS.map((c) => `sum(d.${c})`).join(', ')}
  from moved d cross join (values ('m'), ('h'), ('d')) as g(granularity)
  group by 1, 2, 3, 4, 5, 6, 7
  order by 1, 2, 3, 4, 5, 6, 7
  on conflict (${KEY.join(', ')}) do update set
  ${SUMS.map((c) => `${c} = call_rollup_totals.${c} + excluded.${c}`).join(', ')},
  latency_max_ms = greatest(call_rollup_totals.latency_max_ms, excluded.latency_max_ms),
  developer_id = coalesce(call_rollup_totals.developer_id, excluded.developer_id),
  provider_id = coalesce(call_rollup_totals.provider_id, excluded.provider_id)`;
const MERGE_LOCK = 7_012_002;

/**
 * Folds the deltas into call_rollup_totals; resolves to how many deltas it took, or null when another instance was
 * merging (it takes those deltas, and the next turn any left). A merge lost to a crash loses nothing: the deltas
 * stay until a merge commits.
 */
export function mergeRollupDeltas(db: Kysely<Database>): Promise<number | null> {
  return db.transaction().execute(mergeIn);
}

/** mergeRollupDeltas in a transaction of the caller's (the benches count a merge's CPU with the batches') */
export async function mergeIn(trx: Transaction<Database>): Promise<number | null> {
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${MERGE_LOCK}) as ok`.execute(trx);
  if (!rows[0]?.ok) return null;
  const r = await trx.executeQuery(CompiledQuery.raw(MERGE, []));
  return Number(r.numAffectedRows ?? 0);
}
