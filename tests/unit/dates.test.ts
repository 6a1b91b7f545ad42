/** The one date format per language (src/shared/dates.ts). */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTick } from '../../src/shared/dates.ts';

const at = new Date(2026, 10, 7, 9, 5, 3);

describe('dates', () => {
  it('Chinese: year-month-day and the 24-hour clock', () => {
    expect(formatDate(at, 'zh')).toBe('2026-11-07');
    expect(formatDateTime(at, 'zh')).toBe('2026-11-07 09:05');
    expect(formatDateTime(at, 'zh', { seconds: true })).toBe('2026-11-07 09:05:03');
  });
  it('English: day, short month, year and the 24-hour clock', () => {
    expect(formatDate(at, 'en')).toBe('7 Nov 2026');
    expect(formatDateTime(at, 'en')).toBe('7 Nov 2026, 09:05');
  });
  it('no date, or not a date: nothing', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatDate(v, 'zh')).toBe('');
      expect(formatDateTime(v, 'en')).toBe('');
    }
  });
  it("a chart's ticks: the day, with the clock when asked; a month in words in English", () => {
    expect(formatTick(at, 'zh')).toBe('11-07');
    expect(formatTick(at, 'zh', { time: true })).toBe('11-07 09:05');
    expect(formatTick(at, 'en')).toBe('7 Nov');
    expect(formatTick(at, 'en', { time: true })).toBe('7 Nov 09:05');
    expect(formatMonth('2026-11', 'zh')).toBe('2026-11');
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('soon', 'en')).toBe('soon');
    expect(formatDate(new Date(2026, 8, 30), 'en')).toBe('30 Sep 2026');
    expect(formatMonth('2026-09', 'en')).toBe('Sep 2026');
  });

  it('reads a calendar day as that day on any clock (a bill line), not as UTC midnight', () => {
    expect(formatDate('2026-10-02', 'zh')).toBe('2026-10-02');
    expect(formatDate('2026-10-02', 'en')).toBe('2 Oct 2026');
  });
});
