/**
 * Kysely's view of the tables, generated from the migrated database (generated/database.ts, `npm run gen:types`):
 * `Database` maps each table's name to its row type (ApiGroups, WorkOrders, ...). Column names are the wire's
 * snake_case names (DESIGN.md section 3).
 */
import type { CallLogs, CallRollupTotals, DB, Generated, Int8, Timestamp } from './generated/database.ts';

export type * from './generated/database.ts';

/**
 * call_logs is a view (migration 1150) of the call-log chunks unnested: a column the chunks hold not null is
 * never null, which PostgreSQL does not record for a view's columns. bytes_in and bytes_out default to 0 on insert.
 */
type CallLogRows = Omit<
  CallLogs,
  | 'request_id'
  | 'called_at'
  | 'bucket'
  | 'env_type'
  | 'method'
  | 'path'
  | 'status'
  | 'latency_ms'
  | 'bytes_in'
  | 'bytes_out'
> & {
  request_id: string;
  called_at: Timestamp;
  bucket: Generated<Timestamp>;
  env_type: number;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
  bytes_in: Generated<Int8>;
  bytes_out: Generated<Int8>;
};

/**
 * call_rollups is a view (migration 1083) of the totals and the deltas not yet merged: its columns are the totals'
 * and never null.
 */
export type Database = Omit<DB, 'call_rollups' | 'call_logs'> & {
  call_rollups: CallRollupTotals;
  call_logs: CallLogRows;
};
