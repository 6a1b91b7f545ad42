// Generated from the migrated database (src/server/db/migrations) by kysely-codegen via `npm run gen:types`
// (scripts/gen-db-types.ts). Do not edit: add a migration and regenerate.

import type { ColumnType } from 'kysely';

export type ArrayType<T> = ArrayTypeImpl<T> extends (infer U)[] ? U[] : ArrayTypeImpl<T>;

export type ArrayTypeImpl<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S[], I[], U[]> : T[];

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<number, bigint | number | string, bigint | number | string>;

export type Json = ColumnType<JsonValue, string, string>;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AlarmRecords {
  alarm_record_id: Generated<number>;
  alarm_rule_id: number;
  fired_at: Timestamp;
  fired_value: number | null;
  metric: string;
  owner_id: number | null;
  record_state: string;
  recovered_at: Timestamp | null;
  recovered_value: number | null;
  threshold: number;
}

export interface AlarmRules {
  alarm_rule_id: Generated<number>;
  alarm_rule_name: string;
  alarm_state: Generated<string>;
  api_id: number | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enabled: Generated<number>;
  evaluated_at: Timestamp | null;
  group_id: number | null;
  last_value: number | null;
  metric: string;
  threshold: number;
  updated_at: Generated<Timestamp>;
  window_minutes: number;
}

export interface AnnouncementReads {
  announcement_id: number;
  read_at: Generated<Timestamp>;
  user_id: number;
}

export interface Announcements {
  announcement_id: Generated<number>;
  content: string;
  content_en: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  pinned: Generated<number>;
  published_at: Timestamp;
  state: Generated<number>;
  summary: string | null;
  summary_en: string | null;
  title: string;
  title_en: string | null;
  updated_at: Generated<Timestamp>;
}

export interface ApiGroups {
  archived_at: Timestamp | null;
  check_state: Generated<string>;
  classify_id: number | null;
  created_at: Generated<Timestamp>;
  created_by: number;
  description: string | null;
  description_en: string | null;
  documentation: string | null;
  documentation_en: string | null;
  enterprise_id: number | null;
  env_type: Generated<number>;
  favourite_count: Generated<number>;
  group_id: Generated<number>;
  group_name: string;
  group_name_en: string | null;
  group_state: Generated<string>;
  ip_restriction: Generated<number>;
  logo_file_id: string | null;
  mcp_enabled: Generated<boolean>;
  overdue: Generated<number>;
  parent_group_id: number | null;
  published_at: Timestamp | null;
  reject_reason: string | null;
  score_avg: Generated<number>;
  score_count: Generated<number>;
  signature_strict: Generated<boolean>;
  tags: string | null;
  team_id: number | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  work_order_id: number | null;
}

export interface Apis {
  api_classify: string | null;
  api_desc: string | null;
  api_desc_en: string | null;
  api_id: Generated<number>;
  api_name: string;
  api_name_en: string | null;
  backend_method: string | null;
  backend_path: string | null;
  created_at: Generated<Timestamp>;
  created_by: number;
  dc_id: number | null;
  error_codes: Json | null;
  group_id: number;
  listen_path: string;
  mcp_description: string | null;
  mcp_exposed: Generated<boolean>;
  mcp_qps: number | null;
  method_type: string;
  mock_response: string | null;
  operation_id: string | null;
  path_shape: string;
  request_body: Json | null;
  request_params: Json | null;
  response_example: Json | null;
  response_schema: Json | null;
  sort: Generated<number>;
  timeout_ms: number | null;
  updated_at: Generated<Timestamp>;
}

export interface AppCallbacks {
  apply_id: number;
  callback_id: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enabled: Generated<boolean>;
  env_type: number;
  events: string;
  remark: string | null;
  secret_enc: string;
  updated_at: Generated<Timestamp>;
  url: string;
}

export interface AppCredentials {
  app_key: string;
  apply_id: number;
  created_at: Generated<Timestamp>;
  env_type: number;
  previous_secret_enc: string | null;
  previous_valid_until: Timestamp | null;
  secret_enc: string;
  secret_reset_at: Timestamp | null;
}

export interface AppIpWhitelists {
  apply_id: number;
  enabled: Generated<number>;
  env_type: number;
  ip_list: Generated<string[]>;
  updated_at: Generated<Timestamp>;
}

export interface ApplyRecordApis {
  api_id: number;
  r_apply_groups_record_id: number;
}

export interface ApplyRecordFields {
  field_id: number;
  r_apply_groups_record_id: number;
}

export interface ApplyRecords {
  apis_restricted: Generated<number>;
  apply_id: number;
  charge_rule_id: number | null;
  confirmed: Generated<number>;
  confirmed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enabled: Generated<number>;
  end_time: Timestamp | null;
  enterprise_id: number | null;
  env_type: number;
  fields_restricted: Generated<number>;
  group_id: number;
  provider_id: number | null;
  r_apply_groups_record_id: Generated<number>;
  reason: string | null;
  reject_reason: string | null;
  rule_version_pin: number | null;
  rule_version_pin_until: Timestamp | null;
  start_time: Timestamp | null;
  state: Generated<string>;
  updated_at: Generated<Timestamp>;
  users_restricted: Generated<number>;
  work_order_id: number | null;
}

export interface ApplyRecordUsers {
  r_apply_groups_record_id: number;
  user_id: number;
}

export interface AppMcpTokens {
  apply_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  env_type: number;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  mcp_token_id: Generated<number>;
  revoked_at: Timestamp | null;
  token_hash: string;
  token_name: string | null;
  token_prefix: string;
}

export interface Apps {
  apply_id: Generated<number>;
  apply_name: string;
  archived_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  description: string | null;
  enabled: Generated<number>;
  enterprise_id: number | null;
  published: Generated<number>;
  published_at: Timestamp | null;
  team_id: number | null;
  updated_at: Generated<Timestamp>;
}

export interface AuditChain {
  id: number;
  last_hash: string;
  last_seq: Int8;
  pruned_hash: string;
  pruned_seq: Int8;
}

export interface AuditLog {
  action: string;
  actor_name: string | null;
  actor_roles: string | null;
  actor_user_id: number | null;
  after: Json | null;
  at: Timestamp;
  before: Json | null;
  client_ip: string | null;
  enterprise_id: number | null;
  group_id: number | null;
  hash: string;
  object_id: string | null;
  object_type: string;
  operation_id: string | null;
  prev_hash: string;
  request_id: string | null;
  seq: Int8;
  subject_enterprise_id: number | null;
  via_agent: string | null;
}

export interface Banners {
  add_button_flag: number;
  banner_desc: string | null;
  banner_desc_en: string | null;
  banner_id: Generated<number>;
  banner_pic: string;
  banner_title: string;
  banner_title_en: string | null;
  button_jump_flag: number | null;
  button_jump_url: string | null;
  button_name: string | null;
  button_name_en: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  jump_flag_pic: number;
  jump_url_pic: string | null;
  sort: number;
  state: number;
  updated_at: Generated<Timestamp>;
  web_page_code: string;
}

export interface BillEvents {
  action: string;
  actor_id: number | null;
  bill_event_id: Generated<number>;
  bill_id: number;
  created_at: Generated<Timestamp>;
  from_state: string | null;
  note: string | null;
  to_state: string;
}

export interface BillingSettings {
  int_value: number;
  setting_key: string;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface BillLines {
  amount_fen: Int8;
  api_id: number | null;
  bill_id: number;
  bill_line_id: Generated<number>;
  billable_calls: Generated<Int8>;
  calls: Generated<Int8>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  line_date: string | null;
  line_kind: Generated<string>;
  package_order_id: number | null;
  reason: string | null;
  unit_price_fen: Generated<number>;
}

export interface Bills {
  amount_fen: Generated<Int8>;
  apply_id: number;
  bill_id: Generated<number>;
  bill_month: string;
  bill_on: string;
  billable_calls: Generated<Int8>;
  calls: Generated<Int8>;
  charge_rule_id: number;
  computed_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  credit_fen: Generated<Int8>;
  dispute_reason: string | null;
  enterprise_id: number | null;
  group_id: number;
  issued_at: Timestamp | null;
  package_fen: Generated<Int8>;
  provider_id: number | null;
  requested_credit_fen: Int8 | null;
  rule_type: string;
  settled_at: Timestamp | null;
  settlement_id: number | null;
  state: Generated<string>;
  total_fen: Generated<Int8>;
  unit_price_fen: number;
  updated_at: Generated<Timestamp>;
  work_order_id: number | null;
}

export interface CallbackDeliveries {
  apply_id: number;
  attempts: Generated<number>;
  callback_id: number;
  created_at: Generated<Timestamp>;
  delivered_at: Timestamp | null;
  delivery_id: Generated<number>;
  env_type: number;
  event_key: string | null;
  event_type: string;
  last_attempt_at: Timestamp | null;
  last_error: string | null;
  last_response: string | null;
  last_status_code: number | null;
  locked_until: Timestamp | null;
  msg_id: string;
  next_attempt_at: Generated<Timestamp>;
  payload: string;
  status: Generated<string>;
}

export interface CallLogChunks {
  api_id: number | null;
  apply_id: number | null;
  bucket: Timestamp;
  bytes_in: ArrayType<Int8>;
  bytes_out: ArrayType<Int8>;
  called_at: ArrayType<Timestamp>;
  channel: string | null;
  client_ip: string[];
  developer_id: number | null;
  env_type: number;
  error_code: string[];
  group_id: number | null;
  latency_ms: number[];
  method: string[];
  path: string[];
  provider_id: number | null;
  request_id: string[];
  status: number[];
  tool_name: string | null;
  upstream_latency_ms: number[];
}

export interface CallLogs {
  api_id: number | null;
  apply_id: number | null;
  bucket: Timestamp | null;
  bytes_in: Generated<Int8 | null>;
  bytes_out: Generated<Int8 | null>;
  called_at: Timestamp | null;
  channel: string | null;
  client_ip: string | null;
  developer_id: number | null;
  env_type: number | null;
  error_code: string | null;
  group_id: number | null;
  latency_ms: number | null;
  method: string | null;
  path: string | null;
  provider_id: number | null;
  request_id: string | null;
  status: number | null;
  tool_name: string | null;
  upstream_latency_ms: number | null;
}

export interface CallRollupDeltas {
  api_id: number;
  apply_id: number;
  bucket_start: Timestamp;
  bytes_in: Int8;
  bytes_out: Int8;
  calls: Int8;
  channel: string;
  client_errors: Int8;
  developer_id: number | null;
  env_type: number;
  gateway_refusals: Int8;
  group_id: number;
  latency_max_ms: number;
  latency_sum_ms: Int8;
  ok_calls: Int8;
  provider_id: number | null;
  quota_calls: Int8;
  server_errors: Int8;
  upstream_latency_sum_ms: Int8;
}

export interface CallRollups {
  api_id: number | null;
  apply_id: number | null;
  bucket_start: Timestamp | null;
  bytes_in: Int8 | null;
  bytes_out: Int8 | null;
  calls: Int8 | null;
  channel: string | null;
  client_errors: Int8 | null;
  developer_id: number | null;
  env_type: number | null;
  gateway_refusals: Int8 | null;
  granularity: string | null;
  group_id: number | null;
  latency_max_ms: number | null;
  latency_sum_ms: Int8 | null;
  ok_calls: Int8 | null;
  provider_id: number | null;
  quota_calls: Int8 | null;
  server_errors: Int8 | null;
  upstream_latency_sum_ms: Int8 | null;
}

export interface CallRollupTotals {
  api_id: number;
  apply_id: number;
  bucket_start: Timestamp;
  bytes_in: Int8;
  bytes_out: Int8;
  calls: Int8;
  channel: Generated<string>;
  client_errors: Int8;
  developer_id: number | null;
  env_type: number;
  gateway_refusals: Int8;
  granularity: string;
  group_id: number;
  latency_max_ms: number;
  latency_sum_ms: Int8;
  ok_calls: Int8;
  provider_id: number | null;
  quota_calls: Generated<Int8>;
  server_errors: Int8;
  upstream_latency_sum_ms: Int8;
}

export interface Captchas {
  answer: string;
  captcha_key: string;
  expires_at: Timestamp;
}

export interface ChargeRules {
  bill_on: Generated<string>;
  charge_rule_id: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number;
  daily_quota: number | null;
  enabled: Generated<boolean>;
  group_id: number;
  is_default: Generated<boolean>;
  monthly_quota: number | null;
  package_calls: number | null;
  package_price: Numeric | null;
  price_per_thousand: Numeric | null;
  qps: number | null;
  remark: string | null;
  rule_name: string;
  rule_name_en: string | null;
  rule_type: string;
  updated_at: Generated<Timestamp>;
  validity_days: number | null;
}

export interface ChargeRuleVersions {
  applied_at: Timestamp | null;
  bill_on: string;
  charge_rule_id: number;
  charge_rule_version_id: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  effective_at: Timestamp;
  package_calls: number | null;
  package_price: Numeric | null;
  price_per_thousand: Numeric | null;
  rule_type: string;
  validity_days: number | null;
  version: number;
}

export interface Classifies {
  classify_desc: string | null;
  classify_id: Generated<number>;
  classify_name: string;
  classify_name_en: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  env_type: number | null;
  parent_id: number | null;
  sort: number;
  updated_at: Generated<Timestamp>;
}

export interface CostCenterAlerts {
  budget_year: number;
  cost_center_id: number;
  created_at: Generated<Timestamp>;
  spent_fen: Int8;
  threshold: number;
}

export interface CostCenterApps {
  apply_id: number;
  cost_center_app_id: Generated<number>;
  cost_center_id: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_id: number | null;
  updated_at: Generated<Timestamp>;
}

export interface CostCenters {
  budget: number | null;
  cost_center_code: string;
  cost_center_id: Generated<number>;
  cost_center_name: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_id: number | null;
  manager_name: string | null;
  state: number;
  updated_at: Generated<Timestamp>;
}

export interface CreditGroups {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  credit_group_desc: string | null;
  credit_group_id: Generated<number>;
  credit_group_name: string;
  max_score: number;
  min_score: number;
  updated_at: Generated<Timestamp>;
}

export interface Credits {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  credit_id: Generated<number>;
  enterprise_id: number;
  evaluated_on: string;
  remark: string | null;
  score: number;
  updated_at: Generated<Timestamp>;
}

export interface DataTemplates {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_id: number | null;
  error_codes: Json | null;
  request_params: Json | null;
  response_schema: Json | null;
  template_desc: string | null;
  template_id: Generated<number>;
  template_name: string;
  template_name_en: string | null;
  updated_at: Generated<Timestamp>;
}

export interface Documents {
  content: string | null;
  content_en: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  doc_id: Generated<number>;
  index_doc_id: number | null;
  parent_id: number | null;
  show_name: string;
  show_name_en: string | null;
  sort: Generated<number>;
  type: number;
  updated_at: Generated<Timestamp>;
}

export interface EnterpriseAuths {
  created_at: Generated<Timestamp>;
  credit_code: string;
  enterprise_auth_id: Generated<number>;
  enterprise_id: number | null;
  enterprise_name: string;
  legal_id_card: string;
  legal_person: string;
  licence_file_id: string;
  reason: string | null;
  state: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
  work_order_id: number | null;
}

export interface EnterpriseGroups {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_group_id: Generated<number>;
  group_code: string;
  group_desc: string | null;
  group_name: string;
  updated_at: Generated<Timestamp>;
}

export interface Enterprises {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_check_state: Generated<number>;
  enterprise_code: string | null;
  enterprise_id: Generated<number>;
  enterprise_name: string;
  updated_at: Generated<Timestamp>;
}

export interface Envs {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  dc_name: string | null;
  env_id: Generated<number>;
  env_key: string;
  env_type: number;
  env_value: string;
  gateway_url: string | null;
  remark: string | null;
  updated_at: Generated<Timestamp>;
}

export interface ExportChunks {
  data: Uint8Array;
  export_job_id: number;
  seq: number;
}

export interface ExportJobs {
  claimed_by: string | null;
  created_at: Generated<Timestamp>;
  created_by: number;
  error_message: string | null;
  export_job_id: Generated<number>;
  file_name: string;
  file_size: Int8 | null;
  finished_at: Timestamp | null;
  format: string;
  heartbeat_at: Timestamp | null;
  lang: string;
  params: Json;
  processed_rows: Generated<number>;
  source: string;
  source_label: string;
  started_at: Timestamp | null;
  state: Generated<string>;
  total_rows: number | null;
  updated_at: Generated<Timestamp>;
}

export interface FieldGroupBindings {
  binding_id: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_group_id: number;
  expires_on: string | null;
  field_group_id: number;
  remark: string | null;
  updated_at: Generated<Timestamp>;
}

export interface FieldGroups {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  field_group_desc: string | null;
  field_group_id: Generated<number>;
  field_group_name: string;
  field_list: string | null;
  sensitivity: number;
  updated_at: Generated<Timestamp>;
}

export interface Files {
  content_type: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  data: Uint8Array;
  file_id: string;
  file_name: string;
  size: number;
  visibility: Generated<string>;
}

export interface GatewayConfig {
  changed_at: Timestamp;
  config_id: number;
  reason: string | null;
  version: Int8;
}

export interface GroupFavourites {
  created_at: Generated<Timestamp>;
  group_id: number;
  user_id: number;
}

export interface GroupFields {
  created_at: Generated<Timestamp>;
  field_desc: string | null;
  field_id: Generated<number>;
  field_name: string;
  group_id: number;
  sort: Generated<number>;
}

export interface GroupIpSettings {
  created_at: Generated<Timestamp>;
  created_by: number;
  enabled: Generated<boolean>;
  env_type: number;
  group_id: number;
  group_ip_setting_id: Generated<number>;
  ip_list: string;
  remark: string | null;
  updated_at: Generated<Timestamp>;
}

export interface GroupRatings {
  comment: string | null;
  created_at: Generated<Timestamp>;
  group_id: number;
  score: number;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface GroupReleases {
  action: string;
  actor_id: number | null;
  api_changes: Json | null;
  created_at: Generated<Timestamp>;
  created_by: number;
  from_check: string | null;
  from_state: string | null;
  group_id: number;
  group_name: string;
  reason: string | null;
  release_id: Generated<number>;
  to_check: string | null;
  to_state: string | null;
  version: number;
  work_order_id: number | null;
}

export interface GroupUpstreams {
  base_url: string;
  env_type: number;
  group_id: number;
  timeout_ms: Generated<number>;
}

export interface InviteCodes {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_id: number | null;
  expires_at: Timestamp;
  invite_code: string | null;
  invite_code_id: Generated<number>;
  max_uses: number;
  remark: string | null;
  role_codes: string | null;
  updated_at: Generated<Timestamp>;
  use_count: number | null;
}

export interface JoinRequests {
  created_at: Generated<Timestamp>;
  decided_by: number | null;
  enterprise_id: number;
  join_request_id: Generated<number>;
  remark: string | null;
  state: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface LoginGuards {
  consecutive_failures: Generated<number>;
  guard_key: string;
  hour_attempts: Generated<number>;
  hour_started_at: Timestamp | null;
  last_failure_at: Timestamp | null;
  locked_until: Timestamp | null;
}

export interface Navigations {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  jump_flag: number;
  jump_url: string | null;
  navigation_code: string;
  navigation_id: Generated<number>;
  navigation_name: string;
  navigation_name_en: string | null;
  open_panel_flag: number;
  sort: number;
  state: number;
  type: number;
  updated_at: Generated<Timestamp>;
}

export interface NoticeReads {
  groups_notice_id: number;
  read_at: Generated<Timestamp>;
  user_id: number;
}

export interface Notices {
  audience: Generated<string>;
  audience_user_id: number | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  env_type: number | null;
  groups_notice_id: Generated<number>;
  link: string | null;
  notice_content: string;
  notice_content_en: string | null;
  notice_state: Generated<number>;
  notice_title: string;
  notice_title_en: string | null;
  notice_type: number;
  published_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
}

export interface OauthConsents {
  client_id: string;
  client_name: string | null;
  consent_id: Generated<number>;
  created_at: Generated<Timestamp>;
  grant_id: string | null;
  remember: Generated<boolean>;
  scopes: Json;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface OauthKeys {
  created_at: Generated<Timestamp>;
  kid: string;
  sealed_jwk: string;
}

export interface OauthPayloads {
  account_id: string | null;
  consumed_at: Timestamp | null;
  expires_at: Timestamp | null;
  grant_id: string | null;
  id: string;
  model: string;
  payload: Json;
  uid: string | null;
  user_code: string | null;
}

export interface OauthSettings {
  allowed_clients: Json | null;
  enabled: Generated<boolean>;
  id: number;
  redirect_patterns: Json;
  registration_enabled: Generated<boolean>;
  scopes: Json;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface OidcPendingLinks {
  display_name: string | null;
  expires_at: Timestamp;
  provider: string;
  subject: string;
  token_hash: string;
  user_id: number;
}

export interface OidcStates {
  bind_user_id: number | null;
  code_verifier: string;
  expires_at: Timestamp;
  nonce: string;
  state: string;
}

export interface OpsCards {
  body: string | null;
  body_en: string | null;
  card_id: Generated<number>;
  card_type: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enabled: Generated<boolean>;
  env_type: number;
  link_text: string | null;
  link_text_en: string | null;
  link_url: string | null;
  placement: string;
  sort: number;
  title: string;
  title_en: string | null;
  updated_at: Generated<Timestamp>;
}

export interface OutboxMessages {
  body: string;
  channel: string;
  created_at: Generated<Timestamp>;
  message_id: Generated<number>;
  recipient: string;
  subject: string;
}

export interface PackageOrders {
  apply_id: number;
  calls_included: Int8;
  charge_rule_id: number | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_id: number | null;
  env_type: number;
  expires_at: Timestamp;
  group_id: number;
  package_order_id: Generated<number>;
  price_fen: Int8;
  provider_id: number | null;
  r_apply_groups_record_id: number;
  starts_at: Timestamp;
}

export interface Partners {
  contact_name: string | null;
  contact_phone: string | null;
  cooperation_state: number;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  email: string | null;
  partner_id: Generated<number>;
  partner_name: string;
  partner_type: string;
  remark: string | null;
  started_on: string | null;
  updated_at: Generated<Timestamp>;
}

export interface RateLimits {
  hits: number;
  limit_key: string;
  window_started_at: Timestamp;
}

export interface Resources {
  code: string;
  name: string;
  name_en: string;
  parent_id: number | null;
  resource_id: Generated<number>;
  route: string | null;
  sort: Generated<number>;
  type: number;
}

export interface RoleApplies {
  created_at: Generated<Timestamp>;
  reason: string | null;
  reject_reason: string | null;
  role_apply_id: Generated<number>;
  role_code: string;
  state: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
  work_order_id: number | null;
}

export interface RoleResources {
  resource_id: number;
  role_id: number;
}

export interface Roles {
  built_in: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enterprise_id: number | null;
  role_code: string;
  role_desc: string | null;
  role_id: Generated<number>;
  role_name: string;
  role_name_en: string | null;
  updated_at: Generated<Timestamp>;
}

export interface Settlements {
  bill_count: number;
  commission_fen: Int8;
  commission_rate_bp: number;
  created_at: Generated<Timestamp>;
  gross_fen: Int8;
  net_fen: Int8;
  payment_ref: string | null;
  provider_id: number;
  settle_month: string;
  settled_at: Timestamp | null;
  settled_by: number | null;
  settlement_id: Generated<number>;
  state: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface SiteLinks {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  link_id: Generated<number>;
  link_name: string;
  link_name_en: string | null;
  link_url: string;
  sort: number;
  updated_at: Generated<Timestamp>;
}

export interface SiteNodes {
  content: string | null;
  content_en: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  index_doc_id: number | null;
  parent_id: number | null;
  show_name: string;
  show_name_en: string | null;
  site_node_id: Generated<number>;
  sort: number;
  type: number;
  updated_at: Generated<Timestamp>;
}

export interface SitePages {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  cta_text: string | null;
  cta_text_en: string | null;
  cta_url: string | null;
  image: string | null;
  page_key: string;
  section_id: Generated<number>;
  sort: Generated<number>;
  text: string | null;
  text_en: string | null;
  title: string;
  title_en: string | null;
  updated_at: Generated<Timestamp>;
}

export interface SsoTokens {
  expires_at: Timestamp;
  family_hash: string | null;
  kind: string;
  ticket_hash: string | null;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface Surveys {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  enabled: Generated<boolean>;
  env_type: number;
  remark: string | null;
  survey_id: Generated<number>;
  survey_name: string;
  survey_name_en: string | null;
  survey_type: string;
  updated_at: Generated<Timestamp>;
  url: string;
}

export interface SyncGroupConfigs {
  config_name: string;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  cron: string | null;
  source_env_id: number;
  state: number;
  sync_config_id: Generated<number>;
  sync_mode: string;
  target_env_id: number;
  updated_at: Generated<Timestamp>;
}

export interface TeamResources {
  resource_id: number;
  team_id: number;
}

export interface Teams {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  team_desc: string | null;
  team_id: Generated<number>;
  team_name: string;
  updated_at: Generated<Timestamp>;
}

export interface TeamUsers {
  team_id: number;
  user_id: number;
}

export interface Tickets {
  created_at: Timestamp;
  expires_at: Timestamp;
  family_hash: string;
  revoked_at: Timestamp | null;
  ticket_hash: string;
  user_id: number;
}

export interface UserIdentities {
  created_at: Generated<Timestamp>;
  display_name: string | null;
  provider: string;
  subject: string;
  user_id: number;
}

export interface UserRoles {
  role_id: number;
  user_id: number;
}

export interface Users {
  account_type: Generated<number>;
  avatar_file_id: string | null;
  check_state: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  email: string | null;
  enterprise_id: number | null;
  init_pwd: Generated<number>;
  parent_user_id: number | null;
  password_hash: string;
  pdingding: string | null;
  phone: string | null;
  pnick_name: string | null;
  puser_name: string | null;
  state: Generated<number>;
  uid: string;
  updated_at: Generated<Timestamp>;
  user_id: Generated<number>;
  user_name: string;
  user_real_name: string | null;
  user_type: Generated<number>;
}

export interface UserSources {
  account_prefix: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  endpoint: string | null;
  remark: string | null;
  source_code: string;
  source_name: string;
  source_type: string;
  state: number;
  updated_at: Generated<Timestamp>;
  user_source_id: Generated<number>;
}

export interface VerificationCodes {
  account: Generated<string>;
  address: string;
  channel: string;
  code_hash: string;
  expires_at: Timestamp;
  failures: Generated<number>;
  purpose: string;
  sent_at: Timestamp;
  used_at: Timestamp | null;
}

export interface WoHistory {
  action: string;
  actor_id: number | null;
  attachments: Generated<Json>;
  comment: string | null;
  created_at: Generated<Timestamp>;
  history_id: Generated<number>;
  step_no: number | null;
  task_id: number | null;
  to_user_id: number | null;
  via_agent_client: string | null;
  work_order_id: number;
}

export interface WoProcesses {
  built_in: Generated<number>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  current_version: Generated<number>;
  description: string | null;
  event: string | null;
  process_id: Generated<number>;
  process_name: string;
  process_name_en: string | null;
  state: Generated<number>;
  template_id: number | null;
  updated_at: Generated<Timestamp>;
}

export interface WoProcessSteps {
  approver_ids: Generated<Json>;
  approver_kind: string;
  escalate_to_user_id: number | null;
  expiry_action: string | null;
  mode: Generated<string>;
  process_version_id: number;
  skip_condition: Json | null;
  step_id: Generated<number>;
  step_name: string;
  step_name_en: string | null;
  step_no: number;
  time_limit_hours: number | null;
}

export interface WoProcessVersions {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  process_id: number;
  process_version_id: Generated<number>;
  version: number;
}

export interface WorkOrders {
  applicant_id: number;
  created_at: Generated<Timestamp>;
  current_step_no: number | null;
  enterprise_id: number | null;
  event: string;
  finished_at: Timestamp | null;
  form: Generated<Json>;
  process_id: number;
  process_version_id: number;
  state: Generated<string>;
  subject_id: string;
  subject_owner_id: number | null;
  title: string;
  title_en: string | null;
  updated_at: Generated<Timestamp>;
  work_order_id: Generated<number>;
}

export interface WoTasks {
  assignee_id: number;
  comment: string | null;
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  due_at: Timestamp | null;
  reminded_at: Timestamp | null;
  state: Generated<string>;
  step_id: number;
  step_no: number;
  task_id: Generated<number>;
  work_order_id: number;
}

export interface WoTemplates {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  description: string | null;
  fields: Generated<Json>;
  state: Generated<number>;
  template_id: Generated<number>;
  template_name: string;
  template_name_en: string | null;
  updated_at: Generated<Timestamp>;
}

export interface DB {
  alarm_records: AlarmRecords;
  alarm_rules: AlarmRules;
  announcement_reads: AnnouncementReads;
  announcements: Announcements;
  api_groups: ApiGroups;
  apis: Apis;
  app_callbacks: AppCallbacks;
  app_credentials: AppCredentials;
  app_ip_whitelists: AppIpWhitelists;
  app_mcp_tokens: AppMcpTokens;
  apply_record_apis: ApplyRecordApis;
  apply_record_fields: ApplyRecordFields;
  apply_record_users: ApplyRecordUsers;
  apply_records: ApplyRecords;
  apps: Apps;
  audit_chain: AuditChain;
  audit_log: AuditLog;
  banners: Banners;
  bill_events: BillEvents;
  bill_lines: BillLines;
  billing_settings: BillingSettings;
  bills: Bills;
  call_log_chunks: CallLogChunks;
  call_logs: CallLogs;
  call_rollup_deltas: CallRollupDeltas;
  call_rollup_totals: CallRollupTotals;
  call_rollups: CallRollups;
  callback_deliveries: CallbackDeliveries;
  captchas: Captchas;
  charge_rule_versions: ChargeRuleVersions;
  charge_rules: ChargeRules;
  classifies: Classifies;
  cost_center_alerts: CostCenterAlerts;
  cost_center_apps: CostCenterApps;
  cost_centers: CostCenters;
  credit_groups: CreditGroups;
  credits: Credits;
  data_templates: DataTemplates;
  documents: Documents;
  enterprise_auths: EnterpriseAuths;
  enterprise_groups: EnterpriseGroups;
  enterprises: Enterprises;
  envs: Envs;
  export_chunks: ExportChunks;
  export_jobs: ExportJobs;
  field_group_bindings: FieldGroupBindings;
  field_groups: FieldGroups;
  files: Files;
  gateway_config: GatewayConfig;
  group_favourites: GroupFavourites;
  group_fields: GroupFields;
  group_ip_settings: GroupIpSettings;
  group_ratings: GroupRatings;
  group_releases: GroupReleases;
  group_upstreams: GroupUpstreams;
  invite_codes: InviteCodes;
  join_requests: JoinRequests;
  login_guards: LoginGuards;
  navigations: Navigations;
  notice_reads: NoticeReads;
  notices: Notices;
  oauth_consents: OauthConsents;
  oauth_keys: OauthKeys;
  oauth_payloads: OauthPayloads;
  oauth_settings: OauthSettings;
  oidc_pending_links: OidcPendingLinks;
  oidc_states: OidcStates;
  ops_cards: OpsCards;
  outbox_messages: OutboxMessages;
  package_orders: PackageOrders;
  partners: Partners;
  rate_limits: RateLimits;
  resources: Resources;
  role_applies: RoleApplies;
  role_resources: RoleResources;
  roles: Roles;
  settlements: Settlements;
  site_links: SiteLinks;
  site_nodes: SiteNodes;
  site_pages: SitePages;
  sso_tokens: SsoTokens;
  surveys: Surveys;
  sync_group_configs: SyncGroupConfigs;
  team_resources: TeamResources;
  team_users: TeamUsers;
  teams: Teams;
  tickets: Tickets;
  user_identities: UserIdentities;
  user_roles: UserRoles;
  user_sources: UserSources;
  users: Users;
  verification_codes: VerificationCodes;
  wo_history: WoHistory;
  wo_process_steps: WoProcessSteps;
  wo_process_versions: WoProcessVersions;
  wo_processes: WoProcesses;
  wo_tasks: WoTasks;
  wo_templates: WoTemplates;
  work_orders: WorkOrders;
}
