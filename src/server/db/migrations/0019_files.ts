/** Uploaded files (banner pictures, attachments), kept in the database so every instance serves them. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table files (
    file_id char(32) primary key,
    file_name varchar(255) not null,
    content_type varchar(128) not null,
    size integer not null,
    data bytea not null,
    created_by integer references users(user_id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('files').ifExists().execute();
}
