/**
 * Uniqueness follows ownership (issue 7, finding 5): a role or team name is unique per owner and a cost center
 * code per enterprise, so one tenant's names neither block nor reveal another's. Rows without an owner (built-in
 * roles) share the owner 0.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table roles drop constraint if exists roles_role_code_key`.execute(db);
  await sql`create unique index roles_scoped_role_code_key on roles (coalesce(created_by, 0), lower(role_code))`.execute(
    db,
  );
  await sql`create unique index roles_scoped_role_name_key on roles (coalesce(created_by, 0), lower(role_name))`.execute(
    db,
  );
  await sql`alter table teams drop constraint if exists teams_team_name_key`.execute(db);
  await sql`create unique index teams_scoped_team_name_key on teams (coalesce(created_by, 0), lower(team_name))`.execute(
    db,
  );
  await sql`alter table cost_centers drop constraint if exists cost_centers_cost_center_code_key`.execute(db);
  await sql`create unique index cost_centers_scoped_cost_center_code_key on cost_centers (coalesce(enterprise_id, 0), lower(cost_center_code))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of [
    'roles_scoped_role_code_key',
    'roles_scoped_role_name_key',
    'teams_scoped_team_name_key',
    'cost_centers_scoped_cost_center_code_key',
  ]) {
    await sql`drop index if exists ${sql.ref(i)}`.execute(db);
  }
}
