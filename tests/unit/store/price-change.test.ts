/** The store product page's "price changes on …" line (issue 23): the date in business time, the new price by kind. */
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messages } from '../../../src/app/i18n/all.ts';
import { priceChange } from '../../../src/store/market/Pricing.tsx';
import type { ChargeRule } from '../../../src/store/market/api.ts';

const rule = (over: Partial<ChargeRule>): ChargeRule => ({
  charge_rule_id: 1,
  rule_name: 'r',
  rule_type: 'per_call',
  price_per_thousand: '2.00',
  package_calls: null,
  package_price: null,
  validity_days: null,
  qps: null,
  daily_quota: null,
  monthly_quota: null,
  is_default: false,
  ...over,
});

describe('priceChange', () => {
  const zh = polyglotI18nProvider(() => messages.zh, 'zh').translate;
  const en = polyglotI18nProvider(() => messages.en, 'en').translate;

  it('says nothing when no change is ahead', () => {
    expect(priceChange(zh, rule({ price_changes_at: null }))).toBeNull();
  });

  it("names the date (UTC+8) and the new price, in the reader's language", () => {
    const r = rule({ price_changes_at: '2026-12-04T16:00:00.000Z', next_rule_type: 'per_call', next_price: 5 });
    expect(priceChange(zh, r)).toBe('价格将于 2026-12-05 00:00 调整为 ¥5 / 千次');
    expect(priceChange(en, r)).toBe('Price changes on 2026-12-05 00:00 to ¥5 per 1,000 calls');
    expect(
      priceChange(en, rule({ price_changes_at: '2026-12-04T16:00:00.000Z', next_rule_type: 'free', next_price: 0 })),
    ).toBe('Price changes on 2026-12-05 00:00: free from then on');
  });
});
