/**
 * The console's page tabs: one per visited page and one per record, kept for the browser tab's session. The
 * bar scrolls within itself (the page never widens) and keeps the active tab in view; a record's tab closes
 * when the record is deleted.
 */
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Box, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import LeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import RightIcon from '@mui/icons-material/KeyboardArrowRight';
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

/**
 * The bar's look, one style for all its tabs: a plain strip of buttons rather than MUI's Tabs, which measures every
 * tab after each of its renders (a forced layout on every console page load, about 66 ms profiled) and styles each
 * tab as its own component.
 */
const stripSx = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& [role=tab]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    flexShrink: 0,
    maxWidth: 240,
    minHeight: 40,
    px: 1.5,
    py: 0,
    m: 0,
    border: 0,
    borderBottom: '2px solid transparent',
    bgcolor: 'transparent',
    color: 'text.secondary',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    // a phone's tap would leave the hover colour behind
    '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& [role=tab][aria-selected=true]': { color: 'primary.main', borderBottomColor: 'primary.main' },
  '& .tab-label': { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 190 },
  '& .tab-close': {
    fontSize: 14,
    borderRadius: '50%',
    opacity: 0.7,
    '&:hover': { opacity: 1, bgcolor: 'action.selected' },
  },
} as const;

export function PageTabs() {
  const { tabs, active, close } = useContext(TabsContext);
  const navigate = useNavigate();
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; target: string } | null>(null);
  const [room, setRoom] = useState({ left: false, right: false });
  const strip = useRef<HTMLDivElement>(null);
  // the active tab is scrolled into view when the selection changes, when the bar's room changes (the window
  // resizing) and when tab labels change width (a record's name arriving, the language); the scroll buttons say
  // whether there is more on either side. Both are read from the strip only then, never on every render.
  const labels = tabs.map((tab) => renderTitle(t, locale, tab.title)).join('|');
  useEffect(() => {
    const scroller = strip.current;
    if (!scroller) return;
    const measure = () => {
      const left = scroller.scrollLeft > 1;
      const right = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setRoom((r) => (r.left === left && r.right === right ? r : { left, right }));
    };
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role=tab][aria-selected=true]');
      if (tab) {
        const shown = scroller.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        if (box.left < shown.left) scroller.scrollLeft -= shown.left - box.left;
        else if (box.right > shown.right) scroller.scrollLeft += box.right - shown.right;
      }
      measure();
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(scroller);
    scroller.addEventListener('scroll', measure, { passive: true });
    const frame = requestAnimationFrame(reveal);
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
      cancelAnimationFrame(frame);
    };
  }, [active, labels]);

  const scrollBy = (direction: 1 | -1) => {
    const scroller = strip.current;
    if (scroller) scroller.scrollBy({ left: direction * scroller.clientWidth * 0.8, behavior: 'smooth' });
  };
  const openMenu = (e: MouseEvent<HTMLElement>, target: string) => {
    e.preventDefault();
    setMenu({ anchor: e.currentTarget, target });
  };
  const act = (mode: CloseMode) => {
    if (menu) close(mode, menu.target);
    setMenu(null);
  };
  // arrow keys move between tabs, as in any tab list (WAI-ARIA); Enter or a click opens the page
  const moveFocus = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    const all = [...(strip.current?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (!step || at < 0) return;
    e.preventDefault();
    all[(at + step + all.length) % all.length].focus();
  };
  const focusable = tabs.some((tab) => tab.key === active) ? active : tabs[0]?.key;

  return (
    <Box
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
      <IconButton
        size="small"
        disabled={!room.left}
        onClick={() => scrollBy(-1)}
        aria-label={t('app.tabs.scroll_left')}
        sx={{ '&.Mui-disabled': { opacity: 0.3 } }}
      >
        <LeftIcon fontSize="small" />
      </IconButton>
      <Box ref={strip} role="tablist" sx={stripSx} onKeyDown={moveFocus}>
        {tabs.map((tab) => {
          const label = renderTitle(t, locale, tab.title) || t('app.name');
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={tab.key === active}
              tabIndex={tab.key === focusable ? 0 : -1}
              onClick={() => navigate(tab.to)}
              // a middle click closes, as browsers' own tabs do
              onAuxClick={(e) => {
                if (e.button === 1 && tab.key !== homeTab.key) close('current', tab.key);
              }}
              onContextMenu={(e) => openMenu(e, tab.key)}
              data-testid={`tab-${tab.key}`}
              title={label}
            >
              <span className="tab-label">{label}</span>
              {tab.key === homeTab.key ? null : (
                <CloseIcon
                  className="tab-close"
                  aria-label={t('app.tabs.close')}
                  data-testid={`close-${tab.key}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    close('current', tab.key);
                  }}
                />
              )}
            </button>
          );
        })}
      </Box>
      <IconButton
        size="small"
        disabled={!room.right}
        onClick={() => scrollBy(1)}
        aria-label={t('app.tabs.scroll_right')}
        sx={{ '&.Mui-disabled': { opacity: 0.3 } }}
      >
        <RightIcon fontSize="small" />
      </IconButton>
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
