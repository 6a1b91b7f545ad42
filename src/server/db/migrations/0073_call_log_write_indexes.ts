/**
 * On the embedded database, raw call logs keep only the owners' indexes (developer_id, provider_id). Every call
 * through the gateway writes a row, and on PGlite (PostgreSQL compiled to WebAssembly, on the gateway's own box)
 * each secondary index entry costs about 8–10 µs of CPU per call: measured on 1,000-row batches, 5 indexes
 * 52–76 ms, 2 indexes 30–43 ms. A page is always scoped to one owner and ordered by time, so a filter by
 * application, group or API walks that owner's index in order and skips what does not match: a page of 20 reads
 * 20 ÷ (the filter's share of the owner's calls) entries, cheap at the volumes one box holds.
 *
 * PostgreSQL keeps all five: there a write's index entries cost the database server a few microseconds, and a
 * rare filter over millions of rows is where the narrow indexes pay.
 */
import { type Kysely, sql } from 'kysely';

const NARROW = ['apply_id', 'group_id', 'api_id'];

export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ version: string }>`select version()`.execute(db);
  if (!rows[0]?.version.includes('PGlite')) return;
  for (const col of NARROW) await sql`drop index if exists ${sql.ref(`call_logs_${col}_idx`)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const col of NARROW) {
    await sql`create index if not exists ${sql.ref(`call_logs_${col}_idx`)} on call_logs (${sql.ref(col)}, called_at desc, request_id desc)`.execute(
      db,
    );
  }
}
