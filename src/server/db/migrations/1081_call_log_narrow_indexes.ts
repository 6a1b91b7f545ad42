/**
 * call_logs' owner and filter indexes become (column, called_at): request_id leaves them, and time runs ascending.
 *
 * Every call through the gateway writes an entry in each of these indexes, and they were most of what storing a
 * call costs the database (DESIGN.md section 7, figure 3). request_id (a 36-character UUID) made an entry about 64
 * bytes instead of 24; and since calls arrive in time order, a descending time column put each new entry at the
 * start of its value's range, where a full page splits in half, so the pages stayed about half full. Measured on
 * PostgreSQL 15, COPY of 1,000-row batches in time order into a day partition with the primary key and the five
 * indexes: 754 bytes of index and 1,155 of WAL per row before, 229 and 636 after, and about 40% less backend CPU.
 *
 * The call-log pages lose nothing: a keyset page (`(called_at, request_id) < cursor order by called_at desc,
 * request_id desc`) still reads one index range backwards, `called_at <= cursor` as its bound, and orders the
 * few rows of one instant by request_id with an incremental sort. The primary key (called_at, request_id) keeps
 * request_id for uniqueness and for the unfiltered page. As in 1080, the filter indexes exist on PostgreSQL only.
 *
 * Why no third key column (status, or the other side's owner, so that a filter matching nothing is rejected on the
 * index entry instead of the row): an entry of (int4, timestamptz) is 24 bytes, and PostgreSQL splits a page after
 * the new entry, leaving it full, only for entries of at most that size; one more column makes them 32 bytes and
 * the pages half full again (tried: 369 instead of 230 bytes of index per row). A developer's 7-day page with a
 * filter that matches none of their calls therefore still reads each candidate row (see scripts/bench/call-logs.ts).
 */
import { type Kysely, sql } from 'kysely';

const OWNERS = ['developer_id', 'provider_id'];
const NARROW = ['apply_id', 'group_id', 'api_id'];

async function embedded(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`select version()`.execute(db);
  return !!rows[0]?.version.includes('PGlite');
}

async function remake(db: Kysely<any>, keys: string) {
  const cols = [...OWNERS, ...((await embedded(db)) ? [] : NARROW)];
  for (const col of cols) {
    await sql`drop index if exists ${sql.ref(`call_logs_${col}_idx`)}`.execute(db);
    await sql`create index ${sql.ref(`call_logs_${col}_idx`)} on call_logs (${sql.ref(col)}, ${sql.raw(keys)})`.execute(
      db,
    );
  }
  await sql`drop index if exists call_logs_tool_name_idx`.execute(db);
  await sql`create index call_logs_tool_name_idx on call_logs (tool_name, ${sql.raw(keys)}) where tool_name is not null`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await remake(db, 'called_at');
}

export async function down(db: Kysely<any>): Promise<void> {
  await remake(db, 'called_at desc, request_id desc');
}
