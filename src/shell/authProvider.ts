/**
 * react-admin's authProvider over the openauthor calls. The password leaves the browser only as its MD5;
 * the ticket lives in localStorage (8 hours); permissions come from the role-resource tree.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { clearSession, getLocale, getTicket, saveSession, type SessionUser } from '../api/session.ts';
import type { openauthor } from '../api/generated/index.ts';
import { md5 } from '../shared/md5.ts';
import { resetUserState, setAppState } from './app-state.ts';
import { canAccess, permissionsFromTree, type Permissions } from './permissions.ts';
import { loginUrlFor } from './routing/return-url.ts';
import { displayName } from './user-labels.ts';
import { call } from '../api/call.ts';

export type UserInfo = openauthor.components['schemas']['UserInfo'];
export type LoginResult = openauthor.components['schemas']['LoginResult'];

export interface LoginParams {
  username: string;
  password: string;
  login_code?: string;
}

/** one user-detail and one tree call per ticket and language, however many components ask */
interface SessionMemo {
  key: string;
  user: Promise<UserInfo>;
  perms?: Promise<Permissions>;
  /** the permissions once answered, for the renders that can use them at once (canAccessNow) */
  loaded?: Permissions;
}
let memo: SessionMemo | null = null;

function memoFor(ticket: string) {
  const key = `${ticket}|${getLocale()}`;
  if (memo?.key !== key) {
    const user = call<'userDetail', UserInfo>('userDetail');
    memo = { key, user };
    user.catch(() => {
      if (memo?.key === key) memo = null;
    });
  }
  return memo;
}

export function forgetSessionCache() {
  memo = null;
}

/** the memo each identity and permissions answer came from (sessionQueryDefaults) */
const answeredBy = new WeakMap<object, SessionMemo>();
const fromCurrentMemo = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  !!memo &&
  answeredBy.get(data) === memo &&
  memo.key === `${getTicket()}|${getLocale()}`;

/**
 * How long react-query keeps the session's answers. Every console part that reads the identity, the permissions or
 * the session check (the menu, the guards, react-admin's own routes and lists) mounts an observer of the same query;
 * with answers stale at once, each mount asked again, and each asking (fetching, then fetched) re-rendered every
 * observer twice: react-admin's routes re-render the whole console for the session check a list asks for. The answers
 * cannot change without the memo above being renewed (another ticket or language, forgetSessionCache()), so an answer
 * stays fresh exactly while the memo it came from is the current one; the session check, while a ticket is stored.
 */
export function sessionQueryDefaults(queryClient: QueryClient) {
  const whileCurrent = {
    staleTime: (q: { state: { data: unknown } }) => (fromCurrentMemo(q.state.data) ? Infinity : 0),
  };
  queryClient.setQueryDefaults(['auth', 'getIdentity'], whileCurrent);
  queryClient.setQueryDefaults(['auth', 'getPermissions'], whileCurrent);
  queryClient.setQueryDefaults(['auth', 'checkAuth'], {
    staleTime: (q: { state: { data: unknown } }) => (q.state.data === true && getTicket() ? Infinity : 0),
  });
  // the answer checkAuth gives a stored ticket, there from the first render: the first list to mount does not turn
  // the check from pending to done under react-admin's routes (the key is useAuthState's, its params `{}`)
  if (getTicket()) queryClient.setQueryData(['auth', 'checkAuth', {}], true);
}

export async function loadUser(): Promise<UserInfo> {
  const ticket = getTicket();
  if (!ticket) throw new Error('not logged in');
  const user = await memoFor(ticket).user;
  setAppState({ developerStatus: user.check_state ?? null, roles: user.role_codes ?? [] });
  return user;
}

export async function loadPermissions(): Promise<Permissions> {
  const ticket = getTicket();
  if (!ticket) throw new Error('not logged in');
  const m = memoFor(ticket);
  if (!m.perms) {
    m.perms = Promise.all([m.user, call('getUserRoleResourceTree')]).then(([user, tree]) => {
      const perms = permissionsFromTree(tree ?? [], user.user_type);
      answeredBy.set(perms, m);
      m.loaded = perms;
      return perms;
    });
    m.perms.catch(() => {
      if (memo === m) m.perms = undefined;
    });
  }
  return m.perms;
}

/** stores a session from any login answer (password, token exchange, SSO token) */
export function startSession(result: LoginResult) {
  forgetSessionCache();
  resetUserState();
  saveSession(result.ticket, result.user as SessionUser, result.expires_at);
  setAppState({ developerStatus: result.user.check_state });
}

export function endSessionLocally() {
  forgetSessionCache();
  clearSession();
  resetUserState();
}

export const authProvider: AuthProvider = {
  async login({ username, password, login_code }: LoginParams) {
    const result = await call<'login', LoginResult>(
      'login',
      {
        body: {
          user_name: username.trim(),
          password: md5(password),
          ...(login_code ? { login_code: login_code.trim() } : {}),
        },
      },
      { notify: false },
    );
    startSession(result);
    return { redirectTo: false };
  },

  async logout() {
    const hadTicket = getTicket() !== null;
    try {
      // a failed logout is shown by the wrapper; the local session ends either way
      if (hadTicket) await call('logout');
    } catch {
      // already reported
    } finally {
      endSessionLocally();
    }
    return '/login';
  },

  async checkAuth() {
    if (getTicket()) return;
    throw { redirectTo: loginUrlFor(location.pathname, location.search), message: 'app.auth.login_required' };
  },

  async checkError() {
    // the request wrapper has already handled 401 and 403 AUTH_FAILED (notification, logout, login page)
  },

  async getIdentity(): Promise<UserIdentity> {
    const asked = loadUser();
    // loadUser took (or made) the memo before its first await
    const from = memo as SessionMemo | null;
    const user = await asked;
    const identity = { ...user, id: user.user_id, fullName: displayName(user, getLocale()) };
    // an answer from a memo renewed meanwhile is not marked: stale at once, as every answer was before
    if (from && from === memo) answeredBy.set(identity, from);
    return identity;
  },

  async getPermissions() {
    return getTicket() ? loadPermissions() : undefined;
  },

  async canAccess({ resource, action }) {
    if (!getTicket()) return false;
    return canAccess(await loadPermissions(), resource, action);
  },

  /**
   * canAccess's answer without waiting, once the permissions are in (undefined before): a screen's first render
   * can then draw what the user may do instead of a placeholder and a second render (AccessContext.tsx).
   */
  canAccessNow({ resource, action }: { resource: string; action: string }): boolean | undefined {
    const ticket = getTicket();
    if (!ticket) return false;
    const m = memo?.key === `${ticket}|${getLocale()}` ? memo : null;
    return m?.loaded ? canAccess(m.loaded, resource, action) : undefined;
  },
};
