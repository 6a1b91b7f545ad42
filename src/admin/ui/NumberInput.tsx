/** A whole-number input held inside its bounds while typing (filters) or as a react-admin form input. */
import { TextField, type TextFieldProps } from '@mui/material';
import { useInput, useTranslate, type InputProps, type Validator } from 'react-admin';
import { bounds, clampNumber, type NumberBounds } from './number.ts';

type Props = NumberBounds &
  Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
    value: number | undefined;
    onChange: (value: number | undefined) => void;
  };

export function BoundedNumber({ value, onChange, min, max, ...rest }: Props) {
  const b = bounds({ min, max });
  return (
    <TextField
      size="small"
      type="number"
      value={value ?? ''}
      {...rest}
      onChange={(e) => onChange(clampNumber(e.target.value, b))}
      slotProps={{ htmlInput: { min: b.min, max: b.max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/** react-admin input: `<BoundedNumberInput source="quota" />` with the same bounds and a range message. */
export function BoundedNumberInput({ min, max, label, ...props }: InputProps & NumberBounds) {
  const t = useTranslate();
  const b = bounds({ min, max });
  const outOfRange: Validator = (v: unknown) =>
    typeof v === 'number' && (v < b.min || v > b.max) ? t('app.number.out_of_range', b) : undefined;
  const { field, fieldState } = useInput({
    ...props,
    validate: [outOfRange, ...([] as Validator[]).concat(props.validate ?? [])],
  });
  return (
    <BoundedNumber
      label={typeof label === 'string' ? label : undefined}
      min={b.min}
      max={b.max}
      value={field.value ?? undefined}
      onChange={(v) => field.onChange(v ?? null)}
      onBlur={field.onBlur}
      name={field.name}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? ' '}
    />
  );
}
