/**
 * The stored state of SPEC.md section 3 that outlives a page: role statuses, roles, unread notices and the
 * selected environment. One localStorage entry, readable outside React and subscribable inside it.
 */
import { useSyncExternalStore } from 'react';
import { envFromHost, type EnvName } from './environment.ts';

export interface AppState {
  /** developer certification status (check_state); 2 is also stored locally after a successful apply */
  developerStatus: number | null;
  enterpriseDeveloperStatus: number | null;
  providersStatus: number | null;
  roles: string[];
  unreadNotices: number;
  /** numeric env type of the selected environment; null until one is known */
  envType: number | null;
  env: EnvName;
  /** display name of the selected environment; empty shows "none yet" */
  envName: string;
  /** env_key of the selected environment (test, uat, prod), which names it in English */
  envKey?: string;
}

/** the localStorage entry (tests start a signed-in browser with it) */
export const APP_STATE_KEY = 'app-state';

const initial = (): AppState => ({
  developerStatus: null,
  enterpriseDeveloperStatus: null,
  providersStatus: null,
  roles: [],
  unreadNotices: 0,
  envType: null,
  env: envFromHost(typeof location === 'undefined' ? 'localhost' : location.hostname),
  envName: '',
});

let cached: AppState | null = null;
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  if (cached) return cached;
  try {
    cached = { ...initial(), ...(JSON.parse(localStorage.getItem(APP_STATE_KEY) ?? '{}') as Partial<AppState>) };
  } catch {
    cached = initial();
  }
  return cached;
}

export function setAppState(patch: Partial<AppState>) {
  cached = { ...getAppState(), ...patch };
  localStorage.setItem(APP_STATE_KEY, JSON.stringify(cached));
  listeners.forEach((l) => l());
}

/** on logout: forget the user's statuses but keep the chosen environment */
export function resetUserState() {
  const { envType, envName, envKey } = getAppState();
  cached = { ...initial(), envType, envName, envKey };
  localStorage.setItem(APP_STATE_KEY, JSON.stringify(cached));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppState(): AppState {
  return useSyncExternalStore(subscribe, getAppState, getAppState);
}
