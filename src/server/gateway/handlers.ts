/** Handlers of the gateway's platform operations: call logs (statistics join them as they land). */
import { requireCaller, type Handlers } from '../context.ts';
import { callLogPage } from './call-log/page.ts';

export const gatewayHandlers: Handlers = {
  async callLogPage(ctx) {
    return callLogPage(ctx.deps, requireCaller(ctx), ctx.query);
  },
};
