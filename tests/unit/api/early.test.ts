// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../src/api/call.ts';
import { EARLY_SESSION_PATHS, fetchEarly, ticketAboutToChange } from '../../../src/api/early.ts';
import { operations } from '../../../src/api/generated/operations.ts';
import { saveSession, setLocale } from '../../../src/api/session.ts';
import { envelope, useTestServer } from './http-server.ts';

const server = useTestServer();

beforeEach(() => {
  let n = 0;
  server.reply = (req, res) => envelope({ answer: ++n, url: req.url })(req, res);
});

const early = (path: string) => fetchEarly(`${server.origin}${path}`);

describe('calls the first script starts (main.tsx)', () => {
  it('are the user and role-tree operations, both GET', () => {
    expect(EARLY_SESSION_PATHS).toEqual([operations.userDetail[1], operations.getUserRoleResourceTree[1]]);
    expect([operations.userDetail[0], operations.getUserRoleResourceTree[0]]).toEqual(['GET', 'GET']);
  });

  it("carry the console's headers, and the app's same call takes the answer once instead of asking again", async () => {
    saveSession('T-1');
    setLocale('en');
    early('/openauthor/v1/user/detail');
    expect(await call('userDetail')).toEqual({ answer: 1, url: '/openauthor/v1/user/detail' });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0].headers).toMatchObject({ ticket: 'T-1', language: 'en', 'api-version': 'v1' });
    // taken once: the next call asks the server
    expect(await call('userDetail')).toMatchObject({ answer: 2 });
    expect(server.seen).toHaveLength(2);
  });

  it('are asked again when the ticket or the language changed since', async () => {
    saveSession('T-1');
    early('/openauthor/v1/get_user_role_resource_tree');
    saveSession('T-2');
    await call('getUserRoleResourceTree');
    early('/openauthor/v1/get_user_role_resource_tree');
    setLocale('en');
    await call('getUserRoleResourceTree');
    await new Promise((done) => setTimeout(done, 20));
    expect(server.seen.map((s) => s.headers.ticket)).toEqual(['T-1', 'T-2', 'T-2', 'T-2']);
    expect(server.seen.map((s) => s.headers.language)).toEqual(['zh', 'zh', 'zh', 'en']);
  });

  it('are not made with a ticket about to be replaced', () => {
    expect(ticketAboutToChange('?SSO_ACCESS_TOKEN=x')).toBe(true);
    expect(ticketAboutToChange('?a=1&token=x')).toBe(true);
    expect(ticketAboutToChange('?page=2')).toBe(false);
  });
});
