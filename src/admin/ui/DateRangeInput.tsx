/**
 * One compact range input, like the other inputs of the query bar: the field's label once, start ~ end inside
 * one box. The end cannot precede the start (and on the same day not its time of day either).
 */
import { forwardRef, type FocusEventHandler, type InputHTMLAttributes } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeRange, rangeError, rangeLimits, type DateRange } from './date-range.ts';

interface RangeBoxProps extends InputHTMLAttributes<HTMLDivElement> {
  range: DateRange;
  onRange: (r: DateRange) => void;
  dateOnly?: boolean;
  startLabel: string;
  endLabel: string;
}

// each picker keeps room for its whole date and time ("2026/11/27 14:05", "11/27/2026, 02:05 PM" with its icon):
// narrower, Chromium cut the time off; below that the two wrap onto two lines instead
const inputSx = {
  flex: '1 1 185px',
  minWidth: 0,
  border: 0,
  outline: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  p: 0,
  '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', opacity: 0.6 },
};

/** The box's content: InputBase hands us its class and focus handlers, we render the two native pickers. */
const RangeBox = forwardRef<HTMLDivElement, RangeBoxProps>(function RangeBox(
  { range, onRange, dateOnly, startLabel, endLabel, className, onFocus, onBlur },
  ref,
) {
  const limits = rangeLimits(range);
  const type = dateOnly ? 'date' : 'datetime-local';
  return (
    <Box
      ref={ref}
      className={className}
      onFocus={onFocus as FocusEventHandler}
      onBlur={onBlur as FocusEventHandler}
      sx={{ display: 'flex !important', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.75, rowGap: 0.5 }}
    >
      <Box
        component="input"
        type={type}
        value={range.start ?? ''}
        max={limits.startMax}
        aria-label={startLabel}
        data-testid="range-start"
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onRange(changeRange(range, 'start', e.target.value))}
        sx={inputSx}
      />
      <Box component="span" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }}>
        ~
      </Box>
      <Box
        component="input"
        type={type}
        value={range.end ?? ''}
        min={limits.endMin}
        aria-label={endLabel}
        data-testid="range-end"
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onRange(changeRange(range, 'end', e.target.value))}
        sx={inputSx}
      />
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
      sx={{ width: { xs: '100%', sm: dateOnly ? 290 : 460 }, maxWidth: '100%' }}
      slotProps={{
        inputLabel: { shrink: true },
        input: { inputComponent: RangeBox as never },
        htmlInput: { range: value, onRange: onChange, dateOnly, startLabel, endLabel } as never,
      }}
    />
  );
}
