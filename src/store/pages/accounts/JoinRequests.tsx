/** The requests to join the admin's enterprise, approved or rejected here; hidden from members who may not decide them. */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from '../../../shell/host.tsx';
import { call } from '../../../api/call.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { DataTable } from '../../../shell/ui/DataTable.tsx';

interface Row {
  join_request_id: number;
  user_name: string;
  user_real_name: string | null;
  email: string | null;
  remark: string | null;
  created_at: string;
}

export function JoinRequests() {
  const t = useTranslate();
  // the one loader; a failure shows nothing (the list is for those who may decide), a decision reloads in place
  const remote = useRemote(
    () =>
      call<'joinRequestPage', { list: Row[] }>(
        'joinRequestPage',
        { query: { state: 0, page_size: 50 } },
        { notify: false },
      ),
    [],
  );
  const rows = remote.error ? null : (remote.data?.list ?? null);
  if (!rows) return null;
  const decide = async (join_request_id: number, approve: boolean) => {
    await call('joinRequestDecide', {
      body: { join_request_id, approve },
    });
    remote.reload();
  };
  return (
    <Stack spacing={1} data-testid="join-requests">
      <Typography variant="subtitle2">{t('accounts.join_requests')}</Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('app.empty')}</Typography>
      ) : (
        <DataTable<Row>
          phone="scroll"
          rows={rows}
          rowKey={(r) => r.join_request_id}
          columns={[
            {
              key: 'user',
              label: t('accounts.user_name'),
              render: (r) => `${r.user_name}${r.user_real_name ? ` (${r.user_real_name})` : ''}`,
            },
            { key: 'email', label: t('accounts.email'), render: (r) => r.email ?? '' },
            { key: 'remark', label: t('accounts.remark'), render: (r) => r.remark ?? '' },
            {
              key: 'actions',
              label: '',
              align: 'right',
              render: (r) => (
                <>
                  <Button size="small" onClick={() => void decide(r.join_request_id, true)}>
                    {t('accounts.approve')}
                  </Button>
                  <Button size="small" color="error" onClick={() => void decide(r.join_request_id, false)}>
                    {t('accounts.reject')}
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
