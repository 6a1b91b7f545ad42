/**
 * Every delivery of the application's callbacks, newest first: the event, its state, the HTTP status and the first
 * characters of the receiver's answer (or the connection error), attempts and the next retry; redeliver sends it
 * again with the same webhook-id. Refreshes itself while a delivery is still on its way.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { redeliver, type CallbackDelivery } from './api.ts';
import { eventLabel } from './labels.ts';
import { formatDateTime } from '../../../shared/dates.ts';

const COLOR = { succeeded: 'success', failed: 'error', pending: 'warning', sending: 'info' } as const;
const POLL_MS = 1500;

export function DeliveriesTable({ applyId, canEdit, round }: { applyId: number; canEdit: boolean; round: number }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [again, setAgain] = useState(0);
  const [moving, setMoving] = useState(false);
  const reload = () => setAgain((n) => n + 1);
  // a queued test event is sent within a second or two: look again until every delivery has settled
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setAgain((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [moving, again]);
  const fmt = (iso?: string | null) => formatDateTime(iso, locale, { seconds: true });
  const resend = async (d: CallbackDelivery) => {
    try {
      await redeliver(d.delivery_id);
      notify(t('callbacks.redelivered'), { type: 'success' });
      reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const redeliverButton = (d: CallbackDelivery) =>
    canEdit &&
    d.status !== 'sending' && (
      <Button size="small" onClick={() => void resend(d)} data-testid={`delivery-redeliver-${d.delivery_id}`}>
        {t('callbacks.redeliver')}
      </Button>
    );
  const response = (d: CallbackDelivery) => d.last_response ?? d.last_error ?? '';
  const columns: OperationColumn<CallbackDelivery>[] = [
    { key: 'time', label: t('callbacks.time'), nowrap: true, render: (d) => fmt(d.created_at) },
    {
      key: 'event',
      label: t('callbacks.event'),
      nowrap: true,
      render: (d) => (
        <>
          {eventLabel(t, d.event_type)}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {d.msg_id}
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      label: t('callbacks.status'),
      nowrap: true,
      render: (d) => (
        <>
          <Chip
            size="small"
            color={COLOR[d.status]}
            label={t(`callbacks.status_${d.status}`)}
            data-testid="delivery-status"
          />
          {d.status === 'pending' && d.attempts > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('callbacks.next_attempt', { time: fmt(d.next_attempt_at) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'http_status',
      label: t('callbacks.http_status'),
      nowrap: true,
      testid: 'delivery-http-status',
      render: (d) => d.last_status_code ?? '',
    },
    {
      key: 'response',
      label: t('callbacks.response'),
      nowrap: true,
      sx: { maxWidth: 280 },
      render: (d) => (
        <Tooltip title={response(d)}>
          <Typography
            variant="body2"
            data-testid="delivery-response"
            sx={{ fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {response(d)}
          </Typography>
        </Tooltip>
      ),
    },
    { key: 'attempts', label: t('callbacks.attempts'), nowrap: true, render: (d) => d.attempts },
    { key: 'redeliver', label: '', align: 'right', render: redeliverButton },
  ];
  // on a phone one block per delivery: the answer wraps under the event instead of a table wider than the screen
  const cards = (list: CallbackDelivery[]) => (
    <>
      {list.map((d) => (
        <Box key={d.delivery_id} role="row" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2">{eventLabel(t, d.event_type)}</Typography>
            <Chip
              size="small"
              color={COLOR[d.status]}
              label={t(`callbacks.status_${d.status}`)}
              data-testid="delivery-status"
            />
            <Typography variant="body2" data-testid="delivery-http-status">
              {d.last_status_code ?? ''}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {fmt(d.created_at)} · {d.msg_id} · {t('callbacks.attempts')} {d.attempts}
          </Typography>
          <Typography
            variant="body2"
            data-testid="delivery-response"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {(d.last_response ?? d.last_error ?? '').slice(0, 200)}
          </Typography>
          {redeliverButton(d)}
        </Box>
      ))}
    </>
  );
  return (
    <OperationList<CallbackDelivery>
      operationId="callbackDeliveries"
      query={{ apply_id: applyId }}
      card={false}
      sx={{ mt: 2 }}
      heading={<Typography variant="subtitle2">{t('callbacks.deliveries')}</Typography>}
      actions={() => (
        <Button size="small" onClick={reload} data-testid="callback-deliveries-refresh">
          {t('callbacks.refresh')}
        </Button>
      )}
      columns={columns}
      rowKey={(d) => d.delivery_id}
      rowTestId={(d) => `delivery-${d.delivery_id}`}
      tableTestId="callback-deliveries"
      reloadKey={`${round}.${again}`}
      onData={(p) => setMoving(p.list.some((d) => d.status === 'pending' || d.status === 'sending'))}
      phone={cards}
    />
  );
}
