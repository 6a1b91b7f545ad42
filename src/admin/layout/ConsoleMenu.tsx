/**
 * The side menu, built from the permission tree and grouped as routes.ts groups them. Listed pages whose
 * screen is not built yet show as "coming soon" so the menu still tells each role what it holds.
 * Sub-accounts (account_type 1) ask the server before opening an entry and go back to the workbench if refused.
 */
import { memo, startTransition, useEffect, useState, type MouseEvent } from 'react';
import {
  Box,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import AppsIcon from '@mui/icons-material/AppsOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import CodeIcon from '@mui/icons-material/CodeOutlined';
import HubIcon from '@mui/icons-material/HubOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import RouteIcon from '@mui/icons-material/AltRouteOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetIdentity, useNotify, useSidebarState, useTranslate } from 'react-admin';
import { call } from '../../api/call.ts';
import { consoleGroups, routes, type RouteEntry } from '../../shared/routes.ts';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '../../shared/constants.ts';
import type { UserInfo } from '../../shell/authProvider.ts';
import { mayOpen } from '../../shell/permissions.ts';
import { isBuilt } from '../routing/built-routes.ts';
import { NO_RETRY, usePerms } from '../routing/perms.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { WORKBENCH_PATH } from './console-paths.ts';
import { matchRecordPage } from '../resources/record-routes.ts';
import { UpcomingBadge } from '../features/workorders/UpcomingBadge.tsx';

const SUB_ACCOUNT = 1;

const groupIcons: Record<string, typeof AppsIcon> = {
  openUser: HubIcon,
  user: PersonIcon,
  developers: CodeIcon,
  providers: StorefrontIcon,
  process: RouteIcon,
  accountCenter: ManageAccountsIcon,
  enterpriseData: BusinessIcon,
  publicCenter: AppsIcon,
  billManage: ReceiptIcon,
};

/**
 * Memoized (it has no props): react-admin's layout renders it again with every change above it (the routes and the
 * resources settling, the session's answers), and its groups of MUI items were a good part of each such render.
 */
export const ConsoleMenu = memo(function ConsoleMenu() {
  const t = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const { permissions } = usePerms();
  const { identity } = useGetIdentity(NO_RETRY);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // a record page belongs to its list's menu entry
  const activeName =
    matchRecordPage(location.pathname, location.search)?.route.list.name ??
    routes.find((r) => r.path === location.pathname)?.name;
  const activeGroup = routes.find((r) => r.name === activeName)?.group;
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(activeGroup ? [activeGroup, 'openUser'] : ['openUser']),
  );
  // The entries (~40 MUI items with their tooltips) come in a render of their own at transition priority, after the
  // page's: on a cold load they were drawn in the same render as the page and held its first rows back by their
  // cost (scripts/bench/console.ts). The menu keeps its width meanwhile, so nothing beside it moves.
  const [entriesShown, setEntriesShown] = useState(false);
  useEffect(() => startTransition(() => setEntriesShown(true)), []);

  const groups = consoleGroups
    .map((group) => ({ group, items: routes.filter((r) => r.group === group && !r.hidden && mayOpen(permissions, r)) }))
    .filter((g) => g.items.length);

  const toggle = (group: string) => {
    if (!sidebarOpen) setSidebarOpen(true);
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(group) && sidebarOpen) next.delete(group);
      else next.add(group);
      return next;
    });
  };

  const open = async (e: MouseEvent, route: RouteEntry) => {
    // on a phone the menu is a drawer over the page: it closes once an entry is chosen
    if (phone) setSidebarOpen(false);
    if ((identity as unknown as UserInfo | undefined)?.account_type !== SUB_ACCOUNT || route.permission === 'default')
      return;
    e.preventDefault();
    const allowed = await call<'isResourceCheck', boolean>('isResourceCheck', {
      query: { menu_code: route.permission ?? '' },
    }).catch(() => false);
    if (allowed) {
      navigate(withKeptQuery(route.path, location.search));
    } else {
      notify('app.permission.menu_denied', { type: 'warning' });
      navigate(withKeptQuery(WORKBENCH_PATH, location.search));
    }
  };

  const width = sidebarOpen || phone ? SIDE_MENU_WIDTH : SIDE_MENU_COLLAPSED_WIDTH;
  // until then an empty column of the menu's width: the menu, once there, is whole
  if (!entriesShown) return <Box sx={{ width, pt: 1 }} />;
  return (
    <Box component="nav" data-testid="console-menu" sx={{ width, pt: 1 }}>
      <List dense disablePadding>
        {groups.map(({ group, items }) => {
          const Icon = groupIcons[group] ?? AppsIcon;
          const isOpen = sidebarOpen && expanded.has(group);
          return (
            <Box key={group} data-testid={`menu-group-${group}`}>
              <Tooltip title={sidebarOpen ? '' : t(`routes.${group}`)} placement="right">
                <ListItemButton
                  onClick={() => toggle(group)}
                  sx={{ justifyContent: sidebarOpen ? 'initial' : 'center' }}
                >
                  <ListItemIcon sx={{ minWidth: sidebarOpen ? 36 : 0 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  {sidebarOpen && (
                    <ListItemText
                      primary={t(`routes.${group}`)}
                      slotProps={{ primary: { noWrap: true, fontWeight: 500 } }}
                    />
                  )}
                  {sidebarOpen && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
                </ListItemButton>
              </Tooltip>
              <Collapse in={isOpen} unmountOnExit>
                <List dense disablePadding>
                  {items.map((r) => {
                    const built = isBuilt(r.name);
                    return (
                      <ListItemButton
                        key={r.name}
                        component={Link}
                        to={withKeptQuery(r.path, location.search)}
                        disabled={!built}
                        selected={activeName === r.name}
                        onClick={(e: MouseEvent) => open(e, r)}
                        sx={{ pl: 6 }}
                        data-testid={`menu-${r.name}`}
                      >
                        {/* long names (English) wrap instead of being cut off */}
                        <ListItemText
                          primary={t(`routes.${r.name}`)}
                          secondary={built ? undefined : t('app.menu.coming_soon')}
                          slotProps={{
                            primary: { sx: { lineHeight: 1.3, overflowWrap: 'anywhere' } },
                            secondary: { noWrap: true, fontSize: 11 },
                          }}
                        />
                        {r.name === 'upcoming' && <UpcomingBadge />}
                      </ListItemButton>
                    );
                  })}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
    </Box>
  );
});
