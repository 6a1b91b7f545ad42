/** /openUser/workBench: who I am, my roles, and shortcuts to what I may open. */
import { Avatar, Box, Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { UserInfo } from '../authProvider.ts';
import { accessibleConsoleRoutes } from '../permissions.ts';
import { NO_RETRY, usePerms } from '../routing/guards.tsx';
import { withKeptQuery } from '../routing/hide-setting.tsx';
import { builtConsoleRoutes } from '../routing/registry.ts';
import { EmptyState, ScreenStates } from '../ui/states.tsx';
import { accountTypeLabel, userTypeLabel } from './user-labels.ts';

export default function WorkBench() {
  const t = useTranslate();
  const location = useLocation();
  const { identity, isPending, error, refetch } = useGetIdentity(NO_RETRY);
  const { permissions, isPending: permsPending } = usePerms();
  const user = identity as unknown as UserInfo | undefined;
  const shortcuts = accessibleConsoleRoutes(builtConsoleRoutes, permissions).filter((r) => !r.hidden && r.name !== 'workBench');

  return (
    <ScreenStates loading={isPending || permsPending} error={error as Error | null} onRetry={() => void refetch()}>
      {user && (
        <Stack spacing={2} sx={{ p: 1 }} data-testid="workbench">
          <Card>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>{(user.user_real_name || user.user_name).slice(0, 1)}</Avatar>
              <Box>
                <Typography variant="h6" data-testid="welcome">{t('app.workbench.welcome', { name: user.user_real_name || user.user_name })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {user.user_name} · {accountTypeLabel(t, user)} · {userTypeLabel(t, user)}
                  {user.enterprise_name ? ` · ${user.enterprise_name}` : ''}
                </Typography>
              </Box>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" gutterBottom>{t('app.workbench.roles')}</Typography>
              {user.role_names.length ? (
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="roles">
                  {user.role_names.map((r) => <Chip key={r} label={r} color="primary" variant="outlined" />)}
                </Stack>
              ) : <Typography variant="body2" color="text.secondary">{t('app.workbench.no_roles')}</Typography>}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" gutterBottom>{t('app.workbench.shortcuts')}</Typography>
              {shortcuts.length ? (
                <Grid container spacing={1.5} data-testid="shortcuts">
                  {shortcuts.map((r) => (
                    <Grid key={r.name} size={{ xs: 6, sm: 4, md: 3 }}>
                      <Card variant="outlined">
                        <CardActionArea component={Link} to={withKeptQuery(r.path, location.search)} sx={{ p: 1.5 }}>
                          <Typography variant="body2" fontWeight={500}>{t(`routes.${r.name}`)}</Typography>
                          <Typography variant="caption" color="text.secondary">{t(`routes.${r.group}`)}</Typography>
                        </CardActionArea>
                      </Card>
                    </Grid>
                  ))}
                </Grid>
              ) : <EmptyState />}
            </CardContent>
          </Card>
        </Stack>
      )}
    </ScreenStates>
  );
}
