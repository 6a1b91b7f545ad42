/**
 * The login throttle's records in Redis (guard-store.ts): one hash per record (f: consecutive failures, t: the
 * last failure, l: locked until; ms since the epoch, 0 for none), each step one Lua script, so a check and its
 * count are one atomic step across every instance. The instant is the caller's clock, as the database records use
 * it; Redis's own expiry only collects records nobody will ask about again. Every method answers undefined when
 * Redis is away (the caller then asks the database).
 */
import type { SharedLimits } from '../http/shared-limits.ts';
import {
  CAPTCHA_AFTER,
  FAILURE_MEMORY_MS,
  LOCK_AFTER,
  LOCK_MS,
  MAX_DELAY_MS,
  type GuardRecord,
  type MaybeGuardStore,
} from './guard-store.ts';

// kept a minute past the moment a record stops mattering, for clocks a little apart
const MARGIN_MS = 60_000;

const READ = `
local out = {}
for i, k in ipairs(KEYS) do
  local v = redis.call('HMGET', k, 'f', 't', 'l')
  out[i] = {v[1] or '0', v[2] or '0', v[3] or '0'}
end
return out`;

const CLAIM = `
local now, rule = tonumber(ARGV[1]), ARGV[2]
local memory, captchaAfter, maxDelay, margin = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local v = redis.call('HMGET', KEYS[1], 'f', 't', 'l')
local f, t, l = tonumber(v[1] or '0'), tonumber(v[2] or '0'), tonumber(v[3] or '0')
local forgotten = t == 0 or t <= now - memory
if rule == 'source' then
  if l > now then return 0 end
  if not (f < captchaAfter or forgotten or t <= now - math.min(2 ^ (f - captchaAfter) * 1000, maxDelay)) then return 0 end
elseif rule == 'no-captcha' then
  if not (f < captchaAfter or forgotten) then return 0 end
end
if forgotten then f = 1 else f = f + 1 end
redis.call('HSET', KEYS[1], 'f', f, 't', now)
redis.call('PEXPIRE', KEYS[1], math.max(memory, l - now) + margin)
return 1`;

const GIVE_BACK = `
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if f > 0 then redis.call('HSET', KEYS[1], 'f', f - 1) end
return 0`;

const LOCK = `
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if f >= tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'f', 0, 't', 0, 'l', tonumber(ARGV[1]) + tonumber(ARGV[3]))
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + tonumber(ARGV[4]))
end
return 0`;

const key = (guardKey: string) => `login:${guardKey}`;
const instant = (ms: string) => (Number(ms) > 0 ? new Date(Number(ms)) : null);

export function redisGuards(limits: SharedLimits): MaybeGuardStore {
  return {
    async read(keys) {
      const rows = (await limits.script(READ, keys.map(key), [])) as [string, string, string][] | undefined;
      if (!rows) return undefined;
      const out: GuardRecord[] = [];
      rows.forEach(([f, t, l], i) => {
        if (Number(f) || Number(t) || Number(l))
          out.push({
            guard_key: keys[i],
            consecutive_failures: Number(f),
            last_failure_at: instant(t),
            locked_until: instant(l),
          });
      });
      return out;
    },
    async claim(guardKey, now, rule) {
      const args = [now.getTime(), rule, FAILURE_MEMORY_MS, CAPTCHA_AFTER, MAX_DELAY_MS, MARGIN_MS];
      const r = await limits.script(CLAIM, [key(guardKey)], args);
      return r === undefined ? undefined : r === 1;
    },
    async giveBack(guardKey) {
      return limits.script(GIVE_BACK, [key(guardKey)], []);
    },
    async lockIfDue(guardKey, now) {
      return limits.script(LOCK, [key(guardKey)], [now.getTime(), LOCK_AFTER, LOCK_MS, MARGIN_MS]);
    },
    async clear(guardKey) {
      return limits.script(`return redis.call('DEL', KEYS[1])`, [key(guardKey)], []);
    },
  };
}
