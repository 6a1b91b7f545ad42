/**
 * A bill (reconciliationList → a bill): the generated fields, then the consumer's actions (confirm; dispute with a
 * reason and the credit asked for, which starts the provider's work order), the breakdown per day that opens into
 * its APIs, a day's recount of the raw call logs beside the rollup, the prepaid packages bought that month, credit lines,
 * and the bill's history.
 */
import { Fragment, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useGetOne, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { useRecordPageId } from '../../resources/RecordPageContext.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi, type S } from '../../features/billing/api.ts';
import { yuan } from '../../features/billing/money.ts';
import { formatDate, formatDateTime } from '../../../shared/dates.ts';
import { pick } from '../../../shell/pick-locale.ts';

const CONSUMER_ACTIONS: Record<string, boolean> = { issued: true, adjusted: true, upheld: true };

function Actions({ bill, onDone }: { bill: S['Bill']; onDone: () => void }) {
  const t = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [credit, setCredit] = useState('');
  const [busy, setBusy] = useState(false);
  const creditFen = /^\d+(\.\d{1,2})?$/.test(credit.trim()) ? Math.round(Number(credit.trim()) * 100) : NaN;
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      notify(done, { type: 'success' });
      setOpen(false);
      onDone();
    } catch {
      /* the request wrapper showed the message */
    } finally {
      setBusy(false);
    }
  };
  if (!bill.state || !CONSUMER_ACTIONS[bill.state]) {
    return bill.work_order_id ? (
      <Button size="small" component={Link} to={`/process/related?work_order_id=${bill.work_order_id}`}>
        {t('billing.open_work_order')} #{bill.work_order_id}
      </Button>
    ) : null;
  }
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button
        variant="contained"
        disabled={busy}
        data-testid="bill-confirm"
        onClick={() => run(() => billingApi.confirm(bill.bill_id), t('billing.confirmed'))}
      >
        {t('billing.confirm')}
      </Button>
      {bill.state === 'issued' && (
        <Button
          variant="outlined"
          color="warning"
          disabled={busy}
          data-testid="bill-dispute"
          onClick={() => setOpen(true)}
        >
          {t('billing.dispute')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('billing.dispute_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={t('billing.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={3}
              required
              inputProps={{ maxLength: 500 }}
            />
            <TextField
              label={t('billing.credit_yuan')}
              value={credit}
              onChange={(e) => setCredit(e.target.value)}
              required
              error={credit !== '' && !(creditFen > 0)}
              helperText={`≤ ${yuan(bill.total_fen)}`}
              inputProps={{ inputMode: 'decimal' }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('billing.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || !reason.trim() || !(creditFen > 0)}
            onClick={() => run(() => billingApi.dispute(bill.bill_id, reason.trim(), creditFen), t('billing.disputed'))}
          >
            {t('billing.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

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
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('billing.api')}</TableCell>
                  <TableCell align="right">
                    {t('billing.rollup')} · {t('billing.calls')}
                  </TableCell>
                  <TableCell align="right">
                    {t('billing.raw')} · {t('billing.calls')}
                  </TableCell>
                  <TableCell align="right">
                    {t('billing.rollup')} · {t('billing.billable')}
                  </TableCell>
                  <TableCell align="right">
                    {t('billing.raw')} · {t('billing.billable')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rc.data?.rows.map((r) => (
                  <TableRow key={String(r.api_id)} sx={r.equal ? undefined : { bgcolor: 'error.light' }}>
                    <TableCell>{pick(locale, r.api_name, r.api_name_en) || r.api_id}</TableCell>
                    <TableCell align="right">{r.rollup_calls}</TableCell>
                    <TableCell align="right">{r.raw_calls}</TableCell>
                    <TableCell align="right">{r.rollup_billable}</TableCell>
                    <TableCell align="right">{r.raw_billable}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ScreenStates>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('billing.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Breakdown({ billId }: { billId: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const date = { format: (d: Date) => formatDate(d, locale) };
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [recountDay, setRecountDay] = useState<string | null>(null);
  const bd = useRemote((signal) => billingApi.breakdown(billId, signal), [billId]);
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
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('billing.day')}</TableCell>
                  <TableCell align="right">{t('billing.calls')}</TableCell>
                  <TableCell align="right">{t('billing.billable')}</TableCell>
                  <TableCell align="right">{t('billing.amount')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {bd.data?.days.map((d) => (
                  <Fragment key={d.line_date}>
                    <TableRow
                      hover
                      data-testid="bill-day"
                      data-day={d.line_date}
                      sx={{ cursor: 'pointer' }}
                      onClick={() => setOpenDay(openDay === d.line_date ? null : d.line_date)}
                    >
                      <TableCell padding="checkbox">
                        <IconButton size="small" aria-label={d.line_date}>
                          {openDay === d.line_date ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(d.line_date, locale)}</TableCell>
                      <TableCell align="right">{d.calls}</TableCell>
                      <TableCell align="right">{d.billable_calls}</TableCell>
                      <TableCell align="right">{yuan(d.amount_fen)}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          data-testid="bill-recount"
                          onClick={(e) => {
                            e.stopPropagation();
                            setRecountDay(d.line_date);
                          }}
                        >
                          {t('billing.recount')}
                        </Button>
                      </TableCell>
                    </TableRow>
                    {openDay === d.line_date &&
                      d.apis.map((a) => (
                        <TableRow
                          key={`${d.line_date}-${a.api_id}`}
                          data-testid="bill-api-line"
                          sx={{ bgcolor: 'action.hover' }}
                        >
                          <TableCell />
                          <TableCell sx={{ pl: 4 }}>{pick(locale, a.api_name, a.api_name_en) || a.api_id}</TableCell>
                          <TableCell align="right">{a.calls}</TableCell>
                          <TableCell align="right">{a.billable_calls}</TableCell>
                          <TableCell align="right">{yuan(a.amount_fen)}</TableCell>
                          <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                            {yuan(a.unit_price_fen)} {t('billing.per_thousand')}
                          </TableCell>
                        </TableRow>
                      ))}
                  </Fragment>
                ))}
                {bd.data?.packages.map((p) => (
                  <TableRow key={p.bill_line_id} data-testid="bill-package">
                    <TableCell />
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.line_date, locale)}</TableCell>
                    <TableCell colSpan={2}>
                      {t('billing.package_line')}
                      <Typography variant="body2" color="text.secondary">
                        {t('billing.package_detail', {
                          calls: p.calls_included,
                          date: p.expires_at ? date.format(new Date(p.expires_at)) : '–',
                        })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{yuan(p.amount_fen)}</TableCell>
                    <TableCell />
                  </TableRow>
                ))}
                {bd.data?.credits.map((c) => (
                  <TableRow key={c.bill_line_id} data-testid="bill-credit">
                    <TableCell />
                    <TableCell colSpan={3}>
                      {t('billing.credits')}：{c.reason}
                    </TableCell>
                    <TableCell align="right">{yuan(c.amount_fen)}</TableCell>
                    <TableCell />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ScreenStates>
      </CardContent>
      <Recount billId={billId} day={recountDay} onClose={() => setRecountDay(null)} />
    </Card>
  );
}

function History({ billId, round }: { billId: number; round: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const h = useRemote((signal) => billingApi.history(billId, signal), [billId, round]);
  const time = { format: (d: Date) => formatDateTime(d, locale) };
  return (
    <Card sx={{ mt: 2, minWidth: 0 }} data-testid="bill-history">
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600} gutterBottom>
          {t('billing.history')}
        </Typography>
        <ScreenStates loading={h.loading && !h.data} error={h.error} empty={!h.data?.list.length} onRetry={h.reload}>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('billing.time')}</TableCell>
                  <TableCell>{t('billing.action')}</TableCell>
                  <TableCell>{t('billing.to')}</TableCell>
                  <TableCell>{t('billing.actor')}</TableCell>
                  <TableCell>{t('billing.note')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {h.data?.list.map((e) => (
                  <TableRow key={e.bill_event_id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{time.format(new Date(e.created_at))}</TableCell>
                    <TableCell>{t(`billing.actions.${e.action}`)}</TableCell>
                    <TableCell>{t(`billing.states.${e.to_state}`)}</TableCell>
                    <TableCell>{e.actor_name ?? '–'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.note ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}

function BillPanels() {
  const id = Number(useRecordPageId());
  const refresh = useRefresh();
  const [round, setRound] = useState(0);
  const { data: bill } = useGetOne<S['Bill'] & { id: number }>(
    'bills',
    { id },
    { enabled: Number.isFinite(id) && id > 0 },
  );
  if (!bill) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ mt: 2 }}>
        <Actions
          bill={bill}
          onDone={() => {
            refresh();
            setRound((r) => r + 1);
          }}
        />
      </Box>
      <Breakdown billId={bill.bill_id} />
      <History billId={bill.bill_id} round={round} />
    </Box>
  );
}

export const BillShow = () => (
  <>
    <GeneratedShow />
    <BillPanels />
  </>
);
