/** Kysely's view of the work-order tables (migration 0040). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;

export type FieldType = 'text' | 'textarea' | 'number' | 'date' | 'choice' | 'file' | 'user';
export interface TemplateField {
  key: string;
  type: FieldType;
  label: string;
  label_en?: string;
  required?: boolean;
  /** choices of a 'choice' field */
  options?: Array<{ value: string; label: string; label_en?: string }>;
}

export type ApproverKind = 'platform_admin' | 'role' | 'user' | 'team' | 'subject_owner';
export type StepMode = 'one' | 'all';
export type ExpiryAction = 'remind' | 'escalate' | 'reject';
/** the step is skipped when the form's field compares true */
export interface SkipCondition {
  field: string;
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'empty' | 'not_empty';
  value?: string | number | boolean | null;
}

export type WorkOrderState = 'pending' | 'approved' | 'rejected' | 'returned' | 'withdrawn';
export type TaskState = 'open' | 'approved' | 'rejected' | 'returned' | 'transferred' | 'cancelled';
export type HistoryAction =
  | 'submit'
  | 'resubmit'
  | 'approve'
  | 'reject'
  | 'return'
  | 'transfer'
  | 'withdraw'
  | 'skip'
  | 'remind'
  | 'escalate'
  | 'expire'
  | 'finish';

export interface WoTemplatesTable {
  template_id: Generated<number>;
  template_name: string;
  template_name_en: string | null;
  description: string | null;
  fields: Json<TemplateField[]>;
  state: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface WoProcessesTable {
  process_id: Generated<number>;
  process_name: string;
  process_name_en: string | null;
  description: string | null;
  /** the WorkOrderEvent it is bound to; 'general' or null for processes started from /process/create-ticket */
  event: string | null;
  template_id: number | null;
  current_version: Generated<number>;
  state: Generated<number>;
  built_in: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface WoProcessVersionsTable {
  process_version_id: Generated<number>;
  process_id: number;
  version: number;
  created_at: Timestamp;
  created_by: number | null;
}

export interface WoProcessStepsTable {
  step_id: Generated<number>;
  process_version_id: number;
  step_no: number;
  step_name: string;
  step_name_en: string | null;
  approver_kind: ApproverKind;
  approver_ids: Json<number[]>;
  mode: StepMode;
  skip_condition: Json<SkipCondition | null> | null;
  time_limit_hours: number | null;
  expiry_action: ExpiryAction | null;
  escalate_to_user_id: number | null;
}

export interface WorkOrdersTable {
  work_order_id: Generated<number>;
  process_id: number;
  process_version_id: number;
  event: string;
  subject_id: string;
  subject_owner_id: number | null;
  title: string;
  title_en: string | null;
  form: Json<Record<string, unknown>>;
  applicant_id: number;
  enterprise_id: number | null;
  state: WorkOrderState;
  current_step_no: number | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WoTasksTable {
  task_id: Generated<number>;
  work_order_id: number;
  step_id: number;
  step_no: number;
  assignee_id: number;
  state: TaskState;
  due_at: Timestamp | null;
  reminded_at: Timestamp | null;
  decided_at: Timestamp | null;
  comment: string | null;
  created_at: Timestamp;
}

export interface WoHistoryTable {
  history_id: Generated<number>;
  work_order_id: number;
  task_id: number | null;
  step_no: number | null;
  actor_id: number | null;
  action: HistoryAction;
  comment: string | null;
  to_user_id: number | null;
  attachments: Json<string[]>;
  created_at: Timestamp;
  /** the OAuth client (agent) that took this step for actor_id through the store's /mcp; null for a person */
  via_agent_client: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WorkOrderTables {
  wo_templates: WoTemplatesTable;
  wo_processes: WoProcessesTable;
  wo_process_versions: WoProcessVersionsTable;
  wo_process_steps: WoProcessStepsTable;
  work_orders: WorkOrdersTable;
  wo_tasks: WoTasksTable;
  wo_history: WoHistoryTable;
}
