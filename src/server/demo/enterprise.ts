/**
 * The demo enterprise's own things: cost centers, invite codes, a role of its own with a sub-account holding it, and
 * a provider team, so its account screens start with something in them.
 */
import { randomUUID } from 'node:crypto';
import type { DemoIds, DemoTrx } from './demo-types.ts';

export async function seedDemoEnterprise(trx: DemoTrx, ids: DemoIds) {
  const ent = { created_by: ids.enterprise, enterprise_id: ids.enterpriseId };
  await trx
    .insertInto('cost_centers')
    .values([
      {
        cost_center_code: 'CC-RD',
        cost_center_name: '研发中心',
        manager_name: '陈静',
        budget: 500000,
        state: 1,
        ...ent,
      },
      {
        cost_center_code: 'CC-MKT',
        cost_center_name: '市场部',
        manager_name: '周航',
        budget: 200000,
        state: 1,
        ...ent,
      },
    ])
    .execute();
  await trx
    .insertInto('invite_codes')
    .values([
      {
        invite_code: 'DEMO2026',
        max_uses: 20,
        use_count: 3,
        expires_at: new Date(Date.now() + 90 * 864e5),
        remark: '新员工入职',
        ...ent,
      },
      {
        invite_code: 'OLDCODE1',
        max_uses: 5,
        use_count: 5,
        expires_at: new Date(Date.now() - 864e5),
        remark: '已停用的活动码',
        ...ent,
      },
    ])
    .execute();

  // the enterprise admin's own role and sub-account, so its user and role screens start with something in them
  const opsRole = await trx
    .insertInto('roles')
    .values({
      role_code: 'ent_operator',
      role_name: '企业运营',
      role_name_en: 'Enterprise operator',
      role_desc: '管理成本中心与邀请码',
      ...ent,
    })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  const opsMenus = await trx
    .selectFrom('resources')
    .select('resource_id')
    .where((eb) =>
      eb.or([
        eb('code', 'in', ['workBench', 'information', 'costCenter', 'inviteCodeList']),
        eb(
          'parent_id',
          'in',
          eb
            .selectFrom('resources')
            .select('resource_id')
            .where('type', '=', 1)
            .where('code', 'in', ['costCenter', 'inviteCodeList']),
        ),
      ]),
    )
    .execute();
  await trx
    .insertInto('role_resources')
    .values(opsMenus.map((m: { resource_id: number }) => ({ role_id: opsRole.role_id, resource_id: m.resource_id })))
    .execute();
  const ops = await trx
    .insertInto('users')
    .values({
      user_name: 'ent_ops',
      user_real_name: '企业运营小李',
      uid: randomUUID(),
      account_type: 1,
      user_type: 3,
      parent_user_id: ids.enterprise,
      puser_name: 'enterprise',
      enterprise_id: ids.enterpriseId,
      password_hash: ids.passwordHash,
      init_pwd: 1,
      created_by: ids.enterprise,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('user_roles').values({ user_id: ops.user_id, role_id: opsRole.role_id }).execute();

  const team = await trx
    .insertInto('teams')
    .values({ team_name: '支付能力组', team_desc: '负责支付结算类 API 的发布与维护', created_by: ids.provider })
    .returning('team_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('team_users').values({ team_id: team.team_id, user_id: ids.provider }).execute();
}
