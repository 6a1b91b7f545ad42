/**
 * Money in billing: integer fen (1/100 yuan), BigInt where products may pass 2^53, never floating point.
 *
 * THE ROUNDING RULE (one, for every bill): a price is fen per 1,000 billable calls. The amount of n billable calls
 * is n × price / 1000 fen rounded half up: R(n) = floor((n × price + 500) / 1000). A bill's usage amount is
 * R(total billable calls of the bill). Its lines (per day and API, in date then API order) are allocated by
 * cumulative rounding: line i gets R(c_i) − R(c_{i−1}) where c_i is the running total of billable calls, so the
 * lines always add up to the bill exactly and each line is within 1 fen of its own unrounded amount.
 *
 * A prepaid package bought is billed at its price, already whole fen (fenOfYuan), as a line of its own on the bill of
 * the month it was bought in: nothing to round. A bill's total = usage amount + packages − credits.
 */

/** fen of a numeric yuan amount ("1.5", "0.25", 12) from the catalog; null/empty → 0 */
export function fenOfYuan(price: string | number | null | undefined): number {
  if (price === null || price === undefined || price === '') return 0;
  const text = typeof price === 'number' ? price.toFixed(2) : String(price).trim();
  const m = /^(\d+)(?:\.(\d{1,}))?$/.exec(text);
  if (!m) throw new Error(`not a price: ${text}`);
  const frac = (m[2] ?? '').padEnd(2, '0');
  // numeric(12, 2) never has more than 2 decimals; anything beyond is rounded half up like every amount here
  const extra = frac.length > 2 && Number(frac[2]) >= 5 ? 1 : 0;
  return Number(m[1]) * 100 + Number(frac.slice(0, 2)) + extra;
}

/** fen per 1,000 calls from the catalog's yuan price per 1,000 calls */
export const fenPerThousand = fenOfYuan;

/** R(n): the amount in fen of n billable calls at `price` fen per 1,000, rounded half up */
export function amountFen(billable: bigint | number, price: number): bigint {
  const n = BigInt(billable);
  if (n <= 0n || price <= 0) return 0n;
  return (n * BigInt(price) + 500n) / 1000n;
}

/** Line amounts by cumulative rounding (see the rule above); `billables` in line order */
export function allocate(billables: readonly (bigint | number)[], price: number): bigint[] {
  let cum = 0n;
  let prev = 0n;
  return billables.map((b) => {
    cum += BigInt(b);
    const at = amountFen(cum, price);
    const line = at - prev;
    prev = at;
    return line;
  });
}

/** 12345 → "123.45" (display and exports; the wire carries fen) */
export function yuan(fen: bigint | number): string {
  const v = BigInt(fen);
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/** commission in fen of `gross` at `bp` basis points, half up, by the same rule */
export function commissionFen(gross: bigint, bp: number): bigint {
  if (gross <= 0n || bp <= 0) return 0n;
  return (gross * BigInt(bp) + 5000n) / 10000n;
}
