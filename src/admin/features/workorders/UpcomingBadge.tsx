/** The count of the user's open tasks beside the /process/upcoming menu entry, refreshed on every navigation. */
import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { request } from '../../../api/request.ts';

export function UpcomingBadge() {
  const location = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    // quiet: a failed count must not raise a message on every page
    request<{ total: number }>(
      { url: '/workorder/workorder/task/upcoming/page', method: 'GET', query: { page_size: 1 } },
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
  }, [location.pathname, location.search]);
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
