/** One language's whole message tree, from its parts; the locale modules and the tests' all-languages table use it. */
import type { TranslationMessages } from 'react-admin';
import { actionTitles, routeTitles } from '../../shared/route-titles.ts';
import type { Locale } from '../../api/session.ts';

export type { Tree } from './merge.ts';
import type { Tree } from './merge.ts';

const pick = (table: Record<string, [string, string]>, i: 0 | 1) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[i]]));

/** `ra`: react-admin's messages (ra-packs.ts); `app`: our `app.*`; `features`: each feature's top-level keys */
export function buildMessages(
  locale: Locale,
  parts: { ra: Tree; app: Tree; features: Tree[]; resources: Tree },
): TranslationMessages {
  const i = locale === 'en' ? 1 : 0;
  return {
    ...(parts.ra as TranslationMessages),
    ...parts.app,
    ...Object.assign({}, ...parts.features),
    routes: pick(routeTitles, i),
    actions: pick(actionTitles, i),
    resources: parts.resources as TranslationMessages,
  };
}
