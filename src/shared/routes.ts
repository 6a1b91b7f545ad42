/**
 * Every path of SPEC.md section 2, as data. The console's router, its side menu, the seeded permission
 * tree (menu codes and buttons) and `npm run routes` all read this one table, so a menu code means the
 * same thing in the browser, on the wire and in the database.
 *
 * `permission`: undefined = public page; 'default' = any logged-in user; otherwise the menu code the
 * user's roles must grant, which is the route's own name. `group` places a console route under a top-level
 * menu (a menu code too, used for the side menu's structure).
 * `actions` become button entries (type 2) under the route's menu in the seeded tree.
 */
export type Layout = 'public' | 'console' | 'login' | 'bare';
export type Action = 'add' | 'delete' | 'edit' | 'query' | 'get' | 'enable' | 'disable' | 'import' | 'export' | 'reset';

export interface RouteEntry {
  path: string;
  /** i18n key under `routes.` for the title, and the route name used in `?return=` */
  name: string;
  layout: Layout;
  permission?: string;
  group?: string;
  actions?: Action[];
  /** hidden routes are reachable but not shown in the side menu (details, editors) */
  hidden?: boolean;
}

const CRUD: Action[] = ['add', 'delete', 'edit', 'query', 'get'];
const CRUD_STATE: Action[] = [...CRUD, 'enable', 'disable'];
const CRUD_IO: Action[] = [...CRUD, 'import', 'export'];

/** Top-level console menus, in side-menu order. Their codes are permission codes too. */
export const consoleGroups = [
  'openUser',
  'user',
  'developers',
  'providers',
  'process',
  'accountCenter',
  'enterpriseData',
  'publicCenter',
  'billManage',
] as const;

const pub = (path: string, name: string, layout: Layout = 'public'): RouteEntry => ({ path, name, layout });
const con = (
  path: string,
  name: string,
  group: string,
  permission = name,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ path, name, layout: 'console', group, permission, ...extra });

export const routes: RouteEntry[] = [
  // public pages
  pub('/', 'root'),
  pub('/home', 'home'),
  pub('/homeOld', 'homeOld'),
  pub('/DynamicSpace', 'DynamicSpace'),
  pub('/homeTwo', 'homeTwo'),
  pub('/newApistore', 'newApistore'),
  pub('/apistore', 'apistore'),
  pub('/contactUs', 'contactUs'),
  pub('/businessDetails', 'businessDetails'),
  pub('/masterDataService', 'masterDataService'),
  pub('/metadata', 'metadata'),
  pub('/flowPathManage', 'flowPathManage'),
  pub('/financeService', 'financeService'),
  pub('/Web3', 'Web3'),
  pub('/beCurrent', 'beCurrent'),
  pub('/application', 'application'),
  pub('/apiproduct', 'apiproduct'),
  pub('/applyFeild', 'applyFeild'),
  pub('/announcement', 'announcement'),
  pub('/announcement/detail', 'announcementDetail'),
  pub('/doccenter', 'doccenter'),
  pub('/doccenter/details', 'doccenterDetails'),
  pub('/helpWord', 'helpWord'),
  pub('/searhPage', 'searhPage'),
  pub('/goodsdetail', 'goodsdetail'),
  pub('/multiTypeDetail', 'multiTypeDetail'),
  pub('/mobileApprove', 'mobileApprove', 'bare'),
  pub('/accountCenter/joinEnterprise', 'joinEnterprise'),
  pub('/accountCenter/changeId/userdetails', 'changeIdUserdetails'),
  pub('/user/modifyInformation', 'modifyInformation'),
  pub('/login', 'login', 'login'),
  pub('/register', 'register', 'login'),
  pub('/registerResult', 'registerResult', 'login'),
  pub('/account/resetPass', 'resetPass', 'login'),
  pub('/ddOpen', 'ddOpen', 'bare'),
  pub('/404', 'notFound', 'bare'),
  pub('/apitry', 'apitry'),
  pub('/blank', 'blank', 'bare'),
  // the OAuth authorization server's consent page (issue 27)
  pub('/oauth/consent', 'oauthConsent'),

  // console: /openUser
  con('/openUser/workBench', 'workBench', 'openUser', 'default'),
  con('/openUser/partnersManage', 'partnersManage', 'openUser', 'partnersManage', { actions: CRUD_IO }),
  con('/openUser/enterpriseGroupManage', 'enterpriseGroupManage', 'openUser', 'enterpriseGroupManage', {
    actions: CRUD,
  }),
  con('/openUser/fieldGroupManage', 'fieldGroupManage', 'openUser', 'fieldGroupManage', { actions: CRUD }),
  con('/openUser/fieldGroupManage/bindGroup', 'bindGroup', 'openUser', 'bindGroup', { actions: CRUD }),
  con('/openUser/credit/creditGroupManage', 'creditGroupManage', 'openUser', 'creditGroupManage', { actions: CRUD }),
  con('/openUser/credit/creditManage', 'creditManage', 'openUser', 'creditManage', { actions: CRUD }),
  con('/openUser/credit/byCredit', 'byCredit', 'openUser', 'byCredit', { actions: ['query', 'get', 'export'] }),
  con('/openUser/syncGroupConfig', 'syncGroupConfig', 'openUser', 'syncGroupConfig', { actions: CRUD_STATE }),
  con('/openUser/provider/exportRecord', 'exportRecord', 'openUser', 'exportRecord', {
    actions: ['query', 'get', 'export', 'delete'],
  }),
  con('/openUser/outbox', 'outbox', 'openUser', 'outbox', { actions: ['query', 'get'] }),
  // the audit trail (issue 23): platform admins see all of it, providers and enterprise admins their part
  con('/openUser/auditLog', 'auditLog', 'openUser', 'auditLog', { actions: ['query', 'get', 'export'] }),
  // agent access (issue 27): the OAuth authorization server's switch, scopes, registration and clients
  con('/openUser/agentAccess', 'agentAccess', 'openUser', 'agentAccess', { actions: ['edit'] }),
  // platform configuration (SPEC.md section 7 'home page config, banners, navigation', environments, domains)
  con('/openUser/enterpriseManage', 'enterpriseManage', 'openUser', 'enterpriseManage', { actions: CRUD }),
  con('/openUser/envManage', 'envManage', 'openUser', 'envManage', { actions: CRUD }),
  con('/openUser/classifyManage', 'classifyManage', 'openUser', 'classifyManage', { actions: CRUD }),
  con('/openUser/bannerManage', 'bannerManage', 'openUser', 'bannerManage', { actions: CRUD_STATE }),
  con('/openUser/navigationManage', 'navigationManage', 'openUser', 'navigationManage', { actions: CRUD }),
  con('/openUser/siteManage', 'siteManage', 'openUser', 'siteManage', { actions: CRUD }),
  con('/openUser/linkManage', 'linkManage', 'openUser', 'linkManage', { actions: CRUD }),
  // store content (issue 13): documentation center, announcements, content pages
  con('/openUser/docManage', 'docManage', 'openUser', 'docManage', { actions: CRUD }),
  con('/openUser/announcementManage', 'announcementManage', 'openUser', 'announcementManage', { actions: CRUD }),
  con('/openUser/sitePageManage', 'sitePageManage', 'openUser', 'sitePageManage', { actions: CRUD }),
  con('/user/information', 'information', 'user', 'default'),
  con('/processInformation', 'processInformation', 'user', 'default'),

  // console: /developers
  ...(
    [
      ['statisticsIndex'],
      ['abilityDetails', true],
      ['applicationDetails', true],
      ['appmanage', false, [...CRUD_STATE, 'reset']],
      ['detailedList'],
      ['interfaceList'],
      ['territoryList'],
      ['appSettingIp', false, CRUD_STATE],
      ['signatureTool'],
      ['authorityManagement', false, CRUD],
      ['noticeCenter', false, ['query', 'get']],
      ['noticeCenter/detail', true],
      ['useStatistical'],
      ['useLog', false, ['query', 'export']],
      ['capacityInventory', false, CRUD_STATE],
      ['usageDetails', true],
      ['serviceDetails', true],
      ['interfaceDetails', true],
    ] as [string, boolean?, Action[]?][]
  ).map(([seg, hidden, actions]) =>
    con(`/developers/${seg}`, camel(seg), 'developers', camel(seg), { hidden, actions }),
  ),

  // console: /providers
  ...(
    [
      ['providerOverview'],
      ['abilityReleaseList', false, CRUD_STATE],
      ['capabilityUseList'],
      ['interfaceCallList'],
      ['aPIRanking'],
      ['applicationAccessList'],
      ['capabilityAccessList'],
      ['applicationAccessAPIList'],
      ['alarmList', false, CRUD],
      ['groupSettingIP', false, CRUD_STATE],
      ['groupSettingIP/detail', true],
      ['fieldPermissions', false, CRUD],
      ['userPermissions', false, CRUD],
      ['appPermissions', false, CRUD],
      ['apiPermissions', false, CRUD],
      ['providerapi', false, CRUD_STATE],
      ['processCreate', true],
      ['providerapiupgrade', true],
      ['multiTypeAdd', true],
      ['providerapiadd', true],
      ['providerapilook', true],
      ['projectReleased'],
      ['releaseDetails', true],
      ['releaseHistory'],
      ['networkUpgrading'],
      ['providerapimanage', false, CRUD_IO],
      ['noticeManage', false, CRUD],
      ['noticeDetail', true],
      ['logStatistical'],
      ['logging', false, ['query', 'export']],
      ['fieldManagement', false, CRUD],
      ['userList', false, [...CRUD_STATE, 'reset']],
      ['userSource', false, CRUD],
      ['userRole', false, CRUD],
      ['addPerson', true],
      ['addTeam', false, CRUD],
      ['addRole', true],
      ['capabilitySpecs', false, CRUD],
      ['addPricing', false, CRUD_STATE],
      // reusable field sets applied to APIs (issue 25 item 23)
      ['dataTemplateManage', false, CRUD],
    ] as [string, boolean?, Action[]?][]
  ).map(([seg, hidden, actions]) => con(`/providers/${seg}`, camel(seg), 'providers', camel(seg), { hidden, actions })),

  // console: /process
  con('/process/upcoming', 'upcoming', 'process', 'default'),
  con('/process/related', 'related', 'process', 'default'),
  con('/process/create-ticket', 'createTicket', 'process', 'default'),
  con('/process/handle-ticket', 'handleTicket', 'process', 'default', { hidden: true }),
  con('/process/admin/template-manager', 'templateManager', 'process', 'templateManager', { actions: CRUD_STATE }),
  con('/process/admin/process-manager', 'processManager', 'process', 'processManager', { actions: CRUD_STATE }),
  con('/process/admin/task-manager', 'taskManager', 'process', 'taskManager', { actions: CRUD }),

  // console: /accountCenter
  con('/accountCenter/user/informationNew', 'informationNew', 'accountCenter', 'default'),
  con('/accountCenter/basicData', 'basicData', 'accountCenter', 'default'),
  con('/accountCenter/authorizedApps', 'authorizedApps', 'accountCenter', 'default'),
  con('/accountCenter/manage/accountManage', 'accountManage', 'accountCenter', 'accountManage', {
    actions: [...CRUD_STATE, 'reset'],
  }),
  con('/accountCenter/manage/inviteCodeList', 'inviteCodeList', 'accountCenter', 'inviteCodeList', { actions: CRUD }),
  con('/accountCenter/manage/userdetails', 'userdetails', 'accountCenter', 'userdetails', { hidden: true }),

  // console: /enterpriseData
  con('/enterpriseData/signingEdit', 'signingEdit', 'enterpriseData', 'signingEdit', { hidden: true }),
  con('/enterpriseData/signingView', 'signingView', 'enterpriseData', 'signingView'),
  con('/enterpriseData/authenticationEdit', 'authenticationEdit', 'enterpriseData', 'authenticationEdit', {
    hidden: true,
  }),
  con('/enterpriseData/authenticationView', 'authenticationView', 'enterpriseData', 'authenticationView'),

  // console: /publicCenter
  con('/publicCenter/appManage', 'appManage', 'publicCenter', 'appManage', { actions: CRUD_STATE }),
  con('/publicCenter/costCenter', 'costCenter', 'publicCenter', 'costCenter', { actions: CRUD }),

  // console: /billManage
  ...['reconciliationList', 'costCenterLit', 'applicationList', 'capacityList', 'settlementList'].map((seg) =>
    con(`/billManage/${seg}`, seg, 'billManage', seg, { actions: ['query', 'get', 'export'] }),
  ),

  // operations per environment (issue 25): the survey check (SPEC 2, 7) and the operations card widget (SPEC 1)
  con('/openUser/surveyManage', 'surveyManage', 'openUser', 'surveyManage', { actions: CRUD }),
  con('/openUser/opsCardManage', 'opsCardManage', 'openUser', 'opsCardManage', { actions: CRUD }),
];

function camel(segment: string): string {
  return segment.replace(/\/(\w)/g, (_, c: string) => c.toUpperCase());
}

export const consoleRoutes = routes.filter((r) => r.layout === 'console');
export const routeByName = new Map(routes.map((r) => [r.name, r]));
