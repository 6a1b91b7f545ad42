/**
 * The i18nProvider: react-admin's English merged with the Chinese pack (plus the keys it lacks), then our
 * `app.*`, `routes.*` (from route-titles.ts), `actions.*`, each feature's own top-level keys (features.ts) and the resources'
 * `resources.*`. Chinese by default; the choice is kept in localStorage and sent as the `language` header.
 *
 * Each language is its own chunk (locale-zh.ts, locale-en.ts): the console's entry loads the stored language's
 * before its first render (loadMessages), so every string is translated at first paint, and the other language
 * arrives when the user switches (ra-i18n-polyglot waits for the messages' promise). node-polyglot's one shim,
 * object.entries, is the native function in the bundle (vite.config.ts): it weighed ~13 KB gzipped.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { getLocale, setLocale, type Locale } from '../../api/session.ts';

const loaded: Partial<Record<Locale, TranslationMessages>> = {};
type Loaders = Record<Locale, () => Promise<{ messages: TranslationMessages }>>;
/** each language's chunk, named by the app (src/app/i18n/loaders.ts): it assembles the store's and the console's messages */
let loaders: Loaders | undefined;

export function fillMessageLoaders(next: Loaders): void {
  loaders = next;
}

const asLocale = (locale: string): Locale => (locale === 'en' ? 'en' : 'zh');

export async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  return (loaded[locale] ??= (await loaders![locale]()).messages);
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

const POLYGLOT_OPTIONS = { allowMissing: true };

/** needs the initial language's messages loaded (loadMessages) */
export function createI18nProvider(initial: Locale = getLocale()): I18nProvider {
  messagesNow(initial);
  const provider = polyglotI18nProvider(
    (locale) => loaded[asLocale(locale)] ?? loadMessages(asLocale(locale)),
    initial,
    locales,
    POLYGLOT_OPTIONS,
  );
  return {
    ...provider,
    changeLocale: async (next, options) => {
      const target = asLocale(next);
      await provider.changeLocale(target, options);
      setLocale(target);
      document.documentElement.lang = target === 'en' ? 'en' : 'zh-CN';
    },
  };
}

/** A translate function for one loaded locale, for code outside React (the SSO bootstrap before the shell binds). */
export function translator(locale: Locale) {
  return polyglotTranslator(locale, messagesNow(locale));
}

/** the console's translation of one message tree, outside a provider (also all.ts, for tests and tools) */
export function polyglotTranslator(locale: Locale, messages: TranslationMessages) {
  const provider = polyglotI18nProvider(() => messages, locale, locales, POLYGLOT_OPTIONS);
  return (key: string, args?: Record<string, unknown>) => provider.translate(key, args) as string;
}
