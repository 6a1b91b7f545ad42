/** costCenterLit: each cost center's spend this year against its budget, then the generated list of assigned applications. */
import {
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { GeneratedList } from '../../resources/generate/index.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi } from '../../features/billing/api.ts';
import { yuan } from '../../features/billing/money.ts';

export function CostCenterBills() {
  const t = useTranslate();
  const s = useRemote((signal) => billingApi.spend(signal), []);
  return (
    <>
      <Card sx={{ mb: 2, minWidth: 0 }} data-testid="cost-center-spend">
        <CardContent>
          <Typography variant="subtitle1" fontWeight={600} gutterBottom>
            {t('billing.cost_centers')}
          </Typography>
          <ScreenStates
            loading={s.loading && !s.data}
            error={s.error}
            denied={s.error?.status === 403}
            empty={!s.data?.length}
            onRetry={s.reload}
          >
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('billing.cost_centers')}</TableCell>
                    <TableCell align="right">{t('billing.apps')}</TableCell>
                    <TableCell align="right">{t('billing.this_month')}</TableCell>
                    <TableCell align="right">{t('billing.spent')}</TableCell>
                    <TableCell align="right">{t('billing.budget')}</TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{t('billing.used')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.data?.map((c) => (
                    <TableRow key={c.cost_center_id} data-testid="cost-center-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {c.cost_center_name}{' '}
                        <Typography component="span" variant="caption" color="text.secondary">
                          {c.cost_center_code}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{c.app_count}</TableCell>
                      <TableCell align="right">{yuan(c.month_fen)}</TableCell>
                      <TableCell align="right">{yuan(c.spent_fen)}</TableCell>
                      <TableCell align="right">{c.budget_fen ? yuan(c.budget_fen) : '–'}</TableCell>
                      <TableCell>
                        {c.budget_fen ? (
                          <>
                            <LinearProgress
                              variant="determinate"
                              value={Math.min(100, c.used_pct)}
                              color={c.used_pct >= 100 ? 'error' : c.used_pct >= 80 ? 'warning' : 'primary'}
                            />
                            <Typography variant="caption">{c.used_pct}%</Typography>
                          </>
                        ) : (
                          '–'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </ScreenStates>
        </CardContent>
      </Card>
      <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        {t('billing.assignments')}
      </Typography>
      <GeneratedList />
    </>
  );
}
