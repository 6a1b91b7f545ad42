import { describe, expect, it } from 'vitest';
import { changeRange, rangeError, rangeLimits, sameDay } from '../../src/admin/ui/date-range.ts';
import { bounds, clampNumber } from '../../src/admin/ui/number.ts';
import {
  changePageSize,
  jumpTarget,
  pageCount,
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  WIDGET_LIMIT,
} from '../../src/admin/ui/pagination.ts';
import { trimFilters } from '../../src/admin/ui/filters.ts';
import { panelHeight } from '../../src/store/panel.ts';
import { copyrightYears } from '../../src/store/layout/Footer.tsx';

describe('date range', () => {
  it('rejects an end before the start', () => {
    expect(rangeError({ start: '2025-03-02T10:00', end: '2025-03-01T12:00' })).toBe('app.filter.range_invalid');
    expect(rangeError({ start: '2025-03-01T10:00', end: '2025-03-01T10:00' })).toBeNull();
    expect(rangeError({ start: '2025-03-01T10:00' })).toBeNull();
  });

  it('constrains the time of day on the same day', () => {
    const r = { start: '2025-03-01T10:30', end: '2025-03-01T09:00' };
    expect(sameDay(r)).toBe(true);
    expect(rangeError(r)).toBe('app.filter.range_invalid');
    expect(rangeLimits({ start: '2025-03-01T10:30' }).endMin).toBe('2025-03-01T10:30');
    expect(rangeLimits({ end: '2025-03-05T08:00' }).startMax).toBe('2025-03-05T08:00');
  });

  it('moves the other end instead of forming an inverted range', () => {
    expect(changeRange({ start: '2025-03-01T10:00', end: '2025-03-02T10:00' }, 'start', '2025-03-03T09:00')).toEqual({
      start: '2025-03-03T09:00',
      end: '2025-03-03T09:00',
    });
    expect(changeRange({ start: '2025-03-01T10:00' }, 'end', '2025-03-01T08:00')).toEqual({
      start: '2025-03-01T08:00',
      end: '2025-03-01T08:00',
    });
    expect(changeRange({ start: '2025-03-01T10:00' }, 'end', '')).toEqual({
      start: '2025-03-01T10:00',
      end: undefined,
    });
  });
});

describe('number bounds', () => {
  it('defaults to 0..2147483647', () => {
    expect(bounds()).toEqual({ min: 0, max: 2147483647 });
    expect(clampNumber('-5')).toBe(0);
    expect(clampNumber('99999999999')).toBe(2147483647);
    expect(clampNumber('12.7')).toBe(12);
  });

  it('allows negatives down to -2147483647 when a field asks', () => {
    expect(clampNumber('-99999999999', { min: -Infinity })).toBe(-2147483647);
    expect(clampNumber('-3', { min: -10 })).toBe(-3);
  });

  it('treats empty or unreadable input as no value', () => {
    expect(clampNumber('')).toBeUndefined();
    expect(clampNumber('abc')).toBeUndefined();
    expect(clampNumber(null)).toBeUndefined();
  });
});

describe('pagination', () => {
  it('has the SPEC defaults', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 50]);
    expect(WIDGET_LIMIT).toBe(20);
  });

  it('resets to page 1 on a page-size change', () => {
    expect(changePageSize({ page: 4, perPage: 10 }, 50)).toEqual({ page: 1, perPage: 50 });
  });

  it('jumps only inside the page range', () => {
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(0, 10)).toBe(1);
    expect(jumpTarget('7', 10)).toBe(7);
    expect(jumpTarget('70', 10)).toBe(10);
    expect(jumpTarget('0', 10)).toBe(1);
    expect(jumpTarget('x', 10)).toBeNull();
  });
});

describe('filters, panel and footer', () => {
  it('trims text filters and drops empty ones', () => {
    expect(trimFilters({ name: '  张三 ', code: '   ', n: 0, none: undefined, list: [] })).toEqual({
      name: '张三',
      n: 0,
    });
  });

  it('sizes the hover panel as window height − 143 within 160–460', () => {
    expect(panelHeight(800)).toBe(460);
    expect(panelHeight(500)).toBe(357);
    expect(panelHeight(200)).toBe(160);
  });

  it('runs the copyright from 2001 to the current year', () => {
    expect(copyrightYears(new Date('2031-05-01'))).toEqual({ from: 2001, to: 2031 });
  });
});
