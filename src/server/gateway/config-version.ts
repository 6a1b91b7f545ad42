/**
 * The gateway's configuration version: the one place a domain says "what the gateway enforces has changed".
 * Call `bumpGatewayConfig` inside the transaction that made the change, so a rolled-back change bumps nothing;
 * gateway instances notice a new version (by polling `currentGatewayConfig`, or through PostgreSQL's
 * NOTIFY on the `gateway_config` channel, sent when the transaction commits) and reload.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DbKind } from '../db/index.ts';
import type { Database } from '../db/schema.ts';

export const GATEWAY_CONFIG_CHANNEL = 'gateway_config';

type AnyDb = Kysely<Database> | Transaction<Database>;

/** Bumps the version; `reason` is a short tag for logs (e.g. 'group_published', 'secret_reset'). */
export async function bumpGatewayConfig(db: AnyDb, dbKind: DbKind, reason: string, now: Date): Promise<number> {
  const row = await db
    .updateTable('gateway_config')
    .set({ version: sql`version + 1`, changed_at: now, reason: reason.slice(0, 64) })
    .where('config_id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  // delivered at commit, to every listening instance; PGlite is one process, where polling is instant anyway
  if (dbKind === 'postgres') await sql`select pg_notify(${GATEWAY_CONFIG_CHANNEL}, ${String(version)})`.execute(db);
  return version;
}

export async function currentGatewayConfig(db: AnyDb): Promise<{ version: number; changed_at: Date }> {
  const row = await db
    .selectFrom('gateway_config')
    .select(['version', 'changed_at'])
    .where('config_id', '=', 1)
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), changed_at: new Date(row.changed_at) };
}
