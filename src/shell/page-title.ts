/**
 * Page titles as data: an i18n key and its arguments, each argument plain text, another i18n key ({ t }) or
 * one text per language ({ zh, en }, e.g. a record's name). Kept as data so a tab or the document title
 * follows a language switch. Pages that know more than their route (a record's name) publish it here.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type TitleArg = string | { t: string } | { zh: string; en: string };

export interface PageTitle {
  key: string;
  args?: Record<string, TitleArg>;
}

type Translate = (key: string, args?: Record<string, unknown>) => string;

export function renderTitle(t: Translate, locale: string, title: PageTitle): string {
  const args: Record<string, unknown> = { smart_count: 1, _: '' };
  for (const [k, v] of Object.entries(title.args ?? {})) {
    args[k] = typeof v === 'string' ? v : 't' in v ? t(v.t, { smart_count: 1, _: '' }) : locale === 'en' ? v.en : v.zh;
  }
  return t(title.key, args);
}

/** The document's title (product name + the page's title, in the current language) and its language, for either app. */
export function applyDocumentTitle(t: Translate, locale: string, title: PageTitle | undefined) {
  const product = t('app.name');
  const page = title ? renderTitle(t, locale, title) : '';
  document.title = page ? t('app.title', { product, page }) : product;
  document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
}

const published = new Map<string, PageTitle>();
const listeners = new Set<() => void>();
let version = 0;

export function publishTitle(pageKey: string, title: PageTitle) {
  const before = published.get(pageKey);
  if (before && JSON.stringify(before) === JSON.stringify(title)) return;
  published.set(pageKey, title);
  version++;
  listeners.forEach((l) => l());
}

export const publishedTitle = (pageKey: string) => published.get(pageKey);

export function subscribeTitles(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTitlesVersion(): number {
  return useSyncExternalStore(
    subscribeTitles,
    () => version,
    () => version,
  );
}

/** A page states its title (e.g. once its record has loaded). */
export function usePublishTitle(pageKey: string, title: PageTitle | undefined) {
  const json = title ? JSON.stringify(title) : '';
  useEffect(() => {
    if (json) publishTitle(pageKey, JSON.parse(json) as PageTitle);
  }, [pageKey, json]);
}
