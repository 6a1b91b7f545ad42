/**
 * The shapes kept in the work-order tables' JSON and text columns: a template's form fields, a process step's
 * approvers, mode, expiry and skip condition. The columns are jsonb/text (generated/database.ts); these say what
 * form.ts and processes.ts write there and check on the way in; the states and history actions the engine writes.
 */
import type { components } from '../../api/generated/workorder.ts';

export const FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'choice', 'file', 'user'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export interface TemplateField {
  key: string;
  type: FieldType;
  label: string;
  label_en?: string;
  required?: boolean;
  /** choices of a 'choice' field */
  options?: Array<{ value: string; label: string; label_en?: string }>;
}

// the closed sets are schemas/workorder.yaml's enums (through its generated types): the API and the engine share one list
type Schemas = components['schemas'];
export type ApproverKind = Schemas['StepInput']['approver_kind'];
export type StepMode = NonNullable<Schemas['StepInput']['mode']>;
export type ExpiryAction = NonNullable<Schemas['StepInput']['expiry_action']>;
/** work_orders.state */
export type OrderState = Schemas['WorkOrderState']['state'];
/** wo_tasks.state */
export type TaskState = NonNullable<Schemas['WorkOrderStep']['tasks'][number]['state']>;
/** wo_history.action */
export type HistoryAction = Schemas['WorkOrderHistory']['action'];
/** the step is skipped when the form's field compares true */
export interface SkipCondition {
  field: string;
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'empty' | 'not_empty';
  value?: string | number | boolean | null;
}
