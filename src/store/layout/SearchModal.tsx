/**
 * The header's search: tabs all / domain / interface. "All" and "interface" ask the server's ranked search
 * (marketSearch) as the visitor types; "domain" filters the classification tree. Arrow keys move through the
 * hits, Enter opens one (or the full results page when none is selected).
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Button,
  Typography,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useRemote } from '../../shell/use-remote.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shell/ui/states.tsx';
import { siteApi, type Classify } from '../site-api.ts';
import { domainName, marketApi } from '../market/api.ts';
import { HitRow, hitLink } from '../market/hits.tsx';
import { PUBLISHED_ENV } from '../market/env.ts';

export type SearchTab = 'all' | 'domain' | 'interface';
export const SEARCH_TABS: SearchTab[] = ['all', 'domain', 'interface'];

interface DomainHit {
  key: string;
  title: string;
  subtitle?: string;
  to: string;
}

function domainHits(tree: Classify[], text: string, locale: string): DomainHit[] {
  const q = text.trim().toLowerCase();
  const hits: DomainHit[] = [];
  for (const d of tree) {
    for (const c of [d, ...(d.children ?? [])]) {
      // either language finds a domain; it is shown in the visitor's
      if (!q || [c.classify_name, c.classify_name_en ?? ''].some((n) => n.toLowerCase().includes(q))) {
        hits.push({
          key: `d-${c.classify_id}`,
          title: domainName(locale, c),
          subtitle: c === d ? c.classify_desc : domainName(locale, d),
          to: c === d ? `/newApistore?id=${d.classify_id}` : `/newApistore?id=${d.classify_id}&sonId=${c.classify_id}`,
        });
      }
    }
  }
  return hits;
}

/** the text after the visitor paused typing for a moment: one request per pause, not per key */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export function SearchModal({ open, initial, onClose }: { open: boolean; initial: string; onClose: () => void }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SearchTab>('all');
  const [text, setText] = useState(initial);
  const [active, setActive] = useState(-1);
  const query = useSettled(text.trim().slice(0, 64));
  const domains = useRemote(
    (signal) => siteApi.classifyTree(PUBLISHED_ENV, signal),
    [locale, open],
    open && tab === 'domain',
  );
  const server = useRemote(
    (signal) => marketApi.search(query, tab === 'interface' ? 'api' : 'all', 1, 10, signal),
    [query, tab],
    open && tab !== 'domain' && query.length > 0,
  );
  useEffect(() => setActive(-1), [query, tab]);

  const rows = useMemo(
    () =>
      tab === 'domain'
        ? domainHits(domains.data ?? [], text, locale).map((h) => ({
            key: h.key,
            to: h.to,
            node: <ListItemText primary={h.title} secondary={h.subtitle} />,
          }))
        : (query ? (server.data?.list ?? []) : []).map((h) => ({
            key: `${h.kind}-${h.id}`,
            to: hitLink(h),
            node: <HitRow hit={h} />,
          })),
    [tab, domains.data, text, locale, query, server.data],
  );
  const state = tab === 'domain' ? domains : server;

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const allResults = () =>
    go(`/searhPage?q=${encodeURIComponent(text.trim().slice(0, 64))}${tab === 'interface' ? '&kind=api' : ''}`);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(rows.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (active >= 0 && rows[active]) go(rows[active].to);
      else if (text.trim() && tab !== 'domain') allResults();
    }
  };

  return (
    // no focus restore: the header box it would return to opens this dialog on focus
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" disableRestoreFocus data-testid="search-modal">
      <DialogTitle>{t('app.search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={text}
          placeholder={t('market.search.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              maxLength: 64,
              'data-testid': 'search-modal-input',
              role: 'combobox',
              'aria-expanded': rows.length > 0,
              'aria-controls': 'search-hits',
              'aria-activedescendant': active >= 0 ? `search-hit-${active}` : undefined,
            },
          }}
        />
        <Tabs value={tab} onChange={(_, v: SearchTab) => setTab(v)} sx={{ mt: 1 }}>
          {SEARCH_TABS.map((k) => (
            <Tab key={k} value={k} label={t(`app.search.${k}`)} data-testid={`search-tab-${k}`} />
          ))}
        </Tabs>
        {tab !== 'domain' && !query ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('market.search.hint')}
          </Typography>
        ) : state.loading && !rows.length ? (
          <LoadingState minHeight={120} />
        ) : state.error ? (
          <ErrorState message={state.error.message} onRetry={state.reload} />
        ) : rows.length ? (
          <List dense id="search-hits" role="listbox" sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {rows.map((r, i) => (
              <ListItemButton
                key={r.key}
                id={`search-hit-${i}`}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                onClick={() => go(r.to)}
                data-testid="search-modal-hit"
              >
                {r.node}
              </ListItemButton>
            ))}
          </List>
        ) : (
          <EmptyState />
        )}
        {tab !== 'domain' && query && (
          <Button fullWidth onClick={allResults} sx={{ mt: 1 }} data-testid="search-all-results">
            {t('market.search.all_results')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
