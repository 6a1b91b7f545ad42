/** Display numbers of bills and settlements: B202611-000042, S202611-000007 (derived, never stored). */
import { dateText } from './months.ts';

export const billNo = (b: { bill_id: number; bill_month: unknown }) =>
  `B${dateText(b.bill_month).slice(0, 7).replace('-', '')}-${String(b.bill_id).padStart(6, '0')}`;
export const settlementNo = (s: { settlement_id: number; settle_month: unknown }) =>
  `S${dateText(s.settle_month).slice(0, 7).replace('-', '')}-${String(s.settlement_id).padStart(6, '0')}`;
