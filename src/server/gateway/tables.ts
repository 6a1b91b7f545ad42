/** Kysely's view of the gateway's tables (migrations 0024 and 0070). */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Int8 = ColumnType<number, number | bigint | string, number | bigint | string>;

export interface GatewayConfigTable {
  config_id: number;
  version: Int8;
  changed_at: Timestamp;
  reason: string | null;
}

export interface CallLogsTable {
  request_id: string;
  called_at: Timestamp;
  /** 1 test, 2 uat, 3 prod */
  env_type: number;
  group_id: number | null;
  api_id: number | null;
  apply_id: number | null;
  /** the owner of the calling application, copied onto the row */
  developer_id: number | null;
  /** the owner of the group called, copied onto the row */
  provider_id: number | null;
  client_ip: string | null;
  method: string;
  path: string;
  status: number;
  /** set when the gateway itself answered (a refused or failed call), e.g. SIGNATURE_MISMATCH, UPSTREAM_TIMEOUT */
  error_code: string | null;
  upstream_latency_ms: number | null;
  latency_ms: number;
  bytes_in: Int8;
  bytes_out: Int8;
  /** null for a signed call, 'mcp' for an MCP tool call (migration 0130) */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
  /** the MCP tool called, for channel 'mcp' */
  tool_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CallRollupsTable {
  /** m minute, h hour, d day (business day, UTC+8) */
  granularity: string;
  bucket_start: Timestamp;
  env_type: number;
  /** 0 where the call named none (refused before it was known) */
  group_id: number;
  api_id: number;
  apply_id: number;
  /** 'api' for signed calls, 'mcp' for tool calls (migration 0130) */
  channel: ColumnType<string, string | undefined, string>;
  developer_id: number | null;
  provider_id: number | null;
  calls: Int8;
  ok_calls: Int8;
  client_errors: Int8;
  server_errors: Int8;
  gateway_refusals: Int8;
  /** calls that got past the quota check (and so took quota), the upstream's failures after it included */
  quota_calls: Int8;
  latency_sum_ms: Int8;
  latency_max_ms: number;
  upstream_latency_sum_ms: Int8;
  bytes_in: Int8;
  bytes_out: Int8;
}

export interface GatewayTables {
  gateway_config: GatewayConfigTable;
  call_logs: CallLogsTable;
  call_rollups: CallRollupsTable;
}
