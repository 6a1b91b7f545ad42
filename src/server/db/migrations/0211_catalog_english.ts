/**
 * English beside the Chinese for what a provider writes about a capability (issue 25 item 17): its summary and
 * documentation and each charge rule's name (each API's name and description came with migration 0180). The store
 * serves them to English readers where written (the Chinese otherwise); a parameter's English description lives in
 * request_params itself (description_en beside description).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table api_groups add column description_en text, add column documentation_en text`.execute(db);
  await sql`alter table charge_rules add column rule_name_en varchar(64)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table charge_rules drop column rule_name_en`.execute(db);
  await sql`alter table api_groups drop column description_en, drop column documentation_en`.execute(db);
}
