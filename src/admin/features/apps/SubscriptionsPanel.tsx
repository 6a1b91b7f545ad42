/** The subscriptions (and pending applications) one application holds, on its page. */
import { Card, CardContent, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { myAccessPage, type AccessRecord } from './api.ts';
import { period } from './ProviderAccessList.tsx';

export function SubscriptionsPanel({ applyId }: { applyId: number }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const rows = useRemote(() => myAccessPage({ apply_id: applyId, page_size: 100 }), [applyId]);
  return (
    <Card sx={{ mt: 2 }} data-testid="app-subscriptions">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {t('access.subscriptions')}
        </Typography>
        <ScreenStates loading={rows.loading} error={rows.error} onRetry={rows.reload} empty={!rows.data?.list.length}>
          <DataTable<AccessRecord>
            phone="scroll"
            rows={rows.data?.list ?? []}
            rowKey={(r) => r.r_apply_groups_record_id}
            columns={[
              {
                key: 'group',
                label: t('access.group'),
                render: (r) => (locale === 'en' && r.group_name_en) || r.group_name,
              },
              { key: 'env', label: t('access.env'), render: (r) => t(`apps.env_${r.env_type}`) },
              { key: 'rule', label: t('access.rule'), render: (r) => r.rule_name },
              {
                key: 'state',
                label: t('access.state'),
                testid: (r) => `subscription-state-${r.r_apply_groups_record_id}`,
                render: (r) => (
                  <>
                    <Chip
                      size="small"
                      color={r.state === 'active' ? 'success' : r.state === 'rejected' ? 'error' : 'default'}
                      label={t(`access.state_${r.state}`)}
                    />
                    {r.state === 'active' && r.enabled === 0 && (
                      <Chip size="small" sx={{ ml: 0.5 }} label={t('access.enabled_0')} />
                    )}
                  </>
                ),
              },
              { key: 'period', label: t('access.period'), render: (r) => period(t, r, locale) },
            ]}
          />
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
