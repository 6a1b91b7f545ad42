/**
 * How instances tell each other that cached sessions or permissions went stale: Redis pub/sub with REDIS_URL,
 * PostgreSQL LISTEN/NOTIFY without it (one connection of its own, which also sends), nothing on embedded PGlite
 * (one process holds the database, and the change was applied to its cache before it was announced).
 *
 * `up` says whether this instance would hear a change made elsewhere right now. While it is not, the cache is not
 * trusted (every call reads the database), and when it comes back the cache is emptied: messages sent meanwhile
 * were missed.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { AuthChange } from './changes.ts';

export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface AuthBus {
  readonly kind: 'redis' | 'postgres' | 'local';
  readonly up: boolean;
  publish(changes: AuthChange[]): Promise<void>;
  /** changes announced by other instances; `lost` when messages may have been missed (reconnected) */
  onMessage(fn: (changes: AuthChange[] | 'lost') => void): void;
  close(): Promise<void>;
}

export const CHANNEL = 'oap_auth_changes';
const RETRY_MS = 500;

interface Wire {
  from: string;
  changes: AuthChange[];
}

function parse(text: string, self: string): AuthChange[] | undefined {
  try {
    const m = JSON.parse(text) as Wire;
    if (m.from === self || !Array.isArray(m.changes)) return undefined;
    return m.changes.filter((c) => c === 'tickets' || c === 'grants');
  } catch {
    return ['tickets', 'grants']; // unreadable: assume the worst
  }
}

export function localBus(): AuthBus {
  return { kind: 'local', up: true, async publish() {}, onMessage() {}, async close() {} };
}

export function redisBus(url: string, log?: BusLog, channel = `oap:${CHANNEL}`): AuthBus {
  const id = randomUUID();
  let handler: (c: AuthChange[] | 'lost') => void = () => {};
  let up = false;
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null, retryStrategy: () => RETRY_MS });
  // fail at once while Redis is away: a commit must not wait for it
  const pub = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: () => RETRY_MS,
    commandTimeout: 1000,
  });
  const down = (err?: unknown) => {
    if (!up) return;
    up = false;
    log?.warn(
      { reason: String((err as Error)?.message ?? err ?? 'closed') },
      'auth cache bus (redis) lost: sessions read from the database until it is back',
    );
    handler('lost');
  };
  sub.on('error', down);
  sub.on('close', () => down());
  pub.on('error', () => {});
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    const changes = parse(text, id);
    if (changes?.length) handler(changes);
  });
  sub.on('ready', () => {
    sub.subscribe(channel).then(() => {
      handler('lost');
      up = true;
      log?.info({}, 'auth cache bus (redis) subscribed');
    }, down);
  });
  return {
    kind: 'redis',
    get up() {
      return up;
    },
    async publish(changes) {
      await pub.publish(channel, JSON.stringify({ from: id, changes } satisfies Wire));
    },
    onMessage(fn) {
      handler = fn;
    },
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export function postgresBus(url: string, log?: BusLog): AuthBus {
  const id = randomUUID();
  let handler: (c: AuthChange[] | 'lost') => void = () => {};
  let up = false;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const lost = (err?: unknown) => {
    const wasUp = up;
    up = false;
    const c = client;
    client = undefined;
    c?.removeAllListeners();
    c?.on('error', () => {});
    c?.end().catch(() => {});
    if (wasUp) {
      log?.warn(
        { reason: String((err as Error)?.message ?? err ?? 'closed') },
        'auth cache bus (postgres) lost: sessions read from the database until it is back',
      );
      handler('lost');
    }
    if (!closed && !timer)
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, RETRY_MS);
  };

  async function connect() {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client = c;
    c.on('error', lost);
    c.on('end', () => {
      if (client === c) lost();
    });
    c.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const changes = parse(n.payload, id);
      if (changes?.length) handler(changes);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      if (closed || client !== c) {
        await c.end().catch(() => {});
        return;
      }
      handler('lost');
      up = true;
    } catch (err) {
      if (client === c) lost(err);
    }
  }
  const ready = connect();

  return {
    kind: 'postgres',
    get up() {
      return up;
    },
    async publish(changes) {
      await ready;
      if (!client || !up) throw new Error('auth cache bus not connected');
      await client.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: id, changes } satisfies Wire)]);
    },
    onMessage(fn) {
      handler = fn;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      up = false;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
