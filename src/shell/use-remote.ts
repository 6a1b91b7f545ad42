/**
 * The console's and the store's one loader for screens' own reads (outside react-admin's dataProvider): state for
 * loading, data and the server's error, and a reload. While a new call runs the last answer stays (a reload keeps
 * the rows shown); the earlier call is aborted (its signal) and its answer dropped, so only the latest is shown.
 * OperationList pages through it (its answer names the page, so another page shows the skeleton), and the
 * catalog's useLoad is it with a 403 told apart.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiRequestError } from '../api/errors.ts';

export interface Remote<T> {
  data: T | undefined;
  error: ApiRequestError | null;
  loading: boolean;
  reload: () => void;
}

export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[], enabled = true): Remote<T> {
  const [state, setState] = useState<{ data?: T; error: ApiRequestError | null; loading: boolean }>({
    error: null,
    loading: enabled,
  });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (!enabled) {
      setState({ error: null, loading: false });
      return;
    }
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    loader.current(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: ApiRequestError) => {
        if (!ctrl.signal.aborted) setState({ error, loading: false });
      },
    );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, enabled]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
