/**
 * Files are private unless uploaded as public images (issue 7, finding 12): a private file needs a ticket and the
 * right to see it. The files stored before this were banner pictures, public by nature.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table files add column visibility varchar(8) not null default 'private'`.execute(db);
  await sql`update files set visibility = 'public'`.execute(db);
  await sql`create index files_created_by_idx on files (created_by)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists files_created_by_idx`.execute(db);
  await sql`alter table files drop column if exists visibility`.execute(db);
}
