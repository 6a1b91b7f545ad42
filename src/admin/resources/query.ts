/** react-admin list parameters -> the wire's page query (DESIGN.md section 3), driven by the descriptor's filters. */
import { normalizeFilter, type ResourceDescriptor } from '../../shared/descriptors/types.ts';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Trimmed strings; empty strings, empty arrays, null and undefined mean "no filter". */
function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  return value === null ? undefined : value;
}

/** The query keys a resource's filters accept: the field itself, or <field>_start/_end for ranges. */
export function filterKeys(d: ResourceDescriptor): Set<string> {
  const keys = new Set<string>();
  for (const f of d.list.filters ?? []) {
    const { field, op } = normalizeFilter(f, d);
    if (op === 'range') keys.add(`${field}_start`).add(`${field}_end`);
    else keys.add(field);
  }
  return keys;
}

/**
 * Declared filters go to the server; a range may come as { start, end } or as the two flat keys. Anything
 * else is returned apart (`rest`) so the caller decides (sent for getManyReference's target, matched locally
 * for the picker's `all` list).
 */
export function filterQuery(d: ResourceDescriptor, filter: Record<string, unknown> = {}) {
  const allowed = filterKeys(d);
  const query: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [rawKey, raw] of Object.entries(filter)) {
    const key = snake(rawKey);
    if (raw && typeof raw === 'object' && !Array.isArray(raw) && allowed.has(`${key}_start`)) {
      const range = raw as { start?: unknown; end?: unknown };
      query[`${key}_start`] = clean(range.start);
      query[`${key}_end`] = clean(range.end);
      continue;
    }
    const value = clean(raw);
    if (value === undefined) continue;
    (allowed.has(key) ? query : rest)[key] = value;
  }
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return { query, rest };
}

/** Sorting only by stored columns (the server's sort_field enum); react-admin's `id` is the descriptor key. */
export function pageQuery(d: ResourceDescriptor, params: ListParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (params.pagination) {
    query.page_num = params.pagination.page;
    query.page_size = params.pagination.perPage;
  }
  const field = params.sort?.field === 'id' ? d.key : snake(params.sort?.field ?? '');
  if (field && d.fields[field] && !d.fields[field].virtual) {
    query.sort_field = field;
    query.sort_order = params.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  }
  return query;
}
