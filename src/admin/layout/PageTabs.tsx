/**
 * The console's page tabs: one per visited page and one per record, kept for the browser tab's session. The
 * bar scrolls within itself (the page never widens) and keeps the active tab in view; a record's tab closes
 * when the record is deleted.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Box, IconButton, Menu, MenuItem, Tab, Tabs, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { matchRecordPage, pageKey } from '../resources/record-routes.ts';
import { routeForPath } from '../../shell/routing/return-url.ts';
import { onRecordsDeleted } from '../resources/record-events.ts';
import { closeRecordTabs, closeTabs, openTab, type CloseMode, type PageTab } from './tabs.ts';
import { titleFor, WORKBENCH_PATH } from './console-paths.ts';
import { TabsContext } from './tabs-context.ts';
import { publishedTitle, renderTitle, subscribeTitles } from '../../shell/page-title.ts';

const STORAGE_KEY = 'console-tabs';
const homeTab: PageTab = { key: WORKBENCH_PATH, to: WORKBENCH_PATH, title: { key: 'routes.workBench' } };

/** Tabs saved by this or an earlier version (whose titles were bare i18n keys). */
function restore(): PageTab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as (Omit<PageTab, 'title'> & {
      title: PageTab['title'] | string;
    })[];
    const tabs = (Array.isArray(saved) ? saved : [])
      .filter((t) => t && typeof t.key === 'string' && typeof t.to === 'string')
      .map((t) => ({ ...t, title: typeof t.title === 'string' ? { key: t.title } : t.title }));
    return openTab(tabs, tabs.find((t) => t.key === homeTab.key) ?? homeTab, homeTab.key);
  } catch {
    return [homeTab];
  }
}

function tabFor(pathname: string, search: string): PageTab {
  const page = matchRecordPage(pathname, search);
  return {
    key: pageKey(pathname, search),
    to: `${pathname}${search}`,
    title: titleFor(pathname, search),
    record: page?.id !== undefined ? { resource: page.route.d.name, id: page.id } : undefined,
  };
}

export function TabsProvider({ children }: { children: ReactNode }) {
  const [tabs, setTabs] = useState<PageTab[]>(restore);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const active = pageKey(location.pathname, location.search);

  useEffect(() => {
    // react-admin's own /<resource>/… paths only forward to the real pages: they get no tab of their own
    if (!matchRecordPage(location.pathname, location.search) && !routeForPath(location.pathname)) return;
    setTabs((current) => openTab(current, tabFor(location.pathname, location.search), homeTab.key));
  }, [location.pathname, location.search]);

  // a record page names its record once loaded
  useEffect(
    () =>
      subscribeTitles(() => {
        setTabs((current) => {
          let changed = false;
          const next = current.map((t) => {
            const title = publishedTitle(t.key);
            if (!title || JSON.stringify(title) === JSON.stringify(t.title)) return t;
            changed = true;
            return { ...t, title };
          });
          return changed ? next : current;
        });
      }),
    [],
  );

  useEffect(
    () => onRecordsDeleted((resource, ids) => setTabs((current) => closeRecordTabs(current, resource, ids))),
    [],
  );

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
  }, [tabs]);

  const close = useCallback(
    (mode: CloseMode, target: string) => {
      const result = closeTabs(tabs, mode, target, active, homeTab.key);
      if (result.message) notify(result.message.key, { type: result.message.type });
      setTabs(result.tabs);
      if (result.active !== active) {
        const next = result.tabs.find((t) => t.key === result.active);
        if (next) navigate(next.to);
      }
    },
    [tabs, active, navigate, notify],
  );

  const forget = useCallback((key: string) => {
    if (key !== homeTab.key) setTabs((current) => current.filter((t) => t.key !== key));
  }, []);

  const value = useMemo(() => ({ tabs, active, close, forget }), [tabs, active, close, forget]);
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

export function PageTabs() {
  const { tabs, active, close } = useContext(TabsContext);
  const navigate = useNavigate();
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; target: string } | null>(null);
  const selected = tabs.some((tab) => tab.key === active) ? active : false;
  const bar = useRef<HTMLDivElement>(null);
  // MUI scrolls to the selected tab when the selection changes, not when the bar's room changes (the window
  // resizing) or tab labels change width (a record's name arriving, the language). The scroll buttons are always
  // there (disabled when idle): appearing later, they would shift the tabs after MUI has measured them.
  const labels = tabs.map((tab) => renderTitle(t, locale, tab.title)).join('|');
  useEffect(() => {
    const scroller = bar.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller) return;
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role=tab][aria-selected=true]');
      if (!tab) return;
      const shown = scroller.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < shown.left) scroller.scrollLeft -= shown.left - box.left;
      else if (box.right > shown.right) scroller.scrollLeft += box.right - shown.right;
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(scroller);
    const frame = requestAnimationFrame(reveal);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [active, labels]);

  const openMenu = (e: MouseEvent<HTMLElement>, target: string) => {
    e.preventDefault();
    setMenu({ anchor: e.currentTarget, target });
  };
  const act = (mode: CloseMode) => {
    if (menu) close(mode, menu.target);
    setMenu(null);
  };

  return (
    <Box
      ref={bar}
      sx={{
        display: 'flex',
        alignItems: 'center',
        minWidth: 0,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        mb: 1,
      }}
      data-testid="page-tabs"
    >
      <Tabs
        value={selected}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        sx={{ flex: 1, minWidth: 0, minHeight: 40, '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
      >
        {tabs.map((tab) => {
          const label = renderTitle(t, locale, tab.title) || t('app.name');
          return (
            <Tab
              key={tab.key}
              value={tab.key}
              onClick={() => navigate(tab.to)}
              onContextMenu={(e) => openMenu(e, tab.key)}
              data-testid={`tab-${tab.key}`}
              title={label}
              sx={{ minHeight: 40, py: 0, px: 1.5, textTransform: 'none', maxWidth: 240, flexShrink: 0 }}
              iconPosition="end"
              icon={
                tab.key === homeTab.key ? undefined : (
                  <CloseIcon
                    fontSize="inherit"
                    aria-label={t('app.tabs.close')}
                    data-testid={`close-${tab.key}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      close('current', tab.key);
                    }}
                  />
                )
              }
              label={
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 190 }}
                >
                  {label}
                </Box>
              }
            />
          );
        })}
      </Tabs>
      <Tooltip title={t('app.tabs.more')}>
        <IconButton
          size="small"
          onClick={(e) => openMenu(e, active)}
          aria-label={t('app.tabs.more')}
          data-testid="tab-actions"
          sx={{ mx: 0.5 }}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => act('current')} data-testid="tabs-close-current">
          {t('app.tabs.close_current')}
        </MenuItem>
        <MenuItem onClick={() => act('left')} data-testid="tabs-close-left">
          {t('app.tabs.close_left')}
        </MenuItem>
        <MenuItem onClick={() => act('right')} data-testid="tabs-close-right">
          {t('app.tabs.close_right')}
        </MenuItem>
        <MenuItem onClick={() => act('others')} data-testid="tabs-close-others">
          {t('app.tabs.close_others')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
