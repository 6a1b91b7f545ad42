/**
 * The statistics and log filters' group, API and application: a picker that searches by name (issue 25 item 15:
 * never a raw id to type). Choices are what the reader may list (their groups, APIs, applications); an id that came
 * in by a link and is not among them stays chosen, shown as #id.
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { operations } from '../../../api/generated/operations.ts';
import { request, type HttpMethod } from '../../../api/request.ts';
import { localized } from '../../../shared/localized.ts';

export type IdKind = 'group_id' | 'api_id' | 'apply_id';

const SOURCES: Record<IdKind, { op: string; name: string }> = {
  group_id: { op: 'groupList', name: 'group_name' },
  api_id: { op: 'apiList', name: 'api_name' },
  apply_id: { op: 'appList', name: 'apply_name' },
};

type Choice = { id: string; name: string };
const cache = new Map<IdKind, Promise<Record<string, unknown>[]>>();

function rowsOf(kind: IdKind): Promise<Record<string, unknown>[]> {
  if (!cache.has(kind)) {
    const [method, url] = operations[SOURCES[kind].op];
    const load = request<Record<string, unknown>[]>({ url, method: method as HttpMethod }, { notify: false }).catch(
      () => [], // a role without the list: the picker is empty, the link's id still shows
    );
    cache.set(kind, load);
    // a later screen asks again (new groups, another account)
    void load.finally(() => setTimeout(() => cache.delete(kind), 30_000));
  }
  return cache.get(kind)!;
}

export function IdPicker({
  kind,
  label,
  value,
  onChange,
}: {
  kind: IdKind;
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const [locale] = useLocaleState();
  const [rows, setRows] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => {
    let live = true;
    void rowsOf(kind).then((r) => live && setRows(Array.isArray(r) ? r : []));
    return () => {
      live = false;
    };
  }, [kind]);
  const options = useMemo<Choice[]>(() => {
    const list = (rows ?? []).map((r) => ({
      id: String(r[kind]),
      name: `${String(localized(r, SOURCES[kind].name, locale) ?? '')} (#${String(r[kind])})`,
    }));
    return value && !list.some((c) => c.id === value) ? [...list, { id: value, name: `#${value}` }] : list;
  }, [rows, kind, locale, value]);
  return (
    // freeSolo + autoSelect: an id typed as such (#42 or 42) still counts when nothing listed matches it
    <Autocomplete<Choice, false, false, true>
      size="small"
      freeSolo
      autoSelect
      options={options}
      loading={!rows}
      value={options.find((c) => c.id === value) ?? null}
      getOptionLabel={(c) => (typeof c === 'string' ? c : c.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, c) =>
        onChange(typeof c === 'string' ? (/^#?\s*(\d+)\s*$/.exec(c)?.[1] ?? (c.trim() ? c : '')) : (c?.id ?? ''))
      }
      sx={{ width: { xs: '100%', sm: 200 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `filter-${kind}` } }}
        />
      )}
    />
  );
}
