/** Descriptor field -> react-admin display field, by type (list cells and the Show view). */
import { lazy, Suspense } from 'react';
import { Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  useLocaleState,
} from 'react-admin';
import { useDescriptor } from '../DescriptorContext.tsx';
import { fieldKey } from '../keys.ts';
import { enumChoices } from './inputs.tsx';
import { isStoredFile, looksLikeImage } from './FileInput.tsx';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { localized } from '../record-title.ts';
import { formatDate, formatDateTime } from '../../../shared/dates.ts';
import { customInputs } from '../../overrides/inputs.ts';

const numberLocale = (locale: string) => (locale === 'en' ? 'en-US' : 'zh-CN');

// the Markdown renderer (marked, DOMPurify) loads only where a Markdown field is shown
const MarkdownView = lazy(() => import('../../../shell/markdown/MarkdownView.tsx'));

/** a console path kept in a `…link` / `…url` field (e.g. the page a personal notice is about) opens in place */
const isInternalLink = (name: string, v: unknown): v is string =>
  /(link|url)$/.test(name) && typeof v === 'string' && /^\/[^/\s]/.test(v);

export function FieldView({ name }: { name: string }) {
  const d = useDescriptor();
  const [locale] = useLocaleState();
  const f = d.fields[name];
  const common = { source: name, label: fieldKey(d.name, name) };
  const CustomView = f.input ? customInputs[f.input]?.view : undefined;
  if (CustomView)
    return (
      <FunctionField
        {...common}
        render={(r) => (
          <Suspense fallback={null}>
            <CustomView value={r[name]} />
          </Suspense>
        )}
      />
    );
  switch (f.type) {
    case 'enum':
      return <SelectField {...common} choices={enumChoices(d, name)} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'number':
      return <NumberField {...common} locales={numberLocale(locale)} />;
    case 'date':
      return <FunctionField {...common} render={(r) => formatDate(r[name], locale)} />;
    case 'datetime':
      // one date format per language across the product (shared/dates.ts)
      return <FunctionField {...common} render={(r) => formatDateTime(r[name], locale, { seconds: true })} />;
    case 'file':
      return (
        <FunctionField
          {...common}
          render={(r) =>
            f.public && looksLikeImage(r[name]) ? (
              <img src={r[name]} alt="" style={{ maxHeight: 40, maxWidth: 160, objectFit: 'contain' }} />
            ) : isStoredFile(r[name]) ? (
              <FileDownload url={r[name]} />
            ) : r[name] ? (
              <a href={String(r[name])} target="_blank" rel="noreferrer">
                {String(r[name]).split('/').pop()}
              </a>
            ) : (
              ''
            )
          }
        />
      );
    case 'json':
      return (
        <FunctionField
          {...common}
          render={(r) => (r[name] === null || r[name] === undefined ? '' : JSON.stringify(r[name]))}
        />
      );
    case 'markdown':
      return (
        <FunctionField
          {...common}
          render={(r) => (
            <Suspense fallback={String(r[name] ?? '')}>
              <MarkdownView source={r[name]} />
            </Suspense>
          )}
        />
      );
    case 'reference':
    case 'tree':
      return (
        <ReferenceField {...common} reference={f.reference!.resource} link={false}>
          <FunctionField render={(r) => String(localized(r, f.reference!.label, locale) ?? '')} />
        </ReferenceField>
      );
    case 'references':
      return (
        <ReferenceArrayField {...common} reference={f.reference!.resource}>
          <SingleFieldList linkType={false}>
            <FunctionField
              render={(r) => <Chip size="small" label={String(localized(r, f.reference!.label, locale) ?? '')} />}
            />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    default:
      // data with an English column (role_name_en, navigation_name_en) reads in English in English
      return (
        <FunctionField
          {...common}
          render={(r) => {
            const v = localized(r, name, locale);
            if (isInternalLink(name, v))
              return (
                <MuiLink component={Link} to={v} underline="hover">
                  {v}
                </MuiLink>
              );
            return Array.isArray(v)
              ? v.join(locale === 'en' ? ', ' : '、')
              : v === null || v === undefined
                ? ''
                : String(v);
          }}
        />
      );
  }
}
