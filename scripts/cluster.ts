/**
 * `npm run cluster`: N API instances and M gateway instances against one PostgreSQL (DATABASE_URL) and one Redis
 * (REDIS_URL), behind HAProxy (Debian's package: `apt-get install -y haproxy`), on this machine: the way several
 * machines would run the platform, for a user to try and for the tests (tests/server/scale/cluster.test.ts).
 *
 * HAProxy listens on PORT (console + API, default 8080) and GATEWAY_PORT (gateway, default 8081) and balances
 * every request round-robin over the instances whose `/healthz` answers 200 (checked every second). The first API
 * instance starts alone (it migrates and seeds the database), the others once it answers. In demo mode the demo
 * upstream runs in this process. Every instance gets the same SECRET_KEY (one is made up for the run, and printed,
 * when none is set). Environment: CLUSTER_APIS (2), CLUSTER_GATEWAYS (2), HAPROXY (the binary, default haproxy),
 * and anything the instances read (README, Configuration).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { startDemoUpstream, type DemoUpstream } from '../src/server/demo/upstream.ts';
import { defaultHaproxy, haproxyConfig, haproxyMissing } from './cluster-haproxy.ts';

const root = resolve(import.meta.dirname, '..');
const OUTPUT_LIMIT = 2 * 1024 * 1024;

export interface ClusterOptions {
  apis: number;
  gateways: number;
  databaseUrl: string;
  redisUrl?: string;
  secretKey: string;
  /** HAProxy's ports; 0 picks free ones */
  port: number;
  gatewayPort: number;
  host?: string;
  /** more environment for every instance (LOG_LEVEL, NODE_ENV, …) */
  env?: Record<string, string>;
  haproxy?: string;
  /** each line an instance writes, with its name (the CLI prints them) */
  onLine?: (name: string, line: string) => void;
  startTimeoutMs?: number;
}

export interface Instance {
  kind: 'api' | 'gateway';
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  pid: number;
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
}

export interface Cluster {
  /** console + API through HAProxy */
  apiUrl: string;
  /** the gateway through HAProxy */
  gatewayUrl: string;
  instances: Instance[];
  demoUpstream?: DemoUpstream;
  haproxy: ChildProcess;
  /** SIGTERM to everything, then waits (SIGKILL after the instances' own shutdown deadline) */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * How an instance is started: run from the bundle (`npm run cluster`: dist-server/cluster.js, scripts/build-server.ts
 * sets SERVER_BUNDLE), the bundled entries with plain node; from the sources (the tests), the sources under tsx.
 */
function instanceArgs(kind: Instance['kind']): string[] {
  if (process.env.SERVER_BUNDLE === '1') return [join(root, 'dist-server', kind === 'api' ? 'main.js' : 'gateway.js')];
  return ['--import', 'tsx', kind === 'api' ? 'src/server/main.ts' : 'src/server/gateway/main.ts'];
}

function startInstance(
  kind: Instance['kind'],
  name: string,
  port: number,
  env: Record<string, string>,
  onLine?: ClusterOptions['onLine'],
): Instance {
  // node itself, not npm: one process per instance, so a signal reaches the graceful shutdown directly
  const child = spawn(process.execPath, instanceArgs(kind), {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      ...(kind === 'api' ? { PORT: String(port), SERVE: 'api' } : { GATEWAY_PORT: String(port) }),
    },
  });
  let out = '';
  let partial = '';
  const keep = (b: Buffer) => {
    const text = b.toString();
    if (out.length < OUTPUT_LIMIT) out += text;
    if (!onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const l of lines) if (l.trim()) onLine(name, l);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.on('exit', (code, signal) => {
      exited = true;
      ok({ code, signal });
    }),
  );
  return {
    kind,
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    pid: child.pid!,
    output: () => out,
    exit,
    alive: () => !exited,
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

async function waitHealthy(i: Instance, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await healthy(i.url))) {
    if (!i.alive()) throw new Error(`${i.name} exited before it answered /healthz:\n${i.output()}`);
    if (Date.now() > until) throw new Error(`${i.name} did not answer /healthz within ${timeoutMs} ms:\n${i.output()}`);
    await sleep(100);
  }
}

async function stopAll(instances: Instance[], haproxy: ChildProcess | undefined, timeoutMs: number) {
  if (haproxy && haproxy.exitCode === null && haproxy.signalCode === null) {
    const gone = new Promise((r) => haproxy.once('exit', r));
    haproxy.kill('SIGTERM');
    await Promise.race([gone, sleep(3000)]);
    if (haproxy.exitCode === null && haproxy.signalCode === null) haproxy.kill('SIGKILL');
  }
  await Promise.all(
    instances.map(async (i) => {
      if (!i.alive()) return;
      try {
        i.child.kill('SIGTERM');
      } catch {
        /* gone */
      }
      const done = await Promise.race([i.exit.then(() => true), sleep(timeoutMs).then(() => false)]);
      if (!done)
        try {
          process.kill(-i.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
    }),
  );
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const bin = o.haproxy ?? defaultHaproxy();
  const missing = haproxyMissing(bin);
  if (missing) throw new Error(missing);
  const host = o.host ?? '127.0.0.1';
  const timeoutMs = o.startTimeoutMs ?? 180_000;
  const port = o.port || (await freePort());
  const gatewayPort = o.gatewayPort || (await freePort());
  const production = o.env?.NODE_ENV === 'production' || process.env.NODE_ENV === 'production';
  const demoPort = production ? 0 : await freePort();
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl ?? '',
    SECRET_KEY: o.secretKey,
    DEMO_UPSTREAM_PORT: String(demoPort),
    TRUST_PROXY: 'true',
    TRUSTED_PROXIES: '127.0.0.1',
    GATEWAY_PUBLIC_URL: `http://${host === '0.0.0.0' ? 'localhost' : host}:${gatewayPort}`,
    ...o.env,
  };
  const instances: Instance[] = [];
  let haproxy: ChildProcess | undefined;
  let demoUpstream: DemoUpstream | undefined;
  let tmp: string | undefined;
  try {
    if (!production) demoUpstream = await startDemoUpstream({ port: demoPort });
    // the first API instance alone: it migrates and seeds; the others then find it done
    const first = startInstance('api', 'api1', await freePort(), env, o.onLine);
    instances.push(first);
    await waitHealthy(first, timeoutMs);
    for (let n = 2; n <= o.apis; n++) instances.push(startInstance('api', `api${n}`, await freePort(), env, o.onLine));
    for (let n = 1; n <= o.gateways; n++)
      instances.push(startInstance('gateway', `gw${n}`, await freePort(), env, o.onLine));
    await Promise.all(instances.map((i) => waitHealthy(i, timeoutMs)));

    tmp = mkdtempSync(join(tmpdir(), 'oap-cluster-'));
    const cfg = join(tmp, 'haproxy.cfg');
    writeFileSync(
      cfg,
      haproxyConfig({
        host,
        port,
        gatewayPort,
        apis: instances.filter((i) => i.kind === 'api'),
        gateways: instances.filter((i) => i.kind === 'gateway'),
      }),
    );
    // -db: in the foreground, not a daemon (this process supervises it); -W: master-worker, stops on SIGTERM
    haproxy = spawn(bin, ['-W', '-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    let hout = '';
    haproxy.stdout!.on('data', (b: Buffer) => {
      hout += b.toString();
      o.onLine?.('haproxy', b.toString().trimEnd());
    });
    haproxy.stderr!.on('data', (b: Buffer) => {
      hout += b.toString();
      o.onLine?.('haproxy', b.toString().trimEnd());
    });
    const apiUrl = `http://127.0.0.1:${port}`;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const until = Date.now() + 30_000;
    while (!(await healthy(apiUrl)) || !(await healthy(gatewayUrl))) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${hout}`);
      if (Date.now() > until) throw new Error(`haproxy did not answer within 30 s: ${hout}`);
      await sleep(100);
    }
    const dir = tmp;
    const hp = haproxy;
    return {
      apiUrl,
      gatewayUrl,
      instances,
      demoUpstream,
      haproxy: hp,
      async stop() {
        await stopAll(instances, hp, 30_000);
        await demoUpstream?.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll(instances, haproxy, 10_000);
    await demoUpstream?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

async function main() {
  const env = process.env;
  const count = (name: string, dflt: number) => {
    const v = Number(env[name] ?? dflt);
    if (!Number.isInteger(v) || v < 1 || v > 32)
      throw new Error(`${name} must be a whole number from 1 to 32, got "${env[name]}"`);
    return v;
  };
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push(
      'DATABASE_URL is required: every instance shares one PostgreSQL (an embedded PGlite belongs to one process)',
    );
  if (!env.REDIS_URL)
    problems.push(
      'REDIS_URL is required: nonces, QPS counters, quotas, API limits and session-cache messages are shared through it',
    );
  const missing = haproxyMissing();
  if (missing) problems.push(missing);
  let apis = 0;
  let gateways = 0;
  try {
    apis = count('CLUSTER_APIS', 2);
    gateways = count('CLUSTER_GATEWAYS', 2);
  } catch (e) {
    problems.push((e as Error).message);
  }
  if (problems.length) {
    for (const p of problems) console.error(`Configuration error: ${p}`);
    process.exit(2);
  }
  let secretKey = env.SECRET_KEY;
  if (!secretKey) {
    secretKey = randomBytes(32).toString('hex');
    console.warn(
      `SECRET_KEY not set: this run uses ${secretKey} for every instance. Keep it (application secrets are sealed with it) and set it next time.`,
    );
  }
  const port = Number(env.PORT ?? 8080);
  const gatewayPort = Number(env.GATEWAY_PORT ?? 8081);
  console.log(`starting ${apis} API and ${gateways} gateway instances behind HAProxy…`);
  const cluster = await startCluster({
    apis,
    gateways,
    databaseUrl: env.DATABASE_URL!,
    redisUrl: env.REDIS_URL,
    secretKey,
    port,
    gatewayPort,
    host: env.HOST || '0.0.0.0',
    onLine: (name, line) => console.log(`[${name}] ${line}`),
  });
  console.log(
    [
      '',
      `  Console + API: http://localhost:${port}   (HAProxy → ${cluster.instances
        .filter((i) => i.kind === 'api')
        .map((i) => i.port)
        .join(', ')})`,
      `  Gateway:       http://localhost:${gatewayPort}   (HAProxy → ${cluster.instances
        .filter((i) => i.kind === 'gateway')
        .map((i) => i.port)
        .join(', ')})`,
      '  Ctrl-C stops everything (each instance shuts down gracefully).',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const i of cluster.instances) {
    void i.exit.then(({ code, signal }) => {
      if (!stopping) console.error(`[${i.name}] exited (${signal ?? code}); HAProxy sends its traffic to the others`);
    });
  }
}

// run, not imported: this file under tsx, or its bundle (dist-server/cluster.js) with node
if (process.env.SERVER_BUNDLE === '1' || import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
