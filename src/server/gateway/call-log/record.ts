/** One call as the gateway records it. */
export interface CallRecord {
  request_id: string;
  called_at: Date;
  env_type: number;
  group_id: number | null;
  api_id: number | null;
  apply_id: number | null;
  developer_id: number | null;
  provider_id: number | null;
  client_ip: string | null;
  method: string;
  path: string;
  status: number;
  error_code: string | null;
  upstream_latency_ms: number | null;
  latency_ms: number;
  bytes_in: number;
  bytes_out: number;
  /** 'mcp' for a tool call through /mcp/{group_id}; absent (null in the table) for a signed call */
  channel?: 'mcp' | null;
  /** the MCP tool called */
  tool_name?: string | null;
}
