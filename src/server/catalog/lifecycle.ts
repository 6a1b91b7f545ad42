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
 */
import { sql, type Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { notifyUsers } from '../notices/notify.ts';
import { bump, visibleGroup, type Group } from './access.ts';
import type { CheckState, GroupState } from './states.ts';
import { findClashes, routeTaken } from './route-check.ts';
import {
  closeReturnedReview,
  startReview,
  onReviewOutcome,
  onReviewReturned,
  type WorkOrderOutcome,
} from './review.ts';

type Trx = Transaction<Database>;
export type Action =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'return'
  | 'withdraw'
  | 'revoke'
  | 'overdue'
  | 'republish'
  | 'upgrade'
  | 'upgrade_back';

interface Rule {
  from: GroupState[];
  to: GroupState;
  /** check_state after the transition; unchanged when absent */
  check?: CheckState;
  /** owner: the group's provider or a platform admin, through the API; review: the work-order engine's outcome */
  by: 'owner' | 'review';
  /** only on upgrade drafts (true) or only on groups that are not (false) */
  upgradeDraft?: boolean;
  /** the gateway serves a different set of routes afterwards */
  live?: boolean;
}

export const TRANSITIONS: Record<Action, Rule> = {
  submit: { from: ['draft'], to: 'submitted', check: 'pending', by: 'owner' },
  approve: { from: ['submitted'], to: 'published', check: 'approved', by: 'review', live: true },
  reject: { from: ['submitted'], to: 'draft', check: 'rejected', by: 'review' },
  // returned for changes: the provider fixes the draft and submits again (the returned work order is closed then)
  return: { from: ['submitted'], to: 'draft', check: 'rejected', by: 'review' },
  withdraw: { from: ['submitted'], to: 'draft', check: 'none', by: 'review' },
  revoke: { from: ['published'], to: 'revoked', by: 'owner', upgradeDraft: false, live: true },
  overdue: { from: ['published'], to: 'overdue', by: 'owner', upgradeDraft: false, live: true },
  republish: { from: ['revoked', 'overdue'], to: 'published', by: 'owner', upgradeDraft: false, live: true },
  upgrade: { from: ['published'], to: 'published', by: 'owner', upgradeDraft: false },
  upgrade_back: { from: ['draft'], to: 'draft', by: 'owner', upgradeDraft: true },
};

export interface TransitionInput {
  group_id: number;
  action: Action;
  /** the caller for owner actions (scope checked); undefined for review outcomes */
  caller?: Caller;
  actor_id: number;
  reason?: string | null;
  work_order_id?: number;
}

type ApiRow = {
  api_id: number;
  api_name: string;
  method_type: string;
  listen_path: string;
  path_shape: string;
  backend_path: string | null;
  backend_method: string | null;
} & Partial<Record<Documented, unknown>>;
/** what a caller reads about an API besides its route and backend: a change to any of them is a change to the API */
const DOCUMENTED = [
  'api_desc',
  'api_name_en',
  'api_desc_en',
  'timeout_ms',
  'request_params',
  'request_body',
  'response_schema',
  'response_example',
  'error_codes',
] as const;
type Documented = (typeof DOCUMENTED)[number];
// jsonb comes back with its keys in the database's order on both sides, so the texts compare
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const routeOf = (a: Pick<ApiRow, 'method_type' | 'path_shape'>) => `${a.method_type} ${a.path_shape}`;
const brief = (a: ApiRow) => ({ api_name: a.api_name, method_type: a.method_type, listen_path: a.listen_path });

async function apisOf(trx: Trx, groupId: number): Promise<ApiRow[]> {
  return trx
    .selectFrom('apis')
    .select([
      'api_id',
      'api_name',
      'method_type',
      'listen_path',
      'path_shape',
      'backend_path',
      'backend_method',
      ...DOCUMENTED,
    ])
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('api_id')
    .execute();
}

/** The change in the API set from `before` to `after`, matched by route. */
export function apiChanges(before: ApiRow[], after: ApiRow[]) {
  const old = new Map(before.map((a) => [routeOf(a), a]));
  const next = new Map(after.map((a) => [routeOf(a), a]));
  return {
    added: after.filter((a) => !old.has(routeOf(a))).map(brief),
    removed: before.filter((a) => !next.has(routeOf(a))).map(brief),
    changed: after
      .filter((a) => {
        const o = old.get(routeOf(a));
        return (
          o &&
          (o.api_name !== a.api_name ||
            o.listen_path !== a.listen_path ||
            o.backend_path !== a.backend_path ||
            o.backend_method !== a.backend_method ||
            DOCUMENTED.some((f) => f in o && f in a && !same(o[f], a[f])))
        );
      })
      .map(brief),
  };
}

function refuse(group: Group, action: Action, rule: Rule): ApiError {
  return new ApiError(409, 'INVALID_STATE', 'INVALID_TRANSITION', { from: group.group_state, to: rule.to, action });
}

async function hasEnabledRule(trx: Trx, group: Group): Promise<boolean> {
  // an upgrade is priced by the published version's rules, which stay live while it is reviewed
  const id = group.parent_group_id ?? group.group_id;
  return !!(await trx
    .selectFrom('charge_rules')
    .select('charge_rule_id')
    .where('group_id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst());
}

async function assertReviewable(trx: Trx, group: Group): Promise<ApiRow[]> {
  const apis = await apisOf(trx, group.group_id);
  if (!apis.length) throw new ApiError(409, 'INVALID_STATE', 'NEEDS_API');
  if (!(await hasEnabledRule(trx, group))) throw new ApiError(409, 'INVALID_STATE', 'NEEDS_CHARGE_RULE');
  if (
    !(await trx
      .selectFrom('group_upstreams')
      .select('env_type')
      .where('group_id', '=', group.group_id)
      .executeTakeFirst())
  ) {
    throw new ApiError(409, 'INVALID_STATE', 'NEEDS_UPSTREAM');
  }
  // upstreams may have been added since the APIs were written: the platform-wide route rule is checked again here
  const clashes = await findClashes(
    trx,
    group,
    apis.map((a) => ({ method_type: a.method_type, path_shape: a.path_shape })),
  );
  for (const a of apis) {
    const clash = clashes.get(routeOf(a));
    if (clash) throw routeTaken(a.method_type, a.listen_path, clash);
  }
  return apis;
}

/** Copies a published group into a new draft version beside it (APIs and upstreams; pricing and IPs stay live on the parent). */
async function draftUpgrade(trx: Trx, parent: Group, now: Date): Promise<number> {
  const draft = await trx
    .insertInto('api_groups')
    .values({
      group_name: parent.group_name,
      group_name_en: parent.group_name_en,
      classify_id: parent.classify_id,
      description: parent.description,
      documentation: parent.documentation,
      description_en: parent.description_en,
      documentation_en: parent.documentation_en,
      logo_file_id: parent.logo_file_id,
      tags: parent.tags,
      env_type: parent.env_type,
      signature_strict: parent.signature_strict,
      mcp_enabled: parent.mcp_enabled,
      version: parent.version + 1,
      parent_group_id: parent.group_id,
      created_by: parent.created_by,
      enterprise_id: parent.enterprise_id,
      team_id: parent.team_id,
      created_at: now,
      updated_at: now,
    })
    .returning('group_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_upstreams')
    .columns(['group_id', 'env_type', 'base_url', 'timeout_ms'])
    .expression((eb) =>
      eb
        .selectFrom('group_upstreams')
        .select([eb.val(draft.group_id).as('group_id'), 'env_type', 'base_url', 'timeout_ms'])
        .where('group_id', '=', parent.group_id),
    )
    .execute();
  const cols = [
    'api_name',
    'api_name_en',
    'api_desc',
    'api_desc_en',
    'api_classify',
    'listen_path',
    'path_shape',
    'method_type',
    'dc_id',
    'request_params',
    'request_body',
    'response_schema',
    'response_example',
    'error_codes',
    'backend_path',
    'backend_method',
    'timeout_ms',
    'mock_response',
    'sort',
    'created_by',
    'operation_id',
    'mcp_exposed',
    'mcp_description',
    'mcp_qps',
  ] as const;
  await trx
    .insertInto('apis')
    .columns(['group_id', ...cols])
    .expression((eb) =>
      eb
        .selectFrom('apis')
        .select([eb.val(draft.group_id).as('group_id'), ...cols])
        .where('group_id', '=', parent.group_id),
    )
    .execute();
  return draft.group_id;
}

/** The approved draft replaces its published group in place; the draft row goes away. */
async function commitUpgrade(trx: Trx, draft: Group, now: Date) {
  const parentId = draft.parent_group_id!;
  const before = await apisOf(trx, parentId);
  const after = await trx.selectFrom('apis').selectAll().where('group_id', '=', draft.group_id).execute();
  const changes = apiChanges(before, after as ApiRow[]);
  const keep = new Map(before.map((a) => [routeOf(a), a.api_id]));
  const staying = new Set(after.map(routeOf));
  const gone = before.filter((a) => !staying.has(routeOf(a))).map((a) => a.api_id);
  if (gone.length) await trx.deleteFrom('apis').where('api_id', 'in', gone).execute();
  // names move between rows as a whole set: park the old names first so the per-group unique name never trips midway
  await trx
    .updateTable('apis')
    .set({ api_name: sql<string>`concat('~', api_id)` })
    .where('group_id', '=', parentId)
    .execute();
  for (const a of after) {
    const { api_id: _id, group_id: _g, created_at: _c, ...fields } = a;
    const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
    const row = {
      ...fields,
      request_params: json(a.request_params),
      request_body: json(a.request_body),
      response_schema: json(a.response_schema),
      response_example: json(a.response_example),
      error_codes: json(a.error_codes),
      updated_at: now,
    };
    const existing = keep.get(routeOf(a as ApiRow));
    if (existing) await trx.updateTable('apis').set(row).where('api_id', '=', existing).execute();
    else
      await trx
        .insertInto('apis')
        .values({ ...row, group_id: parentId })
        .execute();
  }
  await trx.deleteFrom('group_upstreams').where('group_id', '=', parentId).execute();
  await trx
    .insertInto('group_upstreams')
    .columns(['group_id', 'env_type', 'base_url', 'timeout_ms'])
    .expression((eb) =>
      eb
        .selectFrom('group_upstreams')
        .select([eb.val(parentId).as('group_id'), 'env_type', 'base_url', 'timeout_ms'])
        .where('group_id', '=', draft.group_id),
    )
    .execute();
  await trx.deleteFrom('api_groups').where('group_id', '=', draft.group_id).execute();
  await trx
    .updateTable('api_groups')
    .set({
      group_name: draft.group_name,
      group_name_en: draft.group_name_en,
      classify_id: draft.classify_id,
      description: draft.description,
      documentation: draft.documentation,
      description_en: draft.description_en,
      documentation_en: draft.documentation_en,
      logo_file_id: draft.logo_file_id,
      tags: draft.tags,
      env_type: draft.env_type,
      signature_strict: draft.signature_strict,
      version: draft.version,
      check_state: 'approved',
      work_order_id: draft.work_order_id,
      reject_reason: null,
      updated_at: now,
      published_at: now,
    })
    .where('group_id', '=', parentId)
    .execute();
  return changes;
}

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

/** History lives on the published group of a lineage, so it survives its upgrade drafts. */
async function record(
  trx: Trx,
  group: Group,
  action: string,
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

async function tell(trx: Trx, group: Group, input: TransitionInput, now: Date) {
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
