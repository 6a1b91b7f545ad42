/**
 * `hideSetting=nav` (an embedding page hides our navigation) is carried along: once seen in this tab,
 * every later URL gets it back, whichever link or redirect produced it.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const KEY = 'hideSetting';

export const isNavHidden = (search: string) => new URLSearchParams(search).get(KEY) === 'nav';

/** `path` plus the kept flag from `search`, for redirects that would otherwise drop the query */
export function withKeptQuery(path: string, search: string): string {
  const flag = new URLSearchParams(search).get(KEY) ?? sessionStorage.getItem(KEY);
  if (!flag || new URLSearchParams(path.split('?')[1] ?? '').has(KEY)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${KEY}=${encodeURIComponent(flag)}`;
}

export function HideSettingKeeper() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const flag = new URLSearchParams(location.search).get(KEY);
    if (flag) {
      sessionStorage.setItem(KEY, flag);
      return;
    }
    const kept = sessionStorage.getItem(KEY);
    if (!kept) return;
    const query = new URLSearchParams(location.search);
    query.set(KEY, kept);
    navigate(
      { pathname: location.pathname, search: `?${query.toString()}`, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
  return null;
}

export function useNavHidden(): boolean {
  const location = useLocation();
  return isNavHidden(location.search) || sessionStorage.getItem(KEY) === 'nav';
}
