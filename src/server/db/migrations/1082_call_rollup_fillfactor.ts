/**
 * call_rollups pages keep 30% free. Every call-log batch adds to the same hour and day rows (and, within a minute,
 * the same minute rows): with full pages most of those updates found no room beside the old version, so each wrote
 * a new version elsewhere and entries in all three of the table's indexes. With room on the page they are HOT
 * updates (the indexes untouched, the old versions pruned in place). Measured on PostgreSQL 15 with the call-log
 * bench's 1,000-call batches (about 420 rollup rows each): HOT updates from about 78% to 98%, the table a quarter
 * of the size, and the upsert's CPU about 5.3 → 3.8 µs per call (DESIGN.md section 7, figure 3). Pages written
 * before keep their fill until rewritten.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table call_rollups set (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table call_rollups reset (fillfactor)`.execute(db);
}
