/** The caller's subscriptions (or applications) of one capability, as a table. */
import { useLocaleState, useTranslate } from 'react-admin';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import type { DevGrant } from './api.ts';
import { periodText, StateChip } from './parts.tsx';

export function GrantsTable({ rows, withReason = false }: { rows: DevGrant[]; withReason?: boolean }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  return (
    <DataTable<DevGrant>
      phone="scroll"
      rows={rows}
      rowKey={(g) => g.r_apply_groups_record_id}
      rowTestId={(g) => `dev-grant-${g.r_apply_groups_record_id}`}
      columns={[
        { key: 'app', label: t('devcatalog.app'), render: (g) => g.apply_name },
        { key: 'env', label: t('devcatalog.env'), render: (g) => t(`apps.env_${g.env_type}`) },
        { key: 'rule', label: t('devcatalog.rule'), render: (g) => g.rule_name ?? '—' },
        {
          key: 'state',
          label: t('devcatalog.state'),
          render: (g) => <StateChip state={g.state} enabled={g.enabled} />,
        },
        { key: 'period', label: t('devcatalog.period'), render: (g) => periodText(t, g, locale) },
        ...(withReason
          ? [
              {
                key: 'reject_reason',
                label: t('devcatalog.reject_reason'),
                render: (g: DevGrant) => g.reject_reason ?? '—',
              },
            ]
          : []),
      ]}
    />
  );
}
