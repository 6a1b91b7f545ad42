/** Start/end pickers that cannot form an inverted range. */
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeRange, rangeError, rangeLimits, type DateRange } from './date-range.ts';

/** `dateOnly` picks calendar days (YYYY-MM-DD) for date fields; otherwise date and time of day. */
export function DateRangeInput({ value, onChange, label, dateOnly }: { value: DateRange; onChange: (r: DateRange) => void; label?: string; dateOnly?: boolean }) {
  const t = useTranslate();
  const limits = rangeLimits(value);
  const error = rangeError(value);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" aria-label={label}>
      <TextField
        size="small" fullWidth={false} type={dateOnly ? 'date' : 'datetime-local'} value={value.start ?? ''}
        label={label ? `${label} · ${t('app.filter.start')}` : t('app.filter.start')}
        onChange={(e) => onChange(changeRange(value, 'start', e.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: limits.startMax, 'data-testid': 'range-start' } }}
      />
      <TextField
        size="small" fullWidth={false} type={dateOnly ? 'date' : 'datetime-local'} value={value.end ?? ''}
        label={label ? `${label} · ${t('app.filter.end')}` : t('app.filter.end')}
        onChange={(e) => onChange(changeRange(value, 'end', e.target.value))}
        error={!!error} helperText={error ? t(error) : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.endMin, 'data-testid': 'range-end' } }}
      />
    </Stack>
  );
}
