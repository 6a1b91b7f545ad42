/**
 * Which page loads run the store's own light entry instead of the console (main.tsx): a visitor (no session) on
 * one of the store's public catalog and content pages, or on the root (which sends a visitor to /home). Logins,
 * registration, account pages, SSO and `?token=` exchanges and everything signed in keep the console's entry.
 * Kept free of imports: main.tsx reads it before either app's code is asked for.
 */
export const STORE_ROUTE_NAMES = [
  'home',
  'homeOld',
  'homeTwo',
  'DynamicSpace',
  'newApistore',
  'apistore',
  'goodsdetail',
  'apiproduct',
  'multiTypeDetail',
  'applyFeild',
  'searhPage',
  'doccenter',
  'doccenterDetails',
  'helpWord',
  'announcement',
  'announcementDetail',
  'contactUs',
  'businessDetails',
  'masterDataService',
  'metadata',
  'flowPathManage',
  'financeService',
  'Web3',
  'beCurrent',
  'application',
] as const;

export type StoreRouteName = (typeof STORE_ROUTE_NAMES)[number];

/** the paths of those routes (all static), lower-cased: react-router matches paths case-insensitively */
export const STORE_PATHS: Record<string, StoreRouteName> = {
  '/home': 'home',
  '/homeold': 'homeOld',
  '/hometwo': 'homeTwo',
  '/dynamicspace': 'DynamicSpace',
  '/newapistore': 'newApistore',
  '/apistore': 'apistore',
  '/goodsdetail': 'goodsdetail',
  '/apiproduct': 'apiproduct',
  '/multitypedetail': 'multiTypeDetail',
  '/applyfeild': 'applyFeild',
  '/searhpage': 'searhPage',
  '/doccenter': 'doccenter',
  '/doccenter/details': 'doccenterDetails',
  '/helpword': 'helpWord',
  '/announcement': 'announcement',
  '/announcement/detail': 'announcementDetail',
  '/contactus': 'contactUs',
  '/businessdetails': 'businessDetails',
  '/masterdataservice': 'masterDataService',
  '/metadata': 'metadata',
  '/flowpathmanage': 'flowPathManage',
  '/financeservice': 'financeService',
  '/web3': 'Web3',
  '/becurrent': 'beCurrent',
  '/application': 'application',
};

export function storeRouteFor(pathname: string): StoreRouteName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STORE_PATHS[path.toLowerCase()];
}

/** true when this page load belongs to the store entry */
export function isStoreVisit(pathname: string, search: string, loggedIn: boolean): boolean {
  if (loggedIn) return false;
  const query = new URLSearchParams(search);
  // a session is about to start: the console's bootstrap and token exchange handle these
  if (query.has('token') || query.has('SSO_ACCESS_TOKEN')) return false;
  return pathname === '/' || storeRouteFor(pathname) !== undefined;
}
