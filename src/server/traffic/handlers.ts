/** Handlers of the gateway's platform operations: call logs (statistics join them as they land). */
import { requireCaller, type Handlers } from '../context.ts';
import { callLogPage } from './call-log-page.ts';
// registers the call logs as an export source (导出 on the call-log screens)
import './call-log-export.ts';
import { alarmRecordPage } from './alarms.ts';
import { callLogLabels } from './call-log-labels.ts';
import { statisticsOverview, statisticsRanking, statisticsSeries } from './statistics.ts';

export const gatewayHandlers: Handlers = {
  async callLogPage(ctx) {
    return callLogPage(ctx.deps, requireCaller(ctx), ctx.query);
  },
  async callLogLabels(ctx) {
    return callLogLabels(ctx.deps, requireCaller(ctx), ctx.lang, ctx.query);
  },
  async statisticsOverview(ctx) {
    return statisticsOverview(ctx.deps, requireCaller(ctx), ctx.query);
  },
  async statisticsSeries(ctx) {
    return statisticsSeries(ctx.deps, requireCaller(ctx), ctx.query);
  },
  async alarmRecordPage(ctx) {
    return alarmRecordPage(ctx.deps, requireCaller(ctx), ctx.query);
  },
  async statisticsRanking(ctx) {
    return statisticsRanking(ctx.deps, requireCaller(ctx), ctx.query);
  },
};
