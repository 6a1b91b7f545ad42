/**
 * The rollups as the writer stored them before migration 1083, for row-cost-parts.ts to measure beside the deltas
 * that replaced them: every batch's minute, hour and business-day rows (buckets.ts) folded on the client and
 * upserted into the totals in one statement, each column one array parameter (`unnest`) sent as an array literal.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { bucketStart } from '../../src/server/gateway/call-log/buckets.ts';
import type { CallRecord } from '../../src/server/gateway/call-log/record.ts';
import { emptyRow, minuteRollupsOf, SUMS, type RollupRow } from '../../src/server/gateway/call-log/rollup.ts';

/** a batch's minute rows and their hours and days, in key order (so two writers wait instead of deadlocking) */
export function rollupsOf(calls: readonly CallRecord[]): RollupRow[] {
  const minutes = minuteRollupsOf(calls);
  const rows = [...minutes];
  for (const g of ['h', 'd'] as const) {
    const folded = new Map<string, RollupRow>();
    for (const m of minutes) {
      const start = bucketStart(m.bucket_start, g);
      const key = `${start.getTime()}|${m.env_type}|${m.group_id}|${m.api_id}|${m.apply_id}|${m.channel}`;
      let r = folded.get(key);
      if (!r) {
        r = emptyRow(g, start, m.env_type, m.group_id, m.api_id, m.apply_id, m.channel);
        folded.set(key, r);
      }
      for (const c of SUMS) r[c] += m[c];
      if (m.latency_max_ms > r.latency_max_ms) r.latency_max_ms = m.latency_max_ms;
      r.developer_id ??= m.developer_id;
      r.provider_id ??= m.provider_id;
    }
    rows.push(...folded.values());
  }
  return rows.sort(
    (a, b) =>
      a.granularity.localeCompare(b.granularity) ||
      a.bucket_start.getTime() - b.bucket_start.getTime() ||
      a.env_type - b.env_type ||
      a.group_id - b.group_id ||
      a.api_id - b.api_id ||
      a.apply_id - b.apply_id ||
      a.channel.localeCompare(b.channel),
  );
}

const COLUMNS: ReadonlyArray<readonly [keyof RollupRow, string]> = [
  ['granularity', 'text'],
  ['bucket_start', 'int8'],
  ['env_type', 'int2'],
  ['group_id', 'int4'],
  ['api_id', 'int4'],
  ['apply_id', 'int4'],
  ['channel', 'text'],
  ['developer_id', 'int4'],
  ['provider_id', 'int4'],
  ['latency_max_ms', 'int4'],
  ...SUMS.map((c) => [c, 'int8'] as const),
];
const UPSERT = `insert into call_rollup_totals (${COLUMNS.map(([c]) => c).join(', ')})
  select ${COLUMNS.map(([c]) => (c === 'bucket_start' ? `timestamptz 'epoch' + ${c} * interval '1 millisecond'` : c)).join(', ')}
  from unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::text::${t}[]`).join(', ')}) as r(${COLUMNS.map(([c]) => c).join(', ')})
  on conflict (granularity, bucket_start, env_type, group_id, api_id, apply_id, channel) do update set
  ${SUMS.map((c) => `${c} = call_rollup_totals.${c} + excluded.${c}`).join(', ')},
  latency_max_ms = greatest(call_rollup_totals.latency_max_ms, excluded.latency_max_ms),
  developer_id = coalesce(call_rollup_totals.developer_id, excluded.developer_id),
  provider_id = coalesce(call_rollup_totals.provider_id, excluded.provider_id)`;

function element(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (v instanceof Date) return String(v.getTime());
  return `"${String(v).replace(/["\\]/g, '\\$&')}"`;
}

export async function upsertRollups(trx: Transaction<Database> | Kysely<Database>, rows: RollupRow[]): Promise<void> {
  if (!rows.length) return;
  await trx.executeQuery(
    CompiledQuery.raw(
      UPSERT,
      COLUMNS.map(([c]) => `{${rows.map((r) => element(r[c])).join(',')}}`),
    ),
  );
}
