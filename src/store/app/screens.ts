/** The store's public pages by route name: the console's registry and the store's own entry mount the same chunks. */
import { lazyScreen, type PreloadableScreen } from '../../shell/routing/lazy.ts';
import type { StoreRouteName } from './paths.ts';

const home = lazyScreen(() => import('../pages/Home.tsx'));
const market = lazyScreen(() => import('../pages/Market.tsx'));
const product = lazyScreen(() => import('../pages/Product.tsx'));
const docCenter = lazyScreen(() => import('../pages/DocCenter.tsx'));
const contentPage = lazyScreen(() => import('../pages/ContentPage.tsx'));

export const storeScreens: Record<StoreRouteName, PreloadableScreen> = {
  home,
  homeOld: home,
  homeTwo: home,
  DynamicSpace: home,
  newApistore: market,
  apistore: market,
  goodsdetail: product,
  apiproduct: product,
  multiTypeDetail: product,
  applyFeild: lazyScreen(() => import('../pages/ApplyByDomain.tsx')),
  searhPage: lazyScreen(() => import('../pages/SearchPage.tsx')),
  doccenter: docCenter,
  doccenterDetails: docCenter,
  helpWord: docCenter,
  announcement: lazyScreen(() => import('../pages/Announcements.tsx')),
  announcementDetail: lazyScreen(() => import('../pages/AnnouncementDetail.tsx')),
  contactUs: contentPage,
  businessDetails: contentPage,
  masterDataService: contentPage,
  metadata: contentPage,
  flowPathManage: contentPage,
  financeService: contentPage,
  Web3: contentPage,
  beCurrent: contentPage,
  application: contentPage,
};
