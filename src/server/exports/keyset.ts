/**
 * Keyset paging in a list's own order (sort field, then key), for reading a whole list in batches: each
 * batch starts after the last row of the one before, so a batch costs the same at row 1 and at row 1,000,000
 * (OFFSET would rescan everything before it). NULLs sort as PostgreSQL sorts them: last ascending, first
 * descending.
 */
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
type Row = Record<string, unknown>;

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** The order the list screen shows: the same rule as the repository's list. */
export function listSort(d: ResourceDescriptor, query: Row): ListSort {
  const stored = (name: string) => !!d.fields[name] && !d.fields[name].virtual && !d.fields[name].writeOnly;
  const field =
    typeof query.sort_field === 'string' && stored(query.sort_field) ? query.sort_field : (d.list.sort?.field ?? d.key);
  const order = String(query.sort_order ?? d.list.sort?.order ?? 'DESC').toUpperCase() === 'ASC' ? 'asc' : 'desc';
  return { field, order };
}

/** `q` ordered by the sort, limited to rows after `last` (the previous batch's last row). */
export function afterRow(q: any, d: ResourceDescriptor, sort: ListSort, last: Row | undefined): any {
  const f = `${d.table}.${sort.field}`;
  const k = `${d.table}.${d.key}`;
  let out = q.orderBy(f, sort.order).orderBy(k, sort.order);
  if (!last) return out;
  const v = last[sort.field];
  const id = last[d.key];
  const asc = sort.order === 'asc';
  const beyond = asc ? '>' : '<';
  out = out.where((eb: any) => {
    if (v === null || v === undefined) {
      // NULLs come last ascending (only NULLs with a later key remain) and first descending (then every value)
      const sameNull = eb.and([eb(f, 'is', null), eb(k, beyond, id)]);
      return asc ? sameNull : eb.or([sameNull, eb(f, 'is not', null)]);
    }
    const next = [eb(f, beyond, v), eb.and([eb(f, '=', v), eb(k, beyond, id)])];
    return eb.or(asc ? [...next, eb(f, 'is', null)] : next);
  });
  return out;
}
