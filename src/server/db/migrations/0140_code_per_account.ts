/**
 * Verification codes per account and address (issue 25 item 13): the resend wait and the live code belong to the
 * account asking (the name being registered, the user binding an address), so one person asking a code for an
 * address does not hold back or replace another's. Existing codes keep account '' (the address alone), which is
 * what a password reset and a client that names no account still use.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table verification_codes add column account varchar(64) not null default ''`.execute(db);
  await sql`alter table verification_codes drop constraint verification_codes_pkey`.execute(db);
  await sql`alter table verification_codes add primary key (purpose, address, account)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from verification_codes where account <> ''`.execute(db);
  await sql`alter table verification_codes drop constraint verification_codes_pkey`.execute(db);
  await sql`alter table verification_codes drop column account`.execute(db);
  await sql`alter table verification_codes add primary key (purpose, address)`.execute(db);
}
