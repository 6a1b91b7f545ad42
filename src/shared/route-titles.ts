/**
 * Titles of every route and console menu group, in both languages. The console's `routes.*` i18n keys, the
 * page title and the seeded menu names all come from here, so a menu reads the same everywhere.
 */
export const routeTitles: Record<string, [zh: string, en: string]> = {
  // menu groups
  openUser: ['开放平台', 'Open platform'],
  user: ['个人中心', 'My account'],
  developers: ['开发者中心', 'Developer center'],
  providers: ['服务提供方', 'Provider center'],
  process: ['工单流程', 'Work orders'],
  accountCenter: ['账号中心', 'Account center'],
  enterpriseData: ['企业资料', 'Enterprise data'],
  publicCenter: ['公共中心', 'Public center'],
  billManage: ['账单管理', 'Billing'],
  // public
  root: ['首页', 'Home'], home: ['首页', 'Home'], homeOld: ['旧版首页', 'Classic home'],
  DynamicSpace: ['动态空间', 'Dynamic space'], homeTwo: ['首页二', 'Home (alt)'],
  newApistore: ['领域市场', 'Domain market'], apistore: ['API 商店', 'API store'], contactUs: ['联系我们', 'Contact us'],
  businessDetails: ['业务详情', 'Business details'], masterDataService: ['主数据服务', 'Master data service'],
  metadata: ['元数据', 'Metadata'], flowPathManage: ['流程管理', 'Process management'],
  financeService: ['财务服务', 'Finance services'], Web3: ['Web3', 'Web3'], beCurrent: ['最新动态', 'Latest'],
  application: ['应用场景', 'Applications'], apiproduct: ['API 产品', 'API product'], applyFeild: ['申请领域', 'Apply for a domain'],
  announcement: ['公告', 'Announcements'], announcementDetail: ['公告详情', 'Announcement'],
  doccenter: ['文档中心', 'Documentation'], doccenterDetails: ['文档详情', 'Document'],
  helpWord: ['帮助中心', 'Help'], searhPage: ['搜索', 'Search'], goodsdetail: ['商品详情', 'Product details'],
  multiTypeDetail: ['多类型详情', 'Multi-type details'], mobileApprove: ['移动审批', 'Mobile approval'],
  joinEnterprise: ['加入企业', 'Join an enterprise'], oauthConsent: ['授权智能体', 'Authorize an agent'], changeIdUserdetails: ['变更身份', 'Change identity'],
  modifyInformation: ['修改资料', 'Edit profile'], login: ['登录', 'Log in'], register: ['注册', 'Register'],
  registerResult: ['注册结果', 'Registration result'], resetPass: ['重置密码', 'Reset password'],
  ddOpen: ['工作台打开', 'Open from workplace'], notFound: ['页面不存在', 'Page not found'], apitry: ['API 试用', 'Try an API'],
  blank: ['无权限', 'No access'],
  // console: openUser
  workBench: ['工作台', 'Workbench'], partnersManage: ['合作伙伴管理', 'Partners'],
  enterpriseGroupManage: ['企业分组管理', 'Enterprise groups'], fieldGroupManage: ['字段分组管理', 'Field groups'],
  bindGroup: ['绑定分组', 'Bind groups'], creditGroupManage: ['信用分组管理', 'Credit groups'],
  creditManage: ['信用管理', 'Credit'], byCredit: ['信用查询', 'Credit lookup'], syncGroupConfig: ['同步分组配置', 'Group sync'],
  exportRecord: ['导出记录', 'Export records'], outbox: ['发件箱', 'Outbox'], auditLog: ['审计日志', 'Audit trail'], surveyManage: ['问卷配置', 'Surveys'], opsCardManage: ['运营卡片', 'Operations cards'],
  enterpriseManage: ['企业管理', 'Enterprises'], envManage: ['环境管理', 'Environments'], classifyManage: ['领域分类', 'Domains'], bannerManage: ['横幅管理', 'Banners'],
  navigationManage: ['导航管理', 'Navigation'], siteManage: ['页脚站点', 'Footer sites'], linkManage: ['友情链接', 'Links'], docManage: ['文档管理', 'Documents'], announcementManage: ['公告管理', 'Announcements'], sitePageManage: ['内容页面', 'Content pages'], information: ['个人信息', 'My information'],
  processInformation: ['流程信息', 'Process information'],
  // console: developers
  statisticsIndex: ['统计概览', 'Statistics'], abilityDetails: ['能力详情', 'Capability details'],
  applicationDetails: ['应用详情', 'Application details'], appmanage: ['应用管理', 'Applications'],
  detailedList: ['明细清单', 'Detailed list'], interfaceList: ['接口列表', 'APIs'], territoryList: ['领域列表', 'Domains'],
  appSettingIp: ['应用 IP 白名单', 'App IP whitelist'], signatureTool: ['签名工具', 'Signature tool'],
  authorityManagement: ['权限管理', 'Access rights'], noticeCenter: ['通知中心', 'Notice center'],
  noticeCenterDetail: ['通知详情', 'Notice'], useStatistical: ['调用统计', 'Usage statistics'], useLog: ['调用日志', 'Call log'],
  capacityInventory: ['能力清单', 'Capability inventory'], usageDetails: ['使用详情', 'Usage details'],
  serviceDetails: ['服务详情', 'Service details'], interfaceDetails: ['接口详情', 'API details'],
  // console: providers
  providerOverview: ['提供方概览', 'Overview'], abilityReleaseList: ['能力发布列表', 'Published capabilities'],
  capabilityUseList: ['能力使用列表', 'Capability usage'], interfaceCallList: ['接口调用列表', 'API calls'],
  aPIRanking: ['API 排行', 'API ranking'], applicationAccessList: ['应用接入列表', 'App access'],
  capabilityAccessList: ['能力接入列表', 'Capability access'], applicationAccessAPIList: ['应用接入 API 列表', 'App API access'],
  alarmList: ['告警列表', 'Alarms'], groupSettingIP: ['分组 IP 设置', 'Group IP settings'],
  groupSettingIPDetail: ['分组 IP 详情', 'Group IP details'], fieldPermissions: ['字段权限', 'Field permissions'],
  userPermissions: ['用户权限', 'User permissions'], appPermissions: ['应用权限', 'App permissions'],
  apiPermissions: ['API 权限', 'API permissions'], providerapi: ['API 分组', 'API groups'], processCreate: ['创建流程', 'Create process'],
  providerapiupgrade: ['分组升级', 'Upgrade group'], multiTypeAdd: ['多类型新增', 'Add multi-type'],
  providerapiadd: ['新增分组', 'New group'], providerapilook: ['查看分组', 'View group'], projectReleased: ['项目发布', 'Project releases'],
  releaseDetails: ['发布详情', 'Release details'], releaseHistory: ['发布历史', 'Release history'],
  networkUpgrading: ['网络升级', 'Network upgrade'], providerapimanage: ['API 管理', 'API management'],
  noticeManage: ['通知管理', 'Notices'], noticeDetail: ['通知详情', 'Notice details'], logStatistical: ['日志统计', 'Log statistics'],
  logging: ['日志', 'Logs'], fieldManagement: ['字段管理', 'Fields'], userList: ['用户列表', 'Users'],
  userSource: ['用户来源', 'User sources'], userRole: ['角色管理', 'Roles'], addPerson: ['新增人员', 'Add person'],
  addTeam: ['团队管理', 'Teams'], addRole: ['新增角色', 'Add role'], capabilitySpecs: ['能力规格', 'Capability specs'],
  addPricing: ['计费规则', 'Pricing'],
  // console: process
  upcoming: ['待办工单', 'To do'], related: ['相关工单', 'Related'], createTicket: ['创建工单', 'New work order'],
  handleTicket: ['处理工单', 'Handle work order'], templateManager: ['模板管理', 'Templates'],
  processManager: ['流程管理', 'Processes'], taskManager: ['任务管理', 'Tasks'],
  // console: accountCenter, enterpriseData, publicCenter, billManage
  informationNew: ['账号信息', 'Account information'], basicData: ['基础资料', 'Basic data'], authorizedApps: ['已授权应用', 'Authorized applications'], agentAccess: ['智能体接入', 'Agent access'],
  accountManage: ['子账号管理', 'Sub-accounts'], inviteCodeList: ['邀请码', 'Invite codes'], userdetails: ['用户详情', 'User details'],
  signingEdit: ['签约编辑', 'Edit signing'], signingView: ['签约信息', 'Signing'],
  authenticationEdit: ['认证编辑', 'Edit authentication'], authenticationView: ['企业认证', 'Authentication'],
  appManage: ['应用系统', 'App systems'], costCenter: ['成本中心', 'Cost centers'],
  reconciliationList: ['对账单', 'Reconciliation'], costCenterLit: ['成本中心账单', 'Cost center bills'],
  applicationList: ['应用账单', 'Application bills'], capacityList: ['能力账单', 'Capability bills'],
  settlementList: ['结算单', 'Settlements'],
};

/** Button (action) names, shared by the seeded tree and the console's action labels. */
export const actionTitles: Record<string, [zh: string, en: string]> = {
  add: ['新增', 'Add'], delete: ['删除', 'Delete'], edit: ['编辑', 'Edit'], query: ['查询', 'Query'],
  get: ['查看', 'View'], enable: ['启用', 'Enable'], disable: ['停用', 'Disable'], import: ['导入', 'Import'],
  export: ['导出', 'Export'], reset: ['重置', 'Reset'],
};
