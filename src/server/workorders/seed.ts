/**
 * The product's review processes, seeded on every start (production too) so the catalog, access, role and
 * enterprise domains can start work orders from the first request. Existing rows are left alone: an operator
 * may have edited them. Plus one general template and process for /process/create-ticket.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { saveProcessVersion, type StepInput } from './processes.ts';
import type { TemplateField } from './shapes.ts';

const admin = (zh: string, en: string): StepInput => ({
  step_name: zh,
  step_name_en: en,
  approver_kind: 'platform_admin',
  mode: 'one',
});

export const seededProcesses: Array<{
  event: string;
  name: string;
  name_en: string;
  description: string;
  steps: StepInput[];
}> = [
  {
    event: 'group_publish',
    name: '分组发布审核',
    name_en: 'Group publish review',
    description: '服务提供方提交 API 分组发布，由平台管理员审核',
    steps: [admin('平台审核', 'Platform review')],
  },
  {
    event: 'group_upgrade',
    name: '分组升级审核',
    name_en: 'Group upgrade review',
    description: '已发布分组的升级变更，由平台管理员审核',
    steps: [admin('平台审核', 'Platform review')],
  },
  {
    event: 'access_apply',
    name: '能力接入申请',
    name_en: 'Access application',
    description: '开发者申请调用 API 分组：先由分组的提供方审批，再由平台管理员审批',
    steps: [
      { step_name: '提供方审批', step_name_en: 'Provider approval', approver_kind: 'subject_owner', mode: 'one' },
      admin('平台审批', 'Platform approval'),
    ],
  },
  {
    event: 'role_apply',
    name: '角色申请',
    name_en: 'Role application',
    description: '用户申请开发者或提供方角色，由平台管理员审批',
    steps: [admin('平台审批', 'Platform approval')],
  },
  {
    event: 'bill_dispute',
    name: '账单申诉',
    name_en: 'Bill dispute',
    description: '开发者或企业对已出账单提出申诉，由能力提供方裁定：同意则按申请金额减免，驳回则维持原账单',
    steps: [
      { step_name: '提供方裁定', step_name_en: 'Provider decision', approver_kind: 'subject_owner', mode: 'one' },
    ],
  },
  {
    event: 'enterprise_auth',
    name: '企业认证审核',
    name_en: 'Enterprise authentication review',
    description: '企业提交认证资料，由平台管理员审核',
    steps: [admin('认证审核', 'Authentication review')],
  },
];

export const generalTemplateFields: TemplateField[] = [
  { key: 'subject', type: 'text', label: '申请事项', label_en: 'Subject', required: true },
  {
    key: 'category',
    type: 'choice',
    label: '类别',
    label_en: 'Category',
    required: true,
    options: [
      { value: 'resource', label: '资源申请', label_en: 'Resource' },
      { value: 'permission', label: '权限申请', label_en: 'Permission' },
      { value: 'other', label: '其他', label_en: 'Other' },
    ],
  },
  { key: 'amount', type: 'number', label: '金额（元）', label_en: 'Amount (CNY)' },
  { key: 'needed_by', type: 'date', label: '期望完成日期', label_en: 'Needed by' },
  { key: 'description', type: 'textarea', label: '说明', label_en: 'Description', required: true },
  { key: 'attachment', type: 'file', label: '附件', label_en: 'Attachment' },
];

export async function seedWorkOrderProcesses(trx: Transaction<Database>, now = new Date()): Promise<void> {
  for (const p of seededProcesses) {
    const found = await trx
      .selectFrom('wo_processes')
      .select('process_id')
      .where('event', '=', p.event)
      .where('built_in', '=', 1)
      .executeTakeFirst();
    if (found) continue;
    const row = await trx
      .insertInto('wo_processes')
      .values({
        process_name: p.name,
        process_name_en: p.name_en,
        description: p.description,
        event: p.event,
        template_id: null,
        state: 1,
        built_in: 1,
        created_at: now,
        updated_at: now,
        created_by: null,
      })
      .returning('process_id')
      .executeTakeFirstOrThrow();
    await saveProcessVersion(trx, row.process_id, p.steps, null, now);
  }
  const general = await trx
    .selectFrom('wo_processes')
    .select('process_id')
    .where('event', '=', 'general')
    .where('built_in', '=', 1)
    .executeTakeFirst();
  if (general) return;
  const template = await trx
    .insertInto('wo_templates')
    .values({
      template_name: '通用申请单',
      template_name_en: 'General request',
      description: '通用的审批申请表单',
      fields: JSON.stringify(generalTemplateFields),
      state: 1,
      created_at: now,
      updated_at: now,
      created_by: null,
    })
    .returning('template_id')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('wo_processes')
    .values({
      process_name: '通用审批',
      process_name_en: 'General approval',
      description: '由平台管理员审批的通用申请',
      event: 'general',
      template_id: template.template_id,
      state: 1,
      built_in: 1,
      created_at: now,
      updated_at: now,
      created_by: null,
    })
    .returning('process_id')
    .executeTakeFirstOrThrow();
  await saveProcessVersion(trx, row.process_id, [admin('平台审批', 'Platform approval')], null, now);
}
