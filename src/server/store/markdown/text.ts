/** Small Markdown helpers: escaping table cells and inline text, and picking the reader's language. */
import type { Lang } from '../../http/messages.ts';

/** English where the operator wrote it, else the Chinese text (the store's own rule, content/api.ts `pick`) */
export const pick = (lang: Lang, zh: string | null | undefined, en: string | null | undefined): string =>
  (lang === 'en' && en?.trim() ? en : zh) ?? '';

/** text inside a table cell: no pipes or line breaks */
export const cell = (v: unknown): string =>
  v == null || v === '' ? '-' : String(v).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** text inside link brackets or a heading: no brackets that would end it */
export const inline = (v: unknown): string =>
  String(v ?? '')
    .replace(/([\\[\]`*_])/g, '\\$1')
    .replace(/\r?\n/g, ' ');

export const link = (text: string, href: string) => `[${inline(text)}](${href})`;

export function table(head: string[], rows: unknown[][]): string {
  if (!rows.length) return '';
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

export const blocks = (...parts: Array<string | null | undefined | false>) =>
  `${parts.filter((p) => p && p.trim()).join('\n\n')}\n`;
