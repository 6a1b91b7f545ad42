/**
 * Demo content so a new user sees a living console and public site: environments, domains, navigation,
 * banners, footer, partners, credit, groups, cost centers, invite codes, a team, published notices.
 * Seeded once, with the demo accounts, in demo mode only.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database> | Kysely<Database>;

const slide = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="320"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="320" fill="url(#g)"/></svg>`)}`;

export async function seedDemoData(
  trx: Trx,
  ids: { admin: number; provider: number; enterprise: number; enterpriseId: number; passwordHash: string },
) {
  const by = { created_by: ids.admin };
  await trx
    .insertInto('envs')
    .values([
      {
        env_key: 'test',
        env_value: '测试环境',
        env_type: 1,
        dc_name: '华东一区',
        gateway_url: 'http://localhost:8081',
        ...by,
      },
      {
        env_key: 'uat',
        env_value: '预发布环境',
        env_type: 2,
        dc_name: '华东一区',
        gateway_url: 'http://localhost:8081',
        ...by,
      },
      {
        env_key: 'prod',
        env_value: '生产环境',
        env_type: 3,
        dc_name: '华东二区',
        gateway_url: 'http://localhost:8081',
        ...by,
      },
    ])
    .execute();

  // [name, English name, description, children as [name, English name]]
  const domains: [string, string, string, [string, string][]][] = [
    [
      '政务服务',
      'Government services',
      '身份核验、证照与公共信用',
      [
        ['身份核验', 'Identity verification'],
        ['电子证照', 'E-licences'],
        ['公共信用', 'Public credit'],
      ],
    ],
    [
      '金融服务',
      'Financial services',
      '支付、清结算、汇率与风控',
      [
        ['支付结算', 'Payments & settlement'],
        ['汇率行情', 'Exchange rates'],
        ['风控反欺诈', 'Risk & anti-fraud'],
      ],
    ],
    [
      '通信服务',
      'Communications',
      '短信、语音与消息推送',
      [
        ['短信服务', 'SMS'],
        ['语音通知', 'Voice notifications'],
        ['消息推送', 'Push messaging'],
      ],
    ],
    [
      '数据服务',
      'Data services',
      '气象、地理与公共数据',
      [
        ['气象数据', 'Weather data'],
        ['地理位置', 'Geolocation'],
        ['公共数据', 'Open data'],
      ],
    ],
    [
      '主数据服务',
      'Master data',
      '组织、人员与物料主数据',
      [
        ['组织人员', 'Organisations & people'],
        ['客商主数据', 'Customers & suppliers'],
        ['物料主数据', 'Materials'],
      ],
    ],
    [
      '物联网',
      'Internet of Things',
      '设备接入与数据采集',
      [
        ['设备管理', 'Device management'],
        ['数据采集', 'Data collection'],
      ],
    ],
  ];
  // one tree for every environment (env_type null): the panel, the market and the pickers list each domain once
  for (const [i, [name, nameEn, desc, children]] of domains.entries()) {
    const parent = await trx
      .insertInto('classifies')
      .values({ classify_name: name, classify_name_en: nameEn, classify_desc: desc, env_type: null, sort: i, ...by })
      .returning('classify_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('classifies')
      .values(
        children.map(([c, cEn], j) => ({
          classify_name: c,
          classify_name_en: cEn,
          classify_desc: `${name} · ${c}`,
          parent_id: parent.classify_id,
          env_type: null,
          sort: j,
          ...by,
        })),
      )
      .execute();
  }

  await trx
    .insertInto('navigations')
    .values([
      {
        navigation_code: 'shouye',
        navigation_name: '首页',
        navigation_name_en: 'Home',
        type: 1,
        jump_flag: 1,
        jump_url: '/home',
        open_panel_flag: 0,
        sort: 0,
        state: 1,
        ...by,
      },
      {
        navigation_code: 'nenglizhongxin',
        navigation_name: '能力中心',
        navigation_name_en: 'Capabilities',
        type: 2,
        jump_flag: 1,
        jump_url: '/newApistore',
        open_panel_flag: 1,
        sort: 1,
        state: 1,
        ...by,
      },
      {
        navigation_code: 'wendangzhongxin',
        navigation_name: '文档中心',
        navigation_name_en: 'Docs',
        type: 1,
        jump_flag: 1,
        jump_url: '/doccenter',
        open_panel_flag: 0,
        sort: 2,
        state: 1,
        ...by,
      },
      {
        navigation_code: 'gonggao',
        navigation_name: '公告',
        navigation_name_en: 'News',
        type: 1,
        jump_flag: 1,
        jump_url: '/announcement',
        open_panel_flag: 0,
        sort: 3,
        state: 1,
        ...by,
      },
      {
        navigation_code: 'lianxiwomen',
        navigation_name: '联系我们',
        navigation_name_en: 'Contact',
        type: 1,
        jump_flag: 1,
        jump_url: '/contactUs',
        open_panel_flag: 0,
        sort: 4,
        state: 1,
        ...by,
      },
    ])
    .execute();

  await trx
    .insertInto('banners')
    .values([
      {
        web_page_code: 'home',
        banner_title: '一站式能力开放平台',
        banner_title_en: 'One platform for open APIs',
        banner_desc: '发布、订阅、调用、计费，全部在一个平台完成',
        banner_desc_en: 'Publish, subscribe, call and bill, all in one place',
        banner_pic: slide('#1f3a68', '#3d7bd9'),
        jump_flag_pic: 0,
        add_button_flag: 1,
        button_name: '浏览能力',
        button_name_en: 'Browse APIs',
        button_jump_flag: 1,
        button_jump_url: '/newApistore',
        sort: 0,
        state: 1,
        ...by,
      },
      {
        web_page_code: 'home',
        banner_title: '签名调用，安全可靠',
        banner_title_en: 'Signed calls you can trust',
        banner_desc: '兼容主流网关签名方式，现有 SDK 直接可用',
        banner_desc_en: 'The signing scheme mainstream gateways use: existing SDKs work as they are',
        banner_pic: slide('#0f5c4d', '#2fae8f'),
        jump_flag_pic: 0,
        add_button_flag: 1,
        button_name: '查看文档',
        button_name_en: 'Read the docs',
        button_jump_flag: 1,
        button_jump_url: '/doccenter',
        sort: 1,
        state: 1,
        ...by,
      },
    ])
    .execute();

  // footer columns and entries, in Chinese and English: [name, English name, entries [name, English name, type, content, English content]]
  const columns: [string, string, [string, string, number, string, string][]][] = [
    [
      '关于平台',
      'About',
      [
        [
          '平台介绍',
          'The platform',
          3,
          '能力开放平台帮助企业把内部能力以 API 的形式安全地开放给合作伙伴和开发者。',
          'The open API platform helps enterprises offer their internal capabilities to partners and developers as secure APIs.',
        ],
        [
          '服务协议',
          'Terms of service',
          3,
          '使用本平台即表示同意服务协议。',
          'Using the platform means accepting its terms of service.',
        ],
      ],
    ],
    [
      '开发者',
      'Developers',
      [
        [
          '快速入门',
          'Getting started',
          2,
          '注册 → 申请能力 → 创建应用 → 签名调用。',
          'Register → apply for a capability → create an application → make signed calls.',
        ],
        ['签名说明', 'Signing', 2, '请求按 X-Ca 签名规范签名。', 'Requests are signed by the X-Ca signing scheme.'],
      ],
    ],
    [
      '帮助与支持',
      'Help and support',
      [
        ['常见问题', 'FAQ', 3, '登录、申请与调用的常见问题。', 'Common questions on signing in, applying and calling.'],
        ['联系我们', 'Contact us', 4, '/contactUs', '/contactUs'],
      ],
    ],
  ];
  let doc = 1;
  for (const [i, [name, nameEn, entries]] of columns.entries()) {
    const col = await trx
      .insertInto('site_nodes')
      .values({ show_name: name, show_name_en: nameEn, type: 1, sort: i, ...by })
      .returning('site_node_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('site_nodes')
      .values(
        entries.map(([show_name, show_name_en, type, content, content_en], j) => ({
          show_name,
          show_name_en,
          type,
          content,
          content_en,
          parent_id: col.site_node_id,
          index_doc_id: doc++,
          sort: j,
          ...by,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('site_links')
    .values([
      {
        link_name: '国家政务服务平台',
        link_name_en: 'National Government Service Platform',
        link_url: 'https://gjzwfw.www.gov.cn',
        sort: 0,
        ...by,
      },
      {
        link_name: 'OpenAPI 规范',
        link_name_en: 'OpenAPI Specification',
        link_url: 'https://spec.openapis.org',
        sort: 1,
        ...by,
      },
    ])
    .execute();

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

  const now = Date.now();
  await trx
    .insertInto('notices')
    .values([
      {
        notice_title: '平台正式上线',
        notice_type: 1,
        env_type: 3,
        notice_content: '能力开放平台正式上线，欢迎申请使用。',
        notice_state: 1,
        published_at: new Date(now - 3 * 864e5),
        created_by: ids.admin,
        audience: 'platform',
      },
      {
        notice_title: '支付结算 API v2 发布',
        notice_type: 2,
        env_type: 3,
        notice_content: '新增退款查询接口，旧版本将于三个月后下线。',
        notice_state: 1,
        published_at: new Date(now - 864e5),
        created_by: ids.provider,
      },
      {
        notice_title: '周六凌晨例行维护',
        notice_type: 3,
        env_type: 3,
        notice_content: '周六 02:00–04:00 网关维护，期间调用可能短暂失败。',
        notice_state: 1,
        published_at: new Date(now - 36e5),
        created_by: ids.provider,
      },
      {
        notice_title: '测试环境证书更新',
        notice_type: 3,
        env_type: 1,
        notice_content: '测试环境 TLS 证书将于下周更新。',
        notice_state: 1,
        published_at: new Date(now - 2 * 36e5),
        created_by: ids.provider,
      },
      {
        notice_title: '（草稿）账户服务降级预案',
        notice_type: 4,
        env_type: 3,
        notice_content: '草稿内容。',
        notice_state: 0,
        created_by: ids.provider,
      },
    ])
    .execute();
}
