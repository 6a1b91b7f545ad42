/**
 * API rate limits, send-code cooldowns and the login throttle's records (auth/guard-store-redis.ts) in Redis when REDIS_URL is set: one atomic script per check (a fixed
 * window INCR with its expiry, a SET NX PX for a cooldown), so every instance counts against one limit and two
 * parallel requests cannot both slip under it. Without Redis they live in the database (rate-limit.ts, codes.ts),
 * which is shared too. When Redis is away the checks fall back to those database counters, with a warning logged
 * once per outage: a limit must not stop the API, and the fallback is still one limit across instances.
 */
import { Redis } from 'ioredis';

const WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export interface SharedLimits {
  /** counts one hit in a fixed window: the count so far and the ms left in the window; undefined when Redis is away */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number } | undefined>;
  /** takes a cooldown: 0 when taken, else the ms until it ends; undefined when Redis is away */
  cooldown(key: string, ms: number): Promise<number | undefined>;
  /** runs a Lua script on keys under this prefix (the login throttle's records); undefined when Redis is away */
  script(lua: string, keys: string[], args: (string | number)[]): Promise<unknown>;
  /** gives a cooldown back (the send it guarded failed) */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitsLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function redisLimits(
  url: string,
  opts: { prefix?: string; log?: LimitsLog; timeoutMs?: number } = {},
): SharedLimits {
  const prefix = opts.prefix ?? 'oap:api:';
  const timeoutMs = opts.timeoutMs ?? 500;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    retryStrategy: () => 500,
  });
  let down = false;
  // The first checks after start wait (up to the command timeout) for the connection: answered from the database
  // while it opens, a burst would be split between two counters and slip past the limit on both.
  let connected = false;
  const firstReady = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    setTimeout(resolve, timeoutMs).unref();
  });
  const opened = () => (connected || redis.status === 'ready' ? undefined : firstReady);
  redis.on('error', () => {});
  redis.on('ready', () => {
    connected = true;
    if (down) opts.log?.info({}, 'redis reachable again: API limits and login throttling counted in Redis');
    down = false;
  });
  const failed = (err: unknown) => {
    if (!down)
      opts.log?.warn(
        { reason: String((err as Error)?.message ?? err) },
        'redis unavailable: API limits and login throttling counted in the database until it is back',
      );
    down = true;
    return undefined;
  };
  return {
    async hit(key, windowMs) {
      await opened();
      try {
        const [count, ttlMs] = (await redis.eval(WINDOW, 1, prefix + key, String(windowMs))) as [number, number];
        return { count, ttlMs };
      } catch (err) {
        return failed(err);
      }
    },
    async cooldown(key, ms) {
      await opened();
      try {
        const k = prefix + key;
        // one round trip: SET NX answers OK or, failing, the ttl tells the wait
        const [[, set], [, ttl]] = (await redis.multi().set(k, '1', 'PX', ms, 'NX').pttl(k).exec()) as [
          [unknown, string | null],
          [unknown, number],
        ];
        return set === 'OK' ? 0 : Math.max(1, ttl);
      } catch (err) {
        return failed(err);
      }
    },
    async script(lua, keys, args) {
      await opened();
      try {
        return await redis.eval(lua, keys.length, ...keys.map((k) => prefix + k), ...args);
      } catch (err) {
        return failed(err);
      }
    },
    async release(key) {
      await redis.del(prefix + key).catch(() => undefined);
    },
    async close() {
      redis.disconnect();
    },
  };
}
