/**
 * The demo's public site and its frame: environments, the domain tree, navigation, banners, the footer's columns
 * and links, all in Chinese and English.
 */
import type { DemoIds, DemoTrx } from './demo-types.ts';

const slide = (from: string, to: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="320"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="320" fill="url(#g)"/></svg>`)}`;

export async function seedDemoSite(trx: DemoTrx, ids: Pick<DemoIds, 'admin'>) {
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
}
