/**
 * The market (/newApistore, /apistore): domain tabs and sub-domains of the classification tree, query text, sort
 * and pages. The URL holds the whole state (id, sonId, queryText, sort, page), so a link reproduces the view.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  Container,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { EmptyState, ErrorState } from '../../shell/ui/states.tsx';
import { siteApi } from '../site-api.ts';
import { queryId } from '../content/api.ts';
import { PageBand } from '../content/PageBand.tsx';
import { useMetaDescription } from '../content/meta.ts';
import { domainName, marketApi, SORTS, type MarketSort } from '../market/api.ts';
import { CardGrid } from '../market/GroupCard.tsx';
import { CardsSkeleton } from '../market/CardsSkeleton.tsx';
import { PUBLISHED_ENV } from '../market/env.ts';
import { OpsCards } from '../../shell/ops-cards/OpsCards.tsx';

const PAGE_SIZE = 12;

export default function Market() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const id = queryId(params.get('id'));
  const sonId = queryId(params.get('sonId'));
  const queryText = (params.get('queryText') ?? '').trim();
  const sort: MarketSort = SORTS.includes(params.get('sort') as MarketSort)
    ? (params.get('sort') as MarketSort)
    : 'newest';
  const page = queryId(params.get('page')) ?? 1;
  const [text, setText] = useState(queryText);
  useEffect(() => setText(queryText), [queryText]);
  useMetaDescription(t('market.subtitle'));

  const tree = useRemote((signal) => siteApi.classifyTree(PUBLISHED_ENV, signal), [locale]);
  const groups = useRemote(
    (signal) =>
      marketApi.groups(
        { page_num: page, page_size: PAGE_SIZE, id, son_id: sonId, query_text: queryText || undefined, sort },
        signal,
      ),
    [page, id, sonId, queryText, sort, locale],
  );
  const domain = tree.data?.find((d) => Number(d.classify_id) === id);

  /** a change of any filter goes back to page 1; empty values leave the URL */
  const update = (patch: Record<string, string | number | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ queryText: text.trim() });
  };
  const pages = groups.data ? Math.max(1, Math.ceil(groups.data.total / PAGE_SIZE)) : 1;
  // the domain in view goes along, so the apply page opens on it
  const applyLink = `/applyFeild${id ? `?${new URLSearchParams({ id: String(id), ...(sonId ? { sonId: String(sonId) } : {}) })}` : ''}`;

  return (
    <Box data-testid="market">
      <PageBand title={t('market.title')} subtitle={t('market.subtitle')}>
        <Button
          component={Link}
          to={applyLink}
          variant="contained"
          color="inherit"
          startIcon={<PlaylistAddCheck />}
          data-testid="market-apply-by-domain"
          sx={{ mt: 2, color: 'primary.main', bgcolor: '#fff' }}
        >
          {t('market.by_domain.link')}
        </Button>
      </PageBand>
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <OpsCards placement="market" />
        </Box>
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Tabs
            value={id ?? 0}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('market.title')}
            onChange={(_, v: number) => update({ id: v || undefined, sonId: undefined, tabQueryType: undefined })}
          >
            <Tab value={0} label={t('market.all_domains')} data-testid="market-domain-all" />
            {tree.data?.map((d) => (
              <Tab
                key={d.classify_id}
                value={Number(d.classify_id)}
                label={domainName(locale, d)}
                data-testid="market-domain"
              />
            ))}
          </Tabs>
          {domain?.children?.length ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              flexWrap="wrap"
              sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
              data-testid="market-subdomains"
            >
              <Chip
                label={t('market.all_sub')}
                color={sonId ? 'default' : 'primary'}
                onClick={() => update({ sonId: undefined })}
              />
              {domain.children.map((c) => (
                <Chip
                  key={c.classify_id}
                  label={domainName(locale, c)}
                  color={Number(c.classify_id) === sonId ? 'primary' : 'default'}
                  onClick={() => update({ sonId: Number(c.classify_id) })}
                  data-testid="market-subdomain"
                />
              ))}
            </Stack>
          ) : null}
          {tree.error && <ErrorState message={tree.error.message} onRetry={tree.reload} />}
        </Paper>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          alignItems={{ sm: 'center' }}
          sx={{ mb: 2 }}
          component="form"
          onSubmit={submit}
          role="search"
        >
          <TextField
            size="small"
            variant="outlined"
            margin="none"
            fullWidth={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('market.query')}
            sx={{ flex: { sm: 1 }, minWidth: { sm: 200 }, maxWidth: { sm: 360 } }}
            slotProps={{ htmlInput: { maxLength: 64, 'aria-label': t('market.query'), 'data-testid': 'market-query' } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" data-testid="market-search">
              {t('market.search_button')}
            </Button>
            <Button
              onClick={() => {
                setText('');
                setParams(new URLSearchParams());
              }}
            >
              {t('market.reset')}
            </Button>
          </Stack>
          <Box sx={{ flex: 1 }} />
          <TextField
            select
            size="small"
            variant="outlined"
            margin="none"
            fullWidth={false}
            label={t('market.sort.label')}
            value={sort}
            onChange={(e) => update({ sort: e.target.value === 'newest' ? undefined : e.target.value })}
            sx={{ minWidth: 150 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'market-sort' } } }}
          >
            {SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`market.sort.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {groups.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="market-total">
            {t('market.total', { smart_count: groups.data.total })}
          </Typography>
        )}
        {groups.loading ? (
          <CardsSkeleton count={8} />
        ) : groups.error ? (
          <ErrorState message={groups.error.message} onRetry={groups.reload} />
        ) : !groups.data?.list.length ? (
          <EmptyState />
        ) : (
          <CardGrid groups={groups.data.list} />
        )}
        {pages > 1 && (
          <Stack alignItems="center" sx={{ mt: 3 }}>
            <Pagination
              count={pages}
              page={page}
              onChange={(_, p) => update({ page: p === 1 ? undefined : p }, true)}
              color="primary"
              data-testid="market-pages"
            />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
