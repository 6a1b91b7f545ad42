/**
 * /openUser/workBench: who I am, what waits for me, the key figures of my scope (each opening its list) and
 * what happened lately. The widgets come from the server's registry, so each role sees its own and new
 * domains add theirs without touching this screen.
 */
import {
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { operations } from '../../api/generated/operations.ts';
import { request } from '../../api/request.ts';
import { useAppState } from '../../shell/app-state.ts';
import type { UserInfo } from '../../shell/authProvider.ts';
import { NO_RETRY } from '../routing/perms.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ErrorState } from '../../shell/ui/states.tsx';
import { accountTypeLabel, displayName, userTypeLabel } from '../../shell/user-labels.ts';
import { OpsCards } from '../../shell/ops-cards/OpsCards.tsx';
import { RoleCallout, useHoldsNoRole } from '../../shell/ui/RoleCallout.tsx';
import { formatDateTime } from '../../shared/dates.ts';

interface WidgetData {
  key: string;
  kind: 'todo' | 'figure';
  title: string;
  link: string;
  value: number;
}
interface ActivityData {
  source: string;
  category: string;
  title: string;
  at: string;
  link?: string;
}
interface Workbench {
  widgets: WidgetData[];
  activity: ActivityData[];
}

const [, WORKBENCH_URL] = operations.workbenchGet;
function WidgetCard({ w }: { w: WidgetData }) {
  const location = useLocation();
  const waiting = w.kind === 'todo' && w.value > 0;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: waiting ? 'warning.light' : undefined }}>
      <CardActionArea
        component={Link}
        to={withKeptQuery(w.link, location.search)}
        sx={{ p: 2, height: '100%' }}
        data-testid={`widget-${w.key}`}
      >
        <Typography
          variant="h4"
          component="div"
          fontWeight={600}
          color={waiting ? 'warning.dark' : w.kind === 'todo' ? 'text.disabled' : 'primary.main'}
          data-testid={`widget-${w.key}-value`}
        >
          {w.value.toLocaleString()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {w.title}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" fontWeight={600} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Widgets({ list, empty, loading }: { list: WidgetData[]; empty: string; loading: boolean }) {
  if (loading) {
    return (
      <Grid container spacing={1.5}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, sm: 4, md: 3 }}>
            <Skeleton variant="rounded" height={88} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!list.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Grid container spacing={1.5}>
      {list.map((w) => (
        <Grid key={w.key} size={{ xs: 6, sm: 4, md: 3, lg: 2.4 }}>
          <WidgetCard w={w} />
        </Grid>
      ))}
    </Grid>
  );
}

export default function WorkBench() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const { envType } = useAppState();
  const { identity } = useGetIdentity(NO_RETRY);
  const user = identity as unknown as UserInfo | undefined;
  const board = useRemote(
    (signal) =>
      request<Workbench>({ url: WORKBENCH_URL, method: 'GET', query: { env_type: envType ?? undefined }, signal }),
    [locale, envType],
  );
  const widgets = board.data?.widgets ?? [];
  // an account holding neither role (a fresh registration) is shown the way to one before anything else
  const noRole = useHoldsNoRole();
  const dateTime = { format: (d: Date) => formatDateTime(d, locale) };

  return (
    <Stack spacing={2} sx={{ p: { xs: 0.5, sm: 1 } }} data-testid="workbench">
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}>
            {user ? displayName(user, locale).slice(0, 1).toUpperCase() : ''}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h6" data-testid="welcome">
              {user ? t('app.workbench.welcome', { name: displayName(user, locale) }) : <Skeleton width={200} />}
            </Typography>
            {user && (
              <Typography variant="body2" color="text.secondary">
                {user.user_name} · {accountTypeLabel(t, user)} · {userTypeLabel(t, user)}
                {user.enterprise_name ? ` · ${user.enterprise_name}` : ''}
              </Typography>
            )}
          </Box>
          {user && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="roles">
              {user.role_names.length ? (
                user.role_names.map((r) => <Chip key={r} label={r} color="primary" variant="outlined" size="small" />)
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('app.workbench.no_roles')}
                </Typography>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
      <OpsCards placement="workbench" />
      {noRole && <RoleCallout roles={['developer', 'provider']} />}
      {board.error ? (
        <ErrorState message={board.error.message} onRetry={board.reload} />
      ) : (
        <>
          <Section title={t('app.workbench.todos')}>
            <Widgets
              list={widgets.filter((w) => w.kind === 'todo')}
              empty={t('app.workbench.no_todos')}
              loading={board.loading && !board.data}
            />
          </Section>
          <Section title={t('app.workbench.figures')}>
            <Widgets
              list={widgets.filter((w) => w.kind === 'figure')}
              empty={t('app.workbench.no_figures')}
              loading={board.loading && !board.data}
            />
          </Section>
          <Section title={t('app.workbench.activity')}>
            {board.loading && !board.data ? (
              <Skeleton variant="rounded" height={120} />
            ) : board.data?.activity.length ? (
              <List dense disablePadding data-testid="activity">
                {board.data.activity.map((a, i) => (
                  <ListItemButton
                    key={`${a.source}-${i}`}
                    component={Link}
                    to={withKeptQuery(a.link ?? location.pathname, location.search)}
                    sx={{ px: 1 }}
                  >
                    <Chip size="small" label={a.category} sx={{ mr: 1.5, flexShrink: 0 }} />
                    <ListItemText primary={a.title} slotProps={{ primary: { noWrap: true } }} sx={{ minWidth: 0 }} />
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
                      {dateTime.format(new Date(a.at))}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('app.workbench.no_activity')}
              </Typography>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
