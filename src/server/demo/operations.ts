/**
 * The demo's operations data: where accounts come from (user sources), partners, credit groups and an enterprise's
 * score, enterprise and field groups with a binding, and a sync between environments.
 */
import type { DemoIds, DemoTrx } from './demo-types.ts';

export async function seedDemoOperations(trx: DemoTrx, ids: Pick<DemoIds, 'admin' | 'enterpriseId'>) {
  const by = { created_by: ids.admin };
  await trx
    .insertInto('user_sources')
    .values([
      {
        source_name: '平台账号',
        source_code: 'local',
        source_type: 'local',
        state: 1,
        remark: '在本平台注册的账号',
        ...by,
      },
      {
        source_name: '集团 AD 域',
        source_code: 'group_ad',
        source_type: 'ad',
        account_prefix: 'ad_',
        endpoint: 'ldaps://ad.example.internal',
        state: 1,
        ...by,
      },
      {
        source_name: 'LDAP 目录',
        source_code: 'ldap',
        source_type: 'ldap',
        account_prefix: 'ldap_',
        endpoint: 'ldap://ldap.example.internal',
        state: 0,
        ...by,
      },
    ])
    .execute();

  await trx
    .insertInto('partners')
    .values([
      {
        partner_name: '云启软件',
        partner_type: 'isv',
        contact_name: '李工',
        contact_phone: '021-5555 0101',
        email: 'biz@yunqi.example',
        cooperation_state: 1,
        started_on: '2025-03-01',
        ...by,
      },
      {
        partner_name: '华信集成',
        partner_type: 'integrator',
        contact_name: '王经理',
        contact_phone: '010-5555 0202',
        email: 'pm@huaxin.example',
        cooperation_state: 1,
        started_on: '2024-11-15',
        ...by,
      },
      {
        partner_name: '数联渠道',
        partner_type: 'channel',
        contact_name: '赵总',
        cooperation_state: 0,
        started_on: '2023-06-20',
        remark: '续约洽谈中',
        ...by,
      },
    ])
    .execute();

  await trx
    .insertInto('credit_groups')
    .values([
      { credit_group_name: 'A 级', min_score: 90, max_score: 1000, credit_group_desc: '优先审批，额度上浮', ...by },
      { credit_group_name: 'B 级', min_score: 70, max_score: 89, credit_group_desc: '正常审批', ...by },
      { credit_group_name: 'C 级', min_score: 0, max_score: 69, credit_group_desc: '人工复核', ...by },
    ])
    .execute();
  await trx
    .insertInto('credits')
    .values({ enterprise_id: ids.enterpriseId, score: 92, evaluated_on: '2026-10-01', remark: '年度评估', ...by })
    .execute();

  await trx
    .insertInto('enterprise_groups')
    .values([
      { group_name: '战略合作企业', group_code: 'STRATEGIC', group_desc: '享受专属配额', ...by },
      { group_name: '普通企业', group_code: 'STANDARD', ...by },
    ])
    .execute();
  await trx
    .insertInto('field_groups')
    .values([
      { field_group_name: '基础身份字段', sensitivity: 2, field_list: 'name, id_type, id_no_masked', ...by },
      { field_group_name: '联系方式', sensitivity: 3, field_list: 'mobile, email, address', ...by },
    ])
    .execute();
  await trx
    .insertInto('field_group_bindings')
    .values({ field_group_id: 1, enterprise_group_id: 1, remark: '战略合作企业可见基础身份字段', ...by })
    .execute();
  await trx
    .insertInto('sync_group_configs')
    .values({
      config_name: '测试同步到预发布',
      source_env_id: 1,
      target_env_id: 2,
      sync_mode: 'scheduled',
      cron: '0 2 * * *',
      state: 1,
      ...by,
    })
    .execute();
}
