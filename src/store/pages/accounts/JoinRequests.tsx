/** The requests to join the admin's enterprise, approved or rejected here; hidden from members who may not decide them. */
import { useEffect, useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from '../../../shell/host.tsx';
import { call } from '../../../api/call.ts';

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
  const [rows, setRows] = useState<Row[] | null>(null);
  const load = () =>
    call<'joinRequestPage', { list: Row[] }>(
      'joinRequestPage',
      { query: { state: 0, page_size: 50 } },
      { notify: false },
    ).then(
      (p) => setRows(p.list),
      () => setRows(null),
    );
  useEffect(() => {
    void load();
  }, []);
  if (!rows) return null;
  const decide = async (join_request_id: number, approve: boolean) => {
    await call('joinRequestDecide', {
      body: { join_request_id, approve },
    });
    void load();
  };
  return (
    <Stack spacing={1} data-testid="join-requests">
      <Typography variant="subtitle2">{t('accounts.join_requests')}</Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('app.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('accounts.user_name')}</TableCell>
              <TableCell>{t('accounts.email')}</TableCell>
              <TableCell>{t('accounts.remark')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.join_request_id}>
                <TableCell>
                  {r.user_name}
                  {r.user_real_name ? ` (${r.user_real_name})` : ''}
                </TableCell>
                <TableCell>{r.email ?? ''}</TableCell>
                <TableCell>{r.remark ?? ''}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => void decide(r.join_request_id, true)}>
                    {t('accounts.approve')}
                  </Button>
                  <Button size="small" color="error" onClick={() => void decide(r.join_request_id, false)}>
                    {t('accounts.reject')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
