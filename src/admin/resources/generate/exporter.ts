/**
 * CSV of the filtered list for react-admin's ExportButton: the list columns with their labels and choice
 * names in the current language. The byte-order mark lets spreadsheet programs read the Chinese correctly.
 */
import { downloadCSV, type Exporter } from 'react-admin';
import type { ResourceDescriptor } from '../../../shared/descriptors/types.ts';
import { choiceKey, fieldKey, resourceKey } from '../keys.ts';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(d: ResourceDescriptor, columns: string[], rows: Record<string, unknown>[], translate: Translate): string {
  const header = columns.map((c) => cell(translate(fieldKey(d.name, c))));
  const lines = rows.map((row) => columns.map((c) => {
    const f = d.fields[c];
    const v = row[c];
    if (f.choices && v !== null && v !== undefined) return cell(translate(choiceKey(d.name, c, v as string | number)));
    if (f.type === 'boolean' && v !== null && v !== undefined) return cell(translate(v ? 'ra.boolean.true' : 'ra.boolean.false'));
    return cell(v);
  }).join(','));
  return `\ufeff${[header.join(','), ...lines].join('\r\n')}`;
}

export function makeExporter(d: ResourceDescriptor, columns: string[], translate: Translate): Exporter {
  return (records) => downloadCSV(toCsv(d, columns, records, translate), translate(resourceKey(d.name)));
}
