/**
 * The wrapper runs outside React but must notify, translate and send people to the login page. The Admin
 * shell binds these on mount; until then (and in tests) the defaults below keep the wrapper usable.
 */
import { REQUEST_TIMEOUT_MS } from '../shared/constants.ts';

export type NoticeType = 'error' | 'warning' | 'info' | 'success';
export type SessionLoss = 'auth_failed' | 'unauthorized';

export interface ApiEvents {
  translate(key: string, args?: Record<string, unknown>): string;
  notify(message: string, type: NoticeType): void;
  /** log out locally and go to the login page (with the return route for `auth_failed`) */
  sessionLost(kind: SessionLoss): void;
}

export interface ApiConfig {
  /** absolute origin for callers without a document (tests, scripts); '' in the browser */
  baseUrl: string;
  timeoutMs: number;
}

const defaults: ApiEvents = {
  translate: (key) => key,
  notify: (message, type) => console.warn(`[${type}] ${message}`),
  sessionLost: () => undefined,
};

export const apiEvents: ApiEvents = { ...defaults };

export const apiConfig: ApiConfig = { baseUrl: '', timeoutMs: REQUEST_TIMEOUT_MS };

export function bindApiEvents(events: Partial<ApiEvents>): () => void {
  Object.assign(apiEvents, events);
  return () => Object.assign(apiEvents, defaults);
}
