/**
 * The group lifecycle, one table for group_state and check_state. Every transition locks the group row, checks
 * the actor and the current state (409 INVALID_STATE naming both states otherwise), does its effect, writes a
 * release-history entry (who, when, from, to, why, the change in the API set) and tells the owner.
 *
 *   draft --submit--> submitted --approve--> published --revoke--> revoked --republish--> published
 *                        |  reject / return (reason) / withdraw: back to draft      --overdue--> overdue --republish--> published
 *   published --upgrade--> a new draft version beside it (parent_group_id); that draft goes through the same
 *   submit/review, and its approval replaces the published version in place (same group_id, APIs matched by
 *   route keep their ids, so subscriptions stay valid); upgrade_back discards the draft.
 *
 * The table itself is transitions.ts; the upgrade copy and commit are upgrade.ts; the checks before review
 * publish-checks.ts; the history entry and notice each transition leaves transition-record.ts.
 */
import type { Transaction } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { bump, visibleGroup, type Group } from './access.ts';
import { apiChanges, apisOf, brief } from './api-set.ts';
import { assertReviewable, hasEnabledRule } from './publish-checks.ts';
import {
  closeReturnedReview,
  startReview,
  onReviewOutcome,
  onReviewReturned,
  type WorkOrderOutcome,
} from './review.ts';
import { record, tell } from './transition-record.ts';
import { TRANSITIONS, type Action, type Rule, type TransitionInput } from './transitions.ts';
import { commitUpgrade, draftUpgrade } from './upgrade.ts';

type Trx = Transaction<Database>;

function refuse(group: Group, action: Action, rule: Rule): ApiError {
  return new ApiError(409, 'INVALID_STATE', 'INVALID_TRANSITION', { from: group.group_state, to: rule.to, action });
}

/** Runs one transition inside `trx`; answers the group as it is afterwards (the new draft for an upgrade). */
export async function transition(
  deps: Pick<Deps, 'dbKind' | 'now'> & Partial<Deps>,
  trx: Trx,
  input: TransitionInput,
): Promise<{ group_id: number; work_order_id?: number }> {
  const now = deps.now();
  const rule = TRANSITIONS[input.action];
  const group = await visibleGroup(trx, rule.by === 'owner' ? input.caller : undefined, input.group_id, true);
  const isDraftUpgrade = group.parent_group_id !== null;
  if (!rule.from.some((state) => state === group.group_state)) throw refuse(group, input.action, rule);
  if (rule.upgradeDraft === true && !isDraftUpgrade) throw new ApiError(409, 'INVALID_STATE', 'NOT_AN_UPGRADE');
  if (rule.upgradeDraft === false && isDraftUpgrade) throw refuse(group, input.action, rule);
  // a review outcome only counts for the work order the group is waiting on
  if (
    rule.by === 'review' &&
    input.work_order_id !== undefined &&
    group.work_order_id !== null &&
    group.work_order_id !== input.work_order_id
  )
    throw refuse(group, input.action, rule);

  let result: { group_id: number; work_order_id?: number } = { group_id: group.group_id };
  let changes: unknown = null;
  let workOrderId: number | null = input.work_order_id ?? null;
  const set: Record<string, unknown> = { group_state: rule.to, updated_at: now };
  if (rule.check) set.check_state = rule.check;

  switch (input.action) {
    case 'submit': {
      const apis = await assertReviewable(trx, group);
      await closeReturnedReview(trx, group, isDraftUpgrade, input.reason ?? null, now);
      const wo = await startReview(
        trx,
        {
          event: isDraftUpgrade ? 'group_upgrade' : 'group_publish',
          subject_id: String(group.group_id),
          subject_owner_id: group.created_by,
          title: `${isDraftUpgrade ? '能力升级审核' : '能力发布审核'}：${group.group_name} v${group.version}`,
          title_en: `${isDraftUpgrade ? 'Upgrade review' : 'Publish review'}: ${group.group_name_en || group.group_name} v${group.version}`,
          form: {
            group_id: group.group_id,
            group_name: group.group_name,
            version: group.version,
            upgrade_of: group.parent_group_id,
            apis: apis.map(brief),
          },
          applicant_id: input.actor_id,
          enterprise_id: group.enterprise_id,
        },
        now,
      );
      workOrderId = wo.work_order_id;
      Object.assign(set, { work_order_id: wo.work_order_id, reject_reason: null });
      result = { group_id: group.group_id, work_order_id: wo.work_order_id };
      break;
    }
    case 'approve':
      if (isDraftUpgrade) {
        changes = await commitUpgrade(trx, group, now);
        result = { group_id: group.parent_group_id! };
        await bump(trx, deps as Deps, 'group_upgraded');
        await record(trx, group, 'upgrade_commit', 'submitted', 'published', rule, input, workOrderId, changes, now);
        await tell(trx, group, input, now);
        return result;
      }
      changes = apiChanges([], await apisOf(trx, group.group_id));
      Object.assign(set, { published_at: now, overdue: 0, reject_reason: null });
      break;
    case 'reject':
    case 'return':
      set.reject_reason = input.reason ?? null;
      break;
    case 'overdue':
      set.overdue = 1;
      break;
    case 'republish':
      if (!(await hasEnabledRule(trx, group))) throw new ApiError(409, 'INVALID_STATE', 'NEEDS_CHARGE_RULE');
      set.overdue = 0;
      set.published_at = now;
      break;
    case 'upgrade': {
      const existing = await trx
        .selectFrom('api_groups')
        .select('group_id')
        .where('parent_group_id', '=', group.group_id)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, 'INVALID_STATE', 'UPGRADE_EXISTS', { draft_id: existing.group_id });
      result = { group_id: await draftUpgrade(trx, group, now) };
      break;
    }
    case 'upgrade_back':
      await trx.deleteFrom('api_groups').where('group_id', '=', group.group_id).execute();
      await record(trx, group, input.action, group.group_state, null, rule, input, workOrderId, null, now);
      await tell(trx, group, input, now);
      return { group_id: group.parent_group_id! };
    default:
      break;
  }
  if (input.action !== 'upgrade')
    await trx.updateTable('api_groups').set(set).where('group_id', '=', group.group_id).execute();
  if (rule.live) await bump(trx, deps as Deps, `group_${input.action}`);
  await record(trx, group, input.action, group.group_state, rule.to, rule, input, workOrderId, changes, now);
  await tell(trx, group, input, now);
  return result;
}

const OUTCOME: Record<WorkOrderOutcome['outcome'], Action> = {
  approved: 'approve',
  rejected: 'reject',
  withdrawn: 'withdraw',
};

let reviewDbKind: Deps['dbKind'] = 'pglite';
/** Wires review outcomes to the table above; `deps` gives the gateway bump its database kind (the clock is the engine's). */
export function registerReviewOutcomes(deps: Pick<Deps, 'dbKind'>): void {
  reviewDbKind = deps.dbKind;
  onReviewReturned(async (r) => {
    await transition({ dbKind: reviewDbKind, now: () => r.now }, r.trx, {
      group_id: Number(r.subject_id),
      action: 'return',
      actor_id: r.actor_id,
      reason: r.reason,
      work_order_id: r.work_order_id,
    });
  });
  onReviewOutcome(async (o) => {
    // a returned review was already answered (the group went back to draft); its withdrawal on resubmit changes nothing
    if (o.outcome === 'withdrawn') {
      const g = await o.trx
        .selectFrom('api_groups')
        .select('group_state')
        .where('group_id', '=', Number(o.subject_id))
        .executeTakeFirst();
      if (g?.group_state === 'draft') return;
    }
    await transition({ dbKind: reviewDbKind, now: () => o.now }, o.trx, {
      group_id: Number(o.subject_id),
      action: OUTCOME[o.outcome],
      actor_id: o.actor_id,
      reason: o.reason,
      work_order_id: o.work_order_id,
    });
  });
}
