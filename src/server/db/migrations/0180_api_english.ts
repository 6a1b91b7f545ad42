/**
 * APIs get an English name and description (api_name_en, api_desc_en), like groups (group_name_en) and domains: an
 * agent asking in English (MCP tools/list with Accept-Language: en) reads them, falling back to the Chinese ones.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table apis add column api_name_en varchar(64)`.execute(db);
  await sql`alter table apis add column api_desc_en text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table apis drop column api_desc_en`.execute(db);
  await sql`alter table apis drop column api_name_en`.execute(db);
}
