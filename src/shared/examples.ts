/**
 * Request and response examples: stored as the JSON value they are when the media type is JSON (so an OpenAPI
 * export carries a real `example` object), as text for any other media type. One place decides, for the editor,
 * the import, the export and the migration that converted the old text column.
 */

/** application/json, application/problem+json, text/json; no content type means JSON (the editor's default). */
export function isJsonMedia(contentType: unknown): boolean {
  if (contentType === null || contentType === undefined || contentType === '') return true;
  return /(^|[/+])json(\s*;|$)/i.test(String(contentType).trim());
}

/** The value to store for the text typed or imported: `ok: false` when a JSON media type gets text that is not JSON. */
export function exampleFromText(text: string, contentType: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!text.trim()) return { ok: true, value: null };
  if (!isJsonMedia(contentType)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The text to show or edit for a stored example (JSON pretty-printed; a text example as it is). */
export function exampleToText(value: unknown, contentType?: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && !isJsonMedia(contentType)) return value;
  return JSON.stringify(value, null, 2);
}

/**
 * An example from elsewhere (an imported document, an old text row) as it is stored: for a JSON media type the JSON
 * value (text that parses is parsed; other text stays a JSON string), for any other media type text.
 */
export function normalizeExample(value: unknown, contentType: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isJsonMedia(contentType)) {
    if (typeof value !== 'string') return value;
    const parsed = exampleFromText(value, contentType);
    return parsed.ok ? parsed.value : value;
  }
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
