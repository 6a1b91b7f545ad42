/**
 * The query filter bar of list screens: fields edited locally, applied on "query" (trimmed), cleared on
 * "reset". Works inside a react-admin list (it sets the list filters) or standalone through `onQuery`.
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Drawer,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import TuneIcon from '@mui/icons-material/Tune';
import { useListContextWithProps, useLocaleState, useTranslate } from 'react-admin';
import { BoundedNumber } from './NumberInput.tsx';
import { DateRangeInput } from './DateRangeInput.tsx';
import type { DateRange } from './date-range.ts';
import { trimFilters } from './filters.ts';

export type FilterField =
  | { kind: 'text'; source: string; label: string }
  | { kind: 'number'; source: string; label: string; min?: number; max?: number }
  | { kind: 'select'; source: string; label: string; choices: { id: string | number; name: string }[] }
  /** a select whose choices are loaded when the bar mounts (records of another resource) */
  | {
      kind: 'remoteSelect';
      source: string;
      label: string;
      load: (locale: string) => Promise<{ id: string | number; name: string }[]>;
    }
  | { kind: 'dateRange'; source: string; label: string; startSource: string; endSource: string; dateOnly?: boolean };

/** every input of the bar alike: outlined, small, one line high */
const compact = { variant: 'outlined', size: 'small', margin: 'none', fullWidth: false } as const;
const WIDTH = { xs: '100%', sm: 200 };

/** datetime-local text is local time without a zone; the wire wants an instant (ISO 8601 with Z). */
function toWire(fields: FilterField[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const f of fields) {
    if (f.kind !== 'dateRange' || f.dateOnly) continue;
    for (const k of [f.startSource, f.endSource]) {
      if (typeof out[k] === 'string' && out[k]) out[k] = new Date(out[k] as string).toISOString();
    }
  }
  return out;
}

/** the other way: a list opened with an instant in its filter (a link, the address bar) shows it as local time */
function fromWire(fields: FilterField[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  const pad = (n: number) => String(n).padStart(2, '0');
  for (const f of fields) {
    if (f.kind !== 'dateRange' || f.dateOnly) continue;
    for (const k of [f.startSource, f.endSource]) {
      const d = typeof out[k] === 'string' ? new Date(out[k] as string) : undefined;
      if (d && !Number.isNaN(d.getTime())) {
        out[k] =
          `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }
    }
  }
  return out;
}

interface Props {
  fields: FilterField[];
  /** standalone use; inside a list the list's filters are set */
  onQuery?: (filters: Record<string, unknown>) => void;
  actions?: ReactNode;
}

type Choice = { id: string | number; name: string };

/**
 * Records of another resource (a capability, an application, a domain): a picker that searches as one types, so
 * a long list is never scrolled and an id is never typed (issue 25 item 15).
 */
function RemoteSelect({
  label,
  load,
  value,
  onChange,
}: {
  label: string;
  load: (locale: string) => Promise<Choice[]>;
  value: string | number | undefined;
  onChange: (v: string | number | undefined) => void;
}) {
  const [locale] = useLocaleState();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  // loaded once per bar and language; a failed load leaves the picker empty (the wrapper has shown the server's message)
  useEffect(() => {
    load(locale).then(setChoices, () => setChoices([]));
  }, [load, locale]);
  const picked = choices?.find((c) => String(c.id) === String(value ?? '')) ?? null;
  return (
    <Autocomplete
      size="small"
      options={choices ?? []}
      loading={!choices}
      value={picked}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      onChange={(_e, c) => onChange(c?.id)}
      sx={{ width: WIDTH }}
      renderInput={(params) => <TextField {...params} label={label} margin="none" />}
    />
  );
}

export function QueryFilterBar({ fields, onQuery, actions }: Props) {
  const t = useTranslate();
  const list = useListContextWithProps({});
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    fromWire(fields, { ...(list?.filterValues ?? {}) }),
  );
  const set = (k: string, v: unknown) => setValues((s) => ({ ...s, [k]: v }));
  // on a phone the fields fold into one 筛选 drawer, so the rows are above the fold (issue 25 item 15)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [drawer, setDrawer] = useState(false);
  const active = fields.filter((f) =>
    f.kind === 'dateRange' ? !!(values[f.startSource] || values[f.endSource]) : !isBlank(values[f.source]),
  ).length;

  const renderField = (f: FilterField) => {
    switch (f.kind) {
      case 'text':
        return (
          <TextField
            key={f.source}
            {...compact}
            sx={{ width: WIDTH }}
            label={f.label}
            value={(values[f.source] as string) ?? ''}
            onChange={(e) => set(f.source, e.target.value)}
          />
        );
      case 'number':
        return (
          <BoundedNumber
            key={f.source}
            {...compact}
            sx={{ width: WIDTH }}
            label={f.label}
            min={f.min}
            max={f.max}
            value={values[f.source] as number | undefined}
            onChange={(v) => set(f.source, v)}
          />
        );
      case 'select':
        return (
          <TextField
            key={f.source}
            select
            {...compact}
            label={f.label}
            value={(values[f.source] as string) ?? ''}
            onChange={(e) => set(f.source, e.target.value)}
            sx={{ width: WIDTH }}
          >
            <MenuItem value="">&nbsp;</MenuItem>
            {f.choices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'remoteSelect':
        return (
          <RemoteSelect
            key={f.source}
            label={f.label}
            load={f.load}
            value={values[f.source] as string | number | undefined}
            onChange={(v) => set(f.source, v)}
          />
        );
      case 'dateRange':
        return (
          <DateRangeInput
            key={f.source}
            label={f.label}
            dateOnly={f.dateOnly}
            value={
              {
                start: values[f.startSource] as string | undefined,
                end: values[f.endSource] as string | undefined,
              } satisfies DateRange
            }
            onChange={(r) => setValues((s) => ({ ...s, [f.startSource]: r.start, [f.endSource]: r.end }))}
          />
        );
    }
  };

  const apply = (next: Record<string, unknown>) => {
    const clean = toWire(fields, trimFilters(next));
    if (onQuery) onQuery(clean);
    else if (list?.setFilters) {
      list.setFilters(clean, {});
      list.setPage?.(1);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1, width: '100%' }} data-testid="filter-bar">
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="flex-start">
        {!phone && fields.map(renderField)}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
          {phone && (
            <Button
              variant="outlined"
              startIcon={<TuneIcon />}
              onClick={() => setDrawer(true)}
              data-testid="filter-open"
            >
              {active ? t('app.filter.open_count', { count: active }) : t('app.filter.open')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<SearchIcon />}
            onClick={() => apply(values)}
            data-testid="filter-query"
          >
            {t('app.filter.query')}
          </Button>
          <Button
            startIcon={<RestartAltIcon />}
            onClick={() => {
              setValues({});
              apply({});
            }}
            data-testid="filter-reset"
          >
            {t('app.filter.reset')}
          </Button>
        </Box>
        {actions && <Box sx={{ ml: 'auto' }}>{actions}</Box>}
      </Stack>
      {phone && (
        <Drawer anchor="bottom" open={drawer} onClose={() => setDrawer(false)}>
          <Stack spacing={2} sx={{ p: 2, pb: 3, maxHeight: '85vh', overflowY: 'auto' }} data-testid="filter-drawer">
            <Typography variant="subtitle1" fontWeight={600}>
              {t('app.filter.open')}
            </Typography>
            {fields.map(renderField)}
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                startIcon={<SearchIcon />}
                onClick={() => {
                  apply(values);
                  setDrawer(false);
                }}
                data-testid="filter-drawer-query"
              >
                {t('app.filter.query')}
              </Button>
              <Button
                startIcon={<RestartAltIcon />}
                onClick={() => {
                  setValues({});
                  apply({});
                  setDrawer(false);
                }}
              >
                {t('app.filter.reset')}
              </Button>
            </Stack>
          </Stack>
        </Drawer>
      )}
    </Paper>
  );
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
