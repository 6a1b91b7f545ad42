/**
 * The gateway's counting state: single-use nonces, calls per second and daily/monthly quotas. In memory by
 * default; with REDIS_URL in Redis, so several gateway instances behind one address enforce one limit and one
 * nonce rule. Every operation is a single atomic step (SET NX, a Lua script), so parallel copies of one request
 * cannot both pass.
 */
import { Redis } from 'ioredis';
import { BUSINESS_UTC_OFFSET_MS } from './call-log/buckets.ts';
import { refuse } from './errors.ts';

export type QuotaVerdict = 'ok' | 'daily' | 'monthly';

/**
 * The per-call checks answer at once when the state is in memory and with a promise when it is in Redis: the
 * gateway awaits only a promise, so a call through the in-memory state takes no extra trips through the
 * microtask queue.
 */
export type MaybeAsync<T> = T | Promise<T>;

export interface GatewayState {
  /** true the first time this nonce is seen for this key within `ttlMs` */
  claimNonce(appKey: string, nonce: string, ttlMs: number, now: number): MaybeAsync<boolean>;
  /** counts a call in the current second; false (and not counted) when the limit is reached */
  hitQps(key: string, limit: number, now: number): MaybeAsync<boolean>;
  /** counts a call against the day's and the month's quota (null = unlimited); not counted when refused */
  takeQuota(key: string, daily: number | null, monthly: number | null, now: number): MaybeAsync<QuotaVerdict>;
  /** raises a period's count to what the call logs already say (after a restart), never lowers it */
  seedQuota(key: string, period: 'day' | 'month', count: number, now: number): Promise<void>;
  /** a shared store's reachability (the in-memory state has none to report) */
  health?(): { state: 'up' | 'down'; down_since?: string; outages: number };
  close(): Promise<void>;
}

/** The business day and month of an instant (UTC+8), and when each ends. */
export function periods(now: number) {
  // every counted call asks; the answer only changes at a business day's end
  if (lastPeriods && now >= lastPeriods.dayStart && now < lastPeriods.dayEnd) return lastPeriods;
  const local = new Date(now + BUSINESS_UTC_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  const month = day.slice(0, 7);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BUSINESS_UTC_OFFSET_MS;
  const dayEnd = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - BUSINESS_UTC_OFFSET_MS;
  const monthEnd = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - BUSINESS_UTC_OFFSET_MS;
  lastPeriods = { day, month, dayStart, dayEnd, monthEnd };
  return lastPeriods;
}
let lastPeriods: { day: string; month: string; dayStart: number; dayEnd: number; monthEnd: number } | undefined;

const NONCE_SLOT_MS = 60_000;

export function memoryState(): GatewayState {
  // nonces: a set to ask per application key (the nonce string itself kept, no key+nonce string made per call),
  // and one-minute slots listing what to forget, as (set, nonce) pairs: a slot older than the window is dropped
  // whole, no per-entry timers
  const seen = new Map<string, Set<string>>();
  const nonceSlots = new Map<number, Array<Set<string> | string>>();
  let slotNow = NaN;
  let slotList: Array<Set<string> | string> = [];
  const qps = new Map<string, { second: number; count: number }>();
  // per limit key, the counts by period: a day ("YYYY-MM-DD") and a month ("YYYY-MM") never share a name, and
  // periods() hands out the same strings all day, so no key string is made per call
  const quotas = new Map<string, Map<string, number>>();
  const quotaOf = (key: string) => {
    let counts = quotas.get(key);
    if (!counts) quotas.set(key, (counts = new Map()));
    return counts;
  };
  let lastSweep = 0;
  const sweep = (now: number, ttlMs: number) => {
    if (now - lastSweep < 5000) return;
    lastSweep = now;
    for (const [slot, pairs] of nonceSlots) {
      if ((slot + 1) * NONCE_SLOT_MS < now - ttlMs) {
        for (let i = 0; i < pairs.length; i += 2) (pairs[i] as Set<string>).delete(pairs[i + 1] as string);
        nonceSlots.delete(slot);
      }
    }
    const second = Math.floor(now / 1000);
    for (const [k, v] of qps) if (v.second < second - 1) qps.delete(k);
  };
  return {
    claimNonce(appKey, nonce, ttlMs, now) {
      sweep(now, ttlMs);
      let nonces = seen.get(appKey);
      if (!nonces) seen.set(appKey, (nonces = new Set()));
      // one probe of a set that holds a window's nonces, not two (has, then add): a set grown too large for the
      // caches pays each probe in memory reads
      const size = nonces.size;
      if (nonces.add(nonce).size === size) return false;
      const slot = Math.floor(now / NONCE_SLOT_MS);
      if (slot !== slotNow) {
        let list = nonceSlots.get(slot);
        if (!list) nonceSlots.set(slot, (list = []));
        slotNow = slot;
        slotList = list;
      }
      slotList.push(nonces, nonce);
      return true;
    },
    hitQps(key, limit, now) {
      const second = Math.floor(now / 1000);
      const c = qps.get(key);
      if (!c || c.second !== second) {
        qps.set(key, { second, count: 1 });
        return limit >= 1;
      }
      if (c.count >= limit) return false;
      c.count++;
      return true;
    },
    takeQuota(key, daily, monthly, now) {
      const p = periods(now);
      const counts = quotaOf(key);
      const d = counts.get(p.day) ?? 0,
        m = counts.get(p.month) ?? 0;
      if (daily !== null && d >= daily) return 'daily';
      if (monthly !== null && m >= monthly) return 'monthly';
      counts.set(p.day, d + 1);
      counts.set(p.month, m + 1);
      return 'ok';
    },
    async seedQuota(key, period, count, now) {
      const p = periods(now);
      const counts = quotaOf(key);
      const name = period === 'day' ? p.day : p.month;
      counts.set(name, Math.max(counts.get(name) ?? 0, count));
    },
    async close() {},
  };
}

const QUOTA_SCRIPT = `
local d = tonumber(redis.call('GET', KEYS[1]) or '0')
local m = tonumber(redis.call('GET', KEYS[2]) or '0')
if tonumber(ARGV[1]) >= 0 and d >= tonumber(ARGV[1]) then return {1, d, m} end
if tonumber(ARGV[2]) >= 0 and m >= tonumber(ARGV[2]) then return {2, d, m} end
redis.call('INCR', KEYS[1]); redis.call('PEXPIREAT', KEYS[1], ARGV[3])
redis.call('INCR', KEYS[2]); redis.call('PEXPIREAT', KEYS[2], ARGV[4])
return {0, d + 1, m + 1}`;

const QPS_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1]); redis.call('PEXPIRE', KEYS[1], 2000)
return 1`;

const SEED_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ARGV[2]) end
return 0`;

export interface RedisStateOptions {
  /** how long a command may take before the call is refused with 503 STATE_UNAVAILABLE */
  commandTimeoutMs?: number;
  log?: { info(o: object, m: string): void; warn(o: object, m: string): void };
}

/**
 * Rejects `ms` after it is called, but only once the I/O that arrived meanwhile has been read: after the event
 * loop was held up (a busy second core, a long compile), a timer runs before the sockets are read, and a plain
 * timeout refused calls whose answer from Redis was already waiting in the socket. setImmediate runs after them.
 */
function late(ms: number, started: (timer: NodeJS.Timeout) => void): Promise<never> {
  return new Promise((_resolve, reject) => {
    started(setTimeout(() => setImmediate(() => reject(new Error(`no answer from Redis within ${ms} ms`))), ms));
  });
}

/** Redis's reconnect pauses grow to this: a returning Redis is used again within it. */
const REDIS_RETRY_MAX_MS = 500;

/**
 * The state in Redis. When Redis is away, each check as README's Scale out section documents it:
 * - nonces fail closed at once: the signed call is refused with 503 STATE_UNAVAILABLE (never 502, never after a
 *   wait), because a nonce can only be proved single-use against the shared store;
 * - QPS and quotas fall back to this instance's own counters (calls that carry no nonce, an MCP token's, are still
 *   served): a limit per instance, not one across them, so N instances admit up to N times the QPS meanwhile. The
 *   quota counters start from the last counts this instance saw in Redis (each take answers them) and from the
 *   call logs (seedQuota), so an outage does not hand a period's quota out again from zero.
 * Nothing waits for Redis: the offline queue is off (a command while disconnected fails at once), a command
 * answers within `commandTimeoutMs` or the check falls back as above, a command cut by a disconnect is not resent.
 * Reconnects go on in the background (pauses up to REDIS_RETRY_MAX_MS); an outage is logged once (a warning) when
 * it starts and once when it ends.
 */
export function redisState(url: string, prefix = 'oap:gw:', opts: RedisStateOptions = {}): GatewayState {
  // a hung Redis is given this long; 50 ms refused calls on a busy two-core box (20 parallel replays across two
  // instances saw one 503 beside 19 NONCE_USED), while a refusing Redis is answered for at once whatever it is
  const timeoutMs = opts.commandTimeoutMs ?? 250;
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // the call's own deadline is `late` below; this one only clears commands a hung Redis never answers
    commandTimeout: Math.max(1000, timeoutMs),
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(50 * times, REDIS_RETRY_MAX_MS),
  });
  let downSince: number | null = null;
  let outages = 0;
  let closing = false;
  const down = (err: unknown) => {
    if (closing || downSince !== null) return;
    downSince = Date.now();
    outages++;
    opts.log?.warn(
      { reason: String((err as Error)?.message ?? err) },
      'redis unavailable: signed calls refused with 503 STATE_UNAVAILABLE (nonces), QPS and quotas counted per instance until it is back',
    );
  };
  const up = () => {
    if (downSince === null) return;
    opts.log?.info({ downMs: Date.now() - downSince }, 'redis reachable again');
    downSince = null;
  };
  // ioredis emits 'error' on every failed reconnect: with no listener each was an "Unhandled error event" line
  redis.on('error', down);
  redis.on('close', () => down(new Error('connection closed')));
  redis.on('ready', up);
  /** runs a command; a failure of Redis itself, or no answer within the deadline, becomes the gateway's refusal */
  const ask = async <T>(command: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    command.catch(() => undefined); // a command that fails after its deadline has been answered for already
    try {
      const value = await Promise.race([
        command,
        late(timeoutMs, (t) => {
          timer = t;
        }),
      ]);
      up();
      return value;
    } catch (err) {
      down(err);
      throw refuse('STATE_UNAVAILABLE', String((err as Error)?.message ?? err));
    } finally {
      clearTimeout(timer);
    }
  };
  // the per-instance counters QPS and quotas fall back to while Redis is away
  const local = memoryState();
  const refusal = (err: unknown) => (err as { code?: string })?.code === 'STATE_UNAVAILABLE';
  return {
    async claimNonce(appKey, nonce, ttlMs) {
      return (await ask(redis.set(`${prefix}nonce:${appKey}:${nonce}`, '1', 'PX', ttlMs, 'NX'))) === 'OK';
    },
    async hitQps(key, limit, now) {
      try {
        return (await ask(redis.eval(QPS_SCRIPT, 1, `${prefix}qps:${key}:${Math.floor(now / 1000)}`, limit))) === 1;
      } catch (err) {
        if (refusal(err)) return local.hitQps(key, limit, now);
        throw err;
      }
    },
    async takeQuota(key, daily, monthly, now) {
      const p = periods(now);
      let answer: [number, number, number];
      try {
        answer = (await ask(
          redis.eval(
            QUOTA_SCRIPT,
            2,
            `${prefix}quota:${key}:d:${p.day}`,
            `${prefix}quota:${key}:m:${p.month}`,
            daily ?? -1,
            monthly ?? -1,
            p.dayEnd + 86_400_000,
            p.monthEnd + 86_400_000,
          ),
        )) as [number, number, number];
      } catch (err) {
        if (refusal(err)) return local.takeQuota(key, daily, monthly, now);
        throw err;
      }
      const [r, d, m] = answer;
      // remembered for an outage: the local counters go on from here
      void local.seedQuota(key, 'day', d, now);
      void local.seedQuota(key, 'month', m, now);
      return r === 1 ? 'daily' : r === 2 ? 'monthly' : 'ok';
    },
    async seedQuota(key, period, count, now) {
      await local.seedQuota(key, period, count, now);
      const p = periods(now);
      const k = period === 'day' ? `${prefix}quota:${key}:d:${p.day}` : `${prefix}quota:${key}:m:${p.month}`;
      // with Redis away the snapshot still loads: its counts are in the local counters the checks fall back to
      try {
        await ask(redis.eval(SEED_SCRIPT, 1, k, count, (period === 'day' ? p.dayEnd : p.monthEnd) + 86_400_000));
      } catch (err) {
        if (!refusal(err)) throw err;
      }
    },
    health() {
      return downSince === null
        ? { state: 'up', outages }
        : { state: 'down', down_since: new Date(downSince).toISOString(), outages };
    },
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
