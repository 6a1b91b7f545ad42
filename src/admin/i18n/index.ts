/**
 * The i18nProvider: react-admin's English merged with the Chinese pack (plus the keys it lacks), then our
 * `app.*`, `routes.*` (from route-titles.ts), `actions.*`, each feature's own top-level keys (features.ts) and the resources'
 * `resources.*`. Chinese by default;
 * the choice is kept in localStorage and sent as the `language` header.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { actionTitles, routeTitles } from '../../shared/route-titles.ts';
import { getLocale, setLocale, type Locale } from '../../api/session.ts';
import { resourceMessages } from '../resources/messages.ts';
import { featureMessages } from './features.ts';
import { raZhMissing } from './ra-zh.ts';
import { raEnOverrides } from './ra-en.ts';
import { zh } from '../../shell/i18n/zh.ts';
import { en } from '../../shell/i18n/en.ts';

type Tree = { [key: string]: unknown };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** merges `over` into `base`, keeping only keys `base` has when `onlyKnown` (drops the v2 pack's stale keys) */
export function deepMerge(base: Tree, over: Tree, onlyKnown = false): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (onlyKnown && !(k in base)) continue;
    out[k] = isTree(v) && isTree(base[k]) ? deepMerge(base[k] as Tree, v, onlyKnown) : v;
  }
  return out;
}

const pick = (table: Record<string, [string, string]>, i: 0 | 1) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[i]]));

const raZh = deepMerge(deepMerge(englishMessages as Tree, chineseMessages as Tree, true), raZhMissing, true);

const features = (locale: Locale) => Object.assign({}, ...featureMessages.map((m) => m[locale])) as Tree;

export const messages: Record<Locale, TranslationMessages> = {
  zh: { ...(raZh as TranslationMessages), ...zh, ...features('zh'), routes: pick(routeTitles, 0), actions: pick(actionTitles, 0), resources: resourceMessages.zh as TranslationMessages },
  en: { ...(deepMerge(englishMessages as Tree, raEnOverrides, true) as TranslationMessages), ...en, ...features('en'), routes: pick(routeTitles, 1), actions: pick(actionTitles, 1), resources: resourceMessages.en as TranslationMessages },
};

export const locales = [
  { locale: 'zh', name: zh.app.lang.zh },
  { locale: 'en', name: en.app.lang.en },
];

export function createI18nProvider(initial: Locale = getLocale()): I18nProvider {
  const provider = polyglotI18nProvider((locale) => messages[locale === 'en' ? 'en' : 'zh'], initial, locales, { allowMissing: true });
  return {
    ...provider,
    changeLocale: (locale, options) => {
      setLocale(locale === 'en' ? 'en' : 'zh');
      document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
      return provider.changeLocale(locale, options);
    },
  };
}

/** A translate function for one locale, for code outside React (tests, the wrapper before the shell binds). */
export function translator(locale: Locale) {
  const provider = polyglotI18nProvider(() => messages[locale], locale, locales, { allowMissing: true });
  return (key: string, args?: Record<string, unknown>) => provider.translate(key, args) as string;
}
