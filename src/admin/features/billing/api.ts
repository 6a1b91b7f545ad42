/** Billing's own reads and writes (the lists go through the generated views). */
import type { components } from '../../../api/generated/billing.ts';
import { operations } from '../../../api/generated/operations.ts';
import { request } from '../../../api/request.ts';

export type S = components['schemas'];
const op = (id: keyof typeof operations) => ({ method: operations[id][0] as 'GET', url: operations[id][1] });

export const billingApi = {
  breakdown: (bill_id: number, signal?: AbortSignal) =>
    request<S['BillBreakdown']>({ ...op('billBreakdown'), query: { bill_id }, signal }, { notify: false }),
  recount: (bill_id: number, line_date: string) =>
    request<S['BillRecount']>({ ...op('billRecount'), query: { bill_id, line_date } }),
  history: (bill_id: number, signal?: AbortSignal) =>
    request<S['BillHistory']>({ ...op('billHistory'), query: { bill_id }, signal }, { notify: false }),
  confirm: (bill_id: number) => request<S['Bill']>({ ...op('billConfirm'), body: { bill_id } }),
  dispute: (bill_id: number, reason: string, credit_fen: number) =>
    request<S['Bill']>({ ...op('billDispute'), body: { bill_id, reason, credit_fen } }),
  summary: (side: 'consumer' | 'provider', signal?: AbortSignal) =>
    request<S['BillingSummary']>({ ...op('billSummary'), query: { side, months: 12 }, signal }, { notify: false }),
  settings: (signal?: AbortSignal) =>
    request<S['BillingSettings']>({ ...op('billingSettingsDetail'), signal }, { notify: false }),
  saveSettings: (body: { commission_rate_bp?: number; price_notice_days?: number }) =>
    request<S['BillingSettings']>({ ...op('billingSettingsUpdate'), body }),
  pay: (settlement_id: number, payment_ref: string) =>
    request<S['Settlement']>({ ...op('settlementPay'), body: { settlement_id, payment_ref } }),
  buyPackage: (r_apply_groups_record_id: number) =>
    request<S['PackageOrder']>({ ...op('packageOrderCreate'), body: { r_apply_groups_record_id } }),
  spend: (signal?: AbortSignal) =>
    request<S['CostCenterSpend'][]>({ ...op('costCenterSpendList'), signal }, { notify: false }),
};
