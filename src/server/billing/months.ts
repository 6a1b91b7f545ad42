/**
 * Business months: a bill's month is made of business days (UTC+8, the day the gateway's day rollups use), so a
 * month starts at 00:00 +08:00 on its first day. Months are written 'YYYY-MM-01' (a date column).
 */
import { BUSINESS_UTC_OFFSET_MS } from '../gateway/call-log/buckets.ts';

export function monthOf(at: Date): string {
  return `${new Date(at.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 7)}-01`;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.toISOString().slice(0, 7)}-01`;
}

/** the instants [start, end) of a business month */
export function monthRange(month: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${month}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS);
  const end = new Date(Date.parse(`${addMonths(month, 1)}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS);
  return { start, end };
}

/** a date column read back (Date at UTC midnight, or text) as 'YYYY-MM-DD' */
export function dateText(v: unknown): string {
  if (v instanceof Date) {
    // pg gives a date as local midnight; PGlite as UTC midnight: read it back in the zone it was made in
    const local = new Date(v.getTime() - v.getTimezoneOffset() * 60_000);
    return (v.getUTCHours() === 0 ? v : local).toISOString().slice(0, 10);
  }
  return String(v).slice(0, 10);
}

export const isMonth = (s: string) => /^\d{4}-(0[1-9]|1[0-2])(-01)?$/.test(s);
export const normMonth = (s: string) => (s.length === 7 ? `${s}-01` : s);
