/**
 * Names of the groups, APIs, applications and users the statistics and logs show by id. Loaders are registered per
 * kind (`registerLabelLoader`; label-loaders.ts registers the server's `callLogLabels` for every kind, which the
 * catalog, apps and accounts domains answer); an id without a name shows as `#id`. One loader call per kind per
 * screen load, for the ids on screen, in the reader's language.
 */
import { useEffect, useState } from 'react';

export type LabelKind = 'group' | 'api' | 'app' | 'user';
export type Labels = Record<LabelKind, Record<number, string>>;
type Loader = (ids: number[], signal: AbortSignal) => Promise<Record<number, string>>;

const loaders: Partial<Record<LabelKind, Loader>> = {};
export function registerLabelLoader(kind: LabelKind, load: Loader) {
  loaders[kind] = load;
}

const none = (): Labels => ({ group: {}, api: {}, app: {}, user: {} });

export function useLabels(ids: Partial<Record<LabelKind, (number | null | undefined)[]>>, lang?: string): Labels {
  const [labels, setLabels] = useState<Labels>(none);
  const key = JSON.stringify([ids, lang]);
  useEffect(() => {
    const ctrl = new AbortController();
    const wanted = (Object.keys(loaders) as LabelKind[])
      .map((kind) => {
        const list = [...new Set((ids[kind] ?? []).filter((v): v is number => typeof v === 'number' && v > 0))];
        return list.length
          ? loaders[kind]!(list, ctrl.signal).then(
              (m) => [kind, m] as const,
              () => [kind, {}] as const,
            )
          : null;
      })
      .filter((p) => p !== null);
    if (!wanted.length) return;
    void Promise.all(wanted).then((found) => {
      if (!ctrl.signal.aborted) setLabels({ ...none(), ...Object.fromEntries(found) });
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return labels;
}

/** `name (#id)` once a name is known, `#id` before; a dash for no id (a call refused before routing). */
export function labelOf(labels: Labels, kind: LabelKind, id: number | null | undefined): string {
  if (!id) return '–';
  const name = labels[kind][id];
  return name ? `${name} (#${id})` : `#${id}`;
}
