/** One language's whole message tree, from its parts; the locale modules and the tests' all-languages table use it. */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { actionTitles, routeTitles } from '../../shared/route-titles.ts';
import type { Locale } from '../../api/session.ts';

export type Tree = { [key: string]: unknown };
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

/** `ra`: react-admin's pack over its English one; `app`: our `app.*`; `features`: each feature's top-level keys */
export function buildMessages(locale: Locale, parts: { ra: Tree; app: Tree; features: Tree[]; resources: Tree }): TranslationMessages {
  const i = locale === 'en' ? 1 : 0;
  return {
    ...(deepMerge(englishMessages as Tree, parts.ra, true) as TranslationMessages),
    ...parts.app, ...Object.assign({}, ...parts.features),
    routes: pick(routeTitles, i), actions: pick(actionTitles, i), resources: parts.resources as TranslationMessages,
  };
}
