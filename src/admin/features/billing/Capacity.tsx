/**
 * capacityList: per active subscription, calls used against its quota or package, what remains, and its expiry
 * (导出 writes the same rows: export source bill_capacity); then the prepaid packages bought.
 */
import { useState } from 'react';
import { Chip } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { OperationList, type OperationColumn } from '../../resources/generate/OperationList.tsx';
import { formatDate } from '../../../shared/dates.ts';
import { pick } from '../../../shell/pick-locale.ts';
import { billingApi, type S } from './api.ts';
import { CapacityCards, Expiry, Remaining, type CapacityRow } from './CapacityParts.tsx';
import { yuan } from './money.ts';

type PackageOrder = S['PackageOrderPage']['list'][number];

function Packages({ round, date }: { round: number; date: { format(d: Date): string } }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const columns: OperationColumn<PackageOrder>[] = [
    {
      key: 'group',
      label: t('billing.capability'),
      nowrap: true,
      render: (o) => pick(locale, o.group_name, o.group_name_en) || o.group_id,
    },
    { key: 'app', label: t('billing.app'), nowrap: true, render: (o) => o.apply_name ?? o.apply_id },
    { key: 'amount', label: t('billing.amount'), align: 'right', render: (o) => yuan(o.price_fen) },
    { key: 'included', label: t('billing.included'), align: 'right', render: (o) => o.calls_included },
    { key: 'consumed', label: t('billing.consumed'), align: 'right', render: (o) => o.consumed },
    { key: 'balance', label: t('billing.balance'), align: 'right', render: (o) => o.balance },
    { key: 'expires', label: t('billing.expires'), nowrap: true, render: (o) => date.format(new Date(o.expires_at)) },
    {
      key: 'state',
      label: '',
      render: (o) => (
        <Chip
          size="small"
          color={o.state === 'active' ? 'success' : o.state === 'future' ? 'default' : 'error'}
          label={t(`billing.package_states.${o.state}`)}
        />
      ),
    },
  ];
  return (
    <OperationList<PackageOrder>
      operationId="packageOrderPage"
      testid="packages"
      sx={{ mt: 2 }}
      heading={t('billing.packages')}
      columns={columns}
      rowKey={(o) => o.package_order_id}
      reloadKey={round}
      phone="scroll"
    />
  );
}

export default function Capacity() {
  const notify = useNotify();
  const [round, setRound] = useState(0);
  const t = useTranslate();
  const [locale] = useLocaleState();
  const date = { format: (d: Date) => formatDate(d, locale) };
  const buy = async (id: number) => {
    try {
      await billingApi.buyPackage(id);
      notify(t('billing.bought'), { type: 'success' });
      setRound((x) => x + 1);
    } catch {
      /* shown */
    }
  };
  const columns: OperationColumn<CapacityRow>[] = [
    {
      key: 'group',
      label: t('billing.capability'),
      nowrap: true,
      render: (c) => pick(locale, c.group_name, c.group_name_en) || c.group_id,
    },
    { key: 'app', label: t('billing.app'), nowrap: true, render: (c) => c.apply_name ?? c.apply_id },
    { key: 'env', label: t('billing.env'), nowrap: true, render: (c) => t(`billing.envs.${c.env_type}`) },
    { key: 'rule', label: t('billing.rule'), nowrap: true, render: (c) => pick(locale, c.rule_name, c.rule_name_en) },
    { key: 'today', label: t('billing.used_today'), align: 'right', render: (c) => c.used_today },
    { key: 'month', label: t('billing.used_month'), align: 'right', render: (c) => c.used_month },
    {
      key: 'quota',
      label: t('billing.quota'),
      align: 'right',
      render: (c) => c.quota ?? t('billing.unlimited'),
    },
    { key: 'remaining', label: t('billing.remaining'), sx: { minWidth: 140 }, render: (c) => <Remaining row={c} /> },
    {
      key: 'expires',
      label: t('billing.expires'),
      nowrap: true,
      render: (c) => <Expiry row={c} date={date} onBuy={buy} />,
    },
  ];
  return (
    <>
      <OperationList<CapacityRow>
        operationId="billCapacityPage"
        testid="capacity"
        sx={{}}
        heading={t('billing.capacity')}
        exportSource="bill_capacity"
        columns={columns}
        rowKey={(c) => c.r_apply_groups_record_id}
        rowTestId="capacity-row"
        reloadKey={round}
        // on a phone one card per subscription: a table hid the usage columns past the screen's edge
        phone={(rows) => <CapacityCards rows={rows} date={date} onBuy={buy} />}
      />
      <Packages round={round} date={date} />
    </>
  );
}
