/** /providers/providerOverview: the caller's groups counted by state, and the latest release history entries. */
import { useEffect, useState } from 'react';
import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { callOperation } from '../../../api/call-operation.ts';
import { ErrorState, LoadingState } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

const STATES = ['draft', 'submitted', 'published', 'revoked', 'overdue'] as const;
interface Release {
  release_id: number;
  group_id: number;
  group_name: string;
  action: string;
  from_state: string | null;
  to_state: string | null;
  actor_name: string | null;
  created_at: string;
}

export function ProviderOverview() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [counts, setCounts] = useState<Record<string, number>>();
  const [recent, setRecent] = useState<Release[]>([]);
  const [error, setError] = useState<string>();
  const load = () => {
    setError(undefined);
    Promise.all([
      ...STATES.map((s) =>
        callOperation<{ total: number }>('groupPage', { query: { group_state: s, page_size: 1 } }).then(
          (p) => [s, p.total] as const,
        ),
      ),
    ]).then(
      (pairs) => setCounts(Object.fromEntries(pairs)),
      (e) => setError((e as Error).message),
    );
    callOperation<{ list: Release[] }>('groupReleasePage', { query: { page_size: 10 } }).then(
      (p) => setRecent(p.list),
      () => setRecent([]),
    );
  };
  useEffect(load, []);
  if (error) return <ErrorState message={error} onRetry={load} />;
  if (!counts) return <LoadingState minHeight={240} />;
  const label = (s: string) => t(`resources.api_groups.choices.group_state.${s}`, { _: s });
  return (
    <Stack spacing={2} data-testid="provider-overview">
      <Grid container spacing={2}>
        {STATES.map((s) => (
          <Grid key={s} size={{ xs: 6, md: 2.4 }}>
            <Card>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {label(s)}
                </Typography>
                <Typography
                  variant="h5"
                  component={Link}
                  to={`/providers/providerapi?filter=${encodeURIComponent(JSON.stringify({ group_state: s }))}`}
                  sx={{ textDecoration: 'none', color: 'inherit' }}
                >
                  {counts[s] ?? 0}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" fontWeight={600}>
            {t('catalog.overview.recent')}
          </Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary">{t('catalog.overview.none')}</Typography>
          ) : (
            <DataTable
              head={false}
              phone="scroll"
              rows={recent}
              rowKey={(r) => r.release_id}
              columns={[
                {
                  key: 'at',
                  label: '',
                  render: (r) => formatDateTime(r.created_at, locale),
                },
                { key: 'group', label: '', render: (r) => r.group_name },
                {
                  key: 'action',
                  label: '',
                  render: (r) => (
                    <Chip
                      size="small"
                      label={t(`resources.group_releases.choices.action.${r.action}`, { _: r.action })}
                    />
                  ),
                },
                {
                  key: 'states',
                  label: '',
                  render: (r) => `${r.from_state ? label(r.from_state) : ''} → ${r.to_state ? label(r.to_state) : ''}`,
                },
                { key: 'actor', label: '', render: (r) => r.actor_name },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
