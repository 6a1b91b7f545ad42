/**
 * Call logs: one row per call through the gateway, and their rollups per minute, hour and day (issue 12).
 *
 * Raw rows are partitioned by day (PostgreSQL and PGlite alike): old days are dropped whole, without a vacuum
 * storm, and a default partition catches any row outside the prepared days, so none is lost (see
 * gateway/call-log/partitions.ts). The rollups are written in the same transaction as the raw rows they count,
 * so a rollup total always equals a recount of the raw rows. Owner columns (developer_id, provider_id) are copied onto every row: "who may
 * see this call" is then an index range, not a join.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table call_logs (
    request_id varchar(64) not null,
    called_at timestamptz not null,
    env_type smallint not null,
    group_id integer,
    api_id integer,
    apply_id integer,
    developer_id integer,
    provider_id integer,
    client_ip varchar(45),
    method varchar(10) not null,
    path varchar(512) not null,
    status smallint not null,
    error_code varchar(48),
    upstream_latency_ms integer,
    latency_ms integer not null,
    bytes_in bigint not null default 0,
    bytes_out bigint not null default 0,
    primary key (called_at, request_id)
  ) partition by range (called_at)`.execute(db);
  await sql`create table call_logs_default partition of call_logs default`.execute(db);
  for (const col of ['developer_id', 'provider_id', 'apply_id', 'group_id', 'api_id']) {
    await sql`create index ${sql.ref(`call_logs_${col}_idx`)} on call_logs (${sql.ref(col)}, called_at desc, request_id desc)`.execute(
      db,
    );
  }
  await sql`create table call_rollups (
    granularity char(1) not null,
    bucket_start timestamptz not null,
    env_type smallint not null,
    group_id integer not null,
    api_id integer not null,
    apply_id integer not null,
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
    primary key (granularity, bucket_start, env_type, group_id, api_id, apply_id)
  )`.execute(db);
  await sql`create index call_rollups_developer_idx on call_rollups (developer_id, granularity, bucket_start)`.execute(
    db,
  );
  await sql`create index call_rollups_provider_idx on call_rollups (provider_id, granularity, bucket_start)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('call_rollups').ifExists().execute();
  await db.schema.dropTable('call_logs').ifExists().execute();
}
