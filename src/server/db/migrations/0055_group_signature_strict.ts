/** A group's strict signature checks at the gateway (Content-MD5 on non-form bodies, no ambiguous parameters); off = Alibaba-compatible. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table api_groups add column signature_strict boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table api_groups drop column signature_strict`.execute(db);
}
