/** Seeded sections of the content pages and the demo announcements (zh and en). */

export interface SeedSection {
  page_key: string;
  title: string;
  title_en: string;
  text: string;
  text_en: string;
  image: string | null;
  cta_text?: string;
  cta_text_en?: string;
  cta_url?: string;
  sort: number;
}

type S = Omit<SeedSection, 'page_key' | 'sort' | 'image'>;

/**
 * The sections of one page in order. No seeded pictures: each page's drawing is part of the store
 * (src/store/content/art); a section shows a picture only when an operator adds one.
 */
const page = (page_key: string, sections: S[]): SeedSection[] =>
  sections.map((s, sort) => ({ page_key, sort, ...s, image: null }));

export function sitePageSections(): SeedSection[] {
  return [
    ...page('contactUs', [
      {
        title: '联系我们',
        title_en: 'Contact us',
        text: '无论是接入咨询、商务合作还是技术问题，我们都乐意帮助。工作日 9:00–18:00 响应，紧急故障 7×24 小时值守。',
        text_en:
          'Whether you have a question about onboarding, a partnership or a technical problem, we are glad to help. We answer on working days 9:00–18:00; urgent incidents are covered around the clock.',
      },
      {
        title: '技术支持',
        title_en: 'Technical support',
        text: '- 邮箱：support@openapi.example\n- 电话：400-820-0101（工作日）\n- 故障热线：021-5555 0199（7×24）\n\n提交问题时请附上请求的 `X-Ca-Request-Id`、时间和环境，便于快速定位。',
        text_en:
          "- Email: support@openapi.example\n- Phone: 400-820-0101 (working days)\n- Incident line: +86 21 5555 0199 (24/7)\n\nPlease include the request's `X-Ca-Request-Id`, time and environment so we can find it quickly.",
        cta_text: '查看常见问题',
        cta_text_en: 'Read the FAQ',
        cta_url: '/doccenter/details?id=5',
      },
      {
        title: '商务合作',
        title_en: 'Partnerships',
        text: '希望把你的能力发布到平台，或成为渠道伙伴？请发送邮件至 bd@openapi.example，我们将在两个工作日内联系你。\n\n地址：上海市浦东新区张江路 88 号开放大厦 12 层',
        text_en:
          'Want to publish your capabilities on the platform or become a channel partner? Write to bd@openapi.example and we will contact you within two working days.\n\nAddress: 12F Open Tower, 88 Zhangjiang Road, Pudong, Shanghai',
        cta_text: '商务合作详情',
        cta_text_en: 'Partnership details',
        cta_url: '/businessDetails?detailsKey=business',
      },
    ]),
    ...page('business', [
      {
        title: '商务合作',
        title_en: 'Business cooperation',
        text: '平台面向能力提供方、集成商和渠道伙伴开放合作。提供方发布能力、设定价格，平台负责认证、网关、计量与结算。',
        text_en:
          'The platform works with capability providers, integrators and channel partners. Providers publish capabilities and set prices; the platform handles verification, the gateway, metering and settlement.',
      },
      {
        title: '合作流程',
        title_en: 'How it works',
        text: '1. 提交合作意向与企业资料\n2. 完成企业认证与协议签署\n3. 在提供方中心发布 API 分组并设置计费规则\n4. 审核通过后上架能力中心',
        text_en:
          '1. Send your intent and company details\n2. Complete enterprise verification and sign the agreement\n3. Publish API groups and pricing in the provider center\n4. Go live in the capability center after review',
        cta_text: '联系商务',
        cta_text_en: 'Contact sales',
        cta_url: '/contactUs',
      },
    ]),
    ...page('pbc', [
      {
        title: '人行业务服务',
        title_en: 'PBC business services',
        text: '面向持牌金融机构，提供符合人民银行监管要求的征信查询、反洗钱名单筛查和支付报送接口，全程加密传输、留痕可审计。',
        text_en:
          "For licensed financial institutions: credit reference queries, anti-money-laundering list screening and payment reporting interfaces that meet People's Bank of China requirements, encrypted end to end and fully auditable.",
      },
      {
        title: '接入要求',
        title_en: 'Requirements',
        text: '- 已完成企业认证并具备相应金融业务资质\n- 生产环境须配置 IP 白名单\n- 调用日志保存不少于五年',
        text_en:
          '- Verified enterprise holding the relevant financial licence\n- IP whitelist required in production\n- Call logs kept for at least five years',
        cta_text: '咨询接入',
        cta_text_en: 'Ask about access',
        cta_url: '/contactUs',
      },
    ]),
    ...page('tripartite', [
      {
        title: '三方合作',
        title_en: 'Tripartite cooperation',
        text: '平台、能力提供方与使用方三方签约：提供方保障服务质量，使用方按约调用，平台负责网关、计量、对账与结算。',
        text_en:
          'The platform, the provider and the consumer sign together: the provider guarantees service quality, the consumer calls as agreed, and the platform runs the gateway, metering, reconciliation and settlement.',
      },
      {
        title: '结算方式',
        title_en: 'Settlement',
        text: '按月出具对账单，三方确认后结算；支持按调用量、套餐包和免费额度三种计费规则。',
        text_en:
          'Monthly statements, settled once all three parties confirm; pricing per call, by package, or free quota.',
        cta_text: '查看能力',
        cta_text_en: 'Browse capabilities',
        cta_url: '/newApistore',
      },
    ]),
    ...page('masterDataService', [
      {
        title: '主数据服务',
        title_en: 'Master data service',
        text: '统一管理客户、供应商、物料、组织等核心主数据，通过标准 API 向各业务系统分发，消除“一物多码”。',
        text_en:
          'One place for customers, suppliers, materials and organisations: core master data distributed to every business system through standard APIs, so one thing has one code.',
      },
      {
        title: '核心能力',
        title_en: 'Capabilities',
        text: '- 主数据查询与订阅变更\n- 编码申请与审批\n- 数据质量校验与去重\n- 全量与增量同步',
        text_en:
          '- Query master data and subscribe to changes\n- Request and approve codes\n- Quality checks and de-duplication\n- Full and incremental sync',
        cta_text: '申请使用',
        cta_text_en: 'Apply',
        cta_url: '/newApistore',
      },
    ]),
    ...page('metadata', [
      {
        title: '元数据管理',
        title_en: 'Metadata management',
        text: '采集数据库、接口和报表的元数据，形成可检索的数据资产目录，追溯字段血缘，评估变更影响。',
        text_en:
          'Collect metadata from databases, APIs and reports into a searchable catalogue of data assets; trace field lineage and assess the impact of changes.',
      },
      {
        title: '典型场景',
        title_en: 'Typical uses',
        text: '- 接口字段口径统一\n- 敏感字段识别与分级\n- 数据变更影响分析',
        text_en:
          '- Consistent field definitions across APIs\n- Finding and classifying sensitive fields\n- Impact analysis of data changes',
        cta_text: '阅读文档',
        cta_text_en: 'Read the docs',
        cta_url: '/doccenter',
      },
    ]),
    ...page('flowPathManage', [
      {
        title: '流程管理',
        title_en: 'Process management',
        text: '可视化配置审批流程：能力发布、访问申请、角色申请、企业认证，每一步的审批人与条件都可调整。',
        text_en:
          "Configure approval processes visually: capability publishing, access applications, role applications, enterprise verification — every step's approvers and conditions can be changed.",
      },
      {
        title: '流程特性',
        title_en: 'Features',
        text: '- 按提交人、能力提供方或平台管理员指派\n- 支持退回、转办与撤回\n- 移动端审批\n- 全程留痕',
        text_en:
          "- Assign to the applicant's manager, the provider or platform administrators\n- Return, transfer and withdraw\n- Approve on mobile\n- Every step recorded",
        cta_text: '进入控制台',
        cta_text_en: 'Open the console',
        cta_url: '/process/upcoming',
      },
    ]),
    ...page('financeService', [
      {
        title: '金融服务',
        title_en: 'Financial services',
        text: '汇集账户查询、支付结算、汇率行情、票据核验等金融能力，统一签名认证与流量控制，助力业务快速上线。',
        text_en:
          'Account queries, payment and settlement, exchange rates and invoice verification in one place, behind one signature scheme and traffic control, so your business goes live faster.',
      },
      {
        title: '安全合规',
        title_en: 'Security and compliance',
        text: '所有金融类接口强制 HTTPS 与 IP 白名单，调用明细可导出用于审计。',
        text_en: 'Every financial API requires HTTPS and an IP whitelist; call details can be exported for audits.',
        cta_text: '浏览金融能力',
        cta_text_en: 'Browse financial APIs',
        cta_url: '/newApistore',
      },
    ]),
    ...page('Web3', [
      {
        title: 'Web3 服务',
        title_en: 'Web3 services',
        text: '提供区块链存证、数字身份核验和链上数据查询接口，无需自建节点即可接入可信数据服务。',
        text_en:
          'Blockchain notarisation, digital identity verification and on-chain data queries, without running your own nodes.',
      },
      {
        title: '应用方向',
        title_en: 'Where it helps',
        text: '- 电子合同与证据存证\n- 供应链溯源\n- 数字藏品确权',
        text_en:
          '- Electronic contracts and evidence\n- Supply-chain traceability\n- Proof of ownership of digital collectibles',
        cta_text: '联系我们',
        cta_text_en: 'Contact us',
        cta_url: '/contactUs',
      },
    ]),
    ...page('beCurrent', [
      {
        title: '活期服务',
        title_en: 'Current account services',
        text: '为合作机构提供活期账户开立、余额查询、资金划转与收益计算接口，7×24 小时可用。',
        text_en:
          'Opening current accounts, balance queries, transfers and interest calculation for partner institutions, available 24/7.',
      },
      {
        title: '服务指标',
        title_en: 'Service levels',
        text: '| 指标 | 承诺 |\n|---|---|\n| 可用性 | 99.95% |\n| 平均响应 | < 200 ms |\n| 数据保留 | 5 年 |',
        text_en:
          '| Measure | Commitment |\n|---|---|\n| Availability | 99.95% |\n| Mean response | < 200 ms |\n| Data retention | 5 years |',
        cta_text: '申请试用',
        cta_text_en: 'Request a trial',
        cta_url: '/newApistore',
      },
    ]),
    ...page('application', [
      {
        title: '应用场景',
        title_en: 'Applications',
        text: '看看合作伙伴如何用平台能力解决实际问题。',
        text_en: "See how partners use the platform's capabilities to solve real problems.",
      },
      {
        title: '智慧零售',
        title_en: 'Smart retail',
        text: '连锁门店接入会员、支付和短信能力，两周完成小程序会员体系上线，营销短信触达率提升 30%。',
        text_en:
          'A store chain combined membership, payment and SMS capabilities and launched its mini-program membership in two weeks, with 30% better SMS reach.',
      },
      {
        title: '政务服务',
        title_en: 'Government services',
        text: '区级政务平台调用身份核验与电子证照接口，实现“一网通办”，群众办事材料减少一半。',
        text_en:
          'A district service portal called identity verification and e-licence APIs to offer one-stop services, halving the paperwork citizens bring.',
        cta_text: '开始接入',
        cta_text_en: 'Get started',
        cta_url: '/doccenter/details?id=3',
      },
    ]),
  ];
}

export interface SeedAnnouncement {
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  content: string;
  content_en: string;
  pinned: number;
  state: number;
  days_ago: number;
}

export function demoAnnouncements(): SeedAnnouncement[] {
  return [
    {
      title: '能力开放平台正式上线',
      title_en: 'The open API platform is live',
      pinned: 1,
      state: 1,
      days_ago: 30,
      summary: '发布、申请、调用、计费，一站完成。',
      summary_en: 'Publish, apply, call and bill in one place.',
      content:
        '## 欢迎使用\n能力开放平台今天正式上线。开发者可以在能力中心浏览能力、在线申请，并通过统一网关签名调用。\n\n## 接下来\n- 阅读[快速入门](/doccenter/details?id=3)\n- 了解[签名认证](/doccenter/details?id=4)',
      content_en:
        '## Welcome\nThe open API platform is live today. Developers can browse capabilities, apply online and call them through one signed gateway.\n\n## Next steps\n- Read [Getting started](/doccenter/details?id=3)\n- Learn about [signing requests](/doccenter/details?id=4)',
    },
    {
      title: '生产环境网关例行维护通知',
      title_en: 'Scheduled maintenance of the production gateway',
      pinned: 0,
      state: 1,
      days_ago: 3,
      summary: '本周六 02:00–04:00 进行网关升级，期间可能出现短暂中断。',
      summary_en: 'Gateway upgrade this Saturday 02:00–04:00; brief interruptions are possible.',
      content:
        '为提升稳定性，我们将在 **本周六 02:00–04:00** 升级生产环境网关。\n\n- 影响范围：生产环境（RELEASE）\n- 影响：可能出现不超过 1 分钟的连接中断\n- 建议：客户端对 502/503 做退避重试\n\n测试与预发布环境不受影响。',
      content_en:
        'To improve stability we will upgrade the production gateway **this Saturday 02:00–04:00**.\n\n- Affects: production (RELEASE)\n- Impact: connection drops of at most one minute\n- Advice: retry 502/503 with backoff\n\nTest and UAT are not affected.',
    },
    {
      title: '新增能力：汇率查询',
      title_en: 'New capability: exchange rates',
      pinned: 0,
      state: 1,
      days_ago: 10,
      summary: '支持 30 余种货币的实时与历史汇率。',
      summary_en: 'Live and historical rates for more than 30 currencies.',
      content: '汇率查询能力已上架能力中心，提供实时汇率、历史汇率和货币换算三个接口，测试环境每日 1000 次免费调用。',
      content_en:
        'The exchange-rate capability is now in the capability center, with live rates, historical rates and conversion; 1,000 free calls a day in test.',
    },
    {
      title: '签名方式说明更新',
      title_en: 'Signing guide updated',
      pinned: 0,
      state: 1,
      days_ago: 18,
      summary: '补充了完整的签名示例和常见错误排查。',
      summary_en: 'Now with a complete worked example and troubleshooting.',
      content:
        '《签名认证》文档新增完整示例（待签名字符串与请求头），以及 `SIGNATURE_MISMATCH`、`NONCE_USED` 等常见错误的排查方法。',
      content_en:
        'The *Signing requests* guide now has a complete example (string to sign and headers) and how to troubleshoot `SIGNATURE_MISMATCH`, `NONCE_USED` and other common errors.',
    },
    {
      title: '（草稿）下季度计费调整',
      title_en: '(Draft) Pricing changes next quarter',
      pinned: 0,
      state: 0,
      days_ago: 0,
      summary: '草稿，不对外显示。',
      summary_en: 'Draft, not shown publicly.',
      content: '草稿内容。',
      content_en: 'Draft content.',
    },
  ];
}
