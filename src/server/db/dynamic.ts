/**
 * Descriptor-driven code (resources/repository.ts, exports, billing's record probes) names its table and columns at
 * runtime, from a descriptor's `table` and `key`. The generated `Database` cannot check such names, so those few
 * queries go through this one loose view of the same connection or transaction; everything else stays on
 * `Kysely<Database>`.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** any table, any column: what a runtime table name can promise */
export type DynamicTables = Record<string, Record<string, unknown>>;

export function dynamic(db: Kysely<Database> | Transaction<Database>): Kysely<DynamicTables> {
  return db as unknown as Kysely<DynamicTables>;
}
