/** Picks the bus the session caches listen on: Redis with REDIS_URL, else PostgreSQL's LISTEN/NOTIFY, else none. */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { localBus, postgresBus, redisBus, type BusLog } from './bus.ts';
import { AuthCache } from './index.ts';

/** the bus's first connection: calls before it read the database (the cache is bypassed while the bus is down) */
const FIRST_CONNECT_MS = 3_000;

export async function createAuthCache(config: Config, db: Db): Promise<AuthCache> {
  // the log arrives later (the app's logger); messages before it go nowhere
  const log: BusLog & { target?: BusLog } = {
    warn(obj, msg) {
      log.target?.warn(obj, msg);
    },
    info(obj, msg) {
      log.target?.info(obj, msg);
    },
  };
  const bus = config.redisUrl
    ? redisBus(config.redisUrl, log, `${config.redisKeyPrefix}auth_changes`)
    : db.kind === 'postgres' && db.url
      ? postgresBus(db.url, log)
      : localBus();
  const cache = new AuthCache(bus, log);
  cache.useLog = (target: BusLog) => {
    log.target = target;
  };
  const until = Date.now() + FIRST_CONNECT_MS;
  while (!bus.up && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return cache;
}
