/** /searhPage?q=&kind=&page=: the full, paged search results over products, APIs and documents. */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Container,
  List,
  ListItemButton,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { ErrorState, LoadingState } from '../../shell/ui/states.tsx';
import { queryId } from '../content/api.ts';
import { PageBand } from '../content/PageBand.tsx';
import { marketApi, type SearchKind } from '../market/api.ts';
import { HitRow, hitLink } from '../market/hits.tsx';

const KINDS: SearchKind[] = ['all', 'group', 'api', 'doc'];
const PAGE_SIZE = 10;

export default function SearchPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kind: SearchKind = KINDS.includes(params.get('kind') as SearchKind)
    ? (params.get('kind') as SearchKind)
    : 'all';
  const page = queryId(params.get('page')) ?? 1;
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const result = useRemote(
    (signal) => marketApi.search(q, kind, page, PAGE_SIZE, signal),
    [q, kind, page],
    q.length > 0,
  );
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    set({ q: text.trim().slice(0, 64) || undefined, page: undefined });
  };
  const d = result.data;
  const count = (k: SearchKind) =>
    d ? (k === 'all' ? d.counts.group + d.counts.api + d.counts.doc : d.counts[k]) : null;

  return (
    <Box data-testid="search-page">
      <PageBand title={t('market.search.title')}>
        <Paper component="form" onSubmit={submit} role="search" sx={{ mt: 2, p: 0.5, display: 'flex', maxWidth: 640 }}>
          <TextField
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('market.search.placeholder')}
            size="small"
            fullWidth
            variant="outlined"
            sx={{ '& fieldset': { border: 'none' } }}
            slotProps={{
              htmlInput: {
                maxLength: 64,
                'aria-label': t('market.search.placeholder'),
                'data-testid': 'search-page-input',
              },
            }}
          />
          <Button type="submit" variant="contained">
            {t('market.search_button')}
          </Button>
        </Paper>
      </PageBand>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
        {!q ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('market.search.hint')}
          </Typography>
        ) : (
          <>
            <Tabs
              value={kind}
              onChange={(_, v: SearchKind) => set({ kind: v === 'all' ? undefined : v, page: undefined })}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {KINDS.map((k) => (
                <Tab
                  key={k}
                  value={k}
                  label={`${t(`market.search.kinds.${k}`)}${count(k) !== null ? ` (${count(k)})` : ''}`}
                  data-testid={`search-kind-${k}`}
                />
              ))}
            </Tabs>
            {result.loading ? (
              <LoadingState />
            ) : result.error ? (
              <ErrorState message={result.error.message} onRetry={result.reload} />
            ) : (
              d &&
              (d.total === 0 ? (
                <Stack alignItems="center" spacing={2} sx={{ py: 5 }} data-testid="search-none">
                  <Typography color="text.secondary" textAlign="center">
                    {t('market.search.none', { q })}
                  </Typography>
                  <Button component={Link} to="/newApistore" variant="outlined">
                    {t('market.home.browse')}
                  </Button>
                </Stack>
              ) : (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="search-total">
                    {t('market.search.results', { q, total: d.total })}
                  </Typography>
                  <List>
                    {d.list.map((h) => (
                      <ListItemButton
                        key={`${h.kind}-${h.id}`}
                        component={Link}
                        to={hitLink(h)}
                        divider
                        data-testid="search-hit"
                        sx={{ px: { xs: 1, md: 2 } }}
                      >
                        <HitRow hit={h} />
                      </ListItemButton>
                    ))}
                  </List>
                  {d.total > PAGE_SIZE && (
                    <Stack alignItems="center" sx={{ mt: 2 }}>
                      <Pagination
                        count={Math.ceil(d.total / PAGE_SIZE)}
                        page={page}
                        onChange={(_, p) => set({ page: p === 1 ? undefined : String(p) })}
                        color="primary"
                      />
                    </Stack>
                  )}
                </>
              ))
            )}
          </>
        )}
      </Container>
    </Box>
  );
}
