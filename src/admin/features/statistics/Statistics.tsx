/**
 * The statistics screen of both sides (developer: statisticsIndex, useStatistical, usageDetails, detailedList;
 * provider: interfaceCallList, capabilityUseList, aPIRanking, logStatistical): totals, calls over time and a
 * ranking, filtered by period, environment, group, API and application. Everything comes from the rollups in the
 * caller's scope (the server decides whose calls those are).
 */
import { useMemo, useState } from 'react';
import { Box, Card, CardContent, Grid, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { newopen } from '../../../api/generated/index.ts';
import { operations } from '../../../api/generated/operations.ts';
import { request } from '../../../api/request.ts';
import { useAppState } from '../../../shell/app-state.ts';
import { routeForPath } from '../../../shell/routing/return-url.ts';
import { EmptyState, ErrorState, NoPermissionState } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { formatTick } from '../../../shared/dates.ts';
import { axisWidth, leftRoom, rightRoom, TICK_AXIS_HEIGHT } from '../../ui/chart-axes.ts';
import { EmptyCalls, FilterBar, filterQuery, initialFilter, type StatsFilter } from './filters.tsx';
import { labelOf, useLabels, type LabelKind } from './labels.ts';
import './label-loaders.ts';

type Overview = newopen.components['schemas']['StatsOverview'];
type Series = newopen.components['schemas']['StatsSeries'];
type Ranking = newopen.components['schemas']['StatsRanking'];
/** 'tool': APIs called by AI agents through MCP, named by their tool names (issue 26) */
type RankBy = 'api' | 'group' | 'app' | 'tool';

const [, OVERVIEW] = operations.statisticsOverview;
const [, SERIES] = operations.statisticsSeries;
const [, RANKING] = operations.statisticsRanking;

/** the ranking a page opens on: the provider's capability pages rank groups, the rest APIs */
const RANK_BY_ROUTE: Record<string, RankBy> = { capabilityUseList: 'group', usageDetails: 'app', detailedList: 'app' };
const KIND: Record<RankBy, LabelKind> = { api: 'api', group: 'group', app: 'app', tool: 'api' };
/** a ranked row's name: the tool's name when ranking tools (answered with the row), else the label of its id */
const rowName = (labels: Parameters<typeof labelOf>[0], by: RankBy, r: { id?: number; tool_name?: string | null }) =>
  by === 'tool' && r.tool_name ? r.tool_name : labelOf(labels, KIND[by], r.id);

const STEP = { m: 60_000, h: 3_600_000 } as const;

/** Buckets without calls are absent from the answer; the chart needs them as zeros to draw an honest line. */
export function filledPoints(series: Series, start: Date, end: Date) {
  const byTime = new Map(series.points.map((p) => [new Date(p.bucket_start!).getTime(), p]));
  if (series.granularity === 'd')
    return series.points.map((p) => ({ at: new Date(p.bucket_start!), calls: p.calls, failed: p.calls - p.ok_calls }));
  const step = STEP[series.granularity];
  const out: { at: Date; calls: number; failed: number }[] = [];
  for (let t = Math.floor(start.getTime() / step) * step; t < end.getTime() && out.length < 5000; t += step) {
    const p = byTime.get(t);
    out.push({ at: new Date(t), calls: p?.calls ?? 0, failed: p ? p.calls - p.ok_calls : 0 });
  }
  return out;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="h5" fontWeight={600} color="primary.main" data-testid={testId} noWrap>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
}

const bytes = (n: number | undefined) => {
  const v = n ?? 0;
  return v >= 1 << 30
    ? `${(v / (1 << 30)).toFixed(1)} GB`
    : v >= 1 << 20
      ? `${(v / (1 << 20)).toFixed(1)} MB`
      : v >= 1024
        ? `${(v / 1024).toFixed(1)} KB`
        : `${v} B`;
};

export default function Statistics() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { envType } = useAppState();
  const location = useLocation();
  const routeName = routeForPath(location.pathname)?.name ?? '';
  const [filter, setFilter] = useState<StatsFilter>(() => initialFilter(envType, location.search));
  const [by, setBy] = useState<RankBy>(RANK_BY_ROUTE[routeName] ?? 'api');
  const query = useMemo(() => filterQuery(filter), [filter]);
  const key = JSON.stringify(query);
  const overview = useRemote(
    (signal) => request<Overview>({ url: OVERVIEW, method: 'GET', query, signal }, { notify: false }),
    [key, locale],
  );
  const series = useRemote(
    (signal) => request<Series>({ url: SERIES, method: 'GET', query, signal }, { notify: false }),
    [key, locale],
  );
  const ranking = useRemote(
    (signal) =>
      request<Ranking>({ url: RANKING, method: 'GET', query: { ...query, by, limit: 10 }, signal }, { notify: false }),
    [key, by, locale],
  );
  const labels = useLabels({ [KIND[by]]: ranking.data?.list.map((r) => r.id) ?? [] }, locale);
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN');
  const percent = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  // the ticks follow the console's language (issue 25 item 16); hours and minutes carry the clock
  const tick = (d: Date) => formatTick(d, locale, { time: series.data?.granularity !== 'd' });

  const error = overview.error ?? series.error ?? ranking.error;
  if (error?.status === 403) return <NoPermissionState />;
  const o = overview.data;
  const points = series.data
    ? filledPoints(series.data, new Date(query.start_time as string), new Date(query.end_time as string))
    : [];
  const rows = ranking.data?.list ?? [];
  const total = o?.calls ?? 0;
  const rowNames = rows.map((r) => rowName(labels, by, r));
  const peak = points.reduce((m, p) => Math.max(m, p.calls), 0);
  const yWidth = axisWidth([number.format(peak)]);

  return (
    <Stack spacing={2} sx={{ p: { xs: 0.5, sm: 1 }, minWidth: 0 }} data-testid="statistics">
      <Card>
        <CardContent>
          <FilterBar value={filter} onApply={setFilter} envType={envType} />
        </CardContent>
      </Card>
      {error ? (
        <ErrorState
          message={error.message}
          onRetry={() => {
            overview.reload();
            series.reload();
            ranking.reload();
          }}
        />
      ) : (
        <>
          <Grid container spacing={1.5}>
            {[
              ['calls', t('stats.calls'), o && number.format(o.calls)],
              [
                'success',
                t('stats.success_rate'),
                o && (o.success_rate === null ? '–' : percent.format(o.success_rate)),
              ],
              // a gateway refusal is a 4xx or 5xx too: failures are every call that was not answered 2xx/3xx
              ['failed', t('stats.errors'), o && number.format(o.calls - o.ok_calls)],
              [
                'latency',
                t('stats.avg_latency'),
                o && (o.avg_latency_ms === null ? '–' : t('stats.ms', { n: number.format(o.avg_latency_ms) })),
              ],
              ['max', t('stats.max_latency'), o && t('stats.ms', { n: number.format(o.max_latency_ms ?? 0) })],
              ['traffic', t('stats.traffic'), o && `${bytes(o.bytes_in)} / ${bytes(o.bytes_out)}`],
            ].map(([k, label, value]) => (
              <Grid key={k} size={{ xs: 6, sm: 4, md: 2 }}>
                {value === undefined ? (
                  <Skeleton variant="rounded" height={84} />
                ) : (
                  <Figure label={label!} value={value!} testId={`stat-${k}`} />
                )}
              </Grid>
            ))}
          </Grid>
          <Card>
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="baseline">
                <Typography variant="subtitle1" fontWeight={600}>
                  {t('stats.trend')}
                </Typography>
                {series.data && (
                  <Typography variant="caption" color="text.secondary">
                    {t(`stats.granularity.${series.data.granularity}`)}
                  </Typography>
                )}
              </Stack>
              {series.loading && !series.data ? (
                <Skeleton variant="rounded" height={260} />
              ) : !series.data?.points.length ? (
                <EmptyCalls filter={filter} onApply={setFilter} />
              ) : (
                <Box sx={{ width: '100%', height: 280 }} data-testid="stats-chart">
                  <LineChart
                    height={280}
                    xAxis={[
                      {
                        data: points.map((p) => p.at),
                        scaleType: 'time',
                        valueFormatter: tick,
                        height: TICK_AXIS_HEIGHT,
                      },
                    ]}
                    yAxis={[{ width: yWidth }]}
                    series={[
                      {
                        data: points.map((p) => p.calls),
                        label: t('stats.calls'),
                        showMark: false,
                        area: true,
                        color: '#1677ff',
                      },
                      {
                        data: points.map((p) => p.failed),
                        label: t('stats.failed'),
                        showMark: false,
                        color: '#f5222d',
                      },
                    ]}
                    margin={{
                      left: points.length ? leftRoom(tick(points[0].at), yWidth) : 8,
                      right: points.length ? rightRoom(tick(points[points.length - 1].at)) : 16,
                    }}
                  />
                </Box>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" fontWeight={600}>
                {t('stats.ranking')}
              </Typography>
              <Tabs
                value={by}
                onChange={(_e, v: RankBy) => setBy(v)}
                variant="scrollable"
                allowScrollButtonsMobile
                sx={{ mb: 1 }}
              >
                <Tab value="api" label={t('stats.by_api')} data-testid="rank-api" />
                <Tab value="group" label={t('stats.by_group')} data-testid="rank-group" />
                <Tab value="app" label={t('stats.by_app')} data-testid="rank-app" />
                <Tab value="tool" label={t('stats.by_tool')} data-testid="rank-tool" />
              </Tabs>
              {ranking.loading && !ranking.data ? (
                <Skeleton variant="rounded" height={200} />
              ) : !rows.length ? (
                <EmptyState />
              ) : (
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <DataTable
                      tableTestId="stats-ranking"
                      phone="scroll"
                      rows={rows}
                      rowKey={(r) => `${r.id ?? ''}:${r.tool_name ?? ''}`}
                      columns={[
                        { key: 'rank', label: t('stats.rank'), render: (r) => rows.indexOf(r) + 1 },
                        {
                          key: 'name',
                          label: t('stats.name'),
                          sx: { whiteSpace: 'nowrap' },
                          render: (r) => rowName(labels, by, r),
                        },
                        {
                          key: 'calls',
                          label: t('stats.calls'),
                          align: 'right',
                          render: (r) => number.format(r.calls),
                        },
                        {
                          key: 'success_rate',
                          label: t('stats.success_rate'),
                          align: 'right',
                          render: (r) => (r.success_rate === null ? '–' : percent.format(r.success_rate)),
                        },
                        {
                          key: 'avg_latency',
                          label: t('stats.avg_latency'),
                          align: 'right',
                          render: (r) =>
                            r.avg_latency_ms === null ? '–' : t('stats.ms', { n: number.format(r.avg_latency_ms) }),
                        },
                        {
                          key: 'share',
                          label: t('stats.share'),
                          align: 'right',
                          render: (r) => (total ? percent.format(r.calls / total) : '–'),
                        },
                      ]}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <Box data-testid="stats-ranking-chart">
                      <BarChart
                        height={Math.max(160, rows.length * 32 + 40)}
                        layout="horizontal"
                        yAxis={[{ scaleType: 'band', data: rowNames, width: axisWidth(rowNames, { max: 180 }) }]}
                        margin={{ right: rightRoom(number.format(rows[0]?.calls ?? 0)) }}
                        xAxis={[{ height: TICK_AXIS_HEIGHT }]}
                        series={[{ data: rows.map((r) => r.calls), label: t('stats.calls'), color: '#1677ff' }]}
                        hideLegend
                      />
                    </Box>
                  </Grid>
                </Grid>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
