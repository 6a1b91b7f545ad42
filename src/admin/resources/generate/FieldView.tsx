/** Descriptor field -> react-admin display field, by type (list cells and the Show view). */
import {
  BooleanField, ChipField, DateField, FunctionField, NumberField, ReferenceArrayField, ReferenceField, SelectField,
  SingleFieldList, TextField, useLocaleState,
} from 'react-admin';
import { useDescriptor } from '../DescriptorContext.tsx';
import { fieldKey } from '../keys.ts';
import { enumChoices } from './inputs.tsx';
import { isStoredFile, looksLikeImage } from './FileInput.tsx';
import { FileDownload } from '../../ui/FileDownload.tsx';

const dateLocale = (locale: string) => (locale === 'en' ? 'en-US' : 'zh-CN');

export function FieldView({ name }: { name: string }) {
  const d = useDescriptor();
  const [locale] = useLocaleState();
  const f = d.fields[name];
  const common = { source: name, label: fieldKey(d.name, name) };
  switch (f.type) {
    case 'enum':
      return <SelectField {...common} choices={enumChoices(d, name)} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'number':
      return <NumberField {...common} locales={dateLocale(locale)} />;
    case 'date':
      return <DateField {...common} locales={dateLocale(locale)} />;
    case 'datetime':
      return <DateField {...common} showTime locales={dateLocale(locale)} />;
    case 'reference':
    case 'tree':
      return (
        <ReferenceField {...common} reference={f.reference!.resource} link={false}>
          <TextField source={f.reference!.label} />
        </ReferenceField>
      );
    case 'references':
      return (
        <ReferenceArrayField {...common} reference={f.reference!.resource}>
          <SingleFieldList linkType={false}><ChipField source={f.reference!.label} size="small" /></SingleFieldList>
        </ReferenceArrayField>
      );
    case 'file':
      return <FunctionField {...common} render={(r) => (f.public && looksLikeImage(r[name])
        ? <img src={r[name]} alt="" style={{ maxHeight: 40, maxWidth: 160, objectFit: 'contain' }} />
        : isStoredFile(r[name]) ? <FileDownload url={r[name]} />
          : r[name] ? <a href={String(r[name])} target="_blank" rel="noreferrer">{String(r[name]).split('/').pop()}</a> : '')} />;
    case 'json':
      return <FunctionField {...common} render={(r) => (r[name] === null || r[name] === undefined ? '' : JSON.stringify(r[name]))} />;
    default:
      return <TextField {...common} />;
  }
}
