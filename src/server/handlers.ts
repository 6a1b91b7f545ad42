/** Every operationId's handler, by domain. A contract test checks this against the specs both ways. */
import type { Handlers } from './context.ts';
import { authHandlers } from './auth/handlers.ts';
import { systemHandlers } from './system/handlers.ts';

export const handlers: Handlers = {
  ...systemHandlers,
  ...authHandlers,
};
