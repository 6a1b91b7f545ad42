/** The console's page tabs: one per visited page, kept for the browser tab's session. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Box, IconButton, Menu, MenuItem, Tab, Tabs, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { closeTabs, openTab, type CloseMode, type PageTab } from './tabs.ts';
import { titleKeyFor, WORKBENCH_PATH } from './console-paths.ts';

const STORAGE_KEY = 'console-tabs';
const homeTab: PageTab = { key: WORKBENCH_PATH, to: WORKBENCH_PATH, title: 'routes.workBench' };

function restore(): PageTab[] {
  try {
    const tabs = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as PageTab[];
    return openTab(Array.isArray(tabs) ? tabs : [], tabs.find((t) => t.key === homeTab.key) ?? homeTab, homeTab.key);
  } catch {
    return [homeTab];
  }
}

interface TabsApi {
  tabs: PageTab[];
  close: (mode: CloseMode, target: string) => void;
}

const TabsContext = createContext<TabsApi>({ tabs: [], close: () => undefined });

export function TabsProvider({ children }: { children: ReactNode }) {
  const [tabs, setTabs] = useState<PageTab[]>(restore);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();

  useEffect(() => {
    const to = `${location.pathname}${location.search}`;
    setTabs((current) => openTab(current, { key: location.pathname, to, title: titleKeyFor(location.pathname).key }, homeTab.key));
  }, [location.pathname, location.search]);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
  }, [tabs]);

  const close = useCallback((mode: CloseMode, target: string) => {
    const result = closeTabs(tabs, mode, target, location.pathname, homeTab.key);
    if (result.message) notify(result.message.key, { type: result.message.type });
    setTabs(result.tabs);
    if (result.active !== location.pathname) {
      const next = result.tabs.find((t) => t.key === result.active);
      if (next) navigate(next.to);
    }
  }, [tabs, location.pathname, navigate, notify]);

  const value = useMemo(() => ({ tabs, close }), [tabs, close]);
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

export function PageTabs() {
  const { tabs, close } = useContext(TabsContext);
  const location = useLocation();
  const navigate = useNavigate();
  const t = useTranslate();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; target: string } | null>(null);
  const active = tabs.some((tab) => tab.key === location.pathname) ? location.pathname : false;

  const openMenu = (e: MouseEvent<HTMLElement>, target: string) => {
    e.preventDefault();
    setMenu({ anchor: e.currentTarget, target });
  };
  const act = (mode: CloseMode) => {
    if (menu) close(mode, menu.target);
    setMenu(null);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', mb: 1 }} data-testid="page-tabs">
      <Tabs value={active} variant="scrollable" scrollButtons="auto" sx={{ flex: 1, minHeight: 40 }}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key} value={tab.key} onClick={() => navigate(tab.to)} onContextMenu={(e) => openMenu(e, tab.key)}
            data-testid={`tab-${tab.key}`} sx={{ minHeight: 40, py: 0, textTransform: 'none' }}
            iconPosition="end"
            icon={tab.key === homeTab.key ? undefined : (
              <CloseIcon
                fontSize="inherit" aria-label={t('app.tabs.close')} data-testid={`close-${tab.key}`}
                onClick={(e) => { e.stopPropagation(); close('current', tab.key); }}
              />
            )}
            label={t(tab.title, { _: t('app.name'), smart_count: 2 })}
          />
        ))}
      </Tabs>
      <Tooltip title={t('app.tabs.more')}>
        <IconButton size="small" onClick={(e) => openMenu(e, location.pathname)} aria-label={t('app.tabs.more')} data-testid="tab-actions">
          <MoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => act('current')}>{t('app.tabs.close_current')}</MenuItem>
        <MenuItem onClick={() => act('left')}>{t('app.tabs.close_left')}</MenuItem>
        <MenuItem onClick={() => act('right')}>{t('app.tabs.close_right')}</MenuItem>
        <MenuItem onClick={() => act('others')}>{t('app.tabs.close_others')}</MenuItem>
      </Menu>
    </Box>
  );
}
