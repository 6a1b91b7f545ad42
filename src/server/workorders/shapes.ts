/**
 * The shapes kept in the work-order tables' JSON and text columns: a template's form fields, a process step's
 * approvers, mode, expiry and skip condition. The columns are jsonb/text (generated/database.ts); these say what
 * form.ts and processes.ts write there and check on the way in.
 */
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

export type ApproverKind = 'platform_admin' | 'role' | 'user' | 'team' | 'subject_owner';
export type StepMode = 'one' | 'all';
export type ExpiryAction = 'remind' | 'escalate' | 'reject';
/** the step is skipped when the form's field compares true */
export interface SkipCondition {
  field: string;
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'empty' | 'not_empty';
  value?: string | number | boolean | null;
}
