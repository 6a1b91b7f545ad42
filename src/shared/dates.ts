/**
 * One date format per language across the product (issue 25 item 17): Chinese readers see 2026-11-27 and
 * 2026-11-27 14:05, English readers 27 Nov 2026 and 27 Nov 2026, 14:05, both on the reader's clock and the 24-hour
 * clock. Screens format dates only through these, so a list, a detail and a store page never disagree.
 */
type When = string | number | Date | null | undefined;

const asDate = (v: When): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  // a calendar day (a bill line's 2026-10-02) is that day wherever the reader is: Date would read it as UTC midnight
  const day = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

const pad = (n: number) => String(n).padStart(2, '0');
// fixed three-letter months: ICU's en-GB writes "Sept" in some versions and "Sep" in others
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const enDay = (d: Date) => `${d.getDate()} ${EN_MONTHS[d.getMonth()]}`;

/** the day: 2026-11-27 / 27 Nov 2026; '' for no date */
export function formatDate(value: When, locale: string): string {
  const d = asDate(value);
  if (!d) return '';
  if (locale === 'en') return `${enDay(d)} ${d.getFullYear()}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** the day and time: 2026-11-27 14:05 / 27 Nov 2026, 14:05 (`seconds` adds :09); '' for no date */
export function formatDateTime(value: When, locale: string, opts: { seconds?: boolean } = {}): string {
  const d = asDate(value);
  if (!d) return '';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${opts.seconds ? `:${pad(d.getSeconds())}` : ''}`;
  return locale === 'en' ? `${formatDate(d, locale)}, ${time}` : `${formatDate(d, locale)} ${time}`;
}

/**
 * A chart's time tick, short enough for a phone's axis: the day (11-27 / 27 Nov), with `time` also the clock
 * (11-27 14:05 / 27 Nov 14:05). The year is the period filter's to say, not every tick's.
 */
export function formatTick(value: When, locale: string, opts: { time?: boolean } = {}): string {
  const d = asDate(value);
  if (!d) return '';
  const day = locale === 'en' ? enDay(d) : `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return opts.time ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}` : day;
}

/** a month written YYYY-MM (bills, billing trends): 2026-11 / Nov 2026; anything else unchanged */
export function formatMonth(month: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || locale !== 'en') return month;
  return `${EN_MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
