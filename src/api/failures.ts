/**
 * SPEC.md section 8 in one place: what the console does when a call fails. Pages only ever see the
 * rejected ApiRequestError; the session rows (401, 403 AUTH_FAILED) act even when the caller shows
 * messages itself, because a dead session must end the same way everywhere.
 */
import { apiEvents } from './events.ts';
import { ApiRequestError, CLIENT_CODES } from './errors.ts';

export const UNAUTHORIZED_NOTICE_GAP_MS = 1000;
let lastUnauthorizedNotice = -Infinity;

/** for tests: forget when the last 401 notice was shown */
export function resetFailureState() {
  lastUnauthorizedNotice = -Infinity;
}

export interface FailureContext {
  /** whether the request carried a ticket: without one, 401/403 are a failed login, not a lost session */
  hadTicket: boolean;
  /** whether to show the message; the login form and similar callers show it next to their fields */
  notify: boolean;
}

export function reportFailure(err: ApiRequestError, ctx: FailureContext, now = Date.now()) {
  const t = apiEvents.translate;
  if (err.code === CLIENT_CODES.aborted) return;
  if (ctx.hadTicket && err.status === 403 && err.code === 'AUTH_FAILED') {
    apiEvents.notify(t('app.http.auth_failed', { message: err.message }), 'error');
    apiEvents.sessionLost('auth_failed');
    return;
  }
  if (ctx.hadTicket && err.status === 401) {
    if (now - lastUnauthorizedNotice >= UNAUTHORIZED_NOTICE_GAP_MS) {
      lastUnauthorizedNotice = now;
      apiEvents.notify(t('app.http.unauthorized'), 'error');
    }
    apiEvents.sessionLost('unauthorized');
    return;
  }
  if (ctx.notify) apiEvents.notify(err.message, 'error');
}
