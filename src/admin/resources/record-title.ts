/**
 * How a record is named in titles, tabs and confirmations: the descriptor's `title` field, else its first
 * string column. Where the data carries an English column (<field>_en, e.g. role_name_en), English shows it.
 */
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { localized } from '../../shared/localized.ts';

export type Locale = 'zh' | 'en';

export function titleField(d: ResourceDescriptor): string {
  return d.title ?? d.list.columns.find((c) => d.fields[c].type === 'string' && !d.fields[c].virtual) ?? d.key;
}

const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

export { localized };

export function recordName(d: ResourceDescriptor, record: Record<string, unknown> | undefined, locale: string): string {
  if (!record) return '';
  const value = localized(record, titleField(d), locale);
  return present(value) ? String(value) : `#${String(record[d.key] ?? record.id ?? '')}`;
}

/** Both languages at once, for titles kept while the language changes (page tabs). */
export const recordNames = (d: ResourceDescriptor, record: Record<string, unknown> | undefined) => ({
  zh: recordName(d, record, 'zh'),
  en: recordName(d, record, 'en'),
});
