/** /developers/abilityDetails?group_id=: a capability the caller applied for - where each application stands and what it may call. */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Divider, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { EmptyState, ScreenStates } from '../../../shell/ui/states.tsx';
import { devGroupDetail } from './api.ts';
import { GrantsTable } from './Grants.tsx';
import { deniedBy, EnvChips, failure, groupLabel, idParam } from './parts.tsx';

export default function AbilityDetails() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [search] = useSearchParams();
  const groupId = idParam(search, 'group_id');
  const data = useRemote(() => devGroupDetail(groupId!), [groupId], groupId !== undefined);
  const g = data.data;
  let body: ReactNode = null;
  if (g) {
    body = (
      <>
        <Typography variant="h6" data-testid="dev-ability-name">
          {groupLabel(g, locale)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          gutterBottom
        >{`${t('devcatalog.territory')}: ${g.classify_name ?? t('devcatalog.unclassified')}`}</Typography>
        {g.description && (
          <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
            {g.description}
          </Typography>
        )}
        <Typography variant="subtitle1" gutterBottom>
          {t('devcatalog.records')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <GrantsTable rows={g.records} withReason />
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1">{t('devcatalog.apis')}</Typography>
        {g.apis.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="dev-ability-no-apis">
            {t('devcatalog.no_apis')}
          </Typography>
        ) : (
          <List dense data-testid="dev-ability-apis">
            {g.apis.map((a) => (
              <ListItemButton key={a.api_id} component={Link} to={`/developers/interfaceDetails?api_id=${a.api_id}`}>
                <ListItemText
                  primary={a.api_name}
                  secondary={`${a.method_type} ${a.listen_path}`}
                  secondaryTypographyProps={{ sx: { fontFamily: 'monospace' } }}
                />
                <EnvChips envs={a.envs} />
              </ListItemButton>
            ))}
          </List>
        )}
      </>
    );
  }
  return (
    <Card sx={{ m: 1 }} data-testid="dev-ability-details">
      <CardContent>
        {groupId === undefined ? (
          <>
            <EmptyState />
            <Box sx={{ textAlign: 'center' }}>
              <Button component={Link} to="/developers/capacityInventory">
                {t('devcatalog.pick_ability')}
              </Button>
            </Box>
          </>
        ) : (
          <ScreenStates
            loading={data.loading}
            denied={deniedBy(data.error)}
            error={failure(data.error)}
            onRetry={data.reload}
          >
            {body}
          </ScreenStates>
        )}
      </CardContent>
    </Card>
  );
}
