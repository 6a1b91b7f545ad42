/**
 * Demo exchange rates. Amounts are decimal strings and all arithmetic is BigInt on integers, so nothing drifts:
 * converted = amount × rate, exactly, then rounded half-up to the target currency's minor unit.
 */

/** CNY per one unit of each currency, in millionths (fixed demo values). */
const CNY_MICROS: Record<string, bigint> = {
  CNY: 1_000_000n,
  USD: 7_183_000n,
  EUR: 7_761_200n,
  GBP: 9_081_700n,
  JPY: 47_895n,
  HKD: 919_050n,
  KRW: 5_216n,
};
/** Digits after the decimal point of each currency's minor unit. */
export const MINOR_DIGITS: Record<string, number> = { CNY: 2, USD: 2, EUR: 2, GBP: 2, JPY: 0, HKD: 2, KRW: 0 };
export const CURRENCIES = Object.keys(CNY_MICROS);
const RATE_DIGITS = 6;

const divRoundHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

function formatScaled(value: bigint, digits: number): string {
  if (digits === 0) return value.toString();
  const s = value.toString().padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** Units of `quote` per unit of `base`, in millionths, rounded half-up. */
export function rateMicros(base: string, quote: string): bigint {
  return divRoundHalfUp(CNY_MICROS[base] * 1_000_000n, CNY_MICROS[quote]);
}

export function ratesTable(base: string) {
  const rates: Record<string, string> = {};
  for (const c of CURRENCIES) if (c !== base) rates[c] = formatScaled(rateMicros(base, c), RATE_DIGITS);
  return { base, rates };
}

export type ConvertError = 'unknown_currency' | 'bad_amount' | 'too_many_decimals';

/** Parses "123", "123.4", "123.45" (no sign, no exponent) into minor units of `currency`. */
export function parseAmount(amount: string, currency: string): bigint | ConvertError {
  const m = /^(0|[1-9]\d{0,14})(?:\.(\d+))?$/.exec(amount);
  if (!m) return 'bad_amount';
  const digits = MINOR_DIGITS[currency];
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return 'too_many_decimals';
  return BigInt(m[1] + fraction.padEnd(digits, '0'));
}

export function convert(from: string, to: string, amount: string) {
  if (!(from in CNY_MICROS) || !(to in CNY_MICROS)) return { error: 'unknown_currency' as const };
  const minor = parseAmount(amount, from);
  if (typeof minor !== 'bigint') return { error: minor };
  const rate = rateMicros(from, to);
  // minor_from / 10^df × rate / 10^6 × 10^dt = minor_to
  const numerator = minor * rate * 10n ** BigInt(MINOR_DIGITS[to]);
  const denominator = 10n ** BigInt(MINOR_DIGITS[from] + RATE_DIGITS);
  const converted = divRoundHalfUp(numerator, denominator);
  return {
    from,
    to,
    amount: formatScaled(minor, MINOR_DIGITS[from]),
    rate: formatScaled(rate, RATE_DIGITS),
    converted: formatScaled(converted, MINOR_DIGITS[to]),
    converted_minor: converted.toString(),
  };
}
