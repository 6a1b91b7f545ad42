/** The review history of an enterprise authentication: each step of each submission's work order, oldest first. */
import { Typography } from '@mui/material';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
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
        <DataTable<AuthHistoryEntry>
          tableTestId="auth-history"
          phone="scroll"
          rows={entries}
          rowKey={(h) => h.history_id}
          rowTestId="auth-history-row"
          rowData={(h) => ({ 'data-action': h.action })}
          columns={[
            {
              key: 'time',
              label: t('accounts.history_time'),
              nowrap: true,
              render: (h) => formatDateTime(h.created_at, locale),
            },
            {
              key: 'action',
              label: t('accounts.history_action'),
              nowrap: true,
              render: (h) => (
                <>
                  {t(`accounts.history_${h.action}`)}
                  <Typography variant="caption" color="text.secondary" display="block">
                    {t('accounts.history_order', { id: h.work_order_id })}
                  </Typography>
                </>
              ),
            },
            { key: 'actor', label: t('accounts.history_actor'), render: (h) => h.actor ?? '–' },
            {
              key: 'comment',
              label: t('accounts.history_comment'),
              sx: { overflowWrap: 'anywhere' },
              render: (h) => h.comment ?? '',
            },
          ]}
        />
      ) : (
        <Typography color="text.secondary">{t('accounts.auth_history_empty')}</Typography>
      )}
    </>
  );
}
