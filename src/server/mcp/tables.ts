/** Kysely's view of the MCP tables and columns (migration 0130). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppMcpTokensTable {
  mcp_token_id: Generated<number>;
  apply_id: number;
  /** 1 test, 2 uat, 3 prod */
  env_type: number;
  /** hex SHA-256 of the token: the token itself is shown once and never stored */
  token_hash: string;
  /** the token's first characters, shown in lists so a developer can tell tokens apart */
  token_prefix: string;
  token_name: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface McpTables {
  app_mcp_tokens: AppMcpTokensTable;
}
