/** Reads and validates resources/*.yaml on the server and in scripts (the console imports them through Vite). */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { readYamlFile } from '../parsed-yaml.ts';
import schema from './descriptor.schema.json' with { type: 'json' };
import type { ResourceDescriptor } from './types.ts';

export const RESOURCES_DIR = resolve(import.meta.dirname, '../../../resources');

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

export function checkDescriptor(raw: unknown, file: string): ResourceDescriptor {
  if (!validate(raw)) {
    const why = validate.errors!.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    throw new Error(`${file}: invalid descriptor: ${why}`);
  }
  const d = raw as unknown as ResourceDescriptor;
  if (`${d.name}.yaml` !== file.split('/').pop()) throw new Error(`${file}: name "${d.name}" must match the file name`);
  const known = new Set(Object.keys(d.fields));
  const refs = [
    ...d.list.columns,
    ...(d.list.phone ?? []),
    ...(d.show ?? []),
    ...(d.form ?? []).flat(),
    ...(d.list.filters ?? []).map((f) => (typeof f === 'string' ? f : f.field)),
    ...(d.title ? [d.title] : []),
    ...Object.keys(d.list.emphasize ?? {}),
    ...Object.keys(d.list.refreshWhile ?? {}),
    ...Object.keys(d.editableWhen ?? {}),
    ...Object.keys(d.deletableWhen ?? {}),
  ];
  const unknown = refs.filter((f) => !known.has(f));
  if (unknown.length) throw new Error(`${file}: unknown fields ${unknown.join(', ')}`);
  if (!d.fields[d.key]) throw new Error(`${file}: key ${d.key} is not a field`);
  return d;
}

export function loadDescriptors(dir = RESOURCES_DIR): ResourceDescriptor[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => checkDescriptor(readYamlFile(join(dir, f)), f));
}
