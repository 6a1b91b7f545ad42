/** Platform-level operations of schemas/common.yaml. */
import type { Handlers } from '../context.ts';

export const systemHandlers: Handlers = {
  async healthz(ctx) {
    return { status: 'up', db: ctx.deps.dbKind };
  },
};
