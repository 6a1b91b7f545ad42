/**
 * Every delivery of the application's callbacks, newest first: the event, its state, the HTTP status and the first
 * characters of the receiver's answer (or the connection error), attempts and the next retry; redeliver sends it
 * again with the same webhook-id. Refreshes itself while a delivery is still on its way.
 */
import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { loadDeliveries, redeliver, type CallbackDelivery } from './api.ts';
import { eventLabel } from './labels.ts';

const COLOR = { succeeded: 'success', failed: 'error', pending: 'warning', sending: 'info' } as const;
const POLL_MS = 1500;

export function DeliveriesTable({ applyId, canEdit, round }: { applyId: number; canEdit: boolean; round: number }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const remote = useRemote(() => loadDeliveries(applyId, page + 1), [applyId, page, round]);
  const list = remote.data?.list ?? [];
  const moving = list.some((d) => d.status === 'pending' || d.status === 'sending');
  const { reload } = remote;
  // a queued test event is sent within a second or two: look again until every delivery has settled
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [moving, remote.data, reload]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fmt = (iso?: string | null) => (iso ? new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB') : '');
  const again = async (d: CallbackDelivery) => {
    try {
      await redeliver(d.delivery_id);
      notify(t('callbacks.redelivered'), { type: 'success' });
      reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{t('callbacks.deliveries')}</Typography>
        <Button size="small" onClick={reload} data-testid="callback-deliveries-refresh">
          {t('callbacks.refresh')}
        </Button>
      </Box>
      <ScreenStates
        loading={remote.loading && !remote.data}
        error={remote.error}
        onRetry={reload}
        empty={!!remote.data && !list.length}
      >
        {phone ? (
          <Box data-testid="callback-deliveries">
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
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', overflowWrap: 'anywhere' }}
                >
                  {fmt(d.created_at)} · {d.msg_id} · {t('callbacks.attempts')} {d.attempts}
                </Typography>
                <Typography
                  variant="body2"
                  data-testid="delivery-response"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {(d.last_response ?? d.last_error ?? '').slice(0, 200)}
                </Typography>
                {canEdit && d.status !== 'sending' && (
                  <Button
                    size="small"
                    onClick={() => void again(d)}
                    data-testid={`delivery-redeliver-${d.delivery_id}`}
                  >
                    {t('callbacks.redeliver')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="callback-deliveries">
              <TableHead>
                <TableRow>
                  {['time', 'event', 'status', 'http_status', 'response', 'attempts'].map((k) => (
                    <TableCell key={k} sx={{ whiteSpace: 'nowrap' }}>
                      {t(`callbacks.${k}`)}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((d) => (
                  <TableRow key={d.delivery_id} data-testid={`delivery-${d.delivery_id}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt(d.created_at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {eventLabel(t, d.event_type)}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {d.msg_id}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
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
                    </TableCell>
                    <TableCell data-testid="delivery-http-status">{d.last_status_code ?? ''}</TableCell>
                    <TableCell sx={{ maxWidth: 280 }}>
                      <Tooltip title={d.last_response ?? d.last_error ?? ''}>
                        <Typography
                          variant="body2"
                          data-testid="delivery-response"
                          sx={{
                            fontFamily: 'monospace',
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            whiteSpace: 'nowrap',
                          }}
                        >
                          {d.last_response ?? d.last_error ?? ''}
                        </Typography>
                      </Tooltip>
                    </TableCell>
                    <TableCell>{d.attempts}</TableCell>
                    <TableCell align="right">
                      {canEdit && d.status !== 'sending' && (
                        <Button
                          size="small"
                          onClick={() => void again(d)}
                          data-testid={`delivery-redeliver-${d.delivery_id}`}
                        >
                          {t('callbacks.redeliver')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div"
          count={remote.data?.total ?? 0}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={10}
          rowsPerPageOptions={[10]}
        />
      </ScreenStates>
    </Box>
  );
}
