/**
 * What the console benches share: the real app serving a build on the demo data (a temporary DATA_DIR, silent
 * logs) on a loopback port, and the admin's login answer, whose ticket a bench puts where the console keeps it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { md5Hex } from '../../src/server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/api/session.ts';

export interface ConsoleApp {
  origin: string;
  close(): Promise<void>;
}

/** the app serving `dist` on the demo data until closed */
export async function startConsoleApp(dist: string): Promise<ConsoleApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-console-'));
  const app = await buildApp({
    config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: dist, DATA_DIR: dataDir }),
    logger: false,
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface AdminLogin {
  data: { ticket: string; expires_at: string; user: unknown };
}

/** the login operation's answer for the demo admin */
export async function adminLogin(origin: string): Promise<AdminLogin> {
  const res = await fetch(`${origin}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'admin', password: md5Hex(DEMO_PASSWORD) }),
  });
  return (await res.json()) as AdminLogin;
}

/**
 * The localStorage entries a password login leaves (src/api/session.ts's keys, as tests/e2e/helpers.ts's
 * signedInStorage writes them), for a bench's page to start signed in.
 */
export function sessionEntries(login: AdminLogin): { name: string; value: string }[] {
  return [
    {
      name: TOKEN_KEY,
      value: JSON.stringify({ value: login.data.ticket, expires: Date.parse(login.data.expires_at) }),
    },
    { name: USER_KEY, value: JSON.stringify(login.data.user) },
  ];
}
