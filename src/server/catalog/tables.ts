/** Kysely's view of the catalog tables (migration 0050). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined | null, string | null>;
/** numeric columns arrive as text from the driver */
type Money = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export type GroupState = 'draft' | 'submitted' | 'published' | 'revoked' | 'overdue';
export type CheckState = 'none' | 'pending' | 'approved' | 'rejected';

export interface ApiGroupsTable {
  group_id: Generated<number>;
  group_name: string;
  group_name_en: string | null;
  classify_id: number | null;
  description: string | null;
  documentation: string | null;
  /** English summary and documentation, served to English readers where written (migration 0211) */
  description_en: ColumnType<string | null, string | null | undefined, string | null>;
  documentation_en: ColumnType<string | null, string | null | undefined, string | null>;
  logo_file_id: string | null;
  tags: string | null;
  env_type: Generated<number>;
  ip_restriction: Generated<number>;
  overdue: Generated<number>;
  group_state: Generated<GroupState>;
  check_state: Generated<CheckState>;
  version: Generated<number>;
  /** set on an upgrade draft: the published group it will replace */
  parent_group_id: number | null;
  reject_reason: string | null;
  work_order_id: number | null;
  published_at: Timestamp | null;
  score_avg: Generated<number>;
  score_count: Generated<number>;
  favourite_count: Generated<number>;
  /** the provider: owner of the group and of its child rows */
  created_by: number;
  enterprise_id: number | null;
  team_id: number | null;
  /** strict signature checks at the gateway (see GatewayRoute.signatureStrict); off by default */
  signature_strict: Generated<boolean>;
  /** served as an MCP server at the gateway's /mcp/{group_id} (DESIGN section 10) */
  mcp_enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** set when its provider deleted a group that has records (catalog/groups.ts): kept for its bills, hidden */
  archived_at: Generated<Date | null>;
}

export interface GroupUpstreamsTable {
  group_id: number;
  /** 1 test, 2 uat, 3 prod */
  env_type: number;
  base_url: string;
  timeout_ms: Generated<number>;
}

export interface ApisTable {
  api_id: Generated<number>;
  group_id: number;
  api_name: string;
  api_desc: string | null;
  /** English name and description (migration 0180), read where English is asked for; null: the Chinese ones */
  api_name_en: ColumnType<string | null, string | null | undefined, string | null>;
  api_desc_en: ColumnType<string | null, string | null | undefined, string | null>;
  api_classify: string | null;
  listen_path: string;
  /** the listen path with every parameter written {}: two APIs with the same method and shape serve the same calls */
  path_shape: string;
  method_type: string;
  dc_id: number | null;
  request_params: Json;
  request_body: Json;
  response_schema: Json;
  /** JSON value for a JSON media type, text otherwise (src/shared/examples.ts) */
  response_example: Json;
  error_codes: Json;
  backend_path: string | null;
  backend_method: string | null;
  timeout_ms: number | null;
  mock_response: string | null;
  /** the imported document's operationId: the MCP tool's name comes from it (DESIGN section 10) */
  operation_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** offered as an MCP tool when the group serves MCP */
  mcp_exposed: Generated<boolean>;
  /** the tool description written for agents, in place of the API's */
  mcp_description: ColumnType<string | null, string | null | undefined, string | null>;
  /** a QPS limit on the tool's calls per application, beside the charge rule's */
  mcp_qps: ColumnType<number | null, number | null | undefined, number | null>;
  sort: Generated<number>;
  created_by: number;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ChargeRulesTable {
  charge_rule_id: Generated<number>;
  group_id: number;
  rule_name: string;
  /** English name (migration 0211) */
  rule_name_en: ColumnType<string | null, string | null | undefined, string | null>;
  rule_type: 'free' | 'per_call' | 'package';
  /** which calls a bill counts (billing/compute.ts billableOf) */
  bill_on: ColumnType<'ok' | 'answered' | 'all', 'ok' | 'answered' | 'all' | undefined, 'ok' | 'answered' | 'all'>;
  price_per_thousand: Money;
  package_calls: number | null;
  package_price: Money;
  validity_days: number | null;
  qps: number | null;
  daily_quota: number | null;
  monthly_quota: number | null;
  enabled: Generated<boolean>;
  is_default: Generated<boolean>;
  remark: string | null;
  created_by: number;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface GroupIpSettingsTable {
  group_ip_setting_id: Generated<number>;
  group_id: number;
  env_type: number;
  /** normalized entries, one per line */
  ip_list: string;
  enabled: Generated<boolean>;
  remark: string | null;
  created_by: number;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface GroupReleasesTable {
  release_id: Generated<number>;
  group_id: number;
  group_name: string;
  action: string;
  from_state: string | null;
  to_state: string | null;
  from_check: string | null;
  to_check: string | null;
  version: number;
  reason: string | null;
  api_changes: Json;
  work_order_id: number | null;
  actor_id: number | null;
  created_by: number;
  created_at: Generated<Date>;
}

export interface GroupRatingsTable {
  group_id: number;
  user_id: number;
  score: number;
  comment: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface GroupFavouritesTable {
  group_id: number;
  user_id: number;
  created_at: Generated<Date>;
}

export interface CatalogTables {
  api_groups: ApiGroupsTable;
  group_upstreams: GroupUpstreamsTable;
  apis: ApisTable;
  charge_rules: ChargeRulesTable;
  group_ip_settings: GroupIpSettingsTable;
  group_releases: GroupReleasesTable;
  group_ratings: GroupRatingsTable;
  group_favourites: GroupFavouritesTable;
}
