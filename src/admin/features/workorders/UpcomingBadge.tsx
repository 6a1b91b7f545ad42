/**
 * The count of the user's open tasks beside the /process/upcoming menu entry, refreshed on every navigation and
 * after every action on a work order (taken in place, without navigating: tasks-changed.ts).
 */
import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { call } from '../../../api/call.ts';
import { onTasksChanged } from './tasks-changed.ts';

export function UpcomingBadge() {
  const location = useLocation();
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);
  useEffect(() => onTasksChanged(() => setChanges((n) => n + 1)), []);
  useEffect(() => {
    let live = true;
    // quiet: a failed count must not raise a message on every page
    call<'taskUpcomingPage', { total: number }>(
      'taskUpcomingPage',
      { query: { page_size: 1 } },
      { notify: false },
    ).then(
      (p) => {
        if (live) setCount(p.total);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [location.pathname, location.search, changes]);
  if (!count) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={count > 99 ? '99+' : count}
      sx={{ height: 18, fontSize: 11 }}
      data-testid="menu-upcoming-count"
    />
  );
}
