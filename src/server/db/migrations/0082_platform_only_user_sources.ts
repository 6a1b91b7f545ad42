/**
 * User sources are the platform's (issue 23, finding 4): the built-in provider and enterprise admin roles, and
 * roles made by anyone but a platform admin, no longer hold the user sources menu or its buttons. The server
 * refuses them to non-platform-admins anyway (auth/permissions.ts PLATFORM_ONLY_MENUS); this keeps the role
 * editor from showing a grant that does nothing.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from role_resources rr
    where rr.resource_id in (
      select r.resource_id from resources r left join resources p on p.resource_id = r.parent_id
      where (r.type = 1 and r.code = 'userSource') or p.code = 'userSource')
    and rr.role_id in (
      select ro.role_id from roles ro left join users u on u.user_id = ro.created_by
      where (ro.built_in = 1 and ro.role_code in ('provider', 'enterprise_admin'))
         or (ro.built_in = 0 and (u.user_type is null or u.user_type > 1)))`.execute(db);
}

export async function down(): Promise<void> {
  // the grants removed were the finding itself; nothing to restore
}
