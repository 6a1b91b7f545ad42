/**
 * A generated form's date or date-time field as the filter bars' MUI X picker (issue 25): typed and shown in the
 * product's one format per language (picker-locale.ts), not the browser's native datetime-local, which follows the
 * browser's language. The wire is unchanged: a date-time is sent as the ISO instant the reader's wall time means,
 * a date as YYYY-MM-DD. Loaded with the first form that has such a field (inputs.tsx).
 */
import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { PICKER_FORMATS, pickerLang, pickerLocale } from './picker-locale.ts';

export interface FormDatePickerProps {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
  helperText?: string;
  dateOnly?: boolean;
}

/** the form's value as the wire has it: YYYY-MM-DD for a day, an ISO instant (whole minutes) for a date-time */
export function wireValue(v: Dayjs | null, dateOnly?: boolean): string | null {
  if (!v || !v.isValid()) return null;
  return dateOnly ? v.format('YYYY-MM-DD') : v.second(0).millisecond(0).toISOString();
}

export default function FormDatePicker({
  source,
  label,
  validate,
  disabled,
  helperText,
  dateOnly,
}: FormDatePickerProps) {
  const [locale] = useLocaleState();
  const lang = pickerLang(locale);
  const { field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const value = (field.value as string | null | undefined) || null;
  // the picker's own value while the reader types (a half-typed date is no value); a new value from the form
  // (a record loaded, a reset) replaces it
  const [shown, setShown] = useState<Dayjs | null>(value ? dayjs(value) : null);
  useEffect(() => {
    setShown((s) => (wireValue(s, dateOnly) === value ? s : value ? dayjs(value) : null));
  }, [value, dateOnly]);
  const change = (v: Dayjs | null) => {
    setShown(v);
    field.onChange(wireValue(v, dateOnly));
  };
  const error = fieldState.invalid && fieldState.error?.message;
  const common = {
    value: shown,
    onChange: change,
    disabled,
    format: PICKER_FORMATS[lang][dateOnly ? 'date' : 'dateTime'],
    label: <FieldTitle label={label} source={source} isRequired={isRequired} />,
    slotProps: {
      textField: {
        name: field.name,
        onBlur: field.onBlur,
        error: !!error,
        helperText: <InputHelperText error={error || undefined} helperText={helperText} />,
        // as react-admin's own inputs are drawn (shell/theme.ts): the pickers' field does not read MuiTextField's defaults
        variant: 'filled' as const,
        size: 'small' as const,
        margin: 'dense' as const,
        fullWidth: true,
        'data-testid': `input-${source}`,
      },
      calendarHeader: { format: PICKER_FORMATS[lang].month },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} {...pickerLocale(locale)}>
      {dateOnly ? <DesktopDatePicker {...common} /> : <DesktopDateTimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}
