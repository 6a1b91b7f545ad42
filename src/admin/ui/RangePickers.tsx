/**
 * The two ends of a filter bar's date range as MUI X pickers drawn in the console's language (issue 25 item 17): a
 * native datetime-local input follows the browser's language, so a Chinese console showed mm/dd/yyyy and an English
 * one could show 年/月/日. Typed and shown in the product's one format per language (shared/dates.ts: 2026-11-27
 * 14:05 in Chinese, 27 Nov 2026, 14:05 in English), the calendar's month and day names in that language too. This
 * module is loaded only where a range is shown (DateRangeInput), keeping the pickers out of the console's first load.
 * Values stay `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD`) in local time, as the filters and date-range.ts expect.
 */
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { changeRange, rangeLimits, type DateRange } from './date-range.ts';
import { PICKER_FORMATS as FORMATS, pickerLang, pickerLocale } from './picker-locale.ts';

export interface RangePickersProps {
  range: DateRange;
  onRange: (r: DateRange) => void;
  dateOnly?: boolean;
  startLabel: string;
  endLabel: string;
  locale: string;
}

const WIRE = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DDTHH:mm' } as const;

// each end keeps room for its whole date and time with the calendar button; on a phone the two wrap onto two lines
const pickerSx = (dateOnly?: boolean) => ({
  // a day alone needs less: two of them stay on one line in the bar
  flex: dateOnly ? '1 1 150px' : '1 1 200px',
  minWidth: 0,
  '& .MuiPickersInputBase-sectionsContainer': { py: 0.25 },
  '& .MuiIconButton-root': { p: 0.5 },
});

function Edge({
  value,
  onValue,
  dateOnly,
  label,
  testId,
  min,
  max,
  locale,
}: {
  value: string | undefined;
  onValue: (v: string | undefined) => void;
  dateOnly?: boolean;
  label: string;
  testId: string;
  min?: string;
  max?: string;
  locale: 'zh' | 'en';
}) {
  const kind = dateOnly ? 'date' : 'dateTime';
  // the picker's own value while the reader types (a half-typed date is invalid and not sent); a new value from the
  // bar (a reset, a default period) replaces it
  const [shown, setShown] = useState<Dayjs | null>(value ? dayjs(value) : null);
  useEffect(() => {
    setShown((s) => {
      const current = s?.isValid() ? s.format(WIRE[kind]) : undefined;
      return current === value ? s : value ? dayjs(value) : null;
    });
  }, [value, kind]);
  const change = (v: Dayjs | null) => {
    setShown(v);
    if (!v) onValue(undefined);
    else if (v.isValid()) onValue(v.format(WIRE[kind]));
  };
  const common = {
    value: shown,
    onChange: change,
    format: FORMATS[locale][kind],
    sx: pickerSx(dateOnly),
    slotProps: {
      textField: {
        variant: 'standard' as const,
        'aria-label': label,
        'data-testid': testId,
        // the outer box draws the outline: the ends sit in it without their own underline
        InputProps: { disableUnderline: true },
      },
      openPickerButton: { 'aria-label': label, size: 'small' as const },
      // the calendar's heading as Chinese writes a month (2026年11月), not dayjs's 十一月 2026
      calendarHeader: { format: FORMATS[locale].month },
    },
  };
  return dateOnly ? (
    <DesktopDatePicker {...common} minDate={min ? dayjs(min) : undefined} maxDate={max ? dayjs(max) : undefined} />
  ) : (
    <DesktopDateTimePicker
      {...common}
      ampm={false}
      minDateTime={min ? dayjs(min) : undefined}
      maxDateTime={max ? dayjs(max) : undefined}
    />
  );
}

export default function RangePickers({ range, onRange, dateOnly, startLabel, endLabel, locale }: RangePickersProps) {
  const lang = pickerLang(locale);
  const limits = rangeLimits(range);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} {...pickerLocale(locale)}>
      <Edge
        value={range.start}
        onValue={(v) => onRange(changeRange(range, 'start', v))}
        dateOnly={dateOnly}
        label={startLabel}
        testId="range-start"
        max={limits.startMax}
        locale={lang}
      />
      <Box component="span" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }}>
        ~
      </Box>
      <Edge
        value={range.end}
        onValue={(v) => onRange(changeRange(range, 'end', v))}
        dateOnly={dateOnly}
        label={endLabel}
        testId="range-end"
        min={limits.endMin}
        locale={lang}
      />
    </LocalizationProvider>
  );
}
