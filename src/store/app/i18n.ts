/**
 * The store entry's messages: the same `app.*` tables as the console (shell/i18n), the store's own feature tables
 * and the route titles, translated with polyglot's rules (translate.ts) and the same stored choice
 * of language as the console.
 */
import { getLocale, setLocale, type Locale } from '../../api/session.ts';
import { routeTitles } from '../../shared/route-titles.ts';
import { makeTranslate } from './translate.ts';
import { zh } from '../../shell/i18n/zh.ts';
import { en } from '../../shell/i18n/en.ts';
import { storeMessages } from '../content/messages.ts';
import { marketMessages } from '../market/messages.ts';
import { mcpStoreMessages } from '../market/mcp-messages.ts';

const pick = (i: 0 | 1) => Object.fromEntries(Object.entries(routeTitles).map(([k, v]) => [k, v[i]]));

export const storeAppMessages = {
  zh: { ...zh, ...storeMessages.zh, ...marketMessages.zh, ...mcpStoreMessages.zh, routes: pick(0) },
  en: { ...en, ...storeMessages.en, ...marketMessages.en, ...mcpStoreMessages.en, routes: pick(1) },
};

export function createStoreI18n(initial: Locale = getLocale()) {
  let locale: Locale = initial;
  let translate = makeTranslate(locale, storeAppMessages[locale]);
  return {
    translate: (key: string, options?: Record<string, unknown>) => translate(key, options),
    getLocale: () => locale,
    /** the choice is stored (and sent as the `language` header) exactly as the console stores it */
    changeLocale: (next: string) => {
      locale = next === 'en' ? 'en' : 'zh';
      setLocale(locale);
      document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
      translate = makeTranslate(locale, storeAppMessages[locale]);
    },
  };
}
