/**
 * Kysely's view of the tables, generated from the migrated database (generated/database.ts, `npm run gen:types`):
 * `Database` maps each table's name to its row type (ApiGroups, WorkOrders, ...). Column names are the wire's
 * snake_case names (DESIGN.md section 3).
 */
import type { CallRollupTotals, DB } from './generated/database.ts';

export type * from './generated/database.ts';
/**
 * call_rollups is a view (migration 1083) of the totals and the deltas not yet merged: its columns are the totals'
 * and never null, which PostgreSQL does not record for a view's columns.
 */
export type Database = Omit<DB, 'call_rollups'> & { call_rollups: CallRollupTotals };
