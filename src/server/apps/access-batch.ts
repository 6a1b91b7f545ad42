/**
 * Applying for several groups at once (the store's apply-by-domain page): all or nothing, and a refusal names the
 * group it concerns in the caller's language, since "already applied" alone does not say which of five.
 */
import { requireCaller, type Ctx } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { registerFieldLabels } from '../http/field-labels.ts';
import { translate } from '../http/messages.ts';
import { localized } from '../../shared/localized.ts';
import { BatchItemError, createAccessApplyBatch, type AccessApplyBatchInput } from './access.ts';

registerFieldLabels('accessApplyBatch', {
  apply_id: { zh: '应用', en: 'Application' },
  env_type: { zh: '环境', en: 'Environment' },
  reason: { zh: '申请理由', en: 'Reason' },
  items: { zh: '申请的能力', en: 'Capabilities' },
  group_id: { zh: '能力', en: 'Capability' },
  charge_rule_id: { zh: '计费规则', en: 'Charge rule' },
});

/** The item's own refusal (status and code kept), its text prefixed with the group's name. */
async function namingTheGroup(ctx: Ctx, e: BatchItemError): Promise<ApiError> {
  const row = await ctx.deps.db
    .selectFrom('api_groups')
    .select(['group_name', 'group_name_en'])
    .where('group_id', '=', e.group_id)
    .executeTakeFirst();
  const group = row ? String(localized(row, 'group_name', ctx.lang)) : `#${e.group_id}`;
  const cause = e.refusal.fieldErrors?.[0];
  const reason = translate(ctx.lang, cause?.message ?? e.refusal.messageKey, cause?.params ?? e.refusal.params);
  const params = { group, group_id: e.group_id, reason };
  const field = `items.${e.index}.${cause?.field ?? 'group_id'}`;
  return new ApiError(e.refusal.status, e.refusal.code, 'ACCESS_BATCH_ITEM_FAILED', params, [
    { field, message: 'ACCESS_BATCH_ITEM_FAILED', params },
  ]);
}

export async function accessApplyBatch(ctx: Ctx<AccessApplyBatchInput>) {
  try {
    return await createAccessApplyBatch(ctx.deps, requireCaller(ctx), ctx.body);
  } catch (e) {
    throw e instanceof BatchItemError ? await namingTheGroup(ctx, e) : e;
  }
}
