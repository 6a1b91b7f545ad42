/**
 * The processes scripts/bench/gateway.ts starts, one role each (it forks itself with the role's name): the demo
 * upstream, the bare keep-alive proxy and the real gateway. Each answers its port to the parent when it listens.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool, type Dispatcher } from 'undici';
import { startDemoUpstream } from '../../src/server/demo/upstream.ts';

export const PATH = process.env.BENCH_PATH || '/fx/v1/rates?base=USD';
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
]);

/** Role "upstream": the demo upstream on a free port. */
export async function runUpstream() {
  const up = await startDemoUpstream({ port: 0 });
  process.send!({ port: up.port });
}

/**
 * Role "proxy": forwards every request to the upstream over one keep-alive pool, streaming both ways, with no
 * checks. Two ways to drive the pool: "dispatch", undici's handler interface, which the gateway forwards through
 * (proxy.ts), so the budget's ratio is the cost of the checks and the logging alone; and "stream", Pool.stream(),
 * the obvious way to write such a proxy, reported for comparison (it wraps the same calls in an AsyncResource, a
 * Promise and a `finished` watcher).
 */
export async function runProxy(upstreamPort: number, mode: string) {
  const stopProfile = process.env.BENCH_CPU_PROF
    ? await startProfile(process.env.BENCH_CPU_PROF, `proxy-${mode}`)
    : async () => undefined;
  process.on('SIGTERM', () => void stopProfile().finally(() => process.exit(0)));
  const pool = new Pool(`http://127.0.0.1:${upstreamPort}`, {
    connections: 64,
    pipelining: 1,
    keepAliveTimeout: 30_000,
  });
  const forward = mode === 'stream' ? viaStream(pool) : viaDispatch(pool);
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const k in req.headers) if (!HOP_BY_HOP.has(k)) headers[k] = req.headers[k];
    const method = req.method ?? 'GET';
    forward(req, res, {
      path: req.url ?? '/',
      method: method as 'GET',
      headers: headers as Record<string, string>,
      body: method === 'GET' || method === 'HEAD' ? undefined : req,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
}

type Forward = (req: IncomingMessage, res: ServerResponse, opts: Dispatcher.DispatchOptions) => void;

function viaDispatch(pool: Pool): Forward {
  return (_req, res, opts) =>
    pool.dispatch(opts, {
      onConnect() {},
      onHeaders(statusCode: number, raw: Buffer[], resume: () => void) {
        const out: string[] = [];
        for (let i = 0; i < raw.length; i += 2) {
          const k = raw[i].toString('latin1');
          if (!HOP_BY_HOP.has(k.toLowerCase())) out.push(k, raw[i + 1].toString('latin1'));
        }
        res.writeHead(statusCode, out);
        res.on('drain', resume);
        return true;
      },
      onData(chunk: Buffer) {
        return res.write(chunk);
      },
      onComplete() {
        res.end();
      },
      onError() {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      },
    } as Dispatcher.DispatchHandler);
}

function viaStream(pool: Pool): Forward {
  return (_req, res, opts) => {
    // stream(): undici writes the upstream body straight into `res`, with no intermediate Readable
    pool
      .stream(opts, ({ statusCode, headers: upstreamHeaders }) => {
        const out: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(upstreamHeaders)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
        res.writeHead(statusCode, out);
        return res;
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
  };
}

export const BENCH_KEY = '209900001';
export const BENCH_SECRET = 'bench-secret-0123456789abcdefghij';

/** Role "gateway": the real gateway over PGlite in memory, fed one route, one application and one subscription. */
export async function runGateway(upstreamPort: number, logging: 'stored' | 'batched' | 'none' = 'stored') {
  const { openDb } = await import('../../src/server/db/index.ts');
  const { loadConfig } = await import('../../src/server/config.ts');
  const { startGateway } = await import('../../src/server/gateway/server.ts');
  const { buildSnapshot } = await import('../../src/server/gateway/snapshot-build.ts');
  // BENCH_DATABASE_URL: call logs go to PostgreSQL (a scratch database), as in a deployment at scale
  const { createScratchDatabase } = await import('../../src/server/db/scratch.ts');
  const scratch = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_gw')
    : undefined;
  const db = await openDb(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' });
  // BENCH_CPU_PROF=<dir>: a CPU profile of the serving only (not the start-up and migrations), written when stopped
  const stopProfile = process.env.BENCH_CPU_PROF
    ? await startProfile(process.env.BENCH_CPU_PROF, `gateway-${logging}`)
    : async () => undefined;
  process.on(
    'SIGTERM',
    () =>
      void stopProfile()
        .then(() => db.close())
        .then(() => scratch?.drop())
        .finally(() => process.exit(0)),
  );
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_UPSTREAM_PORT: String(upstreamPort) });
  const [path] = PATH.split('?');
  const feed = {
    version: 1,
    routes: [
      {
        api_id: 1,
        group_id: 1,
        provider_id: 2,
        env_type: 3,
        method_type: 'GET',
        listen_path: path,
        base_url: `http://127.0.0.1:${upstreamPort}`,
        timeout_ms: 10_000,
        backend_path: null,
        backend_method: null,
        group_ip_list: ['127.0.0.0/8'],
      },
    ],
    apps: [
      {
        apply_id: 1,
        developer_id: 3,
        env_type: 3,
        app_key: BENCH_KEY,
        enabled: true,
        secrets: [BENCH_SECRET],
        grace_until: null,
        ip_list: ['127.0.0.1', '::1'],
      },
    ],
    subscriptions: [
      {
        r_apply_groups_record_id: 1,
        apply_id: 1,
        group_id: 1,
        env_type: 3,
        enabled: true,
        starts_at: null,
        ends_at: null,
        qps: 1_000_000,
        daily_quota: 1_000_000_000,
        monthly_quota: null,
        apis: null,
      },
    ],
  };
  const gw = await startGateway({
    deps: { db: db.db, dbKind: db.kind, config, now: () => new Date() },
    load: async (_d, guard) => buildSnapshot(feed, guard, Date.now()),
    port: 0,
    host: '127.0.0.1',
  });
  // the same gateway with its call-log rows left unwritten: what the checks cost apart from persisting the logs
  if (logging === 'none') gw.writer.add = () => undefined;
  // rows built, buffered, batched, rolled up and encoded for the database as usual, only not sent: what the full
  // chain costs more is the database's work (and handing it the batch)
  if (logging === 'batched') {
    // the writer's own write (transaction, COPY, rollup upsert) against Kysely's DummyDriver, which answers nothing
    const { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } =
      await import('kysely');
    (gw.writer as unknown as { db: unknown }).db = new Kysely({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }
  process.send!({ port: gw.port });
}

async function startProfile(dir: string, name = 'gateway') {
  const { Session } = await import('node:inspector/promises');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${name}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
  };
}
