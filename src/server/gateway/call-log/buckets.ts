/**
 * Time buckets of the rollups. Minutes and hours are the same everywhere; a day is a business day in China
 * (UTC+8, no daylight saving), the day bills and statistics are read by.
 */
export const BUSINESS_UTC_OFFSET_MS = 8 * 60 * 60_000;

export type Granularity = 'm' | 'h' | 'd';
export const GRANULARITIES: readonly Granularity[] = ['m', 'h', 'd'];

const SIZE: Record<Granularity, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

export function bucketStart(at: Date, g: Granularity): Date {
  const t = at.getTime();
  if (g !== 'd') return new Date(t - (((t % SIZE[g]) + SIZE[g]) % SIZE[g]));
  const local = t + BUSINESS_UTC_OFFSET_MS;
  return new Date(local - (((local % SIZE.d) + SIZE.d) % SIZE.d) - BUSINESS_UTC_OFFSET_MS);
}

/** The business day of an instant as YYYY-MM-DD. */
export function businessDay(at: Date): string {
  return new Date(bucketStart(at, 'd').getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
