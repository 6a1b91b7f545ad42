/** What a transition leaves behind: the release-history entry and the owner's notice. */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notifyUsers } from '../notices/notify.ts';
import type { Group } from './access.ts';
import type { Action, Rule, TransitionInput } from './transitions.ts';

type Trx = Transaction<Database>;

const ACTION_TEXT: Record<Action, { zh: string; en: string }> = {
  submit: { zh: '已提交审核', en: 'was submitted for review' },
  approve: { zh: '审核通过并已发布', en: 'was approved and published' },
  reject: { zh: '审核未通过', en: 'was not approved' },
  return: { zh: '被退回修改', en: 'was returned for changes' },
  withdraw: { zh: '审核已撤回', en: 'review was withdrawn' },
  revoke: { zh: '已撤回发布', en: 'was revoked' },
  overdue: { zh: '已标记过期', en: 'was marked overdue' },
  republish: { zh: '已重新发布', en: 'was published again' },
  upgrade: { zh: '已创建升级版本', en: 'has a new upgrade draft' },
  upgrade_back: { zh: '升级已放弃', en: 'upgrade was discarded' },
};

/** History lives on the published group of a lineage, so it survives its upgrade drafts. */
export async function record(
  trx: Trx,
  group: Group,
  action: Action | 'upgrade_commit',
  from: string | null,
  to: string | null,
  rule: Rule,
  input: TransitionInput,
  workOrderId: number | null,
  changes: unknown,
  now: Date,
) {
  await trx
    .insertInto('group_releases')
    .values({
      group_id: group.parent_group_id ?? group.group_id,
      group_name: group.group_name,
      action,
      from_state: from,
      to_state: to,
      from_check: group.check_state,
      to_check: rule.check ?? group.check_state,
      version: group.version,
      reason: input.reason ?? null,
      api_changes: changes === null ? null : JSON.stringify(changes),
      work_order_id: workOrderId,
      actor_id: input.actor_id,
      created_by: group.created_by,
      created_at: now,
    })
    .execute();
}

export async function tell(trx: Trx, group: Group, input: TransitionInput, now: Date) {
  if (input.actor_id === group.created_by) return;
  const text = ACTION_TEXT[input.action];
  const why = input.reason ? { zh: `原因：${input.reason}`, en: `Reason: ${input.reason}` } : { zh: '', en: '' };
  await notifyUsers(
    trx,
    [group.created_by],
    {
      title: {
        zh: `能力“${group.group_name}”${text.zh}`,
        en: `Capability "${group.group_name_en || group.group_name}" ${text.en}`,
      },
      content: {
        zh: `能力“${group.group_name}”（v${group.version}）${text.zh}。${why.zh}`,
        en: `Capability "${group.group_name_en || group.group_name}" (v${group.version}) ${text.en}. ${why.en}`.trim(),
      },
      link: `/providers/releaseHistory?group_id=${group.parent_group_id ?? group.group_id}`,
    },
    now,
  );
}
