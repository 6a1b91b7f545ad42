/**
 * The filter bar shared by the statistics and call-log screens: period, environment, group, API and application
 * (and status on the log). Edits stay a draft until 查询; the applied filter is what the screens load.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateRangeInput } from '../../ui/DateRangeInput.tsx';
import { IdPicker } from './IdPicker.tsx';

const ID_LABEL = { group_id: 'stats.group', api_id: 'stats.api', apply_id: 'stats.app' } as const;
import type { DateRange } from '../../ui/date-range.ts';

export interface StatsFilter {
  range: DateRange;
  env_type: string;
  group_id: string;
  api_id: string;
  apply_id: string;
  status: string;
  /** '' (every call), 'api' (signed calls) or 'mcp' (AI agents' tool calls) */
  channel: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DDTHH:mm` in local time, the value of a datetime-local input */
export const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

const HOUR = 3_600_000;
const CHANNELS = ['api', 'mcp'];
const positive = (v: string) => (/^\d+$/.test(v.trim()) && Number(v) > 0 ? Number(v) : undefined);
/** whole hours, so totals come from hour rollups; the end is the next hour, so calls of this minute count */
export function quickRange(kind: 'today' | 'd7' | 'd30', now = new Date()): DateRange {
  const end = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  if (kind === 'today') {
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    return { start: localInput(start), end: localInput(end) };
  }
  return { start: localInput(new Date(end.getTime() - (kind === 'd7' ? 7 : 30) * 24 * HOUR)), end: localInput(end) };
}

/**
 * The last 7 days in every environment: the calls are where they are (mostly production), not in the environment the
 * header shows, so a screen opened cold is not empty for that reason; the environment is a column and a filter. A
 * link may name an environment, group, API or application (?env_type=3&apply_id=7).
 */
export function initialFilter(_envType: number | null, search = ''): StatsFilter {
  const q = new URLSearchParams(search);
  const id = (k: string) => (positive(q.get(k) ?? '') ? q.get(k)! : '');
  return {
    range: quickRange('d7'),
    env_type: ['1', '2', '3'].includes(q.get('env_type') ?? '') ? q.get('env_type')! : '',
    group_id: id('group_id'),
    api_id: id('api_id'),
    apply_id: id('apply_id'),
    status: '',
    channel: CHANNELS.includes(q.get('channel') ?? '') ? q.get('channel')! : '',
  };
}

/** The operations' query: ISO times, numbers, empty values left out; a missing end is now, a missing start 7 days before it. */
export function filterQuery(f: StatsFilter, withStatus = false): Record<string, string | number | undefined> {
  const fallback = quickRange('d7');
  const end = new Date(f.range.end || fallback.end!);
  const start = new Date(f.range.start || localInput(new Date(end.getTime() - 7 * 24 * HOUR)));
  return {
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    env_type: positive(f.env_type),
    group_id: positive(f.group_id),
    api_id: positive(f.api_id),
    apply_id: positive(f.apply_id),
    ...(withStatus ? { status: positive(f.status) } : {}),
    ...(f.channel ? { channel: f.channel } : {}),
  };
}

export function FilterBar({
  value,
  onApply,
  withStatus = false,
  envType,
}: {
  value: StatsFilter;
  onApply: (f: StatsFilter) => void;
  withStatus?: boolean;
  envType: number | null;
}) {
  const t = useTranslate();
  const [draft, setDraft] = useState(value);
  // the applied filter may change from outside the bar (the empty state's one-click widening)
  useEffect(() => setDraft(value), [value]);
  const set = (k: keyof StatsFilter) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const idField = (k: 'status', label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[k]}
      onChange={set(k)}
      sx={{ width: { xs: '100%', sm: 130 } }}
      error={draft[k] !== '' && positive(draft[k]) === undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `filter-${k}` } }}
    />
  );
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
      data-testid="stats-filters"
    >
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center">
        {/* as wide as the range needs: a narrower box let it run under the environment picker */}
        <Box sx={{ width: { xs: '100%', sm: 'auto' }, maxWidth: '100%' }}>
          <DateRangeInput
            label={t('stats.range')}
            value={draft.range}
            onChange={(range) => setDraft((d) => ({ ...d, range }))}
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('stats.env')}
          value={draft.env_type}
          onChange={set('env_type')}
          sx={{ width: { xs: '100%', sm: 140 } }}
          slotProps={{
            select: {
              displayEmpty: true,
              SelectDisplayProps: { 'data-testid': 'filter-env' } as React.HTMLAttributes<HTMLDivElement>,
            },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="">{t('stats.env_all')}</MenuItem>
          {[1, 2, 3].map((e) => (
            <MenuItem key={e} value={String(e)}>
              {t(`stats.env_${e}`)}
            </MenuItem>
          ))}
        </TextField>
        {(['group_id', 'api_id', 'apply_id'] as const).map((k) => (
          <IdPicker
            key={k}
            kind={k}
            label={t(ID_LABEL[k])}
            value={draft[k]}
            onChange={(id) => setDraft((d) => ({ ...d, [k]: id }))}
          />
        ))}
        {withStatus && idField('status', t('stats.status'))}
        <TextField
          select
          size="small"
          label={t('stats.channel')}
          value={draft.channel}
          onChange={set('channel')}
          sx={{ width: { xs: '100%', sm: 140 } }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'filter-channel' } as React.HTMLAttributes<HTMLDivElement> },
          }}
        >
          <MenuItem value="">{t('stats.channel_all')}</MenuItem>
          {CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`stats.channel_${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" size="small" data-testid="filter-apply">
            {t('stats.query')}
          </Button>
          <Button
            size="small"
            onClick={() => {
              const f = initialFilter(envType);
              setDraft(f);
              onApply(f);
            }}
          >
            {t('stats.reset')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} useFlexGap flexWrap="wrap">
        {(['today', 'd7', 'd30'] as const).map((k) => (
          <Chip
            key={k}
            size="small"
            variant="outlined"
            label={t(`stats.quick.${k}`)}
            data-testid={`quick-${k}`}
            onClick={() => {
              const f = { ...draft, range: quickRange(k) };
              setDraft(f);
              onApply(f);
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * No calls: says which environment and period were searched, with one click to every environment or the last 30
 * days (and to clear the group, API and application when one is set), instead of a bare 暂无数据.
 */
export function EmptyCalls({ filter, onApply }: { filter: StatsFilter; onApply: (f: StatsFilter) => void }) {
  const t = useTranslate();
  const fmt = (v: string | null | undefined) => (v ? v.replace('T', ' ') : '…');
  const env = filter.env_type ? t(`stats.env_${filter.env_type}`) : t('stats.env_all');
  const narrowed = Boolean(filter.group_id || filter.api_id || filter.apply_id || filter.status);
  return (
    <Alert severity="info" data-testid="stats-empty" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      {t('stats.empty_for', { env, start: fmt(filter.range.start), end: fmt(filter.range.end) })}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
        {filter.env_type && (
          <Button
            size="small"
            variant="outlined"
            data-testid="stats-empty-all-envs"
            onClick={() => onApply({ ...filter, env_type: '' })}
          >
            {t('stats.widen_envs')}
          </Button>
        )}
        {[1, 2, 3]
          .filter((e) => String(e) !== filter.env_type)
          .map((e) => (
            <Button
              key={e}
              size="small"
              data-testid={`stats-empty-env-${e}`}
              onClick={() => onApply({ ...filter, env_type: String(e) })}
            >
              {t(`stats.env_${e}`)}
            </Button>
          ))}
        <Button
          size="small"
          data-testid="stats-empty-d30"
          onClick={() => onApply({ ...filter, range: quickRange('d30') })}
        >
          {t('stats.quick.d30')}
        </Button>
        {narrowed && (
          <Button
            size="small"
            data-testid="stats-empty-clear"
            onClick={() => onApply({ ...filter, group_id: '', api_id: '', apply_id: '', status: '' })}
          >
            {t('stats.widen_clear')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
