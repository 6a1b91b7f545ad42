/**
 * The data-template menu (issue 25 item 23) for databases seeded before it: the resource tree is seeded after
 * migrations (seed/resources.ts), so here the menu and its buttons are made under the existing providers menu and
 * granted to the built-in super admin and provider roles (the seed then keeps them current, matching by code). On
 * a fresh database there is no tree yet, nothing happens, and the seed does it all.
 */
import { type Kysely, sql } from 'kysely';

const CODE = 'dataTemplateManage';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into resources (type, code, name, name_en, parent_id, route, sort)
    select 1, ${CODE}, '数据模板', 'Data templates', p.resource_id, '/providers/dataTemplateManage', 1100
    from resources p where p.type = 1 and p.code = 'providers'
      and not exists (select 1 from resources where type = 1 and code = ${CODE})`.execute(db);
  await sql`insert into resources (type, code, name, name_en, parent_id, route, sort)
    select 2, b.code, b.name, b.name_en, m.resource_id, null, b.sort
    from resources m
    cross join (values ('query', '查询', 'Query', 0), ('get', '查看', 'View', 1), ('add', '新增', 'Add', 2), ('edit', '编辑', 'Edit', 3), ('delete', '删除', 'Delete', 4)) as b(code, name, name_en, sort)
    where m.type = 1 and m.code = ${CODE}
      and not exists (select 1 from resources x where x.type = 2 and x.parent_id = m.resource_id and x.code = b.code)`.execute(
    db,
  );
  await sql`insert into role_resources (role_id, resource_id)
    select r.role_id, res.resource_id
    from roles r
    cross join resources res
    left join resources m on m.resource_id = res.parent_id
    where r.built_in = 1 and r.role_code in ('super_admin', 'provider')
      and ((res.type = 1 and res.code = ${CODE}) or (res.type = 2 and m.type = 1 and m.code = ${CODE}))
      and not exists (select 1 from role_resources rr where rr.role_id = r.role_id and rr.resource_id = res.resource_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from resources where type = 1 and code = ${CODE}`.execute(db);
}
