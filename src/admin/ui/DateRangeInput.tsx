/**
 * One compact range input, like the other inputs of the query bar: the field's label once, start ~ end inside
 * one box. The end cannot precede the start (and on the same day not its time of day either).
 */
import { forwardRef, lazy, Suspense, type FocusEventHandler, type InputHTMLAttributes } from 'react';
import { Box, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { rangeError, type DateRange } from './date-range.ts';

// the pickers (MUI X, dayjs) load with the first range shown, not with the console (DESIGN.md section 7's budget)
const RangePickers = lazy(() => import('./RangePickers.tsx'));

interface RangeBoxProps extends InputHTMLAttributes<HTMLDivElement> {
  range: DateRange;
  onRange: (r: DateRange) => void;
  dateOnly?: boolean;
  startLabel: string;
  endLabel: string;
}

/** The box's content: InputBase hands us its class and focus handlers, we render the two pickers. */
const RangeBox = forwardRef<HTMLDivElement, RangeBoxProps>(function RangeBox(
  { range, onRange, dateOnly, startLabel, endLabel, className, onFocus, onBlur },
  ref,
) {
  const [locale] = useLocaleState();
  return (
    <Box
      ref={ref}
      className={className}
      onFocus={onFocus as FocusEventHandler}
      onBlur={onBlur as FocusEventHandler}
      // the input's fixed one-line height would cut the pickers' calendar buttons: the box grows with them
      sx={{
        display: 'flex !important',
        height: 'auto !important',
        py: '2px !important',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 0.75,
        rowGap: 0.5,
      }}
    >
      {/* while the pickers load, the box keeps its height: nothing below it jumps */}
      <Suspense fallback={<Box sx={{ height: 28, flex: 1 }} />}>
        <RangePickers
          range={range}
          onRange={onRange}
          dateOnly={dateOnly}
          startLabel={startLabel}
          endLabel={endLabel}
          locale={locale}
        />
      </Suspense>
    </Box>
  );
});

/** `dateOnly` picks calendar days (YYYY-MM-DD) for date fields; otherwise date and time of day. */
export function DateRangeInput({
  value,
  onChange,
  label,
  dateOnly,
}: {
  value: DateRange;
  onChange: (r: DateRange) => void;
  label?: string;
  dateOnly?: boolean;
}) {
  const t = useTranslate();
  const error = rangeError(value);
  const startLabel = label ? `${label} · ${t('app.filter.start')}` : t('app.filter.start');
  const endLabel = label ? `${label} · ${t('app.filter.end')}` : t('app.filter.end');
  return (
    <TextField
      variant="outlined"
      size="small"
      margin="none"
      fullWidth={false}
      label={label}
      value="range"
      error={!!error}
      helperText={error ? t(error) : undefined}
      data-testid="date-range"
      sx={{ width: { xs: '100%', sm: dateOnly ? 370 : 480 }, maxWidth: '100%' }}
      slotProps={{
        inputLabel: { shrink: true },
        input: { inputComponent: RangeBox as never },
        htmlInput: { range: value, onRange: onChange, dateOnly, startLabel, endLabel } as never,
      }}
    />
  );
}
