/**
 * Calls stored in chunks: `call_log_chunks` holds one row per written batch, minute and key (environment, group,
 * API, application, developer, provider, channel, tool), each call's own values an element of its column's array
 * (gateway/call-log/chunks.ts); `call_logs` becomes the view that unnests them, one call a row, with the same
 * columns as the table it replaces and `bucket` (the minute) beside them.
 *
 * Why: storing one row per call could not meet DESIGN.md section 7's figure 3 (a stored call ≤ 10 µs of database
 * CPU on PostgreSQL). Measured on one machine: a bare heap row with no index at all took 2.9 µs in a server-side
 * COPY and the seven indexes 17 µs a row, and through the writer 21.5 µs; chunks of the bench's mix (7 calls each) took
 * 2.55 µs a call with no index and 4.2 with six. Every index entry now serves the calls of a chunk, so the indexes
 * that make an owner's or a filter's page one index range exist on PGlite too.
 *
 * What readers must do: bound `bucket` as well as `called_at`, and order by `bucket` before `called_at`. A bound or
 * an order on an unnested value cannot use an index; on `bucket` it is a range of a chunk index, walked in order,
 * each chunk unnested as the page needs it (call-log-page.ts). The primary key (called_at, request_id) goes, and
 * with it the database's refusal of a request id it already holds, which kept a batch whose commit went through
 * but whose answer was lost from being stored (and counted by the rollups) twice when retried: the writer now
 * looks for such a batch before writing it again (writer.ts, settleUnsure).
 *
 * Inserting into `call_logs` still works, one call a chunk (an INSTEAD OF trigger): for tests and seeds, not for
 * the gateway. Existing rows move into chunks per minute and key.
 */
import { type Kysely, sql } from 'kysely';

const KEY = 'env_type, group_id, api_id, apply_id, developer_id, provider_id, channel, tool_name';
const PER_CALL = [
  'request_id',
  'called_at',
  'client_ip',
  'method',
  'path',
  'status',
  'error_code',
  'upstream_latency_ms',
  'latency_ms',
  'bytes_in',
  'bytes_out',
];
/** the minute of a time whatever the session's time zone */
const MINUTE = (col: string) => `date_bin('1 minute', ${col}, timestamptz '2000-01-01 00:00:00+00')`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table call_log_chunks (
    bucket timestamptz not null,
    env_type smallint not null,
    group_id integer,
    api_id integer,
    apply_id integer,
    developer_id integer,
    provider_id integer,
    channel varchar(8),
    tool_name varchar(64),
    request_id varchar(64)[] not null,
    called_at timestamptz[] not null,
    client_ip varchar(45)[] not null,
    method varchar(10)[] not null,
    path varchar(512)[] not null,
    status smallint[] not null,
    error_code varchar(48)[] not null,
    upstream_latency_ms integer[] not null,
    latency_ms integer[] not null,
    bytes_in bigint[] not null,
    bytes_out bigint[] not null
  ) partition by range (bucket)`.execute(db);
  await sql`create table call_log_chunks_default partition of call_log_chunks default`.execute(db);
  await sql`create index call_log_chunks_bucket_idx on call_log_chunks (bucket)`.execute(db);
  for (const col of ['developer_id', 'provider_id', 'apply_id', 'group_id', 'api_id'])
    await sql`create index ${sql.ref(`call_log_chunks_${col}_idx`)} on call_log_chunks (${sql.ref(col)}, bucket)`.execute(
      db,
    );
  await sql`create index call_log_chunks_tool_name_idx on call_log_chunks (tool_name, bucket) where tool_name is not null`.execute(
    db,
  );

  const aggregated = PER_CALL.map((c) => `array_agg(${c} order by called_at, request_id)`).join(', ');
  await sql
    .raw(
      `insert into call_log_chunks (bucket, ${KEY}, ${PER_CALL.join(', ')})
      select ${MINUTE('called_at')}, ${KEY}, ${aggregated} from call_logs group by 1, ${KEY}`,
    )
    .execute(db);
  // its day partitions go with it; partitions.ts makes the chunks' own
  await sql`drop table call_logs`.execute(db);

  await sql
    .raw(
      `create view call_logs as select ${PER_CALL.map((c) => `u.${c}`).join(', ')}, ${KEY.split(', ')
        .map((c) => `c.${c}`)
        .join(', ')}, c.bucket
      from call_log_chunks c, unnest(${PER_CALL.map((c) => `c.${c}`).join(', ')}) as u(${PER_CALL.join(', ')})`,
    )
    .execute(db);
  await sql`alter view call_logs alter column bytes_in set default 0`.execute(db);
  await sql`alter view call_logs alter column bytes_out set default 0`.execute(db);
  await sql
    .raw(
      `create function call_logs_insert() returns trigger language plpgsql as $$ begin
        insert into call_log_chunks (bucket, ${KEY}, ${PER_CALL.join(', ')})
        values (${MINUTE('new.called_at')}, ${KEY.split(', ')
          .map((c) => `new.${c}`)
          .join(', ')}, ${PER_CALL.map((c) => `array[new.${c}]`).join(', ')});
        return new;
      end $$`,
    )
    .execute(db);
  await sql`create trigger call_logs_insert instead of insert on call_logs for each row execute function call_logs_insert()`.execute(
    db,
  );
}

/** the calls back as a plain table of rows (not partitioned, no indexes: enough to read them or migrate again) */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create table call_logs_rows as select * from call_logs`.execute(db);
  await sql`drop view call_logs`.execute(db);
  await sql`drop function call_logs_insert()`.execute(db);
  await sql`drop table call_log_chunks`.execute(db);
  await sql`alter table call_logs_rows drop column bucket`.execute(db);
  await sql`alter table call_logs_rows rename to call_logs`.execute(db);
}
