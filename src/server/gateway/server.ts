/**
 * The gateway process part: an HTTP server on GATEWAY_PORT (plain node:http: the data plane keeps its per-call
 * cost small), the in-memory snapshot and its refresh, the call-log writer and its maintenance.
 *
 * Refresh: the configuration version (gateway_config) is polled every POLL_MS; a change, or the snapshot's own
 * expiry (a grace period or a subscription ending), loads a new snapshot, swapped in whole. A console change is
 * therefore enforced on every instance within about a second.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Deps } from '../context.ts';
import { isConnectionError } from '../db/health.ts';
import { healthReport, type GatewayHealth, type HealthReport } from '../system/health.ts';
import { clientAddressResolver } from './client-address.ts';
import { relayedClientResolver } from './relay.ts';
import { appSecretKey } from '../apps/secret-key.ts';
import { currentGatewayConfig } from './config-version.ts';
import { dropExpiredCallLogs, preparePartitions } from './call-log/partitions.ts';
import { CallLogWriter } from './call-log/writer.ts';
import { createGatewayHandler } from './handler.ts';
import { createPipeline } from './pipeline.ts';
import { createMcpEndpoint, MCP_PATH, mcpAllowedOrigins } from './mcp/endpoint.ts';
import { tokenUseRecorder } from './mcp/token-use.ts';
import { createProxy } from './proxy.ts';
import type { GatewaySnapshot } from './snapshot.ts';
import { memoryState, redisState, type GatewayState } from './state.ts';
import { configuredUpstreamGuard, type UpstreamGuard } from './upstream-guard.ts';

export const POLL_MS = 500;
const MAINTENANCE_MS = 60 * 60_000;
/** how long a shutdown waits for calls in flight before cutting them */
const IN_FLIGHT_GRACE_MS = 10_000;

export type SnapshotLoader = (deps: Deps, guard: UpstreamGuard, state: GatewayState) => Promise<GatewaySnapshot>;

export interface GatewayOptions {
  deps: Deps;
  load: SnapshotLoader;
  port: number;
  host?: string;
  /** nonces, QPS and quotas; from REDIS_URL (shared) or in memory when not given */
  state?: GatewayState;
  log?: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
}

export interface RunningGateway {
  server: Server;
  port: number;
  writer: CallLogWriter;
  /** loads the snapshot now (tests call it instead of waiting for the poll) */
  refresh(): Promise<void>;
  snapshot(): GatewaySnapshot | undefined;
  close(): Promise<void>;
}

export async function startGateway(opts: GatewayOptions): Promise<RunningGateway> {
  const { deps } = opts;
  const log = opts.log ?? { info: () => undefined, warn: () => undefined, error: () => undefined };
  const guard = configuredUpstreamGuard(deps.config);
  const state =
    opts.state ??
    (deps.config.redisUrl
      ? redisState(deps.config.redisUrl, `${deps.config.redisKeyPrefix ?? 'oap:'}gw:`, {
          log,
          commandTimeoutMs: deps.config.redisCommandTimeoutMs,
        })
      : memoryState());
  const proxy = createProxy({ guard, connectTimeoutMs: deps.config.upstreamConnectTimeoutMs });
  const writer = new CallLogWriter(deps.db, { log, maxBuffered: deps.config.callLogBufferMax });
  // the database away is said once by its health (db/health.ts); the poll's failures every 500 ms meanwhile are not news
  const warn = (what: string) => (err: unknown) => {
    if (!isConnectionError(err)) log.warn({ err }, what);
  };

  let current: GatewaySnapshot | undefined;
  let loading: Promise<void> | undefined;
  const refresh = () => {
    loading ??= (async () => {
      try {
        // calls answered but not yet written are missing from what the loader counts (a prepaid package's
        // balance comes from the call logs' rollups) while the new snapshot starts counting from zero: write them
        // first, or a reload hands their calls out again
        await writer.flush();
        const next = await opts.load(deps, guard, state);
        current = next;
        proxy.retain(originsOf(next));
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };
  await preparePartitions(deps.db, deps.now());
  await refresh();

  const poll = setInterval(() => {
    void (async () => {
      const { version } = await currentGatewayConfig(deps.db);
      const snap = current;
      if (!snap || version !== snap.version || (snap.expiresAt !== null && deps.now().getTime() >= snap.expiresAt))
        await refresh();
    })().catch(warn('gateway: configuration refresh failed, keeping the current one'));
  }, POLL_MS);
  poll.unref();
  const maintenance = setInterval(() => {
    void (async () => {
      await preparePartitions(deps.db, deps.now());
      await dropExpiredCallLogs(deps.db, deps.now(), deps.config.callLogRetentionDays);
    })().catch(warn('gateway: call-log maintenance failed'));
  }, MAINTENANCE_MS);
  maintenance.unref();

  const handlerDeps = {
    snapshot: () => current,
    state,
    proxy,
    record: (call: Parameters<CallLogWriter['add']>[0]) => writer.add(call),
    clientAddress: clientAddressResolver(deps.config.trustedProxies),
    relayedClient: relayedClientResolver(appSecretKey(deps.config)),
    now: () => deps.now().getTime(),
  };
  // one pipeline for both channels: a signed call and an MCP tool call pass the same checks and are logged alike
  const pipeline = createPipeline(handlerDeps);
  const handler = createGatewayHandler(handlerDeps, pipeline);
  const tokenUse = tokenUseRecorder(deps.db, (err) => warn('gateway: MCP token last-used times not written')(err));
  const mcp = createMcpEndpoint(
    { ...handlerDeps, touchToken: tokenUse.touch, allowedOrigins: mcpAllowedOrigins(deps.config.gatewayPublicUrl) },
    pipeline,
  );
  const health = (): GatewayHealth => ({
    snapshot_version: current?.version ?? null,
    redis: state.health?.() ?? { state: 'unused', outages: 0 },
    call_log: {
      pending: writer.stats.pending,
      max_buffered: writer.maxBuffered,
      written: writer.stats.written,
      dropped: writer.stats.dropped,
      rejected: writer.stats.rejected,
      failed_flushes: writer.stats.failedFlushes,
    },
  });
  if (deps.health) deps.health.gateway = health;
  let closing = false;
  const server = createServer({ keepAliveTimeout: 30_000, requestTimeout: 120_000 }, (req, res) => {
    // closing: a busy keep-alive connection would bring call after call; each answer now ends its connection
    if (closing) res.shouldKeepAlive = false;
    if (isHealthProbe(req)) return answerHealth(res, healthReport(deps.dbKind, deps.health?.db, health));
    const url = req.url ?? '/';
    const mcpMatch = url.startsWith('/mcp/') ? MCP_PATH.exec(url.split('?', 1)[0]) : null;
    if (mcpMatch) {
      mcp(req, res, Number(mcpMatch[1])).catch((err) => {
        log.error({ err }, 'gateway: MCP request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, code: 'INTERNAL', message: 'internal error', data: null }));
      });
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ port }, 'gateway listening');

  return {
    server,
    port,
    writer,
    refresh,
    snapshot: () => current,
    async close() {
      if (deps.health?.gateway === health) deps.health.gateway = undefined;
      clearInterval(poll);
      clearInterval(maintenance);
      closing = true;
      await tokenUse.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // calls still in flight then (a slow upstream) are cut, so the buffered call logs are written in time
        setTimeout(() => server.closeAllConnections(), IN_FLIGHT_GRACE_MS).unref();
      });
      await writer.close();
      await proxy.close();
      await state.close();
    },
  };
}

function originsOf(snap: GatewaySnapshot): string[] {
  const out = new Set<string>();
  for (const route of snap.routeList) out.add(route.origin);
  return [...out];
}

/**
 * `GET /healthz` without X-Ca-Key is the gateway's own health, for a supervisor or a load balancer: every signed
 * call carries X-Ca-Key, so a published API at /healthz is still reached by its callers. It answers 200 while the
 * gateway serves (also from its snapshot while the database is away; `db` and `status` then say down).
 */
function isHealthProbe(req: IncomingMessage): boolean {
  return (
    req.method === 'GET' &&
    (req.url === '/healthz' || req.url?.startsWith('/healthz?') === true) &&
    req.headers['x-ca-key'] === undefined
  );
}

function answerHealth(res: ServerResponse, report: HealthReport) {
  const body = JSON.stringify({ success: true, code: 'OK', message: 'OK', data: report });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
