/** The generated form: the descriptor's `form` rows (a nested list is one row of inputs side by side). */
import { Alert, Box } from '@mui/material';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useFormIsDirty,
  useRecordContext,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { formRows, rowAllows } from '../../../shared/descriptors/types.ts';
import { ui } from '../keys.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { FieldInput } from './inputs.tsx';

/**
 * noValidate: the browser's own bubbles for min/max would block submit before our localized messages show.
 * disableInvalidFormNotification: a refused field (the form's rules or the server's 400/409) says why under the
 * field, and the submit focuses the first one; react-admin's generic "the form is not valid" toast only repeated
 * it, and on a phone covered the save button (issue 25 item 19).
 */
export function GeneratedForm(props: Omit<SimpleFormProps, 'children'>) {
  const d = useDescriptor();
  return (
    <SimpleForm
      mode="onBlur"
      reValidateMode="onChange"
      noValidate
      disableInvalidFormNotification
      toolbar={<FormToolbar />}
      {...props}
    >
      <LockedNotice />
      {formRows(d).map((row) => (
        <Box
          key={row.join()}
          sx={{
            display: 'grid',
            gap: 2,
            width: '100%',
            gridTemplateColumns: { xs: '1fr', md: `repeat(${row.length}, 1fr)` },
          }}
        >
          {row.map((name) => (
            <FieldInput key={name} name={name} />
          ))}
        </Box>
      ))}
    </SimpleForm>
  );
}

/** An existing record whose state the descriptor's `editableWhen` rules out (opened by its address): say so, offer no save. */
function useLocked(): boolean {
  const d = useDescriptor();
  const record = useRecordContext();
  return record?.[d.key] !== undefined && record?.[d.key] !== null && !rowAllows(d.editableWhen, record);
}

function LockedNotice() {
  const t = useTranslate();
  return useLocked() ? (
    <Alert severity="info" sx={{ width: '100%', mb: 1 }} data-testid="form-locked">
      {t(ui('record.not_editable'))}
    </Alert>
  ) : null;
}

/**
 * Save only: deleting lives in the page's header, next to the record's name.
 *
 * react-admin's SaveButton disables itself while react-hook-form `isValidating`. With mode onBlur, pressing the
 * mouse on Save blurs the last input, whose validation starts; for a `unique` field that is the debounced server
 * check (hundreds of ms), so the button is already disabled when the mouse comes up and the browser drops the
 * click: no submit, no message. Here the button stays enabled while fields validate (the submit waits for the
 * pending validation itself) and is disabled only while pristine (as react-admin does) or while submitting,
 * which still prevents double saves.
 */
export function FormToolbar() {
  const { isSubmitting } = useFormState();
  const isDirty = useFormIsDirty();
  // alwaysEnable=false falls back to react-admin's rule (pristine, prefilled from location, submitting)
  const locked = useLocked();
  return (
    <Toolbar>
      <SaveButton disabled={locked} alwaysEnable={!locked && isDirty && !isSubmitting} />
    </Toolbar>
  );
}

/** Drops fields the user may not see, so a hidden field is never sent (the server checks the same codes). */
export function useDropDenied() {
  const d = useDescriptor();
  const { can } = useAccess();
  return (data: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(data).filter(([name]) => !d.fields[name]?.permission || can(d.fields[name].permission!)),
    );
}

export function defaultValues(d: ReturnType<typeof useDescriptor>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(d.fields)
      .filter(([, f]) => f.default !== undefined)
      .map(([n, f]) => [n, f.default]),
  );
}
