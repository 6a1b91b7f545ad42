/**
 * `npm run start:gateway`: the gateway alone, to scale it out beside the platform. It needs the platform's
 * PostgreSQL (DATABASE_URL; an embedded PGlite belongs to the one process that opened it) and, for several
 * instances to share nonces, QPS counters and quotas, REDIS_URL. It serves GATEWAY_PORT and nothing else.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { OldMigrationsError, openDb } from '../db/index.ts';
import { startGateway } from './server.ts';
import { loadSnapshot } from './snapshot-loader.ts';
import { stopOnSignals } from '../shutdown.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl)
      throw new ConfigError(
        "the gateway alone needs DATABASE_URL (the platform's PostgreSQL); with the embedded database, run `npm start`, which includes the gateway",
      );
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const db = await openDb({ databaseUrl: config.databaseUrl }).catch((err: unknown) => {
    if (!(err instanceof OldMigrationsError)) throw err;
    console.error(`Database error: ${err.message}`);
    process.exit(2);
  });
  // an Error's own fields are not enumerable: JSON.stringify wrote {} for every err
  const fields = (o: object) =>
    JSON.stringify(o, (_k, v) =>
      v instanceof Error ? { message: v.message, code: (v as { code?: unknown }).code } : v,
    );
  const log = {
    info: (o: object, m: string) => console.log(m, fields(o)),
    warn: (o: object, m: string) => console.warn(m, fields(o)),
    error: (o: object, m: string) => console.error(m, fields(o)),
  };
  db.health?.useLog(log);
  const deps = { db: db.db, dbKind: db.kind, config, now: () => new Date(), health: { db: db.health } };
  const gateway = await startGateway({ deps, load: loadSnapshot, port: config.gatewayPort, host: config.host, log });
  console.log(
    `\n  Gateway listening on port ${gateway.port}${config.redisUrl ? ', limits shared through Redis' : ' (limits in memory: set REDIS_URL to share them between instances)'}\n`,
  );
  stopOnSignals(
    async () => {
      await gateway.close(); // writes the buffered call logs
      await db.close();
    },
    { timeoutMs: config.shutdownTimeoutMs, log },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
