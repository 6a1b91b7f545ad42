/**
 * The descriptor's `list.filters` as react-admin filter inputs. Ranges become two inputs named
 * <field>_start / <field>_end, exactly the wire's query keys. With no `alwaysOn` anywhere, every filter sits
 * in the bar (the product's query bar shows all of them); otherwise only the marked ones do.
 */
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { normalizeFilter, type ResourceDescriptor } from '../../../shared/descriptors/types.ts';
import type { FilterField } from '../../ui/QueryFilterBar.tsx';
import { fieldKey, ui } from '../keys.ts';
import { enumChoices } from './inputs.tsx';
import { descriptorByName } from '../../../shared/descriptors/browser.ts';
import { request } from '../../../api/request.ts';
import { operationIndex, routeOf } from '../operations.ts';
import { selfTreeParent, treePathChoices } from '../tree-paths.ts';
import { localized } from '../../../shared/localized.ts';

/**
 * The target resource's records (its `all` operation) as select choices, named in the reader's language; a tree
 * resource's nodes are named by their path (parent › child). One loader per field, so it is stable.
 */
const loaders = new Map<string, (locale: string) => Promise<{ id: string | number; name: string }[]>>();
function referenceChoices(resource: string, labelField: string) {
  const key = `${resource}.${labelField}`;
  if (!loaders.has(key)) {
    const target = descriptorByName.get(resource)!;
    const route = routeOf(operationIndex, target, 'all');
    const parent = selfTreeParent(target);
    loaders.set(key, (locale) =>
      request<Record<string, unknown>[]>({ url: route.path, method: route.method }).then((rows) =>
        parent
          ? treePathChoices(rows, target.key, parent, labelField, locale)
          : rows.map((r) => ({
              id: r[target.key] as number,
              name: String(localized(r, labelField, locale) ?? r[target.key]),
            })),
      ),
    );
  }
  return loaders.get(key)!;
}

type Translate = (key: string, args?: Record<string, unknown>) => string;

export function filterInputs(d: ResourceDescriptor, translate: Translate): ReactElement[] {
  const filters = (d.list.filters ?? []).map((f) => normalizeFilter(f, d));
  const anyMarked = filters.some((f) => f.alwaysOn);
  return filters.flatMap(({ field, op, alwaysOn }) => {
    const f = d.fields[field];
    const shown = anyMarked ? alwaysOn : true;
    const label = fieldKey(d.name, field);
    if (op === 'range') {
      const Input = f.type === 'datetime' ? DateTimeInput : f.type === 'number' ? NumberInput : DateInput;
      const fieldLabel = translate(label);
      return [
        <Input
          key={`${field}_start`}
          source={`${field}_start`}
          label={translate(ui('range.start'), { field: fieldLabel })}
          alwaysOn={shown}
        />,
        <Input
          key={`${field}_end`}
          source={`${field}_end`}
          label={translate(ui('range.end'), { field: fieldLabel })}
          alwaysOn={shown}
        />,
      ];
    }
    switch (f.type) {
      case 'enum':
        return [
          <SelectInput key={field} source={field} label={label} choices={enumChoices(d, field)} alwaysOn={shown} />,
        ];
      case 'boolean':
        return [<NullableBooleanInput key={field} source={field} label={label} alwaysOn={shown} />];
      case 'number':
        return [<NumberInput key={field} source={field} label={label} alwaysOn={shown} />];
      case 'reference':
      case 'tree':
        return [
          <ReferenceInput
            key={field}
            source={field}
            reference={f.reference!.resource}
            alwaysOn={shown}
            queryOptions={{ meta: { operation: 'all' } }}
          >
            <AutocompleteInput
              label={label}
              optionText={f.reference!.label}
              filterToQuery={(q: string) => ({ [f.reference!.label]: q })}
            />
          </ReferenceInput>,
        ];
      default:
        return [<TextInput key={field} source={field} label={label} alwaysOn={shown} />];
    }
  });
}

/**
 * The same filters for the shell's query bar (query/reset buttons, trimmed values), which takes text,
 * number, select, remote select (references) and date-range fields. Undefined when a filter needs more (a
 * reference to a resource without an `all` operation), in which
 * case the list falls back to react-admin's filter inputs above.
 */
export function queryBarFields(d: ResourceDescriptor, translate: Translate): FilterField[] | undefined {
  const fields: FilterField[] = [];
  for (const { field, op } of (d.list.filters ?? []).map((f) => normalizeFilter(f, d))) {
    const f = d.fields[field];
    const label = translate(fieldKey(d.name, field));
    if (op === 'range' && (f.type === 'date' || f.type === 'datetime')) {
      fields.push({
        kind: 'dateRange',
        source: field,
        label,
        startSource: `${field}_start`,
        endSource: `${field}_end`,
        dateOnly: f.type === 'date',
      });
    } else if (op === 'range') {
      return undefined;
    } else if (f.type === 'enum') {
      fields.push({
        kind: 'select',
        source: field,
        label,
        choices: enumChoices(d, field).map((c) => ({ id: c.id, name: translate(c.name) })),
      });
    } else if (f.type === 'number') {
      fields.push({ kind: 'number', source: field, label, min: f.min, max: f.max });
    } else if (f.type === 'string' || f.type === 'text' || f.type === 'id') {
      fields.push({ kind: 'text', source: field, label });
    } else if (
      (f.type === 'reference' || f.type === 'tree') &&
      descriptorByName.get(f.reference!.resource)?.operations.all
    ) {
      fields.push({
        kind: 'remoteSelect',
        source: field,
        label,
        load: referenceChoices(f.reference!.resource, f.reference!.label),
      });
    } else {
      return undefined;
    }
  }
  return fields;
}
