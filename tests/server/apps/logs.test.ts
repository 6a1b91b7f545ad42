/**
 * Application secrets never reach the logs: the real app with its real logger (child process, level info) while
 * applications are created, reset and listed, and a failing request names one; then everything it printed is read.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_MD5 } from '../helpers.ts';

let child: ChildProcess;
let base: string;
let out = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../fixtures/log-server.ts')], {
    cwd: resolve(import.meta.dirname, '../../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    out += d;
  });
  const port = await new Promise<string>((ok, fail) => {
    let err = '';
    const timer = setTimeout(() => fail(new Error(`log server did not start: ${err}`)), 90_000);
    child.stderr!.on('data', (d) => {
      err += d;
      out += d;
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
}, 100_000);
afterAll(() => {
  child?.kill('SIGTERM');
});

it('never prints an application secret', async () => {
  const call = async (method: string, path: string, ticket: string, body?: unknown) =>
    (
      await fetch(base + path, {
        method,
        headers: { ticket, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();
  const login = await (
    await fetch(`${base}/openauthor/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'developer', password: DEMO_MD5 }),
    })
  ).json();
  const ticket = login.data.ticket as string;
  const created = await call('POST', '/newopen/service/apply', ticket, { apply_name: '日志检查' });
  const secrets: string[] = created.data.credentials.map((c: { secret: string }) => c.secret);
  const reset = await call('POST', '/newopen/service/apply/secret/reset', ticket, {
    apply_id: created.data.apply_id,
    env_type: 3,
  });
  secrets.push(reset.data.secret);
  await call('GET', '/newopen/service/apply/page?page_size=100', ticket);
  await call('GET', `/newopen/service/apply/credentials?apply_id=${created.data.apply_id}`, ticket);
  // a refused request that carries a secret in its body
  const bad = await call('POST', '/newopen/service/apply/secret/reset', ticket, {
    apply_id: created.data.apply_id,
    env_type: 3,
    secret: secrets[0],
  });
  expect(bad.success).toBe(false);
  expect(JSON.stringify(bad)).not.toContain(secrets[0]);
  await new Promise((r) => setTimeout(r, 300));
  expect(out).toContain('/newopen/service/apply');
  for (const s of secrets) expect(out).not.toContain(s);
}, 60_000);
