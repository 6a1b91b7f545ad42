/**
 * `npm run start:gateway`: the gateway alone, to scale it out beside the platform. It needs the platform's
 * PostgreSQL (DATABASE_URL; an embedded PGlite belongs to the one process that opened it) and, for several
 * instances to share nonces, QPS counters and quotas, REDIS_URL. It serves GATEWAY_PORT and nothing else.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { startGateway } from './server.ts';
import { loadSnapshot } from './snapshot-loader.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) throw new ConfigError('the gateway alone needs DATABASE_URL (the platform\'s PostgreSQL); with the embedded database, run `npm start`, which includes the gateway');
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const db = await openDb({ databaseUrl: config.databaseUrl });
  const log = {
    info: (o: object, m: string) => console.log(m, JSON.stringify(o)),
    warn: (o: object, m: string) => console.warn(m, JSON.stringify(o)),
    error: (o: object, m: string) => console.error(m, JSON.stringify(o)),
  };
  const gateway = await startGateway({ deps: { db: db.db, dbKind: db.kind, config, now: () => new Date() }, load: loadSnapshot, port: config.gatewayPort, host: config.host, log });
  console.log(`\n  Gateway listening on port ${gateway.port}${config.redisUrl ? ', limits shared through Redis' : ' (limits in memory: set REDIS_URL to share them between instances)'}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await gateway.close(); // writes the buffered call logs
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
