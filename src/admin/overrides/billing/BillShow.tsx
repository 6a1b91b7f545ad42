/**
 * A bill (reconciliationList → a bill): the generated fields, then the consumer's actions (confirm; dispute with a
 * reason and the credit asked for, which starts the provider's work order), the breakdown per day that opens into
 * its APIs, a day's recount of the raw call logs beside the rollup, the prepaid packages bought that month, credit lines,
 * and the bill's history.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useGetOne, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { useRecordPageId } from '../../resources/RecordPageContext.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi, type S } from '../../features/billing/api.ts';
import { yuan } from '../../features/billing/money.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { Breakdown } from './BillBreakdown.tsx';

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
          <DataTable<S['BillHistory']['list'][number]>
            phone="scroll"
            rows={h.data?.list ?? []}
            rowKey={(e) => e.bill_event_id}
            columns={[
              {
                key: 'time',
                label: t('billing.time'),
                sx: { whiteSpace: 'nowrap' },
                render: (e) => time.format(new Date(e.created_at)),
              },
              { key: 'action', label: t('billing.action'), render: (e) => t(`billing.actions.${e.action}`) },
              { key: 'to', label: t('billing.to'), render: (e) => t(`billing.states.${e.to_state}`) },
              { key: 'actor', label: t('billing.actor'), render: (e) => e.actor_name ?? '–' },
              { key: 'note', label: t('billing.note'), sx: { overflowWrap: 'anywhere' }, render: (e) => e.note ?? '' },
            ]}
          />
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
