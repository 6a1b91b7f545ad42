/**
 * Calls the page's first script (main.tsx) starts before the console's entry (~740 KB) has been downloaded and
 * evaluated: the signed-in user and the role tree, which every console page waits on before its layout, so the
 * server answers them while the browser is busy with the entry (DESIGN.md section 7's 1 s). The transport
 * (client.ts) takes an answer once, for the same GET with the same ticket and language, within EARLY_MS; anything
 * else is asked again. Kept small and free of the console's modules: main.tsx runs for every page load.
 */
import { REQUEST_TIMEOUT_MS } from '../shared/constants.ts';
import { sessionHeaders } from './headers.ts';

/** generated/operations.ts's userDetail and getUserRoleResourceTree, both GET (tests/unit/api/early.test.ts) */
export const EARLY_SESSION_PATHS = ['/openauthor/v1/user/detail', '/openauthor/v1/get_user_role_resource_tree'];
/** an answer older than this is not taken: the app asks afresh */
export const EARLY_MS = 10_000;

/** a page load whose ticket is about to be replaced (SSO, token exchange): not worth asking with */
export const ticketAboutToChange = (search: string) => /[?&](SSO_ACCESS_TOKEN|token)=/.test(search);

const started = new Map<string, { at: number; headers: Record<string, string>; answer: Promise<Response> }>();

export function fetchEarly(path: string) {
  const url = new URL(path, location.href).href;
  const headers = sessionHeaders();
  // the transport's limit (client.ts's timedFetch); a failure is the taker's to see, not an unhandled rejection now
  const answer = fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  answer.catch(() => undefined);
  started.set(url, { at: performance.now(), headers, answer });
}

/** the answer of an early call made for this very request, once; undefined when there is none to take */
export function takeEarly(request: Request): Promise<Response> | undefined {
  const early = request.method === 'GET' ? started.get(request.url) : undefined;
  if (!early) return undefined;
  started.delete(request.url);
  const same = Object.entries(early.headers).every(([k, v]) => request.headers.get(k) === v);
  return same && request.headers.has('ticket') === 'ticket' in early.headers && performance.now() - early.at < EARLY_MS
    ? early.answer
    : undefined;
}
