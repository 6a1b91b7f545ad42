/**
 * What a provider wrote, in the reader's language (issue 25 item 17): the store's reads answer English readers (the
 * `language` header) with the English text where one is written, the Chinese one otherwise. The console's own reads
 * return both columns, for the forms that edit them.
 */
import type { Lang } from './messages.ts';

export const inLang = (lang: Lang, zh: string | null, en: string | null | undefined): string | null =>
  lang === 'en' && en?.trim() ? en : zh;

/** request parameters ({ name, in, description, description_en, … }): description in the reader's language */
export function paramsInLang(lang: Lang, params: unknown): unknown {
  if (!Array.isArray(params)) return params;
  return params.map((p) => {
    if (!p || typeof p !== 'object') return p;
    const { description_en, ...rest } = p as { description?: string | null; description_en?: string | null };
    return { ...rest, description: inLang(lang, rest.description ?? null, description_en) };
  });
}

/** a charge rule as the store shows it: its name in the reader's language */
export const ruleInLang =
  (lang: Lang) =>
  <R extends { rule_name: string; rule_name_en: string | null }>({ rule_name_en, ...r }: R) => ({
    ...r,
    rule_name: inLang(lang, r.rule_name, rule_name_en) ?? r.rule_name,
  });
