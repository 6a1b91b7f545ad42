/** costCenterLit: each cost center's spend this year against its budget, then the generated list of assigned applications. */
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GeneratedList } from '../../resources/generate/index.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { useRemote } from '../../../shell/use-remote.ts';
import { billingApi, type S } from '../../features/billing/api.ts';
import { DataTable, type OperationColumn } from '../../../shell/ui/DataTable.tsx';
import { yuan } from '../../features/billing/money.ts';

type Spend = S['CostCenterSpend'];

/**
 * One row per cost center of the enterprise, all at once (the operation answers no pages: an enterprise has a handful),
 * so the shared table without OperationList's paging.
 */
export function CostCenterBills() {
  const t = useTranslate();
  const s = useRemote((signal) => billingApi.spend(signal), []);
  const columns: OperationColumn<Spend>[] = [
    {
      key: 'name',
      label: t('billing.cost_centers'),
      nowrap: true,
      render: (c) => (
        <>
          {c.cost_center_name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {c.cost_center_code}
          </Typography>
        </>
      ),
    },
    { key: 'apps', label: t('billing.apps'), align: 'right', render: (c) => c.app_count },
    { key: 'month', label: t('billing.this_month'), align: 'right', render: (c) => yuan(c.month_fen) },
    { key: 'spent', label: t('billing.spent'), align: 'right', render: (c) => yuan(c.spent_fen) },
    {
      key: 'budget',
      label: t('billing.budget'),
      align: 'right',
      render: (c) => (c.budget_fen ? yuan(c.budget_fen) : '–'),
    },
    {
      key: 'used',
      label: t('billing.used'),
      sx: { minWidth: 160 },
      render: (c) =>
        c.budget_fen ? (
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
        ),
    },
  ];
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
            <DataTable<Spend>
              columns={columns}
              rows={s.data ?? []}
              rowKey={(c) => c.cost_center_id}
              rowTestId="cost-center-row"
              phone="scroll"
            />
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
