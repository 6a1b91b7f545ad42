/** Right side of the public header: announcements bell, environment switcher and console link. */
import { envFromHost } from '../../admin/environment.ts';
import { useEffect, useState } from 'react';
import { Badge, Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import CloudIcon from '@mui/icons-material/CloudQueueOutlined';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { setAppState, useAppState } from '../../admin/app-state.ts';
import { useRemote } from '../../admin/use-remote.ts';
import { siteApi } from '../site-api.ts';

export function NoticeBell() {
  const t = useTranslate();
  const { envType, unreadNotices } = useAppState();
  // asked once the environment is known: the count is per env type
  const unread = useRemote((signal) => (envType === null ? Promise.resolve(0) : siteApi.unreadNotices(envType, signal)), [envType]);
  useEffect(() => {
    if (unread.data !== undefined) setAppState({ unreadNotices: unread.data });
  }, [unread.data]);
  return (
    <Tooltip title={t('app.header.unread', { count: unreadNotices })}>
      <IconButton component={Link} to="/announcement" color="inherit" aria-label={t('app.header.notices')} data-testid="notice-bell">
        <Badge badgeContent={unreadNotices} color="error" max={99}><NotificationsIcon /></Badge>
      </IconButton>
    </Tooltip>
  );
}

export function EnvSwitcher() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const { envType, envName } = useAppState();
  const envs = useRemote((signal) => siteApi.envs(signal), [locale]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // until the user picks one: the environment this host name belongs to (SPEC.md section 1), else the first
    const here = envs.data?.find((e) => e.env_key === envFromHost(location.hostname)) ?? envs.data?.[0];
    if (envType === null && here) setAppState({ envType: here.env_type, envName: here.env_value });
  }, [envs.data, envType]);
  return (
    <>
      <Button color="inherit" startIcon={<CloudIcon />} onClick={(e) => setAnchor(e.currentTarget)} sx={{ textTransform: 'none' }}
        aria-label={t('app.header.env')} data-testid="env-switcher">
        {envName || t('app.env.none')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {envs.data?.length ? envs.data.map((e) => (
          <MenuItem key={e.env_key} selected={e.env_type === envType}
            onClick={() => { setAppState({ envType: e.env_type, envName: e.env_value }); setAnchor(null); }}>
            {e.env_value}
          </MenuItem>
        )) : <MenuItem disabled>{envs.error?.message ?? t('app.env.none')}</MenuItem>}
      </Menu>
    </>
  );
}
