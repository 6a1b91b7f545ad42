/**
 * A tree picker over a reference whose rows carry parent ids: the target's `all` rows, indented by depth.
 * On a self-referencing tree the record and its descendants are left out, so no node can become its own
 * ancestor.
 */
import { useMemo } from 'react';
import {
  AutocompleteInput,
  SelectInput,
  useGetList,
  useLocaleState,
  useRecordContext,
  type Identifier,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { descriptorByName } from '../../../shared/descriptors/browser.ts';
import { parentField } from '../fields.ts';
import { selfTreeParent, treePathChoices } from '../tree-paths.ts';
import { useDescriptor } from '../DescriptorContext.tsx';
import { ui } from '../keys.ts';

const INDENT = '\u3000';

export function treeChoices(rows: RaRecord[], parent: string, label: string, skip?: Identifier) {
  const ids = new Set(rows.map((r) => String(r.id)));
  const children = new Map<string, RaRecord[]>();
  for (const row of rows) {
    const p =
      row[parent] === null || row[parent] === undefined || !ids.has(String(row[parent])) ? '' : String(row[parent]);
    children.set(p, [...(children.get(p) ?? []), row]);
  }
  const out: { id: Identifier; name: string }[] = [];
  const walk = (key: string, depth: number) => {
    for (const row of children.get(key) ?? []) {
      if (skip !== undefined && String(row.id) === String(skip)) continue;
      out.push({ id: row.id, name: `${INDENT.repeat(depth)}${String(row[label] ?? row.id)}` });
      walk(String(row.id), depth + 1);
    }
  };
  walk('', 0);
  return out;
}

export function TreeInput({
  source,
  label,
  validate,
  disabled,
}: {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
}) {
  const d = useDescriptor();
  const ref = d.fields[source].reference!;
  const target = ref.resource === d.name ? d : descriptorByName.get(ref.resource);
  const record = useRecordContext();
  const { data, isPending } = useGetList(ref.resource, {
    pagination: { page: 1, perPage: 1000 },
    meta: { operation: 'all' },
  });
  const skip = ref.resource === d.name ? record?.id : undefined;
  const choices = useMemo(
    () => treeChoices(data ?? [], parentField(target), ref.label, skip),
    [data, target, ref.label, skip],
  );
  return (
    <SelectInput
      source={source}
      label={label}
      validate={validate}
      disabled={disabled}
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      emptyText={ui('tree.none')}
    />
  );
}

/**
 * A reference to a tree resource (a capability's domain): one searchable picker over the whole tree, each node
 * named by its path (parent › child), parents before their children. Typing filters on the path, so a child is
 * found by its parent's name too.
 */
export function TreePathInput({
  source,
  label,
  validate,
  disabled,
  helperText,
}: {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
  helperText?: string;
}) {
  const d = useDescriptor();
  const [locale] = useLocaleState();
  const ref = d.fields[source].reference!;
  const target = descriptorByName.get(ref.resource);
  const { data, isPending } = useGetList(ref.resource, {
    pagination: { page: 1, perPage: 1000 },
    meta: { operation: 'all' },
  });
  const choices = useMemo(
    () => treePathChoices(data ?? [], 'id', selfTreeParent(target) ?? 'parent_id', ref.label, locale),
    [data, target, ref.label, locale],
  );
  return (
    <AutocompleteInput
      source={source}
      label={label}
      validate={validate}
      disabled={disabled}
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      helperText={helperText}
    />
  );
}

/** whether a reference field points at a tree resource (its picker then shows paths) */
export const isTreeReference = (resource: string) => !!selfTreeParent(descriptorByName.get(resource));
