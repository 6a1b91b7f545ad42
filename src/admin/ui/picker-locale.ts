/**
 * What every MUI X picker of the console shares (the filter bars' ranges, the generated forms' date and date-time
 * fields): the product's one format per language (shared/dates.ts: 2026-11-27 14:05 in Chinese, 27 Nov 2026, 14:05 in
 * English), weeks from Monday in both (the Chinese convention; the English format is the British one), and an empty
 * field's placeholder that is that format, short enough to be read whole in a filter bar. Imported only by the
 * lazily loaded pickers: MUI X and dayjs stay out of the console's first load.
 */
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en-gb';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

export type PickerLang = 'zh' | 'en';

/** what a reader types and reads, per language: the same as shared/dates.ts shows (two-digit days keep the sections fixed) */
export const PICKER_FORMATS = {
  zh: { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm', month: 'YYYY年M月' },
  en: { date: 'DD MMM YYYY', dateTime: 'DD MMM YYYY, HH:mm', month: 'MMMM YYYY' },
} as const;

export const pickerLang = (locale: string): PickerLang => (locale === 'en' ? 'en' : 'zh');

/**
 * The LocalizationProvider's language: dayjs's zh-cn and en-gb both start weeks on Monday (dayjs's plain `en` would
 * start them on Sunday, the American way, which the British dates beside it do not follow).
 */
export function pickerLocale(locale: string): { adapterLocale: string; localeText: Partial<PickersLocaleText> } {
  const lang = pickerLang(locale);
  const texts = (lang === 'en' ? enUS : zhCN).components.MuiLocalizationProvider.defaultProps.localeText;
  return {
    adapterLocale: lang === 'en' ? 'en-gb' : 'zh-cn',
    localeText: {
      ...texts,
      // the empty field shows the format it takes: MUI's own placeholder writes a month of letters as MMMM (wider
      // than the field at 1440 px) and the 24-hour clock as hh
      fieldMonthPlaceholder: (p) => (p.contentType === 'letter' ? 'MMM' : 'MM'),
      fieldHoursPlaceholder: () => 'HH',
    },
  };
}
