/**
 * What the browser keeps between visits to talk to the server: the ticket (key `Access-Token`, 8 hours,
 * an expired one counts as logged out), the session user of the last login, and the chosen language.
 */
import { TICKET_LIFETIME_MS } from '../shared/constants.ts';
import type { openauthor } from './generated/index.ts';

export type SessionUser = openauthor.components['schemas']['SessionUser'];
export type Locale = 'zh' | 'en';

export const TOKEN_KEY = 'Access-Token';
export const USER_KEY = 'session-user';
export const LOCALE_KEY = 'language';

interface StoredTicket {
  value: string;
  expires: number;
}

export function getTicket(now = Date.now()): string | null {
  const raw = localStorage.getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const t = JSON.parse(raw) as StoredTicket;
    if (typeof t.value === 'string' && typeof t.expires === 'number' && t.expires > now) return t.value;
  } catch {
    // unreadable entries are treated like expired ones
  }
  clearSession();
  return null;
}

export const isLoggedIn = () => getTicket() !== null;

export function saveSession(ticket: string, user?: SessionUser, expiresAt?: string | number) {
  const cap = Date.now() + TICKET_LIFETIME_MS;
  const fromServer = expiresAt === undefined ? cap : new Date(expiresAt).getTime();
  const expires = Number.isFinite(fromServer) ? Math.min(fromServer, cap) : cap;
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ value: ticket, expires } satisfies StoredTicket));
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function getSessionUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

export function updateSessionUser(patch: Partial<SessionUser>) {
  const user = getSessionUser();
  if (user) localStorage.setItem(USER_KEY, JSON.stringify({ ...user, ...patch }));
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function getLocale(): Locale {
  return localStorage.getItem(LOCALE_KEY) === 'en' ? 'en' : 'zh';
}

export function setLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale);
}
