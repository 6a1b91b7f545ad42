/** Kysely's view of the applications' tables (migrations 0060–0069). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AppsTable {
  apply_id: Generated<number>;
  apply_name: string;
  description: string | null;
  /** 1 enabled, 0 disabled: a disabled application's calls are refused by the gateway */
  enabled: Generated<number>;
  published: Generated<number>;
  published_at: NullableTimestamp;
  team_id: number | null;
  enterprise_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** set when its owner deleted an application that has records (apps/archive.ts): kept for its bills, hidden */
  archived_at: Generated<Date | null>;
}

export interface AppCredentialsTable {
  apply_id: number;
  /** 1 test, 2 uat, 3 prod */
  env_type: number;
  app_key: string;
  /** AES-256-GCM under SECRET_KEY (secret-box.ts); never leaves the server but through appCreate/appSecretReset */
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_valid_until: NullableTimestamp;
  secret_reset_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AppIpWhitelistsTable {
  apply_id: number;
  env_type: number;
  ip_list: string[];
  enabled: number;
  updated_at: Timestamp;
}

export interface AppsTables {
  apps: AppsTable;
  app_credentials: AppCredentialsTable;
  app_ip_whitelists: AppIpWhitelistsTable;
  apply_records: ApplyRecordsTable;
  apply_record_apis: ApplyRecordApisTable;
  group_fields: GroupFieldsTable;
  apply_record_fields: { r_apply_groups_record_id: number; field_id: number };
  apply_record_users: { r_apply_groups_record_id: number; user_id: number };
}

export type ApplyState = 'pending' | 'active' | 'rejected' | 'withdrawn';

export interface ApplyRecordsTable {
  r_apply_groups_record_id: Generated<number>;
  apply_id: number;
  group_id: number;
  env_type: number;
  charge_rule_id: number | null;
  reason: string | null;
  state: ColumnType<ApplyState, ApplyState | undefined, ApplyState>;
  enabled: Generated<number>;
  confirmed: Generated<number>;
  confirmed_at: NullableTimestamp;
  start_time: NullableTimestamp;
  end_time: NullableTimestamp;
  work_order_id: number | null;
  reject_reason: string | null;
  /** 1: only the APIs in apply_record_apis; 0: every API of the group */
  apis_restricted: Generated<number>;
  /** 1: only the fields in apply_record_fields; 0: every field the group exposes */
  fields_restricted: Generated<number>;
  /** 1: only the subscriber's users in apply_record_users; 0: all of them */
  users_restricted: Generated<number>;
  /** the group's provider when applied (the first approver) */
  provider_id: number | null;
  /** the charge rule version this subscription stays on (a free rule turned paid, not accepted yet); null: the one in force */
  rule_version_pin: Generated<number | null>;
  /** when its developer accepted the price in force: calls from then on leave the pinned version */
  rule_version_pin_until: Generated<Date | null>;
  enterprise_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApplyRecordApisTable {
  r_apply_groups_record_id: number;
  api_id: number;
}

/** the response fields a group exposes for granting (fieldManagement) */
export interface GroupFieldsTable {
  field_id: Generated<number>;
  group_id: number;
  field_name: string;
  field_desc: string | null;
  sort: Generated<number>;
  created_at: Generated<Timestamp>;
}
