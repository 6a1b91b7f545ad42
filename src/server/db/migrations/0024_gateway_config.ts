/**
 * One row that says which version of the gateway's configuration is current. Every change a gateway must
 * see (published groups and APIs, applications and credentials, subscriptions, whitelists, charge rules) bumps
 * it in the same transaction; gateway instances poll it (or LISTEN on PostgreSQL) and reload.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table gateway_config (
    config_id integer primary key check (config_id = 1),
    version bigint not null,
    changed_at timestamptz not null,
    reason varchar(64)
  )`.execute(db);
  await sql`insert into gateway_config (config_id, version, changed_at) values (1, 1, now())`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_config').ifExists().execute();
}
