/**
 * SPEC.md section 2: an SSO_ACCESS_TOKEN query parameter logs in before the app renders, loads the user,
 * then reloads the page at the same URL without the token. A failure leaves a notice for the shell to show.
 */
import { apiEvents } from '../api/events.ts';
import { startSession, type LoginResult } from '../shell/authProvider.ts';
import { translator } from './i18n/index.ts';
import { getLocale } from '../api/session.ts';
import { PENDING_NOTICE_KEY } from './routing/Shell.tsx';
import { call } from '../api/call.ts';

export const SSO_PARAM = 'SSO_ACCESS_TOKEN';

export function urlWithout(href: string, param: string): string {
  const url = new URL(href);
  url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** true when the page is about to reload (do not render) */
export async function bootstrapSso(): Promise<boolean> {
  const token = new URL(location.href).searchParams.get(SSO_PARAM);
  if (!token) return false;
  const clean = urlWithout(location.href, SSO_PARAM);
  apiEvents.translate = translator(getLocale());
  try {
    const result = await call<'getUserInfoBySsoToken', LoginResult>(
      'getUserInfoBySsoToken',
      { query: { sso_token: token } },
      { notify: false },
    );
    startSession(result);
    await call('userDetail', {}, { notify: false });
    location.replace(clean);
    return true;
  } catch (err) {
    sessionStorage.setItem(PENDING_NOTICE_KEY, (err as Error).message);
    history.replaceState(history.state, '', clean);
    return false;
  }
}
