/** Which descriptor fields go where: columns, forms, the wire. The one place these rules live. */
import type { FieldDescriptor, ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { md5 } from '../../shared/md5.ts';

/**
 * Written by the caller: everything the server does not compute. A `references` field is virtual (a link
 * table, not a column) but still written: the resource's service replaces the links with the sent ids. So is a
 * virtual field edited by a custom input (a group's upstreams, kept in their own table): the form shows an editor
 * for it, and dropping what was typed there would say 已保存 while saving nothing.
 */
export function isWritable(f: FieldDescriptor): boolean {
  return !f.readOnly && f.type !== 'id' && (!f.virtual || f.type === 'references' || !!f.input);
}

export function writableFields(d: ResourceDescriptor): string[] {
  return Object.keys(d.fields).filter((name) => isWritable(d.fields[name]));
}

/** Fields shown on the Show view: the descriptor's `show`, else every readable field. */
export function showFields(d: ResourceDescriptor): string[] {
  return (d.show ?? Object.keys(d.fields)).filter((name) => !d.fields[name].writeOnly);
}

export function listColumns(d: ResourceDescriptor): string[] {
  return d.list.columns.filter((name) => !d.fields[name].writeOnly);
}

/** The field whose values are the parent ids of a tree resource: its own tree field, else `parent_id`. */
export function parentField(target: ResourceDescriptor | undefined): string {
  const own =
    target && Object.entries(target.fields).find(([, f]) => f.type === 'tree' && f.reference?.resource === target.name);
  return own ? own[0] : 'parent_id';
}

/**
 * Only the fields the server accepts (it rejects unknown ones). An emptied optional field becomes null so it is
 * really cleared; an empty write-only field (a password left blank on edit) means "unchanged" and is not sent.
 */
export function pickWritable(d: ResourceDescriptor, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of writableFields(d)) {
    if (!(name in data)) continue;
    const f = d.fields[name];
    const value = data[name];
    const empty = value === '' || value === undefined;
    if (empty && f.writeOnly) continue;
    // the wire contract: passwords travel as the MD5 hex of what was typed
    out[name] = empty && !f.required ? null : f.type === 'password' && typeof value === 'string' ? md5(value) : value;
  }
  return out;
}
