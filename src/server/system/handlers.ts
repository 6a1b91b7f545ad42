/** Platform-level operations of schemas/common.yaml. */
import type { Handlers } from '../context.ts';
import { dbUnavailable } from '../http/errors.ts';
import { healthReport } from './health.ts';

export const systemHandlers: Handlers = {
  /** answers from what the process already knows (no query): a load balancer may ask often */
  async healthz(ctx) {
    const report = healthReport(ctx.deps.dbKind, ctx.deps.health?.db, ctx.deps.health?.gateway);
    if (report.status === 'down') throw dbUnavailable(report);
    return report;
  },
};
