/** Banners get English texts (title, description, button), which the public banner list answers to English readers. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table banners add column banner_title_en varchar(64), add column banner_desc_en varchar(255), add column button_name_en varchar(16)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table banners drop column banner_title_en, drop column banner_desc_en, drop column button_name_en`.execute(
    db,
  );
}
