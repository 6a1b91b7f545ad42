/** The navigation hover panel: domain classifications on two levels and the capability map link. */
import { useEffect, useState } from 'react';
import { Box, Button, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import MapIcon from '@mui/icons-material/MapOutlined';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { domainName } from '../market/api.ts';
import type { Classify } from '../site-api.ts';
import { debounce, panelHeight, RESIZE_DEBOUNCE_MS } from '../panel.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shell/ui/states.tsx';

export function usePanelHeight(): number {
  const [height, setHeight] = useState(() => panelHeight(window.innerHeight));
  useEffect(() => {
    const onResize = debounce(() => setHeight(panelHeight(window.innerHeight)), RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}

interface Props {
  domains: Classify[] | undefined;
  loading: boolean;
  error: { message: string } | null;
  onNavigate: () => void;
}

export function DomainPanel({ domains, loading, error, onNavigate }: Props) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const height = usePanelHeight();
  const [active, setActive] = useState(0);
  const current = domains?.[active];
  return (
    <Paper
      elevation={6}
      square
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: '100%',
        zIndex: 20,
        height,
        display: 'flex',
        overflow: 'hidden',
      }}
      data-testid="domain-panel"
      data-height={height}
    >
      <Box sx={{ width: 240, borderRight: 1, borderColor: 'divider', overflowY: 'auto', bgcolor: 'grey.50' }}>
        <Typography variant="overline" sx={{ px: 2, display: 'block', pt: 1 }}>
          {t('app.nav.domains')}
        </Typography>
        <List dense>
          {(domains ?? []).map((d, i) => (
            <ListItemButton
              key={d.classify_id}
              selected={i === active}
              onMouseEnter={() => setActive(i)}
              component={Link}
              to={`/newApistore?id=${d.classify_id}`}
              onClick={onNavigate}
            >
              <ListItemText primary={domainName(locale, d)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, p: 2, overflowY: 'auto' }}>
        {loading && <LoadingState minHeight={120} />}
        {error && <ErrorState message={error.message} />}
        {!loading && !error && !domains?.length && <EmptyState />}
        {current && (
          <>
            <Typography variant="subtitle1" fontWeight={600}>
              {domainName(locale, current)}
            </Typography>
            {current.classify_desc && (
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {current.classify_desc}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1, mt: 1 }}>
              {(current.children ?? []).map((c) => (
                <Button
                  key={c.classify_id}
                  component={Link}
                  to={`/newApistore?id=${current.classify_id}&sonId=${c.classify_id}`}
                  onClick={onNavigate}
                  sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
                >
                  {domainName(locale, c)}
                </Button>
              ))}
            </Box>
          </>
        )}
      </Box>
      <Stack spacing={1} sx={{ width: 200, p: 2, borderLeft: 1, borderColor: 'divider' }}>
        <Button
          variant="outlined"
          startIcon={<MapIcon />}
          component={Link}
          to="/newApistore?tabQueryType=map"
          onClick={onNavigate}
          fullWidth
          data-testid="capability-map"
        >
          {t('app.nav.capability_map')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddCheck />}
          component={Link}
          to={current ? `/applyFeild?id=${current.classify_id}` : '/applyFeild'}
          onClick={onNavigate}
          fullWidth
          data-testid="panel-apply-by-domain"
        >
          {t('market.by_domain.link')}
        </Button>
      </Stack>
    </Paper>
  );
}
