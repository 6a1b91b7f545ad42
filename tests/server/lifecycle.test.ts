/**
 * The real entry point as a user runs it: starts on PGlite in DATA_DIR, answers, stops cleanly on SIGTERM,
 * and starts again on the same data without seeding twice. Bad configuration stops it with a clear message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usePostgres } from './helpers.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'oap-life-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): {
  child: ChildProcess;
  url: Promise<string>;
  output: () => string;
  exit: Promise<{ code: number | null; out: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      GATEWAY_PORT: '0',
      DEMO_UPSTREAM_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
  });
  let out = '';
  const url = new Promise<string>((ok, fail) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = out.match(/running at (http:\/\/\S+)/);
      if (m) ok(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => fail(new Error(`exited before listening: ${out}`)));
  });
  url.catch(() => {}); // a start that is meant to fail never listens
  const exit = new Promise<{ code: number | null; out: string }>((ok) => child.on('exit', (code) => ok({ code, out })));
  return { child, url, output: () => out, exit };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'admin', password: md5Hex('Demo@123456') }),
  });
  return (await res.json()).data.ticket;
}

describe.skipIf(usePostgres())('npm start (src/server/main.ts)', () => {
  it('serves, stops on SIGTERM with exit 0, and keeps its data for the next start', async () => {
    const first = start({});
    const url = await first.url;
    const health = await (await fetch(`${url}/healthz`)).json();
    expect(health.data.db).toBe('pglite');
    const ticket = await login(url);
    const created = await fetch(`${url}/newopen/service/partner`, {
      method: 'POST',
      headers: { ticket, 'content-type': 'application/json' },
      body: JSON.stringify({ partner_name: '持久化伙伴', partner_type: 'isv' }),
    });
    expect(created.status).toBe(200);
    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);

    const second = start({});
    const url2 = await second.url;
    const ticket2 = await login(url2);
    const page = await (
      await fetch(`${url2}/newopen/service/partner/page?page_size=100`, { headers: { ticket: ticket2 } })
    ).json();
    expect(page.data.list.map((p: { partner_name: string }) => p.partner_name)).toContain('持久化伙伴');
    // demo data was seeded once, not again on the second start
    expect(page.data.list.filter((p: { partner_name: string }) => p.partner_name === '云启软件')).toHaveLength(1);
    second.child.kill('SIGINT');
    const { code } = await second.exit;
    expect(code).toBe(0);
    // two cold starts of the real entry point (tsx compiles the app each time): a loaded machine needs the room
  }, 180_000);

  it('refuses to start in production without ADMIN_PASSWORD, naming the variable', async () => {
    const run = start({ NODE_ENV: 'production', ADMIN_PASSWORD: '' });
    const { code, out } = await run.exit;
    expect(code).toBe(2);
    expect(out).toContain('ADMIN_PASSWORD');
  }, 30_000);

  it('starts the demo upstream in demo mode and stops it with the product', async () => {
    const run = start({});
    await run.url;
    const demo = run.output().match(/Demo upstream APIs at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    expect(demo).toBeDefined();
    const res = await fetch(`${demo}/weather/v1/now?city=beijing`, { headers: { 'x-ca-request-id': 'life-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ca-request-id')).toBe('life-1');
    run.child.kill('SIGTERM');
    expect((await run.exit).code).toBe(0);
    await expect(fetch(`${demo}/weather/v1/now?city=beijing`)).rejects.toThrow();
  }, 60_000);

  it('refuses a DEMO_UPSTREAM_PORT that is in use, naming the variable', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((ok) => blocker.listen(0, '127.0.0.1', ok));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, out } = await start({ DEMO_UPSTREAM_PORT: String(port) }).exit;
      expect(code).toBe(2);
      expect(out).toContain(`DEMO_UPSTREAM_PORT ${port} is in use`);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('refuses a bad PORT with a clear message', async () => {
    const { code, out } = await start({ PORT: 'eighty' }).exit;
    expect(code).toBe(2);
    expect(out).toContain('PORT must be a port number');
  }, 30_000);
});
