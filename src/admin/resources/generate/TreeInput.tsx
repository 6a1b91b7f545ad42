/**
 * A tree picker over a reference whose rows carry parent ids: the target's `all` rows, indented by depth.
 * On a self-referencing tree the record and its descendants are left out, so no node can become its own
 * ancestor.
 */
import { useMemo } from 'react';
import { SelectInput, useGetList, useRecordContext, type Identifier, type RaRecord, type Validator } from 'react-admin';
import { descriptorByName } from '../../../shared/descriptors/browser.ts';
import { parentField } from '../fields.ts';
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
