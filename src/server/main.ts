/** `npm start`: open the database, seed, serve; stop cleanly on SIGINT/SIGTERM (shutdown.ts). */
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/index.ts';
import { startDemoUpstream, type DemoUpstream } from './demo/upstream.ts';
import { startGateway, type RunningGateway } from './gateway/server.ts';
import { loadSnapshot } from './gateway/snapshot-loader.ts';
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
  const { app, close, deps } = await buildApp({ config });
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
