/**
 * The call-log writer appends its rollups instead of upserting them (DESIGN.md section 7, figure 3): a batch's
 * minute rows go into call_rollup_deltas in the transaction of its raw rows, and a periodic merge
 * (gateway/call-log/rollup.ts) folds many batches' deltas into minutes, hours and days of the stored totals. The
 * upsert of every batch's 420 or so minute, hour and day rows was 2–5 µs of the database's CPU per call; most of it
 * updated the same hour and day rows batch after batch, which a merge of many batches does once.
 *
 * Readers keep the name call_rollups: it becomes a view of the merged totals (the table, renamed) and the deltas
 * not yet merged, each delta counted in its minute, hour and business day (UTC+8, as buckets.ts). A statistic is
 * a sum or a maximum over rollup rows, so it is the same whether a delta is merged yet or not, and a reader's one
 * statement sees the merge whole or not at all. Tables only the writer and the merge write: no audit (as before).
 */
import { type Kysely, sql } from 'kysely';

const COUNTERS =
  'calls, ok_calls, client_errors, server_errors, gateway_refusals, latency_sum_ms, latency_max_ms, upstream_latency_sum_ms, bytes_in, bytes_out, quota_calls';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table call_rollups rename to call_rollup_totals`.execute(db);
  // no index: rows are only appended, and read whole by the merge (and by the view, a few seconds' worth)
  await sql`create table call_rollup_deltas (
    bucket_start timestamptz not null,
    env_type smallint not null,
    group_id integer not null,
    api_id integer not null,
    apply_id integer not null,
    channel varchar(8) not null,
    developer_id integer,
    provider_id integer,
    calls bigint not null,
    ok_calls bigint not null,
    client_errors bigint not null,
    server_errors bigint not null,
    gateway_refusals bigint not null,
    latency_sum_ms bigint not null,
    latency_max_ms integer not null,
    upstream_latency_sum_ms bigint not null,
    bytes_in bigint not null,
    bytes_out bigint not null,
    quota_calls bigint not null
  )`.execute(db);
  // every merge deletes what it folded: vacuumed after a thousand such rows rather than a fifth of the table, so
  // the view's scan of the deltas stays a few pages
  await sql`alter table call_rollup_deltas set (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`.execute(
    db,
  );
  await sql
    .raw(
      `create view call_rollups as
    select granularity, bucket_start, env_type, group_id, api_id, apply_id, developer_id, provider_id, ${COUNTERS}, channel
    from call_rollup_totals
    union all
    select g.granularity,
      case g.granularity when 'm' then d.bucket_start
        when 'h' then date_bin('1 hour', d.bucket_start, timestamptz '2000-01-01 00:00:00+00')
        else date_bin('1 day', d.bucket_start, timestamptz '2000-01-01 00:00:00+08') end,
      d.env_type, d.group_id, d.api_id, d.apply_id, d.developer_id, d.provider_id, ${COUNTERS.split(', ')
        .map((c) => `d.${c}`)
        .join(', ')}, d.channel
    from call_rollup_deltas d cross join (values ('m'::char(1)), ('h'::char(1)), ('d'::char(1))) as g(granularity)`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view call_rollups`.execute(db);
  // the deltas not yet merged, kept as the totals' own rows (a key's minute, hour and day)
  const sums = COUNTERS.split(', ').filter((c) => c !== 'latency_max_ms');
  await sql
    .raw(
      `insert into call_rollup_totals (granularity, bucket_start, env_type, group_id, api_id, apply_id, channel, developer_id, provider_id, ${COUNTERS})
    select g.granularity, case g.granularity when 'm' then d.bucket_start
        when 'h' then date_bin('1 hour', d.bucket_start, timestamptz '2000-01-01 00:00:00+00')
        else date_bin('1 day', d.bucket_start, timestamptz '2000-01-01 00:00:00+08') end,
      env_type, group_id, api_id, apply_id, channel, max(developer_id), max(provider_id),
      ${COUNTERS.split(', ')
        .map((c) => (c === 'latency_max_ms' ? 'max(latency_max_ms)' : `sum(${c})`))
        .join(', ')}
    from call_rollup_deltas d cross join (values ('m'), ('h'), ('d')) as g(granularity)
    group by 1, 2, 3, 4, 5, 6, 7
    on conflict (granularity, bucket_start, env_type, group_id, api_id, apply_id, channel) do update set
    ${sums.map((c) => `${c} = call_rollup_totals.${c} + excluded.${c}`).join(', ')},
    latency_max_ms = greatest(call_rollup_totals.latency_max_ms, excluded.latency_max_ms)`,
    )
    .execute(db);
  await sql`drop table call_rollup_deltas`.execute(db);
  await sql`alter table call_rollup_totals rename to call_rollups`.execute(db);
}
