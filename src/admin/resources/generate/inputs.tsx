/** Descriptor field -> react-admin input, by type, with the client-side checks of validation.ts and unique.ts. */
import { useMemo } from 'react';
import { lazy, Suspense } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { localized } from '../record-title.ts';
import type { FieldDescriptor, ResourceDescriptor } from '../../../shared/descriptors/types.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { choiceKey, fieldKey, helpKey, ui } from '../keys.ts';
import { customInputs } from '../../overrides/inputs.ts';
import { isTreeReference, TreeInput, TreePathInput } from './TreeInput.tsx';
import { FileInput } from './FileInput.tsx';
import { useUniqueValidator } from './unique.ts';
import { fieldValidator } from './validation.ts';

export function enumChoices(d: ResourceDescriptor, name: string) {
  return (d.fields[name].choices ?? []).map((c) => ({ id: c.value, name: choiceKey(d.name, name, c.value) }));
}

/** Text that does not parse yet: kept as typed so the user can fix it, and flagged by the validator. */
class UnparsedJson {
  constructor(readonly text: string) {}
}

const jsonFormat = (v: unknown) =>
  v instanceof UnparsedJson ? v.text : v === undefined || v === null ? '' : JSON.stringify(v, null, 2);
const jsonParse = (v: string) => {
  if (v.trim() === '') return null;
  try {
    return JSON.parse(v);
  } catch {
    return new UnparsedJson(v);
  }
};

// the editor and its preview (marked, DOMPurify) load only where a Markdown field is edited
const MarkdownInput = lazy(() => import('../../ui/markdown/MarkdownInput.tsx'));
// the date pickers (MUI X, dayjs) only where a date is edited, as in the filter bars: not in the console's first load
const FormDatePicker = lazy(() => import('../../ui/FormDatePicker.tsx'));
/** while the pickers load, a field of the same height stands in its place: nothing below it jumps */
const datePicker = (props: InputProps, dateOnly: boolean) => (
  <Suspense fallback={<TextInput {...props} disabled format={() => ''} />}>
    <FormDatePicker {...props} dateOnly={dateOnly} />
  </Suspense>
);

interface InputProps {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
  helperText?: string;
}

function typedInput(d: ResourceDescriptor, name: string, f: FieldDescriptor, props: InputProps, locale: string) {
  // pickers name referenced rows in the reader's language (role_name_en, ...)
  const optionText = (r: RaRecord) => String(localized(r, f.reference!.label, locale) ?? '');
  const custom = f.input ? customInputs[f.input] : undefined;
  if (custom) {
    const Custom = custom.input;
    return (
      <Suspense fallback={null}>
        <Custom {...props} />
      </Suspense>
    );
  }
  switch (f.type) {
    case 'text':
      return <TextInput {...props} multiline minRows={3} />;
    case 'number':
      return <NumberInput {...props} min={f.min} max={f.max} />;
    case 'enum':
      return (
        <SelectInput {...props} choices={enumChoices(d, name)} emptyText={f.required ? undefined : ui('tree.none')} />
      );
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'date':
      return datePicker(props, true);
    case 'datetime':
      // the wall time the reader picks is sent as the instant it means in the reader's zone, as the API's
      // date-time format wants (FormDatePicker)
      return datePicker(props, false);
    case 'reference':
      if (isTreeReference(f.reference!.resource)) return <TreePathInput {...props} />;
      return (
        <ReferenceInput source={name} reference={f.reference!.resource} queryOptions={{ meta: { operation: 'all' } }}>
          <AutocompleteInput
            label={props.label}
            validate={props.validate}
            disabled={props.disabled}
            optionText={optionText}
            inputText={optionText}
            filterToQuery={(q: string) => ({ [f.reference!.label]: q })}
          />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput
          source={name}
          reference={f.reference!.resource}
          queryOptions={{ meta: { operation: 'all' } }}
        >
          <AutocompleteArrayInput
            label={props.label}
            validate={props.validate}
            disabled={props.disabled}
            optionText={optionText}
            filterToQuery={(q: string) => ({ [f.reference!.label]: q })}
          />
        </ReferenceArrayInput>
      );
    case 'tree':
      return <TreeInput {...props} />;
    case 'password':
      return <PasswordInput {...props} autoComplete="new-password" />;
    case 'json':
      return <TextInput {...props} multiline minRows={3} format={jsonFormat} parse={jsonParse} />;
    case 'file':
      return <FileInput {...props} />;
    case 'markdown':
      return (
        <Suspense fallback={<TextInput {...props} multiline minRows={10} />}>
          <MarkdownInput {...props} />
        </Suspense>
      );
    case 'id':
      return <TextInput {...props} disabled />;
    default:
      return <TextInput {...props} />;
  }
}

const jsonValidator: Validator = (v) => (v instanceof UnparsedJson ? ui('validation.json') : undefined);

function FieldInputBody({ name }: { name: string }) {
  const d = useDescriptor();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const f = d.fields[name];
  const label = translate(fieldKey(d.name, name));
  const own = useMemo(() => fieldValidator(d, name, label), [d, name, label]);
  const unique = useUniqueValidator(d, name, label);
  const validate = [own, unique, f.type === 'json' && !f.input ? jsonValidator : undefined].filter(
    (v): v is Validator => !!v,
  );
  return typedInput(
    d,
    name,
    f,
    {
      source: name,
      label: fieldKey(d.name, name),
      validate,
      disabled: !!f.readOnly,
      ...(f.help ? { helperText: helpKey(d.name, name) } : {}),
    },
    locale,
  );
}

/**
 * Hidden, not disabled, when the field needs a permission the user lacks; the form then drops it (Form.tsx).
 * A picker is hidden too when the user may not read the referenced resource's list (its menu or button):
 * its options would only be a permission error. The server still decides what the row may reference.
 */
export function FieldInput({ name }: { name: string }) {
  const d = useDescriptor();
  const { can, canRead } = useAccess();
  const f = d.fields[name];
  if (f.permission && !can(f.permission)) return null;
  if ((f.type === 'reference' || f.type === 'references') && f.reference && !canRead(f.reference.resource)) return null;
  return <FieldInputBody name={name} />;
}
