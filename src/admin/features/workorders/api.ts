/** The work-order operations the screens call, with the shapes they answer (schemas/workorder.yaml). */
import { callOperation } from '../../../api/call-operation.ts';
import { formatDateTime } from '../../../shared/dates.ts';

export type OrderState = 'pending' | 'approved' | 'rejected' | 'returned' | 'withdrawn';
export interface TemplateField {
  key: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'choice' | 'file' | 'user';
  label: string;
  label_en?: string | null;
  required?: boolean;
  options?: Array<{ value: string; label: string; label_en?: string | null }>;
}
export interface StepView {
  step_no: number;
  step_name: string;
  step_name_en: string | null;
  approver_kind: string;
  mode: string;
  state: string;
  time_limit_hours: number | null;
  tasks: Array<{
    task_id: number;
    assignee_id: number;
    assignee_name: string | null;
    state: string;
    decided_at: string | null;
    comment: string | null;
    overdue: boolean;
  }>;
}
export interface HistoryView {
  history_id: number;
  step_no: number | null;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  comment: string | null;
  to_user_id: number | null;
  to_user_name: string | null;
  /** the agent (OAuth client) that took the step for actor_name through the store's MCP */
  via_agent_client?: string | null;
  attachments: string[];
  created_at: string;
}
export interface OrderDetail {
  work_order_id: number;
  process_id: number;
  process_name: string;
  process_name_en: string | null;
  process_version: number;
  title: string;
  title_en: string | null;
  form: Record<string, unknown>;
  state: OrderState;
  current_step_no: number | null;
  applicant_id: number;
  applicant_name: string | null;
  created_at: string | null;
  finished_at: string | null;
  template: { fields: TemplateField[] } | null;
  my_task_id: number | null;
  can_withdraw: boolean;
  can_resubmit: boolean;
  steps: StepView[];
  history: HistoryView[];
}
export interface Page<T> {
  list: T[];
  total: number;
  page_num: number;
  page_size: number;
}
export interface TaskRow {
  task_id: number;
  work_order_id: number;
  process_id: number;
  title: string;
  title_en: string | null;
  step_name: string;
  step_name_en: string | null;
  process_name: string;
  process_name_en: string | null;
  applicant_name: string | null;
  assignee_id: number;
  assignee_name: string | null;
  created_at: string | null;
  due_at: string | null;
  overdue: boolean;
}
export interface OrderRow {
  work_order_id: number;
  process_id: number;
  process_name: string;
  process_name_en: string | null;
  title: string;
  title_en: string | null;
  state: OrderState;
  applicant_name: string | null;
  relation: 'applied' | 'handled';
  created_at: string | null;
  finished_at: string | null;
}
export interface UserBrief {
  user_id: number;
  user_name: string;
  user_real_name: string | null;
}

export const wo = {
  detail: (work_order_id: number) => callOperation<OrderDetail>('workOrderDetail', { query: { work_order_id } }),
  handle: (body: {
    task_id: number;
    action: string;
    comment?: string | null;
    to_user_id?: number | null;
    attachments?: string[];
  }) => callOperation<{ state: OrderState }>('workOrderHandle', { body }),
  withdraw: (work_order_id: number, comment?: string) =>
    callOperation('workOrderWithdraw', { body: { work_order_id, comment: comment || null } }),
  resubmit: (work_order_id: number, form: Record<string, unknown>, comment?: string) =>
    callOperation('workOrderResubmit', { body: { work_order_id, form, comment: comment || null } }),
  reassign: (task_id: number, to_user_id: number, comment?: string) =>
    callOperation('taskReassign', { body: { task_id, to_user_id, comment: comment || null } }),
  summary: () => callOperation<Record<string, number | null>>('workOrderSummary'),
  startable: () =>
    callOperation<
      Array<{
        process_id: number;
        process_name: string;
        process_name_en: string | null;
        description: string | null;
        template: { fields: TemplateField[] } | null;
      }>
    >('workOrderStartable'),
  create: (body: { process_id: number; title: string; form: Record<string, unknown> }) =>
    callOperation<{ work_order_id: number; process_id: number }>('workOrderCreate', { body }),
  users: (q: string) => callOperation<UserBrief[]>('workOrderUserSearch', { query: { q } }),
};

export const handlePath = (o: { work_order_id: number; process_id: number }) =>
  `/process/handle-ticket?work_order_id=${o.work_order_id}&process_id=${o.process_id}`;
/** English text where the data has it */
export const pick = (locale: string, zh: string | null | undefined, en: string | null | undefined) =>
  locale === 'en' && en ? en : (zh ?? '');
/** a work order's times in the product's one format per language (shared/dates.ts) */
export const when = (iso: string | null | undefined, locale: string) => formatDateTime(iso, locale);
