/**
 * What a charge rule charges (its terms, PRICE_FIELDS) and its versions as plain values: the version in force at an
 * instant, whether a change is a pure decrease, and the price as the notice, the mail and the store word it.
 * Reading and writing versions is rule-versions.ts; applying them when due is price-schedule.ts.
 */
import { translate } from '../http/messages.ts';
import type { components } from '../../api/generated/catalog.ts';
import type { BillOn } from './billable.ts';

/** free, per_call or package: schemas/catalog.yaml's ChargeRule enum */
export type RuleType = components['schemas']['ChargeRule']['rule_type'];

export const PRICE_FIELDS = [
  'rule_type',
  'price_per_thousand',
  'package_calls',
  'package_price',
  'validity_days',
  'bill_on',
] as const;
const HOUR = 3_600_000;

export interface Terms {
  rule_type: RuleType;
  price_per_thousand: number | null;
  package_calls: number | null;
  package_price: number | null;
  validity_days: number | null;
  bill_on: BillOn;
}
export interface Version extends Terms {
  charge_rule_id: number;
  version: number;
  effective_at: Date;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export function termsOf(r: Record<string, unknown>): Terms {
  return {
    // the columns are text; the API lets only the enums' values in
    rule_type: String(r.rule_type) as RuleType,
    price_per_thousand: num(r.price_per_thousand),
    package_calls: num(r.package_calls),
    package_price: num(r.package_price),
    validity_days: num(r.validity_days),
    bill_on: String(r.bill_on ?? 'ok') as BillOn,
  };
}

export const ceilHour = (t: number) => Math.ceil(t / HOUR) * HOUR;

/** The version in force at `at` (the latest to take effect by then), held to `pin` when the subscription is pinned. */
export function versionAt(versions: Version[], at: number, pin: number | null = null): Version | undefined {
  let found: Version | undefined;
  for (const v of versions) {
    if (v.effective_at.getTime() > at) break;
    if (pin !== null && v.version > pin) continue;
    found = v;
  }
  return found ?? versions[0];
}

export const isFree = (t: Terms) => t.rule_type === 'free' || (t.rule_type === 'per_call' && !t.price_per_thousand);
const BILL_ON_BREADTH: Record<string, number> = { ok: 0, answered: 1, all: 2 };

/** No subscriber can pay more under `next` than under `prev` for any call: 0 notice is allowed only then. */
export function isPureDecrease(prev: Terms, next: Terms): boolean {
  if ((BILL_ON_BREADTH[next.bill_on] ?? 2) > (BILL_ON_BREADTH[prev.bill_on] ?? 2)) return false;
  if (isFree(next)) return true;
  if (prev.rule_type !== next.rule_type) return false;
  if (next.rule_type === 'per_call') return (next.price_per_thousand ?? 0) <= (prev.price_per_thousand ?? 0);
  return (
    (next.package_price ?? 0) <= (prev.package_price ?? 0) &&
    (next.package_calls ?? 0) >= (prev.package_calls ?? 0) &&
    (next.validity_days ?? 0) >= (prev.validity_days ?? 0)
  );
}

export const sameTerms = (a: Terms, b: Terms) => PRICE_FIELDS.every((f) => a[f] === b[f]);

/** What an edit of a rule's terms did, for the mail sent once its transaction has committed. */
export interface PriceChange {
  charge_rule_id: number;
  rule_name: string;
  group_name: string;
  effective_at: Date;
  terms: Terms;
  subscribers: number[];
  free_to_paid: boolean;
}

/** the notice's and mail's parameters in one language: what, from when, at what price (business time, UTC+8) */
export function texts(c: Pick<PriceChange, 'rule_name' | 'group_name' | 'effective_at' | 'terms'>, lang: 'zh' | 'en') {
  return {
    group: c.group_name,
    rule: c.rule_name,
    date: businessTime(c.effective_at),
    price: priceText(c.terms, lang),
  };
}

export function businessTime(t: Date): string {
  return new Date(t.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

export function priceText(t: Terms, lang: 'zh' | 'en'): string {
  if (isFree(t)) return translate(lang, 'PRICE_FREE');
  if (t.rule_type === 'per_call')
    return translate(lang, 'PRICE_PER_CALL', { price: (t.price_per_thousand ?? 0).toFixed(2) });
  return translate(lang, 'PRICE_PACKAGE', {
    price: (t.package_price ?? 0).toFixed(2),
    calls: t.package_calls ?? 0,
    days: t.validity_days ?? 0,
  });
}

/** A rule's change ahead, as the console and the store show it ("price changes on …"): when, and the new price. */
export function nextPrice(v: Version | undefined): {
  price_changes_at: string | null;
  next_rule_type: RuleType | null;
  next_price: number | null;
} {
  if (!v) return { price_changes_at: null, next_rule_type: null, next_price: null };
  const price = v.rule_type === 'per_call' ? v.price_per_thousand : v.rule_type === 'package' ? v.package_price : 0;
  return { price_changes_at: v.effective_at.toISOString(), next_rule_type: v.rule_type, next_price: price ?? 0 };
}

/** a subscription's pin at an instant: the pinned version before its developer accepted, none after */
export const pinAt = (s: { pin: number | null; pinUntil: number }, at: number) =>
  s.pin !== null && at < s.pinUntil ? s.pin : null;
