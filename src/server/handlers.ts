/** Every operationId's handler, by domain. A contract test checks this against the specs both ways. */
import type { Handlers } from './context.ts';
import { authHandlers } from './auth/handlers.ts';
import { systemHandlers } from './system/handlers.ts';
import { resourceHandlers } from './resources/handlers.ts';
import { services } from './services.ts';
import { loadDescriptors } from '../shared/descriptors/load.ts';
import { websiteHandlers } from './website/handlers.ts';
import { fileHandlers } from './files/handlers.ts';
import { gatewayHandlers } from './traffic/handlers.ts';
import { exportHandlers } from './exports/handlers.ts';
import { workbenchHandlers } from './workbench/handlers.ts';
import { storeHandlers } from './store/handlers.ts';
import { workOrderHandlers } from './workorders/handlers.ts';
import { catalogHandlers } from './catalog/handlers.ts';
import { apitryHandlers } from './apps/apitry.ts';
import { developerCatalogHandlers } from './apps/developer-catalog.ts';
import { dataAuthorityHandlers } from './apps/data-authority.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { mcpHandlers } from './mcp/handlers.ts';
import { surveyHandlers } from './surveys/handlers.ts';
import { oauthHandlers } from './oauth/handlers.ts';
import { callbackHandlers } from './callbacks/handlers.ts';

export const descriptors = loadDescriptors();
export const resources = resourceHandlers(descriptors, services);

export const handlers: Handlers = {
  ...systemHandlers,
  ...authHandlers,
  ...fileHandlers,
  ...resources.handlers,
  ...websiteHandlers,
  ...gatewayHandlers,
  ...exportHandlers(descriptors, resources.repos),
  ...workbenchHandlers(resources.repos),
  ...storeHandlers,
  ...workOrderHandlers,
  ...catalogHandlers(resources.repos),
  ...apitryHandlers,
  ...developerCatalogHandlers,
  ...dataAuthorityHandlers,
  ...accountHandlers,
  ...mcpHandlers(resources.repos),
  ...surveyHandlers,
  ...oauthHandlers,
  ...callbackHandlers(resources.repos.get('apps')!),
};
