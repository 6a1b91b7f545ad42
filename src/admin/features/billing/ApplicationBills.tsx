/**
 * applicationList: the consumer's bills per application and month (estimates marked), with the spend charts above;
 * 导出 writes the same rows (export source bill_app_months).
 */
import { useState } from 'react';
import {
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SpecPagination } from '../../ui/TablePagination.tsx';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportMenu } from '../../exports/ExportMenu.tsx';
import { useCan } from '../../ui/Can.tsx';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi } from './api.ts';
import { BillingCharts } from './Charts.tsx';
import { yuan } from './money.ts';

export default function ApplicationBills() {
  const t = useTranslate();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const r = useRemote((signal) => billingApi.appMonths(page + 1, size, signal), [page, size]);
  const canExport = useCan('export');
  return (
    <>
      <BillingCharts side="consumer" />
      <Card sx={{ minWidth: 0 }} data-testid="app-bills">
        <CardContent>
          <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 1 }}>
            <Typography variant="subtitle1" fontWeight={600}>
              {t('billing.app_bills')}
            </Typography>
            {canExport && <ExportMenu source="bill_app_months" filter={{}} disabled={!r.data?.total} />}
          </Stack>
          <ScreenStates
            loading={r.loading && !r.data}
            error={r.error}
            denied={r.error?.status === 403}
            empty={!r.data?.list.length}
            onRetry={r.reload}
          >
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.month')}</TableCell>
                    <TableCell>{t('billing.app')}</TableCell>
                    <TableCell align="right">{t('billing.bills')}</TableCell>
                    <TableCell align="right">{t('billing.calls')}</TableCell>
                    <TableCell align="right">{t('billing.billable')}</TableCell>
                    <TableCell align="right">{t('billing.total')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.data?.list.map((b) => (
                    <TableRow key={`${b.apply_id}-${b.bill_month}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.bill_month.slice(0, 7)}</TableCell>
                      <TableCell>
                        <Link
                          to={`/billManage/reconciliationList?filter=${encodeURIComponent(JSON.stringify({ apply_id: b.apply_id }))}`}
                        >
                          {b.apply_name ?? b.apply_id}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{b.bill_count}</TableCell>
                      <TableCell align="right">{b.calls}</TableCell>
                      <TableCell align="right">{b.billable_calls}</TableCell>
                      <TableCell align="right">{yuan(b.total_fen)}</TableCell>
                      <TableCell>
                        {b.estimate ? (
                          <Chip size="small" label={t('billing.estimate')} />
                        ) : (
                          <Chip size="small" color="primary" variant="outlined" label={t('billing.issued')} />
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {/* the SPEC's paging (共 N 条, size, jumper), not MUI's "1–1 of 1" */}
            <SpecPagination
              page={page + 1}
              perPage={size}
              total={r.data?.total ?? 0}
              setPage={(p) => setPage(p - 1)}
              setPerPage={setSize}
            />
          </ScreenStates>
        </CardContent>
      </Card>
    </>
  );
}
