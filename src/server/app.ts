/**
 * The app factory: used by `npm start` and by every server test, so tests run the real thing.
 * Order: wire contract (envelope, limits) → specs → permission guard → handlers → console + SPA fallback.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifyHelmet from '@fastify/helmet';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMIT_BYTES } from '../shared/constants.ts';
import type { Config } from './config.ts';
import type { Deps, Handlers } from './context.ts';
import { openDb, type Db } from './db/index.ts';
import { isConnectionError } from './db/health.ts';
import { apiNotFound, clientErrorHandler, frameworkErrors, registerEnvelope } from './http/envelope.ts';
import { refuseNul, REQUEST_ID, schemaController } from './http/validation.ts';
import { loggerOptions } from './http/logging.ts';
import { loadSpecs } from './openapi/load.ts';
import { registerOperations } from './openapi/register.ts';
import { permissionGuard } from './auth/guard.ts';
import { handlers as allHandlers } from './handlers.ts';
import { baseDeps, prepareDatabase } from './seed/start.ts';
import { PERMISSIONS_POLICY, securityHeaders } from './http/security-headers.ts';
import { startSweeper } from './auth/sweep.ts';
import { startWorkOrderSweeper } from './workorders/deadlines.ts';
import { startExportWorker } from './exports/worker.ts';
import { startCallbackWorker } from './callbacks/worker.ts';
import { startQuotaWatch } from './callbacks/quota-watch.ts';
import { registerReviewOutcomes } from './catalog/lifecycle.ts';
import { startAlarmEvaluator } from './traffic/alarms.ts';
import { startBillingJob } from './billing/close.ts';
import { startAuditRetention } from './audit/retention.ts';
import { createAuthCache } from './auth/cache/create.ts';
import { redisLimits } from './http/shared-limits.ts';
import { registerMarkdownPages } from './store/markdown/register.ts';
import { registerOauthRoutes } from './oauth/routes.ts';
import { registerConsentRoutes } from './oauth/consent.ts';
import { registerMcpRoutes } from './store-mcp/routes.ts';

export const SCHEMAS_DIR = resolve(import.meta.dirname, '../../schemas');
const API_PREFIXES = ['/openauthor', '/newopen', '/workorder', '/website', '/scmecology', '/apisix', '/healthz'];

export interface AppOptions {
  config: Config;
  /** an already-open database (tests share one), or one opening (`preparing`); opened from config otherwise */
  db?: Db;
  now?: () => Date;
  handlers?: Handlers;
  logger?: boolean;
  /**
   * The database is a copy of one this code seeded (with the same configuration) moments ago, as tests start every
   * file from one seeded copy, or the caller has just run seed/start.ts's prepareDatabase on it (main.ts): the
   * seed's and the audit triggers' idempotent checks (~1 s of CPU a start) are skipped.
   */
  seeded?: boolean;
  /**
   * `npm start` (main.ts): `db` is still being opened and prepared (seed/start.ts's prepareDatabase) on its thread.
   * The app's routes are registered and readied (their schemas compiled) meanwhile, on this thread, and the database
   * is queried, by the background jobs, only once this has resolved (issue 28, cold start). Implies `seeded`.
   */
  preparing?: Promise<unknown>;
}

export interface App {
  app: FastifyInstance;
  deps: Deps;
  close(): Promise<void>;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const db =
    opts.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      image: config.production ? 'base' : 'demo',
    }));
  const deps: Deps = baseDeps(config, db, opts.now);
  // a test file starting from the run's seeded copy skips the seed's and the triggers' idempotent checks (as does
  // main.ts, which has run them while the app's modules loaded)
  if (!opts.seeded && !opts.preparing) await prepareDatabase(deps, db);
  // after the seed: its writes have nothing to invalidate yet
  const authCache = db.authChanges ? await createAuthCache(config, db) : undefined;
  deps.authCache = authCache;
  const limitsLog = {
    target: undefined as undefined | { warn(o: object, m: string): void; info(o: object, m: string): void },
  };
  deps.limits = config.redisUrl
    ? redisLimits(config.redisUrl, {
        prefix: `${config.redisKeyPrefix}api:`,
        log: { warn: (o, m) => limitsLog.target?.warn(o, m), info: (o, m) => limitsLog.target?.info(o, m) },
      })
    : undefined;
  const stopAuthChanges =
    authCache && db.authChanges ? db.authChanges.listen((changes) => authCache.committed(changes)) : () => {};
  registerReviewOutcomes(deps);

  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: UPLOAD_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    schemaController: schemaController(),
    // failures before routing (oversized headers, bad URLs) keep the envelope too
    clientErrorHandler,
    frameworkErrors,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerEnvelope(app);
  app.addHook('preValidation', refuseNul);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // one file per upload, within the same 10 MiB as any request body
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyHelmet, securityHeaders);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onRequest', permissionGuard(deps));
  registerOperations(app, loadSpecs(SCHEMAS_DIR), opts.handlers ?? allHandlers, deps);
  registerMarkdownPages(app, deps);
  registerOauthRoutes(app, deps);
  registerConsentRoutes(app, deps);
  registerMcpRoutes(app, deps);
  registerConsole(app, config.staticDir);
  db.health?.useLog(app.log);
  authCache?.useLog(app.log);
  limitsLog.target = app.log;
  if (opts.preparing) {
    await app.ready();
    await opts.preparing;
  }
  // while the database is away its health has said so once (db/health.ts); each job's failure meanwhile would repeat it
  const jobFailed = (what: string) => (err: unknown) => {
    if (!isConnectionError(err)) app.log.error({ err }, what);
  };
  const stopSweeper = startSweeper(deps, jobFailed('sweep failed'));
  const stopWorkOrderSweeper = startWorkOrderSweeper(deps, jobFailed('work-order sweep failed'));
  const stopExports = startExportWorker(deps, jobFailed('export failed'));
  const stopAlarms = startAlarmEvaluator(deps, jobFailed('alarm evaluation failed'));
  const stopBilling = startBillingJob(deps, jobFailed('billing job failed'));
  const stopAuditRetention = startAuditRetention(deps, jobFailed('audit retention failed'));
  const stopCallbacks = startCallbackWorker(deps, jobFailed('callback delivery failed'));
  const stopQuotaWatch = startQuotaWatch(deps, jobFailed('quota threshold check failed'));

  return {
    app,
    deps,
    async close() {
      stopSweeper();
      stopWorkOrderSweeper();
      await stopExports();
      await stopAlarms();
      await stopBilling();
      stopAuditRetention();
      await stopCallbacks();
      await stopQuotaWatch();
      await app.close();
      stopAuthChanges();
      await authCache?.close();
      await deps.limits?.close();
      if (!opts.db) await db.close();
    },
  };
}

/** Serves the built console: hashed assets cached for a year, every other non-API GET falls back to index.html. */
function registerConsole(app: FastifyInstance, dir: string) {
  const root = resolve(dir);
  const hasConsole = existsSync(resolve(root, 'index.html'));
  if (hasConsole) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // the build wrote .br and .gz beside each text file (scripts/precompress.ts): sent as they are when accepted,
      // found beside the file asked for, so they get no routes of their own (one per file: wildcard false)
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // without this, send's own `public, max-age=0` replaced the caching set below: every page load asked again
      // for every file of the console it already had
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // a cache between the server and the browser keeps the brotli, gzip and plain answers apart
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    if (isApi || req.method !== 'GET' || !hasConsole || /\.\w+$/.test(path)) return apiNotFound(req, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
