/**
 * Session families (issue 7, finding 4): every ticket and token that one login gives rise to (tickets from the
 * SSO token, from one-time exchange tokens) carries the hash of that login's ticket, expires with it, and ends
 * with it at logout.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tickets add column family_hash char(64)`.execute(db);
  await sql`update tickets set family_hash = ticket_hash`.execute(db);
  await sql`alter table tickets alter column family_hash set not null`.execute(db);
  await sql`create index tickets_family_idx on tickets (family_hash)`.execute(db);
  await sql`alter table sso_tokens add column family_hash char(64)`.execute(db);
  await sql`update sso_tokens set family_hash = ticket_hash where ticket_hash is not null`.execute(db);
  await sql`create index sso_tokens_family_idx on sso_tokens (family_hash)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sso_tokens drop column if exists family_hash`.execute(db);
  await sql`alter table tickets drop column if exists family_hash`.execute(db);
}
