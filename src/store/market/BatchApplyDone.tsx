/** What a batch application created: one line per group with its record and work order, and where to follow them. */
import { Alert, AlertTitle, Button, Link as MuiLink, List, ListItem, ListItemText, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { groupName, type ApplyGroup, type BatchApplied } from './api.ts';

export function BatchApplyDone({
  result,
  groups,
  onAgain,
}: {
  result: BatchApplied;
  groups: ApplyGroup[];
  onAgain: () => void;
}) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const nameOf = (id: number) => {
    const g = groups.find((x) => x.group_id === id);
    return g ? groupName(locale, g) : `#${id}`;
  };
  return (
    <Alert severity="success" data-testid="apply-done" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{t('market.by_domain.done', { smart_count: result.list.length })}</AlertTitle>
      <List dense disablePadding>
        {result.list.map((r) => (
          <ListItem
            key={r.r_apply_groups_record_id}
            disableGutters
            data-testid="apply-done-row"
            secondaryAction={
              <MuiLink
                component={Link}
                to={`/developers/serviceDetails?r_apply_groups_record_id=${r.r_apply_groups_record_id}`}
                data-testid="apply-done-link"
              >
                {t('market.by_domain.view_record')}
              </MuiLink>
            }
          >
            <ListItemText
              primary={nameOf(r.group_id)}
              secondary={t('market.by_domain.done_row', { id: r.r_apply_groups_record_id, wo: r.work_order_id })}
              sx={{ pr: 8, overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" component={Link} to="/developers/capacityInventory" data-testid="apply-view">
          {t('market.apply.view')}
        </Button>
        <Button onClick={onAgain} data-testid="apply-again">
          {t('market.by_domain.again')}
        </Button>
      </Stack>
    </Alert>
  );
}
