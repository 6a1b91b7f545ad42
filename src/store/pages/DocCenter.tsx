/**
 * /doccenter, /doccenter/details?id=<document number> (or ?doc_id=) and /helpWord: the document tree from the
 * server, the chosen document rendered from sanitized Markdown, and its table of contents with anchors.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Container,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shell/ui/states.tsx';
import { usePublishTitle } from '../../shell/page-title.ts';
import { contentApi, formatDate, pick, queryId, type DocumentNode } from '../content/api.ts';
import { Prose, Toc, useRendered } from '../content/Prose.tsx';
import { PageBand } from '../content/PageBand.tsx';
import { useMetaDescription } from '../content/meta.ts';
import { OpsCards } from '../../shell/ops-cards/OpsCards.tsx';

/** /helpWord opens the FAQ: the seeded document number footer links use too (an operator may renumber it) */
const HELP_DOC_NUMBER = 5;

const docLink = (n: DocumentNode) =>
  n.index_doc_id != null ? `/doccenter/details?id=${n.index_doc_id}` : `/doccenter/details?doc_id=${n.doc_id}`;

function flatten(nodes: DocumentNode[], out: DocumentNode[] = []): DocumentNode[] {
  for (const n of nodes) {
    out.push(n);
    flatten(n.childs, out);
  }
  return out;
}

function Tree({
  nodes,
  selected,
  locale,
  depth = 0,
}: {
  nodes: DocumentNode[];
  selected?: number;
  locale: string;
  depth?: number;
}) {
  return (
    <List dense disablePadding>
      {nodes.map((n) => (
        <Box key={n.doc_id}>
          {n.type === 1 && !n.childs.length && depth === 0 ? null : n.type === 1 ? (
            <Typography
              component="div"
              variant="subtitle2"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.5 + depth * 1.5,
                pt: 1.5,
                pb: 0.5,
                color: 'text.secondary',
              }}
            >
              <FolderOutlined fontSize="small" />
              {pick(locale, n.show_name, n.show_name_en)}
            </Typography>
          ) : (
            <ListItemButton
              component={Link}
              to={docLink(n)}
              selected={n.doc_id === selected}
              sx={{ pl: 1.5 + depth * 1.5, borderRadius: 1 }}
              data-testid="doc-tree-item"
            >
              <ArticleOutlined fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
              <ListItemText primary={pick(locale, n.show_name, n.show_name_en)} />
            </ListItemButton>
          )}
          {n.childs.length > 0 && <Tree nodes={n.childs} selected={selected} locale={locale} depth={depth + 1} />}
        </Box>
      ))}
    </List>
  );
}

/** the documents before and after this one in reading order (the tree's order, folders skipped) */
function Neighbours({ all, current, locale }: { all: DocumentNode[]; current: number; locale: string }) {
  const t = useTranslate();
  const docs = all.filter((n) => n.type === 2);
  const i = docs.findIndex((n) => n.doc_id === current);
  if (i < 0) return null;
  const prev = docs[i - 1];
  const next = docs[i + 1];
  if (!prev && !next) return null;
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        data-testid="doc-neighbours"
      >
        {prev ? (
          <Button
            component={Link}
            to={docLink(prev)}
            startIcon={<ChevronLeft />}
            sx={{ textTransform: 'none' }}
            aria-label={`${t('store.docs.prev')}: ${pick(locale, prev.show_name, prev.show_name_en)}`}
          >
            {pick(locale, prev.show_name, prev.show_name_en)}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            component={Link}
            to={docLink(next)}
            endIcon={<ChevronRight />}
            sx={{ textTransform: 'none', ml: 'auto' }}
            aria-label={`${t('store.docs.next')}: ${pick(locale, next.show_name, next.show_name_en)}`}
            data-testid="doc-next"
          >
            {pick(locale, next.show_name, next.show_name_en)}
          </Button>
        )}
      </Box>
    </>
  );
}

function DocumentBody({
  docKey,
  locale,
  all,
}: {
  docKey: { index_doc_id?: number; doc_id?: number };
  locale: string;
  all: DocumentNode[];
}) {
  const t = useTranslate();
  const location = useLocation();
  const doc = useRemote((signal) => contentApi.document(docKey, signal), [docKey.index_doc_id, docKey.doc_id]);
  const name = doc.data ? { zh: doc.data.show_name, en: doc.data.show_name_en || doc.data.show_name } : undefined;
  usePublishTitle(location.pathname, name ? { key: 'store.named', args: { name } } : undefined);
  const source = doc.data ? pick(locale, doc.data.content, doc.data.content_en) : '';
  const { html, toc } = useRendered(source);
  useMetaDescription(source);
  useEffect(() => {
    // an anchor in the address (a shared link) scrolls once the document is in
    if (html && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [html, location.hash]);

  if (doc.loading) return <LoadingState minHeight={320} />;
  if (doc.error) return <ErrorState message={doc.error.message} onRetry={doc.reload} />;
  if (!doc.data) return <EmptyState />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 200px' }, gap: 3 }}>
      <Box component="article" sx={{ minWidth: 0 }} data-testid="doc-article">
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 700, mb: 0.5 }}
          data-testid="doc-title"
        >
          {pick(locale, doc.data.show_name, doc.data.show_name_en)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {t('store.docs.updated', { date: formatDate(locale, doc.data.updated_at) })}
        </Typography>
        {toc.length > 0 && (
          <Accordion disableGutters variant="outlined" sx={{ display: { lg: 'none' }, mb: 2 }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('store.docs.toc')}</AccordionSummary>
            <AccordionDetails>
              <Toc toc={toc} title={t('store.docs.toc')} />
            </AccordionDetails>
          </Accordion>
        )}
        {source.trim() ? <Prose html={html} testId="doc-content" /> : <EmptyState />}
        <Neighbours all={all} current={doc.data.doc_id} locale={locale} />
      </Box>
      <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
        <Box sx={{ position: 'sticky', top: 16 }}>
          <Toc toc={toc} title={t('store.docs.toc')} />
        </Box>
      </Box>
    </Box>
  );
}

export default function DocCenter() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const [params] = useSearchParams();
  const tree = useRemote((signal) => contentApi.documentTree(signal), []);
  const [treeOpen, setTreeOpen] = useState(false);
  const all = useMemo(() => flatten(tree.data ?? []), [tree.data]);

  // the document asked for, else the page's default: /helpWord the FAQ, /doccenter the first document
  const asked = { index_doc_id: queryId(params.get('id')), doc_id: queryId(params.get('doc_id')) };
  let key: { index_doc_id?: number; doc_id?: number } | undefined;
  if (asked.index_doc_id) key = { index_doc_id: asked.index_doc_id };
  else if (asked.doc_id) key = { doc_id: asked.doc_id };
  else {
    const first =
      (location.pathname === '/helpWord' && all.find((n) => n.index_doc_id === HELP_DOC_NUMBER)) ||
      all.find((n) => n.type === 2);
    if (first) key = first.index_doc_id != null ? { index_doc_id: first.index_doc_id } : { doc_id: first.doc_id };
  }
  const selected = all.find((n) =>
    key?.index_doc_id ? n.index_doc_id === key.index_doc_id : n.doc_id === key?.doc_id,
  )?.doc_id;
  // a document chosen in the phone's tree closes it; only a change does (an effect run for the first render, which
  // Preact may flush a frame late, would shut a tree the reader has just opened)
  const shownSearch = useRef(location.search);
  useEffect(() => {
    if (shownSearch.current === location.search) return;
    shownSearch.current = location.search;
    setTreeOpen(false);
  }, [location.search]);

  const treeView = tree.loading ? (
    <LoadingState />
  ) : tree.error ? (
    <ErrorState message={tree.error.message} onRetry={tree.reload} />
  ) : !all.length ? (
    <EmptyState />
  ) : (
    <Tree nodes={tree.data!} selected={selected} locale={locale} />
  );

  return (
    <Box data-testid="doc-center">
      <PageBand
        title={t(location.pathname === '/helpWord' ? 'store.docs.help' : 'store.docs.title')}
        subtitle={t('store.docs.subtitle')}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <OpsCards placement="doccenter" />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
            gap: { xs: 2, md: 4 },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16 }}>
            <Paper
              variant="outlined"
              component="nav"
              aria-label={t('store.docs.tree')}
              sx={{ p: 1 }}
              data-testid="doc-tree"
            >
              {treeView}
            </Paper>
          </Box>
          <Accordion
            disableGutters
            variant="outlined"
            expanded={treeOpen}
            onChange={(_, v) => setTreeOpen(v)}
            sx={{ display: { md: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid="doc-tree-toggle">
              {t('store.docs.open_tree')}
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0.5 }} data-testid="doc-tree-mobile">
              {treeView}
            </AccordionDetails>
          </Accordion>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
            {key ? (
              <DocumentBody docKey={key} locale={locale} all={all} />
            ) : tree.loading ? (
              <LoadingState minHeight={320} />
            ) : tree.error ? (
              <ErrorState message={tree.error.message} onRetry={tree.reload} />
            ) : (
              <EmptyState />
            )}
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}
