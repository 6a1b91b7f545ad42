/** Billing charts: the monthly spend (or, for providers, revenue) trend and the top APIs by cost, from billSummary. */
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { EmptyState, ErrorState } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { formatMonth } from '../../../shared/dates.ts';
import { axisWidth, leftRoom, rightRoom, TICK_AXIS_HEIGHT } from '../../ui/chart-axes.ts';
import { billingApi } from './api.ts';
import { pick } from '../../../shell/pick-locale.ts';

export function BillingCharts({ side }: { side: 'consumer' | 'provider' }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const s = useRemote((signal) => billingApi.summary(side, signal), [side, locale]);
  if (s.error?.status === 403) return null;
  const trend = s.data?.trend ?? [];
  const top = s.data?.top_apis ?? [];
  const spent = trend.some((p) => p.total_fen > 0);
  // months and amounts in the console's language, axes sized to their labels so none is cut (issue 25 item 16)
  const months = trend.map((p) => formatMonth(p.month, locale));
  const money = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', { maximumFractionDigits: 2 });
  const peak = trend.reduce((m, p) => Math.max(m, p.total_fen / 100), 0);
  const yWidth = axisWidth([money.format(peak)]);
  const names = top.map((a) => pick(locale, a.api_name, a.api_name_en) || String(a.api_id));
  const topPeak = top.reduce((m, a) => Math.max(m, a.amount_fen / 100), 0);
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} data-testid={`billing-charts-${side}`}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ minWidth: 0 }}>
          <CardContent>
            <Typography variant="subtitle1" fontWeight={600}>
              {t(side === 'provider' ? 'billing.revenue' : 'billing.trend')}
            </Typography>
            {s.loading && !s.data ? (
              <Skeleton variant="rounded" height={220} />
            ) : s.error ? (
              <ErrorState message={s.error.message} onRetry={s.reload} />
            ) : !spent ? (
              <EmptyState />
            ) : (
              <Box data-testid="billing-trend-chart">
                <LineChart
                  height={240}
                  margin={{
                    left: leftRoom(months[0] ?? '', yWidth),
                    right: rightRoom(months[months.length - 1] ?? ''),
                  }}
                  xAxis={[{ data: months, scaleType: 'point', height: TICK_AXIS_HEIGHT }]}
                  yAxis={[{ width: yWidth, valueFormatter: (v: number) => money.format(v) }]}
                  series={[
                    {
                      data: trend.map((p) => p.total_fen / 100),
                      label: t(side === 'provider' ? 'billing.income' : 'billing.spend'),
                      area: true,
                      curve: 'linear',
                      color: '#1677ff',
                    },
                  ]}
                />
              </Box>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ minWidth: 0 }}>
          <CardContent>
            <Typography variant="subtitle1" fontWeight={600}>
              {t('billing.top_apis')}
            </Typography>
            {s.loading && !s.data ? (
              <Skeleton variant="rounded" height={220} />
            ) : !top.some((a) => a.amount_fen > 0) ? (
              <EmptyState />
            ) : (
              <Box data-testid="billing-top-chart">
                <BarChart
                  height={Math.max(160, top.length * 30 + 40)}
                  layout="horizontal"
                  hideLegend
                  margin={{ right: rightRoom(money.format(topPeak)) }}
                  yAxis={[{ scaleType: 'band', data: names, width: axisWidth(names, { max: 180 }) }]}
                  xAxis={[{ height: TICK_AXIS_HEIGHT, valueFormatter: (v: number) => money.format(v) }]}
                  series={[
                    {
                      data: top.map((a) => a.amount_fen / 100),
                      label: t(side === 'provider' ? 'billing.income' : 'billing.spend'),
                      color: '#fa8c16',
                    },
                  ]}
                />
              </Box>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
