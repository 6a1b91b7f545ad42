/**
 * A first OIDC sign-in whose verified email belongs to an existing account waits here until the account's owner
 * proves it by logging in with the local password once; then the identity is linked to that account (no duplicate).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table oidc_pending_links (
    token_hash char(64) primary key,
    provider varchar(16) not null,
    subject varchar(255) not null,
    display_name varchar(128),
    user_id integer not null references users(user_id) on delete cascade,
    expires_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table oidc_pending_links`.execute(db);
}
