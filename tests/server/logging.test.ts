/**
 * Logs never carry a password, a ticket or a token (DESIGN.md section 3, src/server/http/logging.ts). Runs the
 * real app in a child process with its real logger and reads everything it printed while secrets went by
 * in headers, bodies and query strings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_MD5 } from './helpers.ts';

let child: ChildProcess;
let base: string;
let stdout = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'fixtures/log-server.ts')], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  const port = await new Promise<string>((ok, fail) => {
    let err = '';
    // generous: a child starting tsx and a database on a loaded two-core machine (never a speed check)
    const timer = setTimeout(() => fail(new Error(`log server did not start: ${err}`)), 240_000);
    child.stderr!.on('data', (d) => {
      err += d;
      const m = /listening (\d+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`log server exited ${code}: ${err}`));
    });
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child?.kill('SIGTERM');
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('request logs', () => {
  it('record requests but none of the secrets that passed through them', async () => {
    const secrets: string[] = [DEMO_MD5, 'Demo@123456'];
    const wrong = md5Hex('a wrong guess');
    secrets.push(wrong);
    await post('/openauthor/v1/user/login', { user_name: 'developer', password: wrong });

    const login = await (
      await post('/openauthor/v1/user/login', { user_name: 'developer', password: DEMO_MD5 })
    ).json();
    const { ticket } = login.data;
    const sso = login.data.user.sso_access_token;
    secrets.push(ticket, sso);

    expect((await fetch(`${base}/openauthor/v1/user/detail`, { headers: { ticket } })).status).toBe(200);
    const bySso = await (await fetch(`${base}/openauthor/v1/user/get_user_info_by_sso_token?sso_token=${sso}`)).json();
    secrets.push(bySso.data.ticket, bySso.data.user.sso_access_token);

    const token = (await (await post('/openauthor/sso/login/token', {}, { ticket })).json()).data.token;
    secrets.push(token);
    const exchanged = await (await fetch(`${base}/openauthor/sso/login/exchange?token=${token}`)).json();
    secrets.push(exchanged.data.ticket);

    const newMd5 = md5Hex('Changed@2026');
    secrets.push(newMd5);
    const edit = await post(
      '/openauthor/v1/user/edit_password',
      { user_id: login.data.user.user_id, old_password: DEMO_MD5, new_password: newMd5 },
      { ticket, cookie: `ticket=${ticket}` },
    );
    expect(edit.status).toBe(200);
    await fetch(`${base}/openauthor/v1/nothing?ticket=${ticket}&password=${newMd5}`);

    // pino writes asynchronously: wait until the last request's completion line is out
    for (let i = 0; i < 100 && !/nothing[^\n]*\n[\s\S]*"statusCode":404/.test(stdout); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(stdout).toContain('"msg":"incoming request"');
    expect(stdout).toContain('"msg":"request completed"');
    expect(stdout).toContain('[redacted]');
    for (const secret of secrets) expect(stdout.includes(secret), `log contains ${secret.slice(0, 6)}…`).toBe(false);
  });
});
