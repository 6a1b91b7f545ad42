/** /developers/territoryList: the domains of what the caller can call, each opening its APIs in interfaceList. */
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { devTerritories } from './api.ts';
import { deniedBy, failure } from './parts.tsx';

export default function TerritoryList() {
  const t = useTranslate();
  const data = useRemote(() => devTerritories(), []);
  return (
    <Card sx={{ m: 1 }} data-testid="dev-territories">
      <CardContent>
        <Typography variant="h6">{t('devcatalog.territories_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('devcatalog.territories_hint')}
        </Typography>
        <ScreenStates
          loading={data.loading}
          denied={deniedBy(data.error)}
          error={failure(data.error)}
          onRetry={data.reload}
          empty={!data.data?.length}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {data.data?.map((d) => (
              <Card key={d.classify_id} variant="outlined" data-testid={`territory-${d.classify_id}`}>
                <CardContent>
                  <Typography variant="subtitle1">{d.classify_name ?? t('devcatalog.unclassified')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${t('devcatalog.group_count', { n: d.group_count })} · ${t('devcatalog.api_count', { n: d.api_count })}`}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" component={Link} to={`/developers/interfaceList?classify_id=${d.classify_id}`}>
                    {t('devcatalog.see_apis')}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
