/** Kysely's view of the alarm tables (migration 0071). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AlarmMetric = 'error_rate' | 'p95_latency_ms' | 'quota_use';

export interface AlarmRulesTable {
  alarm_rule_id: Generated<number>;
  alarm_rule_name: string;
  metric: AlarmMetric;
  threshold: number;
  window_minutes: number;
  group_id: number | null;
  api_id: number | null;
  enabled: number;
  alarm_state: Generated<'ok' | 'firing'>;
  last_value: number | null;
  evaluated_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface AlarmRecordsTable {
  alarm_record_id: Generated<number>;
  alarm_rule_id: number;
  metric: AlarmMetric;
  threshold: number;
  fired_value: number | null;
  recovered_value: number | null;
  record_state: 'firing' | 'recovered';
  fired_at: Timestamp;
  recovered_at: Timestamp | null;
  /** the rule's owner, who is notified and sees the record */
  owner_id: number | null;
}

export interface AlarmTables {
  alarm_rules: AlarmRulesTable;
  alarm_records: AlarmRecordsTable;
}
