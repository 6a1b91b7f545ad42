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
