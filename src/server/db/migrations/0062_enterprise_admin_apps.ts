/**
 * Enterprise admins manage their enterprise's applications at /publicCenter/appManage (SPEC.md section 2), whose
 * calls need the applications' menu (appmanage). The built-in role gets it with all its buttons in seed/roles.ts;
 * this grants it to a role created before that. On a fresh database there is no role yet and it does nothing.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into role_resources (role_id, resource_id)
    select r.role_id, res.resource_id
    from roles r
    cross join resources res
    left join resources m on m.resource_id = res.parent_id
    where r.role_code = 'enterprise_admin' and r.built_in = 1
      and ((res.type = 1 and res.code = 'appmanage') or (res.type = 2 and m.type = 1 and m.code = 'appmanage'))
      and not exists (select 1 from role_resources rr where rr.role_id = r.role_id and rr.resource_id = res.resource_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from role_resources
    where role_id in (select role_id from roles where role_code = 'enterprise_admin' and built_in = 1)
      and resource_id in (select res.resource_id from resources res left join resources m on m.resource_id = res.parent_id
        where (res.type = 1 and res.code = 'appmanage') or (res.type = 2 and m.code = 'appmanage'))`.execute(db);
}
