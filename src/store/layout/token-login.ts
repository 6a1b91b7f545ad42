/**
 * SPEC.md section 2: a `token` query parameter on a public page is exchanged for a ticket and then removed
 * from the URL, whether or not the exchange worked (the wrapper shows the server message if it did not).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRefresh } from '../../shell/host.tsx';
import { call } from '../../api/call.ts';
import type { LoginResult } from '../../shell/authProvider.ts';

export function useTokenLogin(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const token = new URLSearchParams(location.search).get('token');
  const [busy, setBusy] = useState(!!token);
  useEffect(() => {
    if (!token) return;
    setBusy(true);
    const rest = new URLSearchParams(location.search);
    rest.delete('token');
    const clean = `${location.pathname}${rest.toString() ? `?${rest.toString()}` : ''}`;
    call<'exchangeToken', LoginResult>('exchangeToken', { query: { token } })
      .then(async (result) => {
        // the session code (and its API client) only when a token is exchanged: not on every visitor's page
        (await import('../../shell/authProvider.ts')).startSession(result);
        refresh();
      })
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        navigate(clean, { replace: true });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return busy;
}
