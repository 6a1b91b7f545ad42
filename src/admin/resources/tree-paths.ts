/**
 * A tree resource's rows as picker choices named by their path ("数据服务 › 气象数据"), parents before their
 * children: a child's name alone is ambiguous and a flat list of parents and children mixed is hard to scan
 * (issue 25 item 7). Used by form pickers and the filter bar alike.
 */
import { localized } from '../../shared/localized.ts';
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';

export const PATH_SEPARATOR = ' › ';

export interface PathChoice {
  id: string | number;
  name: string;
  depth: number;
}

/** The field holding a resource's parent id when the resource is a tree over itself, else undefined. */
export function selfTreeParent(target: ResourceDescriptor | undefined): string | undefined {
  if (!target) return undefined;
  const own = Object.entries(target.fields).find(([, f]) => f.type === 'tree' && f.reference?.resource === target.name);
  return own?.[0];
}

export function treePathChoices(
  rows: Record<string, unknown>[],
  key: string,
  parent: string,
  label: string,
  locale: string,
): PathChoice[] {
  const ids = new Set(rows.map((r) => String(r[key])));
  const children = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const p = row[parent] == null || !ids.has(String(row[parent])) ? '' : String(row[parent]);
    children.set(p, [...(children.get(p) ?? []), row]);
  }
  const out: PathChoice[] = [];
  const seen = new Set<string>();
  const walk = (at: string, prefix: string, depth: number) => {
    for (const row of children.get(at) ?? []) {
      const id = String(row[key]);
      if (seen.has(id)) continue; // a cycle in bad data must not hang the picker
      seen.add(id);
      const own = String(localized(row, label, locale) ?? row[key]);
      const name = prefix ? `${prefix}${PATH_SEPARATOR}${own}` : own;
      out.push({ id: row[key] as string | number, name, depth });
      walk(id, name, depth + 1);
    }
  };
  walk('', '', 0);
  return out;
}
