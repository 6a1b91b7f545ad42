/** The header's search: tabs all / domain / interface over what the store can search. */
import { useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, InputAdornment, List, ListItemButton, ListItemText, Tab, Tabs, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { useAppState } from '../../admin/app-state.ts';
import { useRemote } from '../../admin/use-remote.ts';
import { EmptyState, ErrorState, LoadingState } from '../../admin/ui/states.tsx';
import { siteApi, type Classify } from '../site-api.ts';

export type SearchTab = 'all' | 'domain' | 'interface';
export const SEARCH_TABS: SearchTab[] = ['all', 'domain', 'interface'];

interface Hit {
  key: string;
  title: string;
  subtitle?: string;
  to: string;
}

function domainHits(tree: Classify[], text: string): Hit[] {
  const q = text.trim().toLowerCase();
  const hits: Hit[] = [];
  for (const d of tree) {
    for (const c of [d, ...(d.children ?? [])]) {
      if (!q || c.classify_name.toLowerCase().includes(q)) {
        hits.push({ key: `d-${c.classify_id}`, title: c.classify_name, subtitle: c === d ? c.classify_desc : d.classify_name,
          to: c === d ? `/newApistore?id=${d.classify_id}` : `/newApistore?id=${d.classify_id}&sonId=${c.classify_id}` });
      }
    }
  }
  return hits;
}

export function SearchModal({ open, initial, onClose }: { open: boolean; initial: string; onClose: () => void }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { envType } = useAppState();
  const [tab, setTab] = useState<SearchTab>('all');
  const [text, setText] = useState(initial);
  const domains = useRemote((signal) => siteApi.classifyTree(envType, signal), [envType, locale, open], open);
  // interface search is served by the store's API work; until then the tab shows its empty state
  const hits = useMemo(() => (tab === 'interface' ? [] : domainHits(domains.data ?? [], text)), [tab, domains.data, text]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="search-modal">
      <DialogTitle>{t('app.search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus fullWidth size="small" value={text} placeholder={t('app.search.placeholder')} onChange={(e) => setText(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <Tabs value={tab} onChange={(_, v: SearchTab) => setTab(v)} sx={{ mt: 1 }}>
          {SEARCH_TABS.map((k) => <Tab key={k} value={k} label={t(`app.search.${k}`)} data-testid={`search-tab-${k}`} />)}
        </Tabs>
        {tab !== 'interface' && domains.loading && <LoadingState minHeight={120} />}
        {tab !== 'interface' && domains.error && <ErrorState message={domains.error.message} onRetry={domains.reload} />}
        {!(tab !== 'interface' && (domains.loading || domains.error)) && (hits.length ? (
          <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {hits.map((h) => (
              <ListItemButton key={h.key} onClick={() => { onClose(); navigate(h.to); }}>
                <ListItemText primary={h.title} secondary={h.subtitle} />
              </ListItemButton>
            ))}
          </List>
        ) : <EmptyState />)}
      </DialogContent>
    </Dialog>
  );
}
