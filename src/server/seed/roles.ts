/**
 * The built-in roles and the menus they hold. A role lists menu codes; holding a menu grants all its buttons.
 * Group menus are implied by their children (the tree shows ancestors of what is granted).
 */
import type { Kysely, Transaction } from 'kysely';
import { consoleRoutes } from '../../shared/routes.ts';
import type { Database } from '../db/schema.ts';
import { PLATFORM_ONLY_MENUS } from '../auth/permissions.ts';

type Db = Kysely<Database> | Transaction<Database>;

// a group's menus, less those only platform admins hold (the providers group lists the user sources screen)
const names = (group: string) =>
  consoleRoutes.filter((r) => r.group === group && !PLATFORM_ONLY_MENUS.includes(r.name)).map((r) => r.name);
const defaults = consoleRoutes.filter((r) => r.permission === 'default').map((r) => r.name);

export const builtInRoles: {
  role_code: string;
  role_name: string;
  role_name_en: string;
  role_desc: string;
  menus: string[] | 'all';
}[] = [
  {
    role_code: 'super_admin',
    role_name: '超级管理员',
    role_name_en: 'Super admin',
    role_desc: '平台全部权限',
    menus: 'all',
  },
  {
    role_code: 'provider',
    role_name: '服务提供方',
    role_name_en: 'Provider',
    role_desc: '发布能力与 API 分组',
    menus: [
      ...defaults,
      ...names('providers'),
      'noticeCenter',
      'noticeCenterDetail',
      'signatureTool',
      'exportRecord',
      'reconciliationList',
      'capacityList',
      'settlementList',
      'auditLog',
    ],
  },
  {
    role_code: 'developer',
    role_name: '开发者',
    role_name_en: 'Developer',
    role_desc: '申请能力、创建应用并调用 API',
    menus: [
      ...defaults,
      ...names('developers'),
      'appManage',
      'exportRecord',
      'reconciliationList',
      'applicationList',
      'capacityList',
    ],
  },
  {
    role_code: 'enterprise_admin',
    role_name: '企业管理员',
    role_name_en: 'Enterprise admin',
    role_desc: '管理企业资料、子账号、角色与账单',
    menus: [
      ...defaults,
      ...names('accountCenter'),
      ...names('enterpriseData'),
      ...names('publicCenter'),
      ...names('billManage'),
      'userList',
      'userRole',
      'addPerson',
      'addTeam',
      'addRole',
      'noticeCenter',
      'noticeCenterDetail',
      'exportRecord',
      // the enterprise's applications (/publicCenter/appManage) are the apps descriptor, whose menu is appmanage
      'appmanage',
      'auditLog',
    ],
  },
];

export async function seedRoles(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of builtInRoles) {
    const { menus, ...row } = role;
    let found = await db
      .selectFrom('roles')
      .select('role_id')
      .where('role_code', '=', row.role_code)
      .where('built_in', '=', 1)
      .executeTakeFirst();
    if (!found) {
      found = await db
        .insertInto('roles')
        .values({ ...row, built_in: 1 })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      const menuRows = await db.selectFrom('resources').select(['resource_id', 'code']).where('type', '=', 1).execute();
      const wanted = menus === 'all' ? menuRows : menuRows.filter((m) => menus.includes(m.code));
      const ids = wanted.map((m) => m.resource_id);
      const buttons = ids.length
        ? await db
            .selectFrom('resources')
            .select('resource_id')
            .where('type', '=', 2)
            .where('parent_id', 'in', ids)
            .execute()
        : [];
      const all = [...ids, ...buttons.map((b) => b.resource_id)];
      if (all.length) {
        await db
          .insertInto('role_resources')
          .values(all.map((resource_id) => ({ role_id: found!.role_id, resource_id })))
          .execute();
      }
    }
    ids.set(row.role_code, found.role_id);
  }
  return ids;
}
