/** Billing charts: the monthly spend (or, for providers, revenue) trend and the top APIs by cost, from billSummary. */
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { EmptyState, ErrorState } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi } from './api.ts';

export function BillingCharts({ side }: { side: 'consumer' | 'provider' }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const s = useRemote((signal) => billingApi.summary(side, signal), [side, locale]);
  if (s.error?.status === 403) return null;
  const trend = s.data?.trend ?? [];
  const top = s.data?.top_apis ?? [];
  const spent = trend.some((p) => p.total_fen > 0);
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
              <LineChart
                height={240}
                margin={{ left: 8, right: 16 }}
                xAxis={[{ data: trend.map((p) => p.month), scaleType: 'point', height: 28 }]}
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
              <BarChart
                height={Math.max(160, top.length * 30 + 40)}
                layout="horizontal"
                hideLegend
                yAxis={[{ scaleType: 'band', data: top.map((a) => a.api_name ?? String(a.api_id)), width: 100 }]}
                xAxis={[{ height: 28 }]}
                series={[
                  {
                    data: top.map((a) => a.amount_fen / 100),
                    label: t(side === 'provider' ? 'billing.income' : 'billing.spend'),
                    color: '#fa8c16',
                  },
                ]}
              />
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
