/** Start/end pickers that cannot form an inverted range. */
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeRange, rangeError, rangeLimits, type DateRange } from './date-range.ts';

export function DateRangeInput({ value, onChange, label }: { value: DateRange; onChange: (r: DateRange) => void; label?: string }) {
  const t = useTranslate();
  const limits = rangeLimits(value);
  const error = rangeError(value);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" aria-label={label}>
      <TextField
        size="small" type="datetime-local" label={t('app.filter.start')} value={value.start ?? ''}
        onChange={(e) => onChange(changeRange(value, 'start', e.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: limits.startMax, 'data-testid': 'range-start' } }}
      />
      <TextField
        size="small" type="datetime-local" label={t('app.filter.end')} value={value.end ?? ''}
        onChange={(e) => onChange(changeRange(value, 'end', e.target.value))}
        error={!!error} helperText={error ? t(error) : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.endMin, 'data-testid': 'range-end' } }}
      />
    </Stack>
  );
}
