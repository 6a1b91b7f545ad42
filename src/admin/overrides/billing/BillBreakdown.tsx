/**
 * A bill's breakdown (BillShow.tsx): per day, opening into its APIs, with a day's recount of the raw call logs beside
 * the rollup; the prepaid packages bought that month and the credit lines.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useLocaleState, useTranslate } from 'react-admin';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi, type S } from '../../features/billing/api.ts';
import { yuan } from '../../features/billing/money.ts';
import { formatDate } from '../../../shared/dates.ts';
import { pick } from '../../../shell/pick-locale.ts';

function Recount({ billId, day, onClose }: { billId: number; day: string | null; onClose: () => void }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const rc = useRemote(
    (_s) => (day ? billingApi.recount(billId, day) : Promise.resolve(undefined)),
    [billId, day],
    !!day,
  );
  return (
    <Dialog open={!!day} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('billing.recount_title', { day })}</DialogTitle>
      <DialogContent>
        <ScreenStates loading={rc.loading} error={rc.error} empty={!rc.data?.rows.length} onRetry={rc.reload}>
          {rc.data && !rc.data.raw_available && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('billing.raw_gone')}
            </Alert>
          )}
          {rc.data && (
            <Chip
              sx={{ mb: 1 }}
              color={rc.data.equal ? 'success' : 'error'}
              label={rc.data.equal ? t('billing.equal') : t('billing.differ')}
              data-testid="recount-result"
            />
          )}
          <DataTable<S['BillRecount']['rows'][number]>
            phone="scroll"
            rows={rc.data?.rows ?? []}
            rowKey={(r) => String(r.api_id)}
            rowSx={(r) => (r.equal ? undefined : { bgcolor: 'error.light' })}
            columns={[
              {
                key: 'api',
                label: t('billing.api'),
                render: (r) => pick(locale, r.api_name, r.api_name_en) || r.api_id,
              },
              {
                key: 'rollup_calls',
                label: `${t('billing.rollup')} · ${t('billing.calls')}`,
                align: 'right',
                render: (r) => r.rollup_calls,
              },
              {
                key: 'raw_calls',
                label: `${t('billing.raw')} · ${t('billing.calls')}`,
                align: 'right',
                render: (r) => r.raw_calls,
              },
              {
                key: 'rollup_billable',
                label: `${t('billing.rollup')} · ${t('billing.billable')}`,
                align: 'right',
                render: (r) => r.rollup_billable,
              },
              {
                key: 'raw_billable',
                label: `${t('billing.raw')} · ${t('billing.billable')}`,
                align: 'right',
                render: (r) => r.raw_billable,
              },
            ]}
          />
        </ScreenStates>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('billing.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

type BreakdownData = S['BillBreakdown'];
type Line =
  | { kind: 'day'; key: string; d: BreakdownData['days'][number] }
  | { kind: 'api-line'; key: string; a: BreakdownData['days'][number]['apis'][number] }
  | { kind: 'package'; key: string; p: BreakdownData['packages'][number] }
  | { kind: 'credit'; key: string; c: BreakdownData['credits'][number] };

export function Breakdown({ billId }: { billId: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const date = { format: (d: Date) => formatDate(d, locale) };
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [recountDay, setRecountDay] = useState<string | null>(null);
  const bd = useRemote((signal) => billingApi.breakdown(billId, signal), [billId]);
  // the days, the open day's lines under it, then the packages and the credits: one table, rows of four kinds
  const lines: Line[] = [
    ...(bd.data?.days ?? []).flatMap((d): Line[] => [
      { kind: 'day', key: d.line_date, d },
      ...(openDay === d.line_date
        ? d.apis.map((a): Line => ({ kind: 'api-line', key: `${d.line_date}-${a.api_id}`, a }))
        : []),
    ]),
    ...(bd.data?.packages ?? []).map((p): Line => ({ kind: 'package', key: `p${p.bill_line_id}`, p })),
    ...(bd.data?.credits ?? []).map((c): Line => ({ kind: 'credit', key: `c${c.bill_line_id}`, c })),
  ];
  return (
    <Card sx={{ mt: 2, minWidth: 0 }} data-testid="bill-breakdown">
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600} gutterBottom>
          {t('billing.breakdown')}
        </Typography>
        <ScreenStates
          loading={bd.loading && !bd.data}
          error={bd.error}
          denied={bd.error?.status === 403}
          empty={!bd.data?.days.length && !bd.data?.packages.length && !bd.data?.credits.length}
          onRetry={bd.reload}
        >
          <DataTable<Line>
            phone="scroll"
            rows={lines}
            rowKey={(l) => l.key}
            rowTestId={(l) => `bill-${l.kind}`}
            rowData={(l) => (l.kind === 'day' ? { 'data-day': l.d.line_date } : {})}
            rowSx={(l) => (l.kind === 'api-line' ? { bgcolor: 'action.hover' } : undefined)}
            onRow={(l) => l.kind === 'day' && setOpenDay(openDay === l.d.line_date ? null : l.d.line_date)}
            rowClickable={(l) => l.kind === 'day'}
            columns={[
              {
                key: 'open',
                label: '',
                padding: 'checkbox',
                render: (l) =>
                  l.kind === 'day' && (
                    <IconButton size="small" aria-label={l.d.line_date}>
                      {openDay === l.d.line_date ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                    </IconButton>
                  ),
              },
              {
                key: 'day',
                label: t('billing.day'),
                span: (l) => (l.kind === 'credit' ? 3 : undefined),
                cellSx: (l) =>
                  l.kind === 'api-line' ? { pl: 4 } : l.kind === 'credit' ? undefined : { whiteSpace: 'nowrap' },
                render: (l) =>
                  l.kind === 'day' || l.kind === 'package' ? (
                    formatDate(l.kind === 'day' ? l.d.line_date : l.p.line_date, locale)
                  ) : l.kind === 'api-line' ? (
                    pick(locale, l.a.api_name, l.a.api_name_en) || l.a.api_id
                  ) : (
                    <>
                      {t('billing.credits')}：{l.c.reason}
                    </>
                  ),
              },
              {
                key: 'calls',
                label: t('billing.calls'),
                align: 'right',
                span: (l) => (l.kind === 'package' ? 2 : undefined),
                cellSx: (l) => (l.kind === 'package' ? { textAlign: 'left' } : undefined),
                render: (l) =>
                  l.kind === 'package' ? (
                    <>
                      {t('billing.package_line')}
                      <Typography variant="body2" color="text.secondary">
                        {t('billing.package_detail', {
                          calls: l.p.calls_included,
                          date: l.p.expires_at ? date.format(new Date(l.p.expires_at)) : '–',
                        })}
                      </Typography>
                    </>
                  ) : l.kind === 'day' ? (
                    l.d.calls
                  ) : l.kind === 'api-line' ? (
                    l.a.calls
                  ) : null,
              },
              {
                key: 'billable',
                label: t('billing.billable'),
                align: 'right',
                render: (l) =>
                  l.kind === 'day' ? l.d.billable_calls : l.kind === 'api-line' ? l.a.billable_calls : null,
              },
              {
                key: 'amount',
                label: t('billing.amount'),
                align: 'right',
                render: (l) =>
                  yuan(
                    l.kind === 'day'
                      ? l.d.amount_fen
                      : l.kind === 'api-line'
                        ? l.a.amount_fen
                        : l.kind === 'package'
                          ? l.p.amount_fen
                          : l.c.amount_fen,
                  ),
              },
              {
                key: 'actions',
                label: '',
                align: 'right',
                cellSx: (l) => (l.kind === 'api-line' ? { color: 'text.secondary', whiteSpace: 'nowrap' } : undefined),
                render: (l) =>
                  l.kind === 'day' ? (
                    <Button
                      size="small"
                      data-testid="bill-recount"
                      onClick={(e) => {
                        e.stopPropagation();
                        setRecountDay(l.d.line_date);
                      }}
                    >
                      {t('billing.recount')}
                    </Button>
                  ) : l.kind === 'api-line' ? (
                    <>
                      {yuan(l.a.unit_price_fen)} {t('billing.per_thousand')}
                    </>
                  ) : null,
              },
            ]}
          />
        </ScreenStates>
      </CardContent>
      <Recount billId={billId} day={recountDay} onClose={() => setRecountDay(null)} />
    </Card>
  );
}
