/** The audit trail's tables (migration 0120). */
import type { ColumnType } from 'kysely';

export interface AuditLogTable {
  seq: ColumnType<number, never, never>;
  at: ColumnType<Date, never, never>;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_roles: string | null;
  enterprise_id: number | null;
  via_agent: string | null;
  client_ip: string | null;
  request_id: string | null;
  operation_id: string | null;
  object_type: string;
  object_id: string | null;
  action: 'insert' | 'update' | 'delete';
  before: unknown;
  after: unknown;
  group_id: number | null;
  subject_enterprise_id: number | null;
  prev_hash: string;
  hash: string;
}

export interface AuditChainTable {
  id: number;
  last_seq: number;
  last_hash: string;
  pruned_seq: number;
  pruned_hash: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
}
