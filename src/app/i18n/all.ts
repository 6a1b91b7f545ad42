/** Both languages at once, for tests and tools (the app loads one language at a time through index.ts). */
import { polyglotTranslator } from '../../admin/i18n/index.ts';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../api/session.ts';
import { messages as zh } from './locale-zh.ts';
import { messages as en } from './locale-en.ts';

export const messages: Record<Locale, TranslationMessages> = { zh, en };

export function translator(locale: Locale) {
  return polyglotTranslator(locale, messages[locale]);
}
