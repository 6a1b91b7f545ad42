/**
 * Archived groups (issue 23): a revoked group that has subscriptions, calls or bills is archived instead of deleted,
 * so every bill and report keeps its name. An archived group is gone from the provider's lists and pickers and no
 * longer holds its name: a new group may take it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table api_groups add column archived_at timestamptz`.execute(db);
  await sql`drop index api_groups_name_idx`.execute(db);
  await sql`create unique index api_groups_name_idx on api_groups (lower(group_name)) where parent_group_id is null and archived_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index api_groups_name_idx`.execute(db);
  await sql`create unique index api_groups_name_idx on api_groups (lower(group_name)) where parent_group_id is null`.execute(
    db,
  );
  await sql`alter table api_groups drop column archived_at`.execute(db);
}
