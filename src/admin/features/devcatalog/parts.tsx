/** Pieces the developer catalog screens share: names in the reader's language, environments, the 403 state. */
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiRequestError } from '../../../api/errors.ts';
import { formatDate } from '../../../shared/dates.ts';

export const groupLabel = (g: { group_name: string; group_name_en: string | null }, locale: string) =>
  (locale === 'en' && g.group_name_en) || g.group_name;

export function EnvChips({ envs }: { envs: number[] }) {
  const t = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      {envs.map((e) => (
        <Chip key={e} size="small" variant="outlined" label={t(`apps.env_${e}`)} />
      ))}
    </Stack>
  );
}

/** the server's 403 is the no-permission state; any other failure is the error state with its message */
export const deniedBy = (error: ApiRequestError | null) => error?.status === 403;
export const failure = (error: ApiRequestError | null) => (error && error.status !== 403 ? error : null);

/** a positive integer from the query string, or undefined */
export function idParam(search: URLSearchParams, name: string): number | undefined {
  const n = Number(search.get(name));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function periodText(
  t: (k: string) => string,
  r: { start_time: string | null; end_time: string | null },
  locale: string,
) {
  const f = (d: string) => formatDate(d, locale);
  return r.start_time ? `${f(r.start_time)} – ${r.end_time ? f(r.end_time) : t('access.open_ended')}` : '—';
}

const STATE_COLORS: Record<string, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  active: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export function StateChip({ state, enabled }: { state: string; enabled: number }) {
  const t = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={STATE_COLORS[state] ?? 'default'} label={t(`access.state_${state}`, { _: state })} />
      {state === 'active' && enabled === 0 && <Chip size="small" label={t('devcatalog.disabled')} />}
    </Stack>
  );
}
