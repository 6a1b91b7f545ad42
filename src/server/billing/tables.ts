/** Kysely's view of the billing tables (migration 0100). Money columns are bigint fen, read as text. */
import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
type Ts = ColumnType<Date, Date | string | undefined, Date | string>;
type TsNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DateCol = ColumnType<Date | string, string, string>;

export interface BillsTable {
  bill_id: Generated<number>;
  bill_month: DateCol;
  apply_id: number;
  group_id: number;
  charge_rule_id: number;
  rule_type: string;
  bill_on: string;
  unit_price_fen: number;
  calls: Int8;
  billable_calls: Int8;
  amount_fen: Int8;
  package_fen: Generated<string>;
  credit_fen: Generated<string>;
  total_fen: Int8;
  state: string;
  dispute_reason: string | null;
  requested_credit_fen: Int8 | null;
  work_order_id: number | null;
  settlement_id: number | null;
  issued_at: TsNull;
  confirmed_at: TsNull;
  settled_at: TsNull;
  computed_at: TsNull;
  created_by: number | null;
  provider_id: number | null;
  enterprise_id: number | null;
  created_at: Ts;
  updated_at: Ts;
}
export interface BillLinesTable {
  bill_line_id: Generated<number>;
  bill_id: number;
  line_kind: string;
  line_date: DateCol | null;
  api_id: number | null;
  calls: Int8;
  billable_calls: Int8;
  unit_price_fen: number;
  amount_fen: Int8;
  reason: string | null;
  created_by: number | null;
  created_at: Ts;
  package_order_id: number | null;
}
export interface BillEventsTable {
  bill_event_id: Generated<number>;
  bill_id: number;
  action: string;
  from_state: string | null;
  to_state: string;
  note: string | null;
  actor_id: number | null;
  created_at: Ts;
}
export interface SettlementsTable {
  settlement_id: Generated<number>;
  provider_id: number;
  settle_month: DateCol;
  bill_count: number;
  gross_fen: Int8;
  commission_rate_bp: number;
  commission_fen: Int8;
  net_fen: Int8;
  state: string;
  payment_ref: string | null;
  settled_at: TsNull;
  settled_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}
export interface BillingSettingsTable {
  setting_key: string;
  int_value: number;
  updated_by: number | null;
  updated_at: Ts;
}
export interface CostCenterAppsTable {
  cost_center_app_id: Generated<number>;
  cost_center_id: number;
  apply_id: number;
  enterprise_id: number | null;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}
export interface CostCenterAlertsTable {
  cost_center_id: number;
  budget_year: number;
  threshold: number;
  spent_fen: Int8;
  created_at: Ts;
}

export interface PackageOrdersTable {
  package_order_id: Generated<number>;
  r_apply_groups_record_id: number;
  apply_id: number;
  group_id: number;
  env_type: number;
  charge_rule_id: number | null;
  calls_included: Int8;
  price_fen: Int8;
  starts_at: Ts;
  expires_at: Ts;
  created_by: number | null;
  provider_id: number | null;
  enterprise_id: number | null;
  created_at: Ts;
}

/** a charge rule's terms from effective_at on (migration 0105, billing/rule-versions.ts) */
export interface ChargeRuleVersionsTable {
  charge_rule_version_id: Generated<number>;
  charge_rule_id: number;
  version: number;
  rule_type: string;
  price_per_thousand: string | number | null;
  package_calls: number | null;
  package_price: string | number | null;
  validity_days: number | null;
  bill_on: string;
  effective_at: Ts;
  applied_at: TsNull;
  created_by: number | null;
  created_at: Ts;
}

export interface BillingTables {
  charge_rule_versions: ChargeRuleVersionsTable;
  package_orders: PackageOrdersTable;
  bills: BillsTable;
  bill_lines: BillLinesTable;
  bill_events: BillEventsTable;
  settlements: SettlementsTable;
  billing_settings: BillingSettingsTable;
  cost_center_apps: CostCenterAppsTable;
  cost_center_alerts: CostCenterAlertsTable;
}
