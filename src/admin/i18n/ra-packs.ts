/**
 * react-admin's own messages per language: its English pack under the Chinese one (plus the keys that lacks), or
 * under our English overrides. Plain data: the locale chunks import it with `?locale=zh|en`, so the merge runs at
 * build time and a page load downloads only its language's result, not both packs.
 */
import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import { deepMerge, type Tree } from './merge.ts';
import { raZhMissing } from './ra-zh.ts';
import { raEnOverrides } from './ra-en.ts';

export const raMessages = {
  zh: deepMerge(deepMerge(englishMessages as Tree, chineseMessages as Tree, true), raZhMissing, true),
  en: deepMerge(englishMessages as Tree, raEnOverrides, true),
};
