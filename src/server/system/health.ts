/**
 * What /healthz reports (and the gateway's own port at GET /healthz): the database's state as this process sees
 * it, and, when the gateway runs in this process, its figures: the configuration version it enforces, Redis's
 * state and the call-log buffer (how full, how much was dropped). A supervisor or load balancer checks the status;
 * monitoring alerts on `db: down`, `gateway.redis.state: down` and any `gateway.call_log.dropped`.
 */
import type { DbKind } from '../db/index.ts';
import type { DbHealth, DbHealthReport } from '../db/health.ts';

export interface GatewayHealth {
  snapshot_version: number | null;
  redis: { state: 'up' | 'down' | 'unused'; down_since?: string; outages: number };
  call_log: {
    pending: number;
    max_buffered: number;
    written: number;
    dropped: number;
    rejected: number;
    failed_flushes: number;
  };
}

/** The sources a process has: its database's health always, its gateway's figures when it runs one. */
export interface HealthSources {
  db?: DbHealth;
  /** set by the gateway while it runs in this process (gateway/server.ts) */
  gateway?: () => GatewayHealth;
}

export interface HealthReport {
  status: 'up' | 'down';
  db: DbKind | 'down';
  database: DbHealthReport & { kind: DbKind };
  gateway?: GatewayHealth;
}

export function healthReport(
  kind: DbKind,
  db: DbHealth | undefined,
  gateway: (() => GatewayHealth) | undefined,
): HealthReport {
  const database = { kind, ...(db?.report() ?? { state: 'up' as const, outages: 0 }) };
  const up = database.state === 'up';
  const figures = gateway?.();
  return { status: up ? 'up' : 'down', db: up ? kind : 'down', database, ...(figures ? { gateway: figures } : {}) };
}
