/** Right side of the public header: the notices bell, environment switcher, the phone's search icon and menu. */
import { envFromHost } from '../../shell/environment.ts';
import { useEffect, useState } from 'react';
import { Badge, Button, Divider, IconButton, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import CloudIcon from '@mui/icons-material/CloudQueueOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Link, useLocation } from 'react-router-dom';
import { useLocaleState, useRefresh, useTranslate } from '../../shell/host.tsx';
import { setLocale as storeLocale } from '../../api/session.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';
import { setAppState, useAppState } from '../../shell/app-state.ts';
import { useRemote } from '../../shell/use-remote.ts';
import { siteApi, type EnvEntry } from '../site-api.ts';
import { loadPermissions } from '../../shell/authProvider.ts';
import { routeByName } from '../../shared/routes.ts';

const NOTICE_CENTER = routeByName.get('noticeCenter')?.path ?? '/developers/noticeCenter';

/** On a phone the search box is this icon (Header opens the search dialog). */
export function PhoneSearchButton({ onClick }: { onClick: () => void }) {
  const t = useTranslate();
  return (
    <Tooltip title={t('app.search.title')}>
      <IconButton
        color="inherit"
        onClick={onClick}
        aria-label={t('app.search.title')}
        data-testid="header-search-button"
      >
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The bell counts the user's own unread notices, so it opens their notice center (the console's 通知中心) where
 * those notices are, not the public announcements; an account without that screen is sent to the announcements.
 * The count is asked again on every page change, so reading a notice and coming back shows one fewer.
 */
export function NoticeBell() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { envType, unreadNotices } = useAppState();
  const [center, setCenter] = useState<string>();
  useEffect(() => {
    let live = true;
    loadPermissions().then(
      (p) => {
        if (live) setCenter(p.superAdmin || p.menus.has('noticeCenter') ? NOTICE_CENTER : '/announcement');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  // asked once the environment is known: the count is per env type
  const unread = useRemote(
    (signal) => (envType === null ? Promise.resolve(0) : siteApi.unreadNotices(envType, signal)),
    [envType, pathname],
  );
  useEffect(() => {
    if (unread.data !== undefined) setAppState({ unreadNotices: unread.data });
  }, [unread.data]);
  // with unread notices the center opens on exactly those the badge counted (unread, this environment's and personal)
  const base = center ?? NOTICE_CENTER;
  const target =
    base === NOTICE_CENTER && unreadNotices > 0
      ? `${base}?${new URLSearchParams({ filter: JSON.stringify({ read_state: 0, ...(envType !== null ? { env_type: envType } : {}) }) })}`
      : base;
  return (
    <Tooltip title={t('app.header.unread', { count: unreadNotices })}>
      <IconButton
        component={Link}
        to={target}
        color="inherit"
        aria-label={t('app.header.notices')}
        data-testid="notice-bell"
      >
        <Badge badgeContent={unreadNotices} color="error" max={99} data-testid="notice-bell-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** An environment's name in the reader's language: the built-in ones have English names, others keep theirs. */
export const envLabel = (t: Translate, locale: string, key: string | undefined, value: string) =>
  locale === 'en' && key ? t(`app.env.${key}`, { _: value }) : value;

/** The environments, and the chosen one: picked once from the host name, then kept across pages and sessions. */
function useEnvironments() {
  const [locale] = useLocaleState();
  const { envType } = useAppState();
  const envs = useRemote((signal) => siteApi.envs(signal), [locale]);
  useEffect(() => {
    // until the user picks one: the environment this host name belongs to (SPEC.md section 1), else the first
    const here = envs.data?.find((e) => e.env_key === envFromHost(location.hostname)) ?? envs.data?.[0];
    if (envType === null && here)
      setAppState({ envType: here.env_type, envName: here.env_value, envKey: here.env_key });
  }, [envs.data, envType]);
  return envs;
}

const choose = (e: EnvEntry) => setAppState({ envType: e.env_type, envName: e.env_value, envKey: e.env_key });

export function EnvSwitcher() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { envType, envName, envKey } = useAppState();
  const envs = useEnvironments();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<CloudIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
        aria-label={t('app.header.env')}
        data-testid="env-switcher"
      >
        {envName ? envLabel(t, locale, envKey, envName) : t('app.env.none')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {envs.data?.length ? (
          envs.data.map((e) => (
            <MenuItem
              key={e.env_key}
              selected={e.env_type === envType}
              data-testid={`env-${e.env_key}`}
              onClick={() => {
                choose(e);
                setAnchor(null);
              }}
            >
              {envLabel(t, locale, e.env_key, e.env_value)}
            </MenuItem>
          ))
        ) : (
          <MenuItem disabled>{envs.error?.message ?? t('app.env.none')}</MenuItem>
        )}
      </Menu>
    </>
  );
}

/** On a phone: documentation, language, environment and console in one menu. */
export function HeaderMoreMenu({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslate();
  const location = useLocation();
  const [locale, setLocale] = useLocaleState();
  const refresh = useRefresh();
  const { envType } = useAppState();
  const envs = useEnvironments();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const keep = (path: string) => withKeptQuery(path, location.search);
  const close = () => setAnchor(null);
  const language = (next: 'zh' | 'en') => {
    close();
    if (next === locale) return;
    storeLocale(next);
    setLocale(next);
    setTimeout(refresh, 0);
  };
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('app.header.more')}
        data-testid="header-more"
      >
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem component={Link} to={keep('/doccenter')} onClick={close} data-testid="doc-center">
          {t('app.header.doc_center')}
        </MenuItem>
        {loggedIn && (
          <MenuItem component={Link} to={keep('/')} onClick={close} data-testid="console-link">
            {t('app.header.console')}
          </MenuItem>
        )}
        <Divider />
        <ListSubheader>{t('app.lang.label')}</ListSubheader>
        <MenuItem selected={locale !== 'en'} onClick={() => language('zh')} data-testid="language-zh">
          {t('app.lang.zh')}
        </MenuItem>
        <MenuItem selected={locale === 'en'} onClick={() => language('en')} data-testid="language-en">
          {t('app.lang.en')}
        </MenuItem>
        {loggedIn &&
          !!envs.data?.length && [
            <Divider key="d" />,
            <ListSubheader key="h">{t('app.header.env')}</ListSubheader>,
            ...envs.data.map((e) => (
              <MenuItem
                key={e.env_key}
                selected={e.env_type === envType}
                onClick={() => {
                  choose(e);
                  close();
                }}
                data-testid={`env-${e.env_key}`}
              >
                {envLabel(t, locale, e.env_key, e.env_value)}
              </MenuItem>
            )),
          ]}
      </Menu>
    </>
  );
}
