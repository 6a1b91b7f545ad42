// @vitest-environment jsdom
/**
 * The session's answers in react-query (authProvider.ts's sessionQueryDefaults): an observer mounting does not ask
 * again while the answer comes from the current memo, and does once the memo was renewed (forgetSessionCache, another
 * ticket, another language); the session check is there from the start for a stored ticket.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { clearSession, saveSession, setLocale } from '../../../src/api/session.ts';
import { authProvider, forgetSessionCache, sessionQueryDefaults } from '../../../src/shell/authProvider.ts';
import { envelope, useTestServer } from './http-server.ts';

const server = useTestServer();

beforeEach(() => {
  forgetSessionCache();
  server.reply = (req, res) =>
    envelope(
      req.url.includes('/user/detail')
        ? { user_id: 7, user_name: 'developer', account_type: 0, user_type: 1, role_codes: [] }
        : [],
    )(req, res);
});

const permissionsKey = ['auth', 'getPermissions', { session: 'one' }];

/** how often react-query asked the authProvider (its memo spares the server most of them) */
let asked = 0;

/** what react-admin's usePermissions does when a component mounts: an observer that fetches when stale */
async function mountPermissions(client: QueryClient) {
  const observer = new QueryObserver(client, {
    queryKey: permissionsKey,
    queryFn: () => {
      asked++;
      return authProvider.getPermissions!({});
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await client.getQueryCache().find({ queryKey: permissionsKey })?.promise;
  await new Promise((done) => setTimeout(done, 10));
  unsubscribe();
  return observer.getCurrentResult();
}

const treeCalls = () => server.seen.filter((s) => s.url.includes('resource_tree')).length;

describe('session answers in react-query', () => {
  it('are asked once while their memo is current, and again once it is renewed', async () => {
    saveSession('T-1');
    asked = 0;
    const client = new QueryClient();
    sessionQueryDefaults(client);
    expect((await mountPermissions(client)).isSuccess).toBe(true);
    expect([asked, treeCalls()]).toEqual([1, 1]);
    // other components mounting: the answer is the memo's, nothing is asked (each asking re-rendered every observer)
    await mountPermissions(client);
    await mountPermissions(client);
    expect([asked, treeCalls()]).toEqual([1, 1]);
    // the memo forgotten (a profile saved, an enterprise joined): the next mount asks
    forgetSessionCache();
    await mountPermissions(client);
    expect([asked, treeCalls()]).toEqual([2, 2]);
    // another language or another ticket renews the memo too
    setLocale('en');
    await mountPermissions(client);
    expect([asked, treeCalls()]).toEqual([3, 3]);
    saveSession('T-2');
    await mountPermissions(client);
    expect([asked, treeCalls()]).toEqual([4, 4]);
    expect(server.seen.filter((s) => s.url.includes('resource_tree')).map((s) => s.headers.ticket)).toEqual([
      'T-1',
      'T-1',
      'T-1',
      'T-2',
    ]);
  });

  it('give the session check for a stored ticket from the start, and ask again once the ticket is gone', async () => {
    saveSession('T-1');
    const client = new QueryClient();
    sessionQueryDefaults(client);
    let checks = 0;
    const check = () =>
      new QueryObserver(client, {
        queryKey: ['auth', 'checkAuth', {}],
        queryFn: async () => {
          checks++;
          await authProvider.checkAuth({});
          return true;
        },
        retry: false,
      });
    const first = check();
    const unsubscribe = first.subscribe(() => undefined);
    expect(first.getCurrentResult()).toMatchObject({ data: true, isFetching: false });
    unsubscribe();
    expect(checks).toBe(0);
    clearSession();
    const second = check();
    const off = second.subscribe(() => undefined);
    await new Promise((done) => setTimeout(done, 10));
    off();
    expect(checks).toBe(1);
    expect(second.getCurrentResult().isError).toBe(true);
  });

  it('are not primed without a ticket', () => {
    const client = new QueryClient();
    sessionQueryDefaults(client);
    expect(client.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
  });

  it("answer canAccess at once (canAccessNow) only while the current memo's permissions are in", async () => {
    server.reply = (req, res) =>
      envelope(
        req.url.includes('/user/detail')
          ? { user_id: 7, user_name: 'admin', account_type: 0, user_type: 1, role_codes: [] }
          : [{ type: 1, menuCode: 'partnersManage' }],
      )(req, res);
    saveSession('T-1');
    setLocale('zh');
    const now = authProvider.canAccessNow as (params: { resource: string; action: string }) => boolean | undefined;
    const granted = { resource: 'partnersManage', action: 'list' };
    const refused = { resource: 'appmanage', action: 'list' };
    // nothing known yet: the screen waits, as it does for canAccess
    expect(now(granted)).toBeUndefined();
    await authProvider.getPermissions!({});
    expect([now(granted), now(refused)]).toEqual([
      await authProvider.canAccess!(granted),
      await authProvider.canAccess!(refused),
    ]);
    expect([now(granted), now(refused)]).toEqual([true, false]);
    // another language renews the memo: its permissions are not known yet
    setLocale('en');
    expect(now(granted)).toBeUndefined();
    clearSession();
    expect(now(granted)).toBe(false);
  });
});
