/**
 * The public footer in English (issue 25 item 17): its columns and entries (site_nodes) and its links (site_links)
 * get English names, and an entry its English content, served to English readers where written.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table site_nodes add column show_name_en varchar(64), add column content_en text`.execute(db);
  await sql`alter table site_links add column link_name_en varchar(64)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table site_links drop column link_name_en`.execute(db);
  await sql`alter table site_nodes drop column show_name_en, drop column content_en`.execute(db);
}
