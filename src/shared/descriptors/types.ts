/**
 * The resource descriptor (resources/<name>.yaml): one file gives a resource its console screens (through
 * the view generator) and its plain server operations (through the generic repository). Its types are generated
 * from descriptor.schema.json, the one source (`npm run gen:types`); what is here works with them.
 */
export type {
  ActionDescriptor,
  Choice,
  FieldDescriptor,
  FieldType,
  FilterDescriptor,
  Label,
  ResourceDescriptor,
} from './generated/descriptor.ts';
import type { FilterDescriptor, ResourceDescriptor } from './generated/descriptor.ts';

/** the generic operations a descriptor can name */
export type Op = keyof ResourceDescriptor['operations'];

export const defaultPermissions: Record<Op, string | null> = {
  list: null,
  all: null,
  one: null,
  create: 'add',
  update: 'edit',
  delete: 'delete',
};

export function normalizeFilter(
  f: string | FilterDescriptor,
  d: ResourceDescriptor,
): Required<Omit<FilterDescriptor, 'alwaysOn'>> & { alwaysOn: boolean } {
  const filter = typeof f === 'string' ? { field: f } : f;
  const type = d.fields[filter.field]?.type;
  const op =
    filter.op ??
    (type === 'string' || type === 'text' || type === 'markdown'
      ? 'like'
      : type === 'date' || type === 'datetime'
        ? 'range'
        : 'eq');
  return { field: filter.field, op, alwaysOn: filter.alwaysOn ?? false };
}

/** Whether `record` satisfies a `editableWhen`/`deletableWhen` rule (absent rule: always); loose equality, values come from JSON. */
export function rowAllows(
  rule: Record<string, unknown[]> | undefined,
  record: Record<string, unknown> | undefined,
): boolean {
  if (!rule) return true;
  if (!record) return false;
  return Object.entries(rule).every(([field, values]) => values.some((v) => String(v) === String(record[field])));
}

export function formRows(d: ResourceDescriptor): string[][] {
  const rows =
    d.form ??
    Object.keys(d.fields).filter((f) => !d.fields[f].readOnly && !d.fields[f].virtual && d.fields[f].type !== 'id');
  return rows.map((r) => (Array.isArray(r) ? r : [r]));
}
