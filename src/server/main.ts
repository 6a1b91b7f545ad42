/**
 * `npm start`: open the database, seed, serve; stop cleanly on SIGINT/SIGTERM (shutdown.ts).
 *
 * The database opens first and the rest of the server's modules load while it does (issue 28, cold start): PGlite
 * opens on a thread of its own (db/pglite-thread.ts), so on two cores its start and the module loading overlap; so
 * do the seed's work on that thread (seed/start.ts) and the rest of the loading, and the app's building: buildApp
 * registers the routes and compiles their schemas meanwhile and waits for the database only before its jobs start.
 */
import { ConfigError, loadConfig } from './config.ts';
import { OldMigrationsError, startDb } from './db/index.ts';
import type { DemoUpstream } from './demo/upstream.ts';
import type { RunningGateway } from './gateway/server.ts';
import { stopOnSignals } from './shutdown.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const started = startDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // demo mode's first start copies the demo image, its seed baked in (seed/demo-image.ts)
    image: config.production ? 'base' : 'demo',
  });
  // seeded as soon as it is open, while the app's modules may still be loading and the app is being built: the
  // database thread renews the demo image (seed/demo-image.ts) while this one compiles, instead of after it
  const preparing = started.open.then(async (db) => {
    const { baseDeps, prepareDatabase } = await import('./seed/start.ts');
    await prepareDatabase(baseDeps(config, db), db);
  });
  preparing.catch(() => undefined); // awaited by buildApp, once the modules are loaded
  const [{ buildApp }, { DEMO_PASSWORD, demoAccounts }, { startDemoUpstream }, { startGateway }, { loadSnapshot }] =
    await Promise.all([
      import('./app.ts'),
      import('./seed/index.ts'),
      import('./demo/upstream.ts'),
      import('./gateway/server.ts'),
      import('./gateway/snapshot-loader.ts'),
    ]);
  const db = started.db;
  // the app's routes are made while the database opens and is seeded; buildApp waits for it before the jobs start
  const built = await buildApp({ config, db, preparing }).catch((err: unknown) => {
    if (!(err instanceof OldMigrationsError)) throw err;
    console.error(`Database error: ${err.message}`);
    process.exit(2);
  });
  const { app, deps } = built;
  // the database was given to buildApp, so closing the app leaves it open: closed here, after the app
  const close = async () => {
    await built.close();
    await db.close();
  };
  await app.listen({ port: config.port, host: config.host });
  let gateway: RunningGateway | undefined;
  if (config.serve === 'all') {
    try {
      gateway = await startGateway({
        deps,
        load: loadSnapshot,
        port: config.gatewayPort,
        host: config.host,
        log: app.log,
      });
    } catch (err) {
      await close();
      const busy = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      console.error(
        busy
          ? `Configuration error: GATEWAY_PORT ${config.gatewayPort} is in use; set GATEWAY_PORT to a free port`
          : err,
      );
      process.exit(busy ? 2 : 1);
    }
  }
  let demoUpstream: DemoUpstream | undefined;
  if (!config.production && config.serve === 'all') {
    try {
      demoUpstream = await startDemoUpstream({ port: config.demoUpstreamPort });
    } catch (err) {
      await close();
      const busy = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      console.error(
        busy
          ? `Configuration error: DEMO_UPSTREAM_PORT ${config.demoUpstreamPort} is in use; set DEMO_UPSTREAM_PORT to a free port`
          : err,
      );
      process.exit(busy ? 2 : 1);
    }
  }
  const address = app.server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  const lines = [
    '',
    `  Open API platform is running at ${url}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
    gateway ? `  API gateway at http://localhost:${gateway.port}` : '  API only (SERVE=api): gateways run on their own',
  ];
  if (demoUpstream) lines.push(`  Demo upstream APIs at ${demoUpstream.url}`);
  if (!config.production) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}): ${demoAccounts.map((a) => a.user_name).join(', ')}`);
  }
  console.log(lines.join('\n') + '\n');

  stopOnSignals(
    async () => {
      await gateway?.close(); // writes the buffered call logs first
      await demoUpstream?.close();
      await close();
    },
    { timeoutMs: config.shutdownTimeoutMs, log: app.log },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
