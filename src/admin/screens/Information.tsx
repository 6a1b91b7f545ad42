/** /user/information: the logged-in user's details. */
import { Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { UserInfo } from '../../shell/authProvider.ts';
import { NO_RETRY } from '../routing/perms.ts';
import { ScreenStates } from '../../shell/ui/states.tsx';
import { FieldTable } from '../../shell/ui/FieldTable.tsx';
import { accountTypeLabel, enterpriseStateLabel, userTypeLabel } from '../../shell/user-labels.ts';

export default function Information() {
  const t = useTranslate();
  const { identity, isPending, error, refetch } = useGetIdentity(NO_RETRY);
  const user = identity as unknown as UserInfo | undefined;
  const none = t('app.empty');
  const rows: [string, React.ReactNode][] = user
    ? [
        ['user_name', user.user_name],
        ['user_real_name', user.user_real_name || none],
        ['uid', user.uid],
        ['account_type', accountTypeLabel(t, user)],
        ['user_type', userTypeLabel(t, user)],
        ['puser_name', user.puser_name || none],
        ['email', user.email || none],
        ['phone', user.phone || none],
        ['enterprise_name', user.enterprise_name || t('app.user.unsigned')],
        ['enterprise_check_state', user.enterprise_id ? enterpriseStateLabel(t, user) : t('app.user.unsigned')],
        [
          'role_names',
          user.role_names.length ? (
            <Stack direction="row" spacing={1}>
              {user.role_names.map((r) => (
                <Chip key={r} size="small" label={r} />
              ))}
            </Stack>
          ) : (
            t('app.workbench.no_roles')
          ),
        ],
      ]
    : [];
  return (
    <ScreenStates loading={isPending} error={error as Error | null} onRetry={() => void refetch()}>
      <Card sx={{ m: 1 }} data-testid="information">
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography variant="h6">{t('routes.information')}</Typography>
            <Button component={RouterLink} to="/user/modifyInformation" size="small" data-testid="edit-profile">
              {t('accounts.profile_title')}
            </Button>
          </Stack>
          <Divider sx={{ my: 1 }} />
          <FieldTable
            fields={rows.map(([field, value]) => ({
              key: field,
              label: t(`app.user.${field}`),
              value,
              testid: `info-${field}`,
            }))}
          />
        </CardContent>
      </Card>
    </ScreenStates>
  );
}
