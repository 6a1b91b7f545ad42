/**
 * Sessions and permissions without a database round trip: each instance keeps the tickets and the users' grants
 * it has read in two bounded LRU maps, and forgets them when a committed write may have made them stale: its own
 * (reported by the database driver, changes.ts) at once, another instance's when the bus (bus.ts) brings the news,
 * well within a second. A read that raced with a change is not kept (epochs below), and while the bus is down the
 * cache is bypassed, so a revoked ticket is never honoured for longer than the message takes to arrive.
 *
 * Unknown tickets are remembered NEGATIVE_TTL_MS only (a flood of made-up tickets costs one query per ticket every
 * few seconds, and nothing a legitimate user does is delayed by it: a new ticket is random, never asked for before
 * it exists). Known ones at most POSITIVE_TTL_MS, a bound in case a message is lost without the bus noticing.
 */
import type { AuthBus, BusLog } from './bus.ts';
import type { AuthChange } from './changes.ts';
import { Lru } from './lru.ts';

export const NEGATIVE_TTL_MS = 3_000;
export const POSITIVE_TTL_MS = 5 * 60_000;
export const MAX_ENTRIES = 10_000;
/** how long a commit waits for its announcement to be sent before going on without it (logged) */
const PUBLISH_TIMEOUT_MS = 1_000;

interface Entry<V> {
  value: V;
  until: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  bypassed: number;
  invalidations: number;
}

export class AuthCache {
  private readonly maps: Record<AuthChange, Lru<string | number, Entry<unknown>>> = {
    tickets: new Lru(MAX_ENTRIES),
    grants: new Lru(MAX_ENTRIES),
  };
  private readonly epochs: Record<AuthChange, number> = { tickets: 0, grants: 0 };
  readonly stats: CacheStats = { hits: 0, misses: 0, bypassed: 0, invalidations: 0 };

  /** hands the app's logger to the bus and the cache once it exists (create.ts) */
  useLog: (log: BusLog) => void = () => {};

  constructor(
    readonly bus: AuthBus,
    private readonly log?: BusLog,
  ) {
    bus.onMessage((changes) => this.invalidate(changes === 'lost' ? ['tickets', 'grants'] : changes));
  }

  /** trusted only while this instance would hear about changes made elsewhere */
  get usable() {
    return this.bus.up;
  }

  invalidate(changes: AuthChange[]) {
    for (const c of changes) {
      this.epochs[c]++;
      this.maps[c].clear();
    }
    this.stats.invalidations++;
  }

  /** The cached value, or `load()`'s, kept for `ttl(value)` ms unless a change arrived while it was read. */
  async through<V>(kind: AuthChange, key: string | number, load: () => Promise<V>, ttl: (v: V) => number): Promise<V> {
    if (!this.usable) {
      this.stats.bypassed++;
      return load();
    }
    const map = this.maps[kind];
    const hit = map.get(key);
    if (hit && hit.until > Date.now()) {
      this.stats.hits++;
      return hit.value as V;
    }
    this.stats.misses++;
    const epoch = this.epochs[kind];
    const value = await load();
    if (this.epochs[kind] === epoch && this.usable) map.set(key, { value, until: Date.now() + ttl(value) });
    return value;
  }

  /** A write committed here: forget at once, then tell the other instances. */
  async committed(changes: AuthChange[]) {
    this.invalidate(changes);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.bus.publish(changes),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not sent within ${PUBLISH_TIMEOUT_MS} ms`)), PUBLISH_TIMEOUT_MS);
        }),
      ]);
    } catch (err) {
      // the other instances bypass their caches while their bus is down; a lost message with the bus up is what
      // POSITIVE_TTL_MS bounds
      this.log?.warn(
        { changes, reason: String((err as Error)?.message ?? err) },
        'auth change not announced to other instances',
      );
    } finally {
      clearTimeout(timer);
    }
  }

  sizes() {
    return { tickets: this.maps.tickets.size, grants: this.maps.grants.size };
  }

  close() {
    return this.bus.close();
  }
}
