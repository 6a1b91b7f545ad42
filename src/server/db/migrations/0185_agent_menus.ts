/**
 * The agent screens of issue 27 for databases seeded before them: the user's authorized applications
 * (/accountCenter/authorizedApps, every logged-in user's) and the platform admin's agent access
 * (/openUser/agentAccess, with its edit button). The resource tree is seeded after migrations (seed/resources.ts)
 * and the built-in roles get their menus only when they are made (seed/roles.ts), so on an existing database the
 * menus are made here under their groups and granted as the seed grants them on a new one: authorized applications
 * to every built-in role (it is a 'default' route, which each of them lists), agent access and its button to the
 * super admin. The seed then keeps them current, matching by code. On a fresh database there is no tree yet,
 * nothing happens, and the seed does it all.
 */
import { type Kysely, sql } from 'kysely';

const MENUS: { code: string; name: string; nameEn: string; group: string; route: string; buttons: string[][] }[] = [
  {
    code: 'authorizedApps',
    name: '已授权应用',
    nameEn: 'Authorized applications',
    group: 'accountCenter',
    route: '/accountCenter/authorizedApps',
    buttons: [],
  },
  {
    code: 'agentAccess',
    name: '智能体接入',
    nameEn: 'Agent access',
    group: 'openUser',
    route: '/openUser/agentAccess',
    buttons: [['edit', '编辑', 'Edit']],
  },
];

const ROLES: Record<string, string[]> = {
  authorizedApps: ['super_admin', 'provider', 'developer', 'enterprise_admin'],
  agentAccess: ['super_admin'],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const m of MENUS) {
    await sql`insert into resources (type, code, name, name_en, parent_id, route, sort)
      select 1, ${m.code}, ${m.name}, ${m.nameEn}, p.resource_id, ${m.route}, 1200
      from resources p where p.type = 1 and p.code = ${m.group}
        and not exists (select 1 from resources where type = 1 and code = ${m.code})`.execute(db);
    for (const [sort, [code, name, nameEn]] of m.buttons.entries()) {
      await sql`insert into resources (type, code, name, name_en, parent_id, route, sort)
        select 2, ${code}, ${name}, ${nameEn}, m.resource_id, null, ${sort}
        from resources m
        where m.type = 1 and m.code = ${m.code}
          and not exists (select 1 from resources x where x.type = 2 and x.parent_id = m.resource_id and x.code = ${code})`.execute(
        db,
      );
    }
    await sql`insert into role_resources (role_id, resource_id)
      select r.role_id, res.resource_id
      from roles r
      cross join resources res
      left join resources m on m.resource_id = res.parent_id
      where r.built_in = 1 and r.role_code in (${sql.join(ROLES[m.code])})
        and ((res.type = 1 and res.code = ${m.code}) or (res.type = 2 and m.type = 1 and m.code = ${m.code}))
        and not exists (select 1 from role_resources rr where rr.role_id = r.role_id and rr.resource_id = res.resource_id)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from resources where type = 1 and code in ('authorizedApps', 'agentAccess')`.execute(db);
}
