/** Domains get an English name (classify_name_en), read in English wherever a domain is named, like roles and envs. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table classifies add column classify_name_en varchar(64)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table classifies drop column classify_name_en`.execute(db);
}
