/**
 * The route registry: routes.ts says what exists, this map says which screens are built. A listed route
 * without a screen is not registered, so its path falls through to home like any unknown path.
 */
import type { ComponentType } from 'react';
import { routes, type RouteEntry } from '../shared/routes.ts';
import { resourceScreens } from '../admin/resources/screens.ts';
import { lazyScreen } from '../shell/routing/lazy.ts';
import { fillBuiltRoutes } from '../admin/routing/built-routes.ts';
import './overrides.ts';
import { workOrderScreens } from '../admin/features/workorders/index.ts';
import { storeScreens } from '../store/app/screens.ts';

const ownScreens: Record<string, ComponentType> = {
  // the store's catalog and content pages (issue 13), the same chunks its own entry mounts
  ...storeScreens,
  login: lazyScreen(() => import('../store/pages/Login.tsx')),
  ddOpen: lazyScreen(() => import('../admin/screens/DdOpen.tsx')),
  userdetails: lazyScreen(() => import('../admin/screens/landing/UserDetails.tsx')),
  oauthConsent: lazyScreen(() => import('../store/pages/OauthConsent.tsx')),
  authorizedApps: lazyScreen(() => import('../store/pages/accounts/AuthorizedApps.tsx')),
  agentAccess: lazyScreen(() => import('../admin/screens/AgentAccess.tsx')),
  register: lazyScreen(() => import('../store/pages/accounts/Register.tsx')),
  registerResult: lazyScreen(() => import('../store/pages/accounts/RegisterResult.tsx')),
  resetPass: lazyScreen(() => import('../store/pages/accounts/ResetPass.tsx')),
  modifyInformation: lazyScreen(() => import('../store/pages/accounts/Profile.tsx')),
  informationNew: lazyScreen(() => import('../store/pages/accounts/Profile.tsx')),
  basicData: lazyScreen(() => import('../store/pages/accounts/Profile.tsx')),
  joinEnterprise: lazyScreen(() => import('../store/pages/accounts/JoinEnterprise.tsx')),
  changeIdUserdetails: lazyScreen(() => import('../store/pages/accounts/Profile.tsx')),
  authenticationView: lazyScreen(() => import('../store/pages/accounts/AuthView.tsx')),
  signingView: lazyScreen(() => import('../store/pages/accounts/SigningView.tsx')),
  authenticationEdit: lazyScreen(() => import('../store/pages/accounts/AuthEdit.tsx')),
  signingEdit: lazyScreen(() => import('../store/pages/accounts/AuthEdit.tsx')),
  blank: lazyScreen(() => import('../admin/screens/Blank.tsx')),
  notFound: lazyScreen(() => import('../admin/screens/NotFound.tsx')),
  workBench: lazyScreen(() => import('../admin/screens/WorkBench.tsx')),
  information: lazyScreen(() => import('../admin/screens/Information.tsx')),
  signatureTool: lazyScreen(() => import('../admin/features/apps/SignatureTool.tsx')),
  appSettingIp: lazyScreen(() => import('../admin/features/apps/AppSettingIp.tsx')),
  ...workOrderScreens,
  providerOverview: lazyScreen(() =>
    import('../admin/features/catalog/Overview.tsx').then((m) => ({ default: m.ProviderOverview })),
  ),
  ...catalogScreens(),
  capabilityAccessList: lazyScreen(() => import('../admin/features/apps/ProviderAccessList.tsx')),
  applicationAccessList: lazyScreen(() => import('../admin/features/apps/ProviderAccessList.tsx')),
  applicationAccessAPIList: lazyScreen(() => import('../admin/features/apps/ProviderAccessList.tsx')),
  apiPermissions: lazyScreen(() => import('../admin/features/apps/ProviderAccessList.tsx')),
  appPermissions: lazyScreen(() => import('../admin/features/apps/ProviderAccessList.tsx')),
  fieldPermissions: lazyScreen(() =>
    import('../admin/features/apps/ProviderAccessList.tsx').then((m) => ({ default: m.FieldPermissions })),
  ),
  userPermissions: lazyScreen(() =>
    import('../admin/features/apps/ProviderAccessList.tsx').then((m) => ({ default: m.UserPermissions })),
  ),
  fieldManagement: lazyScreen(() => import('../admin/features/apps/FieldManagement.tsx')),
  authorityManagement: lazyScreen(() => import('../admin/features/apps/AuthorityManagement.tsx')),
  apitry: lazyScreen(() => import('../admin/features/apps/ApiTry.tsx')),
  // the developer's catalog: what their live subscriptions let them call
  interfaceList: lazyScreen(() => import('../admin/features/devcatalog/InterfaceList.tsx')),
  interfaceDetails: lazyScreen(() => import('../admin/features/devcatalog/InterfaceDetails.tsx')),
  abilityDetails: lazyScreen(() => import('../admin/features/devcatalog/AbilityDetails.tsx')),
  territoryList: lazyScreen(() => import('../admin/features/devcatalog/TerritoryList.tsx')),
  ...statisticsScreens(),
  applicationList: lazyScreen(() => import('../admin/features/billing/ApplicationBills.tsx')),
  capacityList: lazyScreen(() => import('../admin/features/billing/Capacity.tsx')),
};

/** The catalog's lifecycle screens (issue 10): SPEC.md /providers routes beside the generated group screens. */
function catalogScreens(): Record<string, ComponentType> {
  const load = () => import('../admin/features/catalog/lifecycle-screens.tsx');
  return {
    providerapilook: lazyScreen(() =>
      import('../admin/features/catalog/GroupLook.tsx').then((m) => ({ default: m.default as ComponentType })),
    ),
    processCreate: lazyScreen(() => load().then((m) => ({ default: m.ProcessCreate }))),
    providerapiupgrade: lazyScreen(() =>
      import('../admin/features/catalog/ProviderApiUpgrade.tsx').then((m) => ({ default: m.ProviderApiUpgrade })),
    ),
    multiTypeAdd: lazyScreen(() => load().then((m) => ({ default: m.MultiTypeAdd }))),
    networkUpgrading: lazyScreen(() => load().then((m) => ({ default: m.NetworkUpgrading }))),
    abilityReleaseList: lazyScreen(() => load().then((m) => ({ default: m.AbilityReleaseList }))),
    projectReleased: lazyScreen(() => load().then((m) => ({ default: m.ProjectReleased }))),
  };
}

/** The gateway's statistics and call logs: one screen each, mounted at every SPEC route of both sides. */
function statisticsScreens(): Record<string, ComponentType> {
  const stats = lazyScreen(() => import('../admin/features/statistics/Statistics.tsx'));
  const log = lazyScreen(() => import('../admin/features/statistics/CallLog.tsx'));
  return {
    ...Object.fromEntries(
      [
        'statisticsIndex',
        'useStatistical',
        'usageDetails',
        'detailedList',
        'interfaceCallList',
        'capabilityUseList',
        'aPIRanking',
        'logStatistical',
      ].map((name) => [name, stats]),
    ),
    useLog: log,
    logging: log,
  };
}

/** route name -> screen; the resources' screens win where both exist, since they are the fuller version */
export const screens: Record<string, ComponentType> = { ...ownScreens, ...resourceScreens };

/** `/` is a redirect, not a screen */
export const builtRoutes: RouteEntry[] = routes.filter((r) => r.name !== 'root' && r.name in screens);
export const builtConsoleRoutes = builtRoutes.filter((r) => r.layout === 'console');
export const builtPublicRoutes = builtRoutes.filter((r) => r.layout !== 'console');

// the console's layout and guards read the list from here (admin/routing/built-routes.ts), not from the app
fillBuiltRoutes({ screens, routes: builtRoutes });
