/**
 * The product as an operator runs it, for the fault tests: `npm run serve` and `npm run start:gateway` started the
 * README's way (each the leader of its own process group, so a test can signal the npm pid or the whole group),
 * their output kept, their health read over HTTP; and a steady signed load against a gateway that remembers every
 * answer (status, error code, request id, time), so "answered == stored" can be counted against `call_logs`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { md5Hex } from '../../../src/server/auth/passwords.ts';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import { signRequest } from '../../../src/shared/signature/index.ts';
import { TEST_SECRET_KEY } from '../helpers.ts';

const root = resolve(import.meta.dirname, '../../..');
const OUTPUT_LIMIT = 4 * 1024 * 1024;

export interface Product {
  name: string;
  child: ChildProcess;
  /** the npm process's pid, which is also its process group's id */
  pid: number;
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** console + API (serve only) */
  apiUrl?: string;
  gatewayUrl: string;
  alive(): boolean;
}

/** a port free on 127.0.0.1 now (for a port two processes must agree on before either starts) */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** starts `npm run <script>` with the product's environment and waits until it says where it listens */
export async function startProduct(
  name: string,
  script: 'serve' | 'start:gateway',
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<Product> {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      GATEWAY_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      SECRET_KEY: TEST_SECRET_KEY,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: '',
      // Redis is reached through the test's proxy, in the process that also drives the load: its own pauses would
      // pass for a slow Redis at the 50 ms default. A Redis that is away is refused at once, whatever this says.
      REDIS_COMMAND_TIMEOUT_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    if (out.length < OUTPUT_LIMIT) out += b.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.on('exit', (code, signal) => ok({ code, signal })),
  );
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  const started = Date.now();
  const pattern = script === 'serve' ? /API gateway at http:\/\/localhost:(\d+)/ : /Gateway listening on port (\d+)/;
  while (!pattern.test(out)) {
    if (exited) throw new Error(`${name} exited before listening:\n${out}`);
    if (Date.now() - started > timeoutMs) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`${name} did not listen within ${timeoutMs} ms:\n${out}`);
    }
    await sleep(100);
  }
  const api = out.match(/running at http:\/\/localhost:(\d+)/);
  return {
    name,
    child,
    pid: child.pid!,
    output: () => out,
    exit,
    apiUrl: api ? `http://127.0.0.1:${api[1]}` : undefined,
    gatewayUrl: `http://127.0.0.1:${out.match(pattern)![1]}`,
    alive: () => !exited,
  };
}

/** ends a product the hard way (test cleanup): its whole group */
export function killGroup(p: Product | undefined): void {
  if (!p || !p.alive()) return;
  try {
    process.kill(-p.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

export interface Answer {
  status: number;
  code: string | null;
  requestId: string | null;
  ms: number;
  at: number;
}

export async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now();
  const res = await request(url, { headers, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? JSON.parse(text) : null, ms: performance.now() - started };
}

export async function login(apiUrl: string, userName: string): Promise<string> {
  const res = await request(`${apiUrl}/openauthor/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: userName, password: md5Hex('Demo@123456') }),
  });
  const body = (await res.body.json()) as { success: boolean; data: { ticket: string } };
  if (!body.success) throw new Error(`login ${userName} failed: ${JSON.stringify(body)}`);
  return body.data.ticket;
}

/** the demo developer's "Demo App": its production secret reset, so the test knows it */
export async function demoAppCredentials(apiUrl: string): Promise<{ appKey: string; secret: string }> {
  const ticket = await login(apiUrl, 'developer');
  const apps = await getJson(`${apiUrl}/newopen/service/apply/page?apply_name=Demo%20App`, { ticket });
  const applyId = apps.body.data.list[0].apply_id;
  const res = await request(`${apiUrl}/newopen/service/apply/secret/reset`, {
    method: 'POST',
    headers: { ticket, 'content-type': 'application/json' },
    body: JSON.stringify({ apply_id: applyId, env_type: 3 }),
  });
  const reset = (await res.body.json()) as { data: { app_key: string; secret: string } };
  return { appKey: reset.data.app_key, secret: reset.data.secret };
}

export interface Load {
  answers: Answer[];
  /** requests that got no HTTP answer at all (connection refused or reset) */
  failures: Array<{ at: number; error: string }>;
  stop(): Promise<void>;
}

/**
 * A steady signed load: `workers` loops, each sending one signed call at a time and pausing `pauseMs` between
 * calls, until stopped or `maxMs` passed (bounded in time and in count).
 */
export function signedLoad(
  gatewayUrl: string,
  creds: { appKey: string; secret: string },
  opts: { workers?: number; pauseMs?: number; maxMs?: number; maxCalls?: number } = {},
): Load {
  const { workers = 3, pauseMs = 20, maxMs = 180_000, maxCalls = 50_000 } = opts;
  const dispatcher = new Agent({ connections: workers, keepAliveTimeout: 10_000 });
  const answers: Answer[] = [];
  const failures: Load['failures'] = [];
  const until = Date.now() + maxMs;
  let stopped = false;
  const loop = async () => {
    while (!stopped && Date.now() < until && answers.length + failures.length < maxCalls) {
      const signed = signRequest(
        { appKey: creds.appKey, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' }, stage: 'RELEASE' },
        creds.secret,
        nodeHmac,
      );
      const started = performance.now();
      try {
        const res = await request(gatewayUrl + signed.target, {
          headers: signed.headers,
          dispatcher,
          headersTimeout: 15_000,
          bodyTimeout: 15_000,
        });
        await res.body.text();
        const id = res.headers['x-ca-request-id'];
        const code = res.headers['x-ca-error-code'];
        answers.push({
          status: res.statusCode,
          code: typeof code === 'string' ? code : null,
          requestId: typeof id === 'string' ? id : null,
          ms: performance.now() - started,
          at: Date.now(),
        });
      } catch (err) {
        failures.push({ at: Date.now(), error: String((err as Error).message) });
        await sleep(100);
      }
      await sleep(pauseMs);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, loop));
  let stopping: Promise<void> | undefined;
  return {
    answers,
    failures,
    stop() {
      stopped = true;
      stopping ??= running.then(() => dispatcher.close());
      return stopping;
    },
  };
}

/** polls `probe` every `everyMs` until it answers true or `timeoutMs` passed; answers the time it took, or null */
export async function timeUntil(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(everyMs);
  }
  return null;
}

/** how many lines of a product's output hold `text` */
export function countLines(output: string, text: string): number {
  return output.split('\n').filter((l) => l.includes(text)).length;
}
