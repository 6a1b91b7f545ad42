/** The count of the user's open tasks beside the /process/upcoming menu entry, refreshed on every navigation. */
import { useEffect, useState } from 'react';
import { Chip } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { call } from '../../../api/call.ts';

export function UpcomingBadge() {
  const location = useLocation();
  const [count, setCount] = useState(0);
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
