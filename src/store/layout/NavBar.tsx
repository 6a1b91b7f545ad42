/**
 * The public navigation bar: tabs from the server, the domain hover panel on tabs that ask for it, and
 * `nenglizhongxin` (capability center) selected by default. If the list cannot load, the server message is
 * shown and the capability-center tab alone keeps the bar usable.
 */
import { useMemo, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { useAppState } from '../../shell/app-state.ts';
import { useRemote } from '../../shell/use-remote.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { isFlag, siteApi, type NavigationItem } from '../site-api.ts';
import { DomainPanel } from './DomainPanel.tsx';

export const DEFAULT_NAV_KEY = 'nenglizhongxin';

/** jump_flag (resources/navigations.yaml): 0 none, 1 in-site page, 2 external link in a new tab */
const isExternal = (i: NavigationItem) => String(i.jump_flag) === '2';
const isUnder = (pathname: string, path: string) =>
  pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));

export function NavBar() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { envType } = useAppState();
  const location = useLocation();
  const navigate = useNavigate();
  const nav = useRemote((signal) => siteApi.navigation(signal), [locale]);
  const [hover, setHover] = useState<string | null>(null);
  // loaded on the first hover, then kept: re-hovering must not refetch (or re-announce a failure)
  const [panelWanted, setPanelWanted] = useState(false);
  const domains = useRemote((signal) => siteApi.classifyTree(envType, signal), [envType, locale], panelWanted);

  const items: NavigationItem[] = useMemo(
    () =>
      nav.data?.length
        ? nav.data
        : [{ navigation_code: DEFAULT_NAV_KEY, navigation_name: t('app.nav.capability_center'), open_panel_flag: 1 }],
    [nav.data, t],
  );
  // the item whose in-site page is this one or its parent (/doccenter for /doccenter/details)
  const selected =
    items.find((i) => i.jump_url && !isExternal(i) && isUnder(location.pathname, i.jump_url.split('?')[0]))
      ?.navigation_code ?? (items.some((i) => i.navigation_code === DEFAULT_NAV_KEY) ? DEFAULT_NAV_KEY : false);

  const go = (item: NavigationItem) => {
    setHover(null);
    if (!item.jump_url) return;
    if (isExternal(item)) window.open(item.jump_url, '_blank', 'noopener');
    else navigate(withKeptQuery(item.jump_url, location.search));
  };

  return (
    <Box
      sx={{ position: 'relative', bgcolor: '#0b3d91', color: '#fff' }}
      onMouseLeave={() => setHover(null)}
      data-testid="nav-bar"
    >
      <Tabs
        value={selected}
        textColor="inherit"
        TabIndicatorProps={{ style: { backgroundColor: '#fff' } }}
        variant="scrollable"
        scrollButtons={false}
        sx={{ minHeight: 44, px: 2 }}
      >
        {items.map((item) => (
          <Tab
            key={item.navigation_code}
            value={item.navigation_code}
            label={(locale === 'en' && item.navigation_name_en) || item.navigation_name}
            onMouseEnter={() => {
              const panel = isFlag(item.open_panel_flag);
              setHover(panel ? item.navigation_code : null);
              if (panel) setPanelWanted(true);
            }}
            onClick={() => go(item)}
            data-testid={`nav-${item.navigation_code}`}
            sx={{ minHeight: 44, textTransform: 'none', fontSize: 15, opacity: 0.92 }}
          />
        ))}
      </Tabs>
      {hover && (
        <Box sx={{ color: 'text.primary' }}>
          <DomainPanel
            domains={domains.data}
            loading={domains.loading}
            error={domains.error}
            onNavigate={() => setHover(null)}
          />
        </Box>
      )}
    </Box>
  );
}
