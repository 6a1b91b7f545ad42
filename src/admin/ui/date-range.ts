/**
 * Date-range rules (SPEC.md sections 2 and 5): the end cannot precede the start, and on the start's day
 * the end's time of day cannot be earlier either. Values are `YYYY-MM-DDTHH:mm` in local wall time (RangePickers).
 */
export interface DateRange {
  start?: string;
  end?: string;
}

const day = (v: string) => v.slice(0, 10);

export function rangeError(range: DateRange): 'app.filter.range_invalid' | null {
  if (!range.start || !range.end) return null;
  return range.end < range.start ? 'app.filter.range_invalid' : null;
}

/** Input limits: the end's earliest moment is the start (same day ⇒ same time of day), the start's latest is the end. */
export function rangeLimits(range: DateRange): { startMax?: string; endMin?: string } {
  return { startMax: range.end || undefined, endMin: range.start || undefined };
}

/** Applies a change to one end, moving the other when the change would make the range invalid. */
export function changeRange(range: DateRange, edge: 'start' | 'end', value: string | undefined): DateRange {
  const next = { ...range, [edge]: value || undefined };
  if (!next.start || !next.end || next.end >= next.start) return next;
  return edge === 'start' ? { ...next, end: next.start } : { ...next, start: next.end };
}

export const sameDay = (range: DateRange) => !!range.start && !!range.end && day(range.start) === day(range.end);
