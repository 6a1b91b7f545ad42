/**
 * The gateway's counting state: single-use nonces, calls per second and daily/monthly quotas. In memory by
 * default; with REDIS_URL in Redis, so several gateway instances behind one address enforce one limit and one
 * nonce rule. Every operation is a single atomic step (SET NX, a Lua script), so parallel copies of one request
 * cannot both pass.
 */
import { Redis } from 'ioredis';
import { BUSINESS_UTC_OFFSET_MS } from './call-log/buckets.ts';

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
  // nonces: one set to ask, and one-minute slots listing what to forget: a slot older than the window is dropped
  // whole, no per-entry timers
  const seen = new Set<string>();
  const nonceSlots = new Map<number, string[]>();
  const qps = new Map<string, { second: number; count: number }>();
  const quotas = new Map<string, number>();
  let lastSweep = 0;
  const sweep = (now: number, ttlMs: number) => {
    if (now - lastSweep < 5000) return;
    lastSweep = now;
    for (const [slot, ids] of nonceSlots) {
      if ((slot + 1) * NONCE_SLOT_MS < now - ttlMs) {
        for (const id of ids) seen.delete(id);
        nonceSlots.delete(slot);
      }
    }
    const second = Math.floor(now / 1000);
    for (const [k, v] of qps) if (v.second < second - 1) qps.delete(k);
  };
  return {
    claimNonce(appKey, nonce, ttlMs, now) {
      sweep(now, ttlMs);
      const id = `${appKey}\n${nonce}`;
      if (seen.has(id)) return false;
      seen.add(id);
      const slot = Math.floor(now / NONCE_SLOT_MS);
      let ids = nonceSlots.get(slot);
      if (!ids) nonceSlots.set(slot, (ids = []));
      ids.push(id);
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
      const dk = `${key}|d|${p.day}`, mk = `${key}|m|${p.month}`;
      const d = quotas.get(dk) ?? 0, m = quotas.get(mk) ?? 0;
      if (daily !== null && d >= daily) return 'daily';
      if (monthly !== null && m >= monthly) return 'monthly';
      quotas.set(dk, d + 1);
      quotas.set(mk, m + 1);
      return 'ok';
    },
    async seedQuota(key, period, count, now) {
      const p = periods(now);
      const k = period === 'day' ? `${key}|d|${p.day}` : `${key}|m|${p.month}`;
      quotas.set(k, Math.max(quotas.get(k) ?? 0, count));
    },
    async close() {},
  };
}

const QUOTA_SCRIPT = `
local d = tonumber(redis.call('GET', KEYS[1]) or '0')
local m = tonumber(redis.call('GET', KEYS[2]) or '0')
if tonumber(ARGV[1]) >= 0 and d >= tonumber(ARGV[1]) then return 1 end
if tonumber(ARGV[2]) >= 0 and m >= tonumber(ARGV[2]) then return 2 end
redis.call('INCR', KEYS[1]); redis.call('PEXPIREAT', KEYS[1], ARGV[3])
redis.call('INCR', KEYS[2]); redis.call('PEXPIREAT', KEYS[2], ARGV[4])
return 0`;

const QPS_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1]); redis.call('PEXPIRE', KEYS[1], 2000)
return 1`;

const SEED_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ARGV[2]) end
return 0`;

export function redisState(url: string, prefix = 'oap:gw:'): GatewayState {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async claimNonce(appKey, nonce, ttlMs) {
      return (await redis.set(`${prefix}nonce:${appKey}:${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async hitQps(key, limit, now) {
      return (await redis.eval(QPS_SCRIPT, 1, `${prefix}qps:${key}:${Math.floor(now / 1000)}`, limit)) === 1;
    },
    async takeQuota(key, daily, monthly, now) {
      const p = periods(now);
      const r = await redis.eval(QUOTA_SCRIPT, 2, `${prefix}quota:${key}:d:${p.day}`, `${prefix}quota:${key}:m:${p.month}`,
        daily ?? -1, monthly ?? -1, p.dayEnd + 86_400_000, p.monthEnd + 86_400_000);
      return r === 1 ? 'daily' : r === 2 ? 'monthly' : 'ok';
    },
    async seedQuota(key, period, count, now) {
      const p = periods(now);
      const k = period === 'day' ? `${prefix}quota:${key}:d:${p.day}` : `${prefix}quota:${key}:m:${p.month}`;
      await redis.eval(SEED_SCRIPT, 1, k, count, (period === 'day' ? p.dayEnd : p.monthEnd) + 86_400_000);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
