/** An operator-managed text in the reader's language: the English text when the locale is en and one exists. */
export const pick = (locale: string, zh: string | null | undefined, en: string | null | undefined): string =>
  (locale === 'en' && en?.trim() ? en : zh) ?? '';
