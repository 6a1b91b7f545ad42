/** The subscriptions (and pending applications) one application holds, on its page. */
import { Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { myAccessPage } from './api.ts';
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
          <Table size="small">
            <TableHead>
              <TableRow>
                {['group', 'env', 'rule', 'state', 'period'].map((k) => (
                  <TableCell key={k}>{t(`access.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data?.list.map((r) => (
                <TableRow key={r.r_apply_groups_record_id}>
                  <TableCell>{(locale === 'en' && r.group_name_en) || r.group_name}</TableCell>
                  <TableCell>{t(`apps.env_${r.env_type}`)}</TableCell>
                  <TableCell>{r.rule_name}</TableCell>
                  <TableCell data-testid={`subscription-state-${r.r_apply_groups_record_id}`}>
                    <Chip
                      size="small"
                      color={r.state === 'active' ? 'success' : r.state === 'rejected' ? 'error' : 'default'}
                      label={t(`access.state_${r.state}`)}
                    />
                    {r.state === 'active' && r.enabled === 0 && (
                      <Chip size="small" sx={{ ml: 0.5 }} label={t('access.enabled_0')} />
                    )}
                  </TableCell>
                  <TableCell>{period(t, r, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
