/**
 * The i18nProvider: react-admin's English merged with the Chinese pack (plus the keys it lacks), then our
 * `app.*`, `routes.*` (from route-titles.ts), `actions.*`, each feature's own top-level keys (features.ts) and the resources'
 * `resources.*`. Chinese by default; the choice is kept in localStorage and sent as the `language` header.
 *
 * Each language is its own chunk (locale-zh.ts, locale-en.ts): the console's entry loads the stored language's
 * before its first render (loadMessages), so every string is translated at first paint, and the other language
 * arrives when the user switches (react-admin waits for changeLocale's promise). Translation follows node-polyglot's
 * rules (shell/i18n/translate.ts, as ra-i18n-polyglot with allowMissing) without node-polyglot's ~13 KB of shims.
 */
import { makeTranslate } from '../../shell/i18n/translate.ts';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { getLocale, setLocale, type Locale } from '../../api/session.ts';

export { deepMerge } from './build.ts';

const loaded: Partial<Record<Locale, TranslationMessages>> = {};
const loaders: Record<Locale, () => Promise<{ messages: TranslationMessages }>> = {
  zh: () => import('./locale-zh.ts'),
  en: () => import('./locale-en.ts'),
};

const asLocale = (locale: string): Locale => (locale === 'en' ? 'en' : 'zh');

export async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  return (loaded[locale] ??= (await loaders[locale]()).messages);
}

function messagesNow(locale: Locale): TranslationMessages {
  const m = loaded[locale];
  if (!m) throw new Error(`messages of ${locale} are not loaded: await loadMessages('${locale}') first`);
  return m;
}

export const locales = [
  { locale: 'zh', name: '中文' },
  { locale: 'en', name: 'English' },
];

/** needs the initial language's messages loaded (loadMessages) */
export function createI18nProvider(initial: Locale = getLocale()): I18nProvider {
  let locale = initial;
  let translate = makeTranslate(locale, messagesNow(locale));
  return {
    translate: (key, options) => translate(key, options),
    changeLocale: async (next) => {
      const target = asLocale(next);
      const messages = await loadMessages(target);
      setLocale(target);
      document.documentElement.lang = target === 'en' ? 'en' : 'zh-CN';
      locale = target;
      translate = makeTranslate(locale, messages);
    },
    getLocale: () => locale,
    getLocales: () => locales,
  };
}

/** A translate function for one loaded locale, for code outside React (the SSO bootstrap before the shell binds). */
export function translator(locale: Locale) {
  return makeTranslate(locale, messagesNow(locale));
}
