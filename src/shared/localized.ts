/** Data in the reader's language: a row's `<field>_en` in English where it was written, else the Chinese `<field>`. */
const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

export function localized(record: Record<string, unknown> | undefined, field: string, locale: string): unknown {
  if (!record) return undefined;
  const english = record[`${field}_en`];
  return locale === 'en' && present(english) ? english : record[field];
}
