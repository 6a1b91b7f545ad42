/** Fixed-window request counters for calls that must not be hammered (captcha drawing, uniqueness checks). */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table rate_limits (
    limit_key varchar(200) primary key,
    window_started_at timestamptz not null,
    hits integer not null
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
