/**
 * The call log of both sides (developer: useLog; provider: logging): the calls the caller may see, newest first,
 * a keyset page at a time (加载更多 continues after the last row shown, so page 100 costs what page 1 does), with
 * the statistics filters plus status. 导出 runs a server export of the current filters (source `call_logs`); the
 * export tray follows it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ApiRequestError } from '../../../api/errors.ts';
import type { newopen } from '../../../api/generated/index.ts';
import { operations } from '../../../api/generated/operations.ts';
import { request } from '../../../api/request.ts';
import { useAppState } from '../../../shell/app-state.ts';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { DataTable, type OperationColumn } from '../../../shell/ui/DataTable.tsx';
import { useCan } from '../../ui/Can.tsx';
import { ErrorState, LoadingState, NoPermissionState } from '../../../shell/ui/states.tsx';
import { EmptyCalls, FilterBar, filterQuery, initialFilter, type StatsFilter } from './filters.tsx';
import { labelOf, useLabels } from './labels.ts';
import './label-loaders.ts';
import { formatDateTime } from '../../../shared/dates.ts';

type Page = newopen.components['schemas']['CallLogPage'];
// channel and tool_name: an AI agent's tool call (issue 26); optional, so the screen reads logs written before them
type Call = newopen.components['schemas']['CallLog'] & { channel?: string | null; tool_name?: string | null };
const [, PAGE] = operations.callLogPage;
const PAGE_SIZE = 50;

const statusColor = (s: number): 'success' | 'warning' | 'error' | 'default' =>
  s < 300 ? 'success' : s < 500 ? 'warning' : s < 600 ? 'error' : 'default';

export default function CallLog() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { envType } = useAppState();
  const canExport = useCan('export');
  const location = useLocation();
  const [filter, setFilter] = useState<StatsFilter>(() => initialFilter(envType, location.search));
  const query = useMemo(() => filterQuery(filter, true), [filter]);
  const [rows, setRows] = useState<Call[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [state, setState] = useState<{ loading: boolean; error: ApiRequestError | null }>({
    loading: true,
    error: null,
  });
  const [round, setRound] = useState(0);
  const ctrl = useRef<AbortController | null>(null);

  const load = useCallback(
    async (after: string | null) => {
      ctrl.current?.abort();
      const c = new AbortController();
      ctrl.current = c;
      setState({ loading: true, error: null });
      try {
        const page = await request<Page>(
          {
            url: PAGE,
            method: 'GET',
            query: { ...query, page_size: PAGE_SIZE, cursor: after ?? undefined },
            signal: c.signal,
          },
          { notify: false },
        );
        if (c.signal.aborted) return;
        setRows((prev) => (after ? [...prev, ...page.list] : page.list));
        setCursor(page.next_cursor);
        setState({ loading: false, error: null });
      } catch (e) {
        if (!c.signal.aborted) setState({ loading: false, error: e as ApiRequestError });
      }
    },
    [query],
  );

  useEffect(() => {
    setRows([]);
    void load(null);
    return () => ctrl.current?.abort();
  }, [load, round, locale]);

  const labels = useLabels(
    {
      group: rows.map((r) => r.group_id),
      api: rows.map((r) => r.api_id),
      app: rows.map((r) => r.apply_id),
      user: rows.map((r) => r.developer_id),
    },
    locale,
  );
  const time = { format: (d: Date) => formatDateTime(d, locale, { seconds: true }) };
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN');

  const label = (kind: 'api' | 'group' | 'app' | 'user', key: string, id: (r: Call) => number | null | undefined) => ({
    key,
    label: t(`stats.col.${key}`),
    nowrap: true,
    render: (r: Call) => labelOf(labels, kind, id(r)),
  });
  const columns: OperationColumn<Call>[] = [
    { key: 'time', label: t('stats.log.time'), nowrap: true, render: (r) => time.format(new Date(r.called_at)) },
    {
      key: 'status',
      label: t('stats.log.status'),
      nowrap: true,
      render: (r) => (
        <Tooltip title={r.error_code ?? ''}>
          <Chip
            size="small"
            color={statusColor(r.status)}
            variant={r.status < 300 ? 'outlined' : 'filled'}
            label={r.error_code ? `${r.status} ${r.error_code}` : r.status}
            data-testid="log-status"
          />
        </Tooltip>
      ),
    },
    { key: 'env', label: t('stats.env'), nowrap: true, render: (r) => t(`stats.env_${r.env_type}`) },
    {
      key: 'channel',
      label: t('stats.channel'),
      nowrap: true,
      testid: 'log-channel',
      render: (r) =>
        r.channel === 'mcp' ? (
          <>
            <Chip size="small" color="secondary" variant="outlined" label="MCP" sx={{ mr: 0.5 }} />
            {r.tool_name && (
              <Box component="code" data-testid="log-tool">
                {r.tool_name}
              </Box>
            )}
          </>
        ) : (
          t('stats.channel_api')
        ),
    },
    label('api', 'api', (r) => r.api_id),
    label('group', 'group', (r) => r.group_id),
    label('app', 'app', (r) => r.apply_id),
    label('user', 'developer', (r) => r.developer_id),
    {
      key: 'path',
      label: t('stats.log.path'),
      sx: { maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      title: (r) => `${r.method ?? ''} ${r.path ?? ''}`,
      render: (r) => (
        <>
          <Box component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
            {r.method}
          </Box>
          {r.path}
        </>
      ),
    },
    {
      key: 'latency',
      label: t('stats.log.latency'),
      align: 'right',
      nowrap: true,
      render: (r) => (
        <>
          {t('stats.ms', { n: number.format(r.latency_ms) })}
          {r.upstream_latency_ms !== null && r.upstream_latency_ms !== undefined && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('stats.log.upstream')} {t('stats.ms', { n: number.format(r.upstream_latency_ms) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'bytes',
      label: t('stats.log.bytes'),
      align: 'right',
      nowrap: true,
      render: (r) => `${number.format(r.bytes_in ?? 0)} / ${number.format(r.bytes_out ?? 0)}`,
    },
    { key: 'ip', label: t('stats.log.client_ip'), nowrap: true, render: (r) => r.client_ip ?? '–' },
    {
      key: 'request_id',
      label: t('stats.log.request_id'),
      nowrap: true,
      render: (r) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
          {r.request_id}
        </Box>
      ),
    },
  ];

  if (state.error?.status === 403) return <NoPermissionState />;
  const first = state.loading && !rows.length;

  return (
    <Stack spacing={2} sx={{ p: { xs: 0.5, sm: 1 }, minWidth: 0 }} data-testid="call-log">
      <Card>
        <CardContent>
          <FilterBar value={filter} onApply={setFilter} withStatus envType={envType} />
        </CardContent>
      </Card>
      <Card sx={{ minWidth: 0 }}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="body2" color="text.secondary" data-testid="log-count">
              {t('stats.log.shown', { n: rows.length })}
            </Typography>
            {canExport && <ExportMenu source="call_logs" filter={query} disabled={!rows.length} />}
          </Stack>
          {state.error && !rows.length ? (
            <ErrorState message={state.error.message} onRetry={() => setRound((r) => r + 1)} />
          ) : first ? (
            <LoadingState />
          ) : !rows.length ? (
            <EmptyCalls filter={filter} onApply={setFilter} />
          ) : (
            <>
              <DataTable<Call>
                columns={columns}
                rows={rows}
                rowKey={(r) => r.request_id}
                rowTestId="log-row"
                tableTestId="log-table"
                phone="scroll"
              />
              <Box sx={{ textAlign: 'center', mt: 1.5 }}>
                {state.error && (
                  <Typography color="error" variant="body2">
                    {state.error.message}
                  </Typography>
                )}
                {cursor ? (
                  <Button onClick={() => void load(cursor)} disabled={state.loading} data-testid="log-more">
                    {t('stats.log.more')}
                  </Button>
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    {t('stats.log.end')}
                  </Typography>
                )}
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
