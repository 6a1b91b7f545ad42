/**
 * How a record is named in titles, tabs and confirmations: the descriptor's `title` field, else its first
 * string column. Where the data carries an English column (<field>_en, e.g. role_name_en), English shows it.
 */
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';

export type Locale = 'zh' | 'en';

export function titleField(d: ResourceDescriptor): string {
  return d.title ?? d.list.columns.find((c) => d.fields[c].type === 'string' && !d.fields[c].virtual) ?? d.key;
}

const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** The value of `field` in the reader's language: `<field>_en` in English when the row has one. */
export function localized(record: Record<string, unknown> | undefined, field: string, locale: string): unknown {
  if (!record) return undefined;
  const english = record[`${field}_en`];
  return locale === 'en' && present(english) ? english : record[field];
}

export function recordName(d: ResourceDescriptor, record: Record<string, unknown> | undefined, locale: string): string {
  if (!record) return '';
  const value = localized(record, titleField(d), locale);
  return present(value) ? String(value) : `#${String(record[d.key] ?? record.id ?? '')}`;
}

/** Both languages at once, for titles kept while the language changes (page tabs). */
export const recordNames = (d: ResourceDescriptor, record: Record<string, unknown> | undefined) =>
  ({ zh: recordName(d, record, 'zh'), en: recordName(d, record, 'en') });
