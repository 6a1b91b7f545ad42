/** The review history of an enterprise authentication: each step of each submission's work order, oldest first. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from '../../../shell/host.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

export interface AuthHistoryEntry {
  history_id: number;
  work_order_id: number;
  action: string;
  comment: string | null;
  actor: string | null;
  created_at: string;
}

export function AuthHistory({ entries }: { entries: AuthHistoryEntry[] }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <Typography variant="subtitle1" fontWeight={600}>
        {t('accounts.auth_history')}
      </Typography>
      {entries.length ? (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="auth-history">
            <TableHead>
              <TableRow>
                <TableCell>{t('accounts.history_time')}</TableCell>
                <TableCell>{t('accounts.history_action')}</TableCell>
                <TableCell>{t('accounts.history_actor')}</TableCell>
                <TableCell>{t('accounts.history_comment')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((h) => (
                <TableRow key={h.history_id} data-testid="auth-history-row" data-action={h.action}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.created_at, locale)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t(`accounts.history_${h.action}`)}
                    <Typography variant="caption" color="text.secondary" display="block">
                      {t('accounts.history_order', { id: h.work_order_id })}
                    </Typography>
                  </TableCell>
                  <TableCell>{h.actor ?? '–'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.comment ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{t('accounts.auth_history_empty')}</Typography>
      )}
    </>
  );
}
