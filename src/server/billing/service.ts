/**
 * The billing resources (bills, settlements, cost_center_apps) and billing's operations beyond their lists:
 * confirm and dispute, the breakdown, a day's recount, history, closing a month, settlement payment, the commission
 * rate, application bills, capacity, cost-center spend and the chart series.
 */
import { requireCaller, type Ctx } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { Row } from '../resources/repository.ts';
import type { ResourceService } from '../resources/service.ts';
import { billsVisible, enterpriseOfAdmin, settlementScope } from './scope.ts';
import { nameBills, lookup } from './names.ts';
import { billNo, settlementNo } from './format.ts';
import { yuan } from './money.ts';
import { confirmBill, disputeBill } from './dispute.ts';
import { appMonthPage, billingSummary, capacityPage } from './reports.ts';
import { billBreakdown, billHistory, billRecount } from './bill-detail.ts';
import { closeMonth, runBillingJob } from './close.ts';
import { settledProviders } from './write-month.ts';
import { priceNoticeDays } from './rule-versions.ts';
import { commissionRate, paySettlement } from './settlements.ts';
import { costCenterSpend } from './cost-centers.ts';
import { isMonth, monthOf, normMonth } from './months.ts';
import { buyPackage, packagePage } from './packages.ts';
// applicationList's and capacityList's export sources register themselves
import './exports.ts';

const MONEY = [
  'calls',
  'billable_calls',
  'amount_fen',
  'package_fen',
  'credit_fen',
  'total_fen',
  'gross_fen',
  'commission_fen',
  'net_fen',
  'requested_credit_fen',
];
const numeric = (r: Row): Row =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k, MONEY.includes(k) && v !== null && v !== undefined ? Number(v) : v]),
  );

function adminOnly(ctx: Ctx) {
  if (!isPlatformAdmin(requireCaller(ctx))) throw new ApiError(403, 'NO_PERMISSION', 'BILL_NOT_ADMIN');
}

export const billService: ResourceService = {
  scope: async (q, db, caller) => q.where(await billsVisible(db, caller)),
  async decorate(deps, rows) {
    return (await nameBills(deps.db, rows)).map((r) => ({
      ...numeric(r),
      bill_no: billNo(r as any),
      total_yuan: yuan(BigInt((r.total_fen as string) ?? 0)),
      unit_price_yuan: yuan(BigInt((r.unit_price_fen as string) ?? 0)),
      amount_yuan: yuan(BigInt((r.amount_fen as string) ?? 0)),
      package_yuan: yuan(BigInt((r.package_fen as string) ?? 0)),
      credit_yuan: yuan(BigInt((r.credit_fen as string) ?? 0)),
    }));
  },
  handlers: (repo) => ({
    async billConfirm(ctx) {
      await confirmBill(ctx.deps, requireCaller(ctx), ctx.body.bill_id);
      return repo.one(ctx.deps, ctx.caller, ctx.body.bill_id);
    },
    async billDispute(ctx) {
      const work_order_id = await disputeBill(ctx.deps, requireCaller(ctx), ctx.body);
      return { ...(await repo.one(ctx.deps, ctx.caller, ctx.body.bill_id)), work_order_id };
    },
    async billBreakdown(ctx) {
      return billBreakdown(ctx.deps, requireCaller(ctx), Number(ctx.query.bill_id));
    },
    async billRecount(ctx) {
      return billRecount(ctx.deps, requireCaller(ctx), Number(ctx.query.bill_id), ctx.query.line_date);
    },
    async billHistory(ctx) {
      return billHistory(ctx.deps, requireCaller(ctx), Number(ctx.query.bill_id));
    },
    async billClose(ctx) {
      adminOnly(ctx);
      const now = ctx.deps.now();
      if (ctx.body.bill_month) {
        const month = normMonth(ctx.body.bill_month);
        if (!isMonth(month) || month >= monthOf(now)) throw new ApiError(409, 'INVALID_STATE', 'BILL_MONTH_OPEN');
        // a month with a paid settlement is on the record: closing it again would add bills to money already paid out
        if ((await settledProviders(ctx.deps.db, month)).size)
          throw new ApiError(409, 'INVALID_STATE', 'BILL_MONTH_SETTLED', { month: month.slice(0, 7) });
        return { closed: { [month]: await closeMonth(ctx.deps.db, month, now) }, estimated: 0 };
      }
      return runBillingJob(ctx.deps.db, now);
    },
    async billAppMonthPage(ctx) {
      return appMonthPage(ctx.deps, requireCaller(ctx), ctx.query);
    },
    async billCapacityPage(ctx) {
      return capacityPage(ctx.deps, requireCaller(ctx), ctx.query);
    },
    async billSummary(ctx) {
      return billingSummary(ctx.deps, requireCaller(ctx), ctx.query);
    },
    async packageOrderCreate(ctx) {
      const package_order_id = await buyPackage(ctx.deps, requireCaller(ctx), ctx.body.r_apply_groups_record_id);
      return (await packagePage(ctx.deps, requireCaller(ctx), { page_size: 100 })).list.find(
        (o) => o.package_order_id === package_order_id,
      );
    },
    async packageOrderPage(ctx) {
      return packagePage(ctx.deps, requireCaller(ctx), ctx.query);
    },
  }),
};

export const settlementService: ResourceService = {
  scope: settlementScope,
  async decorate(deps, rows) {
    const users = await lookup(
      deps.db,
      'users',
      'user_id',
      ['user_name', 'user_real_name'],
      rows.map((r) => r.provider_id),
    );
    return rows.map((r) => ({
      ...numeric(r),
      settlement_no: settlementNo(r as any),
      net_yuan: yuan(BigInt((r.net_fen as string) ?? 0)),
      gross_yuan: yuan(BigInt((r.gross_fen as string) ?? 0)),
      commission_yuan: yuan(BigInt((r.commission_fen as string) ?? 0)),
      provider_name: users.get(r.provider_id)?.user_real_name ?? users.get(r.provider_id)?.user_name ?? null,
    }));
  },
  handlers: (repo) => ({
    async settlementPay(ctx) {
      adminOnly(ctx);
      await paySettlement(
        ctx.deps.db,
        ctx.body.settlement_id,
        ctx.body.payment_ref.trim(),
        requireCaller(ctx).user_id,
        ctx.deps.now(),
      );
      return repo.one(ctx.deps, ctx.caller, ctx.body.settlement_id);
    },
    async billingSettingsDetail(ctx) {
      requireCaller(ctx);
      return {
        commission_rate_bp: await commissionRate(ctx.deps.db),
        price_notice_days: await priceNoticeDays(ctx.deps.db),
      };
    },
    async billingSettingsUpdate(ctx) {
      adminOnly(ctx);
      for (const key of ['commission_rate_bp', 'price_notice_days'] as const) {
        if (ctx.body[key] === undefined) continue;
        await ctx.deps.db
          .updateTable('billing_settings')
          .set({ int_value: ctx.body[key], updated_by: requireCaller(ctx).user_id, updated_at: ctx.deps.now() })
          .where('setting_key', '=', key)
          .execute();
      }
      return {
        commission_rate_bp: await commissionRate(ctx.deps.db),
        price_notice_days: await priceNoticeDays(ctx.deps.db),
      };
    },
  }),
};

export const costCenterAppService: ResourceService = {
  async beforeWrite({ trx, caller, values, id }) {
    if (!caller || isPlatformAdmin(caller)) return;
    const ent = await trx
      .selectFrom('users')
      .select('enterprise_id')
      .where('user_id', '=', caller.user_id)
      .executeTakeFirst();
    const enterprise = (ent?.enterprise_id as number | null) ?? null;
    const existing =
      id === undefined
        ? undefined
        : await trx
            .selectFrom('cost_center_apps')
            .selectAll()
            .where('cost_center_app_id', '=', id as number)
            .executeTakeFirst();
    const applyId = (values.apply_id ?? existing?.apply_id) as number;
    const ccId = (values.cost_center_id ?? existing?.cost_center_id) as number;
    const app = await trx.selectFrom('apps').select('enterprise_id').where('apply_id', '=', applyId).executeTakeFirst();
    const cc = await trx
      .selectFrom('cost_centers')
      .select('enterprise_id')
      .where('cost_center_id', '=', ccId)
      .executeTakeFirst();
    // another enterprise's application or cost center is not there for this caller
    if (enterprise === null || !app || !cc || app.enterprise_id !== enterprise || cc.enterprise_id !== enterprise) {
      throw new ApiError(404, 'NOT_FOUND', 'COST_CENTER_APP_SCOPE');
    }
  },
  async decorate(deps, rows) {
    const apps = await lookup(
      deps.db,
      'apps',
      'apply_id',
      ['apply_name'],
      rows.map((r) => r.apply_id),
    );
    return rows.map((r) => ({ ...r, apply_name: apps.get(r.apply_id)?.apply_name ?? null }));
  },
  handlers: () => ({
    async costCenterSpendList(ctx) {
      const caller = requireCaller(ctx);
      const scope = isPlatformAdmin(caller)
        ? ('all' as const)
        : ((await enterpriseOfAdmin(ctx.deps.db, caller)) ??
          (
            await ctx.deps.db
              .selectFrom('users')
              .select('enterprise_id')
              .where('user_id', '=', caller.user_id)
              .executeTakeFirst()
          )?.enterprise_id ??
          null);
      const rows = await costCenterSpend(ctx.deps.db, ctx.deps.now(), scope, ctx.query.cost_center_id);
      if (ctx.query.cost_center_id && !rows.length) throw notFound();
      return rows;
    },
  }),
};
