/**
 * applicationList: the consumer's bills per application and month (estimates marked), with the spend charts above;
 * 导出 writes the same rows (export source bill_app_months).
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import type { S } from './api.ts';
import { BillingCharts } from './Charts.tsx';
import { yuan } from './money.ts';

type AppMonth = S['AppMonthBillPage']['list'][number];

export default function ApplicationBills() {
  const t = useTranslate();
  const columns: OperationColumn<AppMonth>[] = [
    { key: 'month', label: t('billing.month'), nowrap: true, render: (b) => b.bill_month.slice(0, 7) },
    {
      key: 'app',
      label: t('billing.app'),
      render: (b) => (
        <Link
          to={`/billManage/reconciliationList?filter=${encodeURIComponent(JSON.stringify({ apply_id: b.apply_id }))}`}
        >
          {b.apply_name ?? b.apply_id}
        </Link>
      ),
    },
    { key: 'bills', label: t('billing.bills'), align: 'right', render: (b) => b.bill_count },
    { key: 'calls', label: t('billing.calls'), align: 'right', render: (b) => b.calls },
    { key: 'billable', label: t('billing.billable'), align: 'right', render: (b) => b.billable_calls },
    { key: 'total', label: t('billing.total'), align: 'right', render: (b) => yuan(b.total_fen) },
    {
      key: 'state',
      label: '',
      render: (b) =>
        b.estimate ? (
          <Chip size="small" label={t('billing.estimate')} />
        ) : (
          <Chip size="small" color="primary" variant="outlined" label={t('billing.issued')} />
        ),
    },
  ];
  return (
    <>
      <BillingCharts side="consumer" />
      <OperationList<AppMonth>
        operationId="billAppMonthPage"
        testid="app-bills"
        sx={{}}
        heading={t('billing.app_bills')}
        exportSource="bill_app_months"
        columns={columns}
        rowKey={(b) => `${b.apply_id}-${b.bill_month}`}
        phone="scroll"
      />
    </>
  );
}
