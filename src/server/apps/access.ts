/**
 * Access applications: the flow functions (used by the handlers, the demo seed and tests alike). An application
 * applies for a published group in one environment under one of the group's enabled charge rules; the access_apply
 * work order (step 1 the group's provider, step 2 a platform admin) decides; approval makes the record the active
 * subscription the gateway enforces, from approval until approval + the rule's validity days (open-ended without).
 */
import { sql, type Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { ApiError, invalidState, notFound, validation } from '../http/errors.ts';
import { onWorkOrderOutcome, startWorkOrder } from '../workorders/events.ts';
import { enqueueCallbackEvent } from '../callbacks/events.ts';

type Trx = Transaction<Database>;

export interface AccessApplyInput {
  group_id: number;
  apply_id: number;
  env_type: number;
  charge_rule_id: number;
  reason?: string | null;
}

const ENV_NAMES: Record<number, [string, string]> = {
  1: ['测试', 'test'],
  2: ['预发布', 'UAT'],
  3: ['生产', 'production'],
};

/** The caller's own application (platform admins: any), locked against a concurrent delete; 404 otherwise. */
async function ownApp(trx: Trx, caller: Caller, applyId: number) {
  let q = trx
    .selectFrom('apps')
    .select(['apply_id', 'apply_name', 'created_by', 'enterprise_id'])
    .where('apply_id', '=', applyId)
    .where('archived_at', 'is', null);
  if (!isPlatformAdmin(caller)) q = q.where('created_by', '=', caller.user_id);
  const app = await q.forUpdate().executeTakeFirst();
  if (!app) throw notFound();
  return app;
}

/** The group (published, not an upgrade draft) and the rule (of that group, enabled), or 400 next to the field. */
async function offer(trx: Trx, groupId: number, ruleId: number) {
  const group = await trx
    .selectFrom('api_groups')
    .select(['group_id', 'group_name', 'group_name_en', 'group_state', 'created_by'])
    .where('group_id', '=', groupId)
    .where('parent_group_id', 'is', null)
    .executeTakeFirst();
  if (!group) throw notFound();
  if (group.group_state !== 'published') throw validation([{ field: 'group_id', message: 'ACCESS_GROUP_UNPUBLISHED' }]);
  const rule = await trx
    .selectFrom('charge_rules')
    .select(['charge_rule_id', 'rule_name', 'enabled', 'validity_days'])
    .where('charge_rule_id', '=', ruleId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (!rule || !rule.enabled) throw validation([{ field: 'charge_rule_id', message: 'ACCESS_RULE_INVALID' }]);
  return { group, rule };
}

/** The environments where the group has a backend address: only there can an approved call reach anything. */
export async function upstreamEnvs(db: Pick<Trx, 'selectFrom'>, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_upstreams')
    .select('env_type')
    .where('group_id', '=', groupId)
    .orderBy('env_type')
    .execute();
  return rows.map((r) => r.env_type);
}

/** 400 next to env_type, naming the environment asked for and the ones the capability offers. */
async function assertUpstream(trx: Trx, groupId: number, envType: number) {
  const envs = await upstreamEnvs(trx, groupId);
  if (envs.includes(envType)) return;
  // the names in both languages: translate fills {env} with env_zh or env_en
  const names = (i: 0 | 1, list: number[]) => list.map((e) => ENV_NAMES[e]?.[i] ?? String(e)).join(i ? ', ' : '、');
  throw validation([
    {
      field: 'env_type',
      message: envs.length ? 'ACCESS_ENV_NO_UPSTREAM' : 'ACCESS_NO_UPSTREAM',
      params: {
        env_zh: names(0, [envType]),
        env_en: names(1, [envType]),
        envs_zh: names(0, envs),
        envs_en: names(1, envs),
      },
    },
  ]);
}

async function assertNoLive(trx: Trx, applyId: number, groupId: number, envType: number, except?: number) {
  let q = trx
    .selectFrom('apply_records')
    .select('r_apply_groups_record_id')
    .where('apply_id', '=', applyId)
    .where('group_id', '=', groupId)
    .where('env_type', '=', envType)
    .where('state', 'in', ['pending', 'active']);
  if (except !== undefined) q = q.where('r_apply_groups_record_id', '!=', except);
  if (await q.executeTakeFirst()) throw new ApiError(409, 'DUPLICATE', 'ACCESS_ALREADY_APPLIED');
}

async function startReview(
  trx: Trx,
  rec: {
    id: number;
    apply_name: string;
    group: { group_name: string; group_name_en: string | null; created_by: number };
    env_type: number;
    rule_name: string;
    reason: string | null;
  },
  applicantId: number,
  enterpriseId: number | null,
  now: Date,
) {
  const [zh, en] = ENV_NAMES[rec.env_type];
  return startWorkOrder(
    trx,
    {
      event: 'access_apply',
      subject_id: String(rec.id),
      subject_owner_id: rec.group.created_by,
      title: `应用「${rec.apply_name}」申请接入「${rec.group.group_name}」（${zh}）`,
      title_en: `Application "${rec.apply_name}" applies for "${rec.group.group_name_en ?? rec.group.group_name}" (${en})`,
      form: {
        apply_name: rec.apply_name,
        group_name: rec.group.group_name,
        env_type: rec.env_type,
        charge_rule: rec.rule_name,
        reason: rec.reason ?? '',
      },
      applicant_id: applicantId,
      enterprise_id: enterpriseId,
    },
    now,
  );
}

/** One application inside the caller's transaction: the single apply and every item of a batch go through here. */
async function applyInTrx(trx: Trx, caller: Caller, input: AccessApplyInput, now: Date) {
  const app = await ownApp(trx, caller, input.apply_id);
  const { group, rule } = await offer(trx, input.group_id, input.charge_rule_id);
  await assertUpstream(trx, input.group_id, input.env_type);
  await assertNoLive(trx, input.apply_id, input.group_id, input.env_type);
  const reason = input.reason?.trim() || null;
  const row = await trx
    .insertInto('apply_records')
    .values({
      apply_id: input.apply_id,
      group_id: input.group_id,
      env_type: input.env_type,
      charge_rule_id: input.charge_rule_id,
      reason,
      state: 'pending',
      provider_id: group.created_by,
      enterprise_id: app.enterprise_id,
      created_by: app.created_by,
      created_at: now,
      updated_at: now,
    })
    .returning('r_apply_groups_record_id')
    .executeTakeFirstOrThrow();
  const id = row.r_apply_groups_record_id;
  const wo = await startReview(
    trx,
    { id, apply_name: app.apply_name, group, env_type: input.env_type, rule_name: rule.rule_name, reason },
    caller.user_id,
    app.enterprise_id,
    now,
  );
  await trx
    .updateTable('apply_records')
    .set({ work_order_id: wo.work_order_id })
    .where('r_apply_groups_record_id', '=', id)
    .execute();
  return { r_apply_groups_record_id: id, work_order_id: wo.work_order_id };
}

export async function createAccessApply(deps: Deps, caller: Caller, input: AccessApplyInput) {
  const now = deps.now();
  return deps.db.transaction().execute((trx) => applyInTrx(trx, caller, input, now));
}

export interface AccessApplyBatchInput {
  apply_id: number;
  env_type: number;
  reason?: string | null;
  items: { group_id: number; charge_rule_id: number }[];
}

/** Which item of a batch was refused and why; the handler names its group in the caller's language. */
export class BatchItemError extends Error {
  constructor(
    readonly index: number,
    readonly group_id: number,
    readonly refusal: ApiError,
  ) {
    super(refusal.code);
  }
}

/**
 * Several groups for one application in ONE transaction: each item is exactly a single apply (same checks, same
 * work order), and the first refusal rolls back every record and work order the batch had written.
 */
export async function createAccessApplyBatch(deps: Deps, caller: Caller, input: AccessApplyBatchInput) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // a foreign application is the batch's own 404, not one group's
    await ownApp(trx, caller, input.apply_id);
    const list = [];
    for (const [index, item] of input.items.entries()) {
      try {
        const made = await applyInTrx(
          trx,
          caller,
          { ...item, apply_id: input.apply_id, env_type: input.env_type, reason: input.reason },
          now,
        );
        list.push({ group_id: item.group_id, ...made });
      } catch (e) {
        throw e instanceof ApiError ? new BatchItemError(index, item.group_id, e) : e;
      }
    }
    return { list };
  });
}

/** The record, locked, if the caller owns it (platform admins: any); 404 otherwise. */
async function ownRecord(trx: Trx, caller: Caller, id: number) {
  let q = trx.selectFrom('apply_records').selectAll().where('r_apply_groups_record_id', '=', id);
  if (!isPlatformAdmin(caller)) q = q.where('created_by', '=', caller.user_id);
  const rec = await q.forUpdate().executeTakeFirst();
  if (!rec) throw notFound();
  return rec;
}

export async function toggleAccess(deps: Deps, caller: Caller, id: number, enabled: number) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const rec = await ownRecord(trx, caller, id);
    if (rec.state !== 'active') throw invalidState('ACCESS_NOT_ACTIVE');
    if (rec.enabled === enabled) throw invalidState();
    await trx
      .updateTable('apply_records')
      .set({ enabled, updated_at: now })
      .where('r_apply_groups_record_id', '=', id)
      .execute();
    await bumpGatewayConfig(trx, deps.dbKind, enabled ? 'subscription_enabled' : 'subscription_disabled', now);
  });
}

export async function confirmAccess(deps: Deps, caller: Caller, id: number) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const rec = await ownRecord(trx, caller, id);
    if (rec.state !== 'active') throw invalidState('ACCESS_NOT_ACTIVE');
    if (rec.confirmed === 1) throw invalidState('ACCESS_ALREADY_CONFIRMED');
    await trx
      .updateTable('apply_records')
      .set({ confirmed: 1, confirmed_at: now, updated_at: now })
      .where('r_apply_groups_record_id', '=', id)
      .execute();
  });
}

/** A rejected (or withdrawn) application goes back to review as a new work order; reason and rule may change. */
export async function resubmitAccess(
  deps: Deps,
  caller: Caller,
  id: number,
  change: { reason?: string | null; charge_rule_id?: number },
) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const rec = await ownRecord(trx, caller, id);
    if (rec.state !== 'rejected' && rec.state !== 'withdrawn') throw invalidState('ACCESS_NOT_REJECTED');
    const app = await ownApp(trx, caller, rec.apply_id);
    const ruleId = change.charge_rule_id ?? rec.charge_rule_id ?? 0;
    const { group, rule } = await offer(trx, rec.group_id, ruleId);
    await assertUpstream(trx, rec.group_id, rec.env_type);
    await assertNoLive(trx, rec.apply_id, rec.group_id, rec.env_type, id);
    const reason = change.reason !== undefined ? change.reason?.trim() || null : rec.reason;
    const wo = await startReview(
      trx,
      { id, apply_name: app.apply_name, group, env_type: rec.env_type, rule_name: rule.rule_name, reason },
      caller.user_id,
      app.enterprise_id,
      now,
    );
    await trx
      .updateTable('apply_records')
      .set({
        state: 'pending',
        reason,
        charge_rule_id: ruleId,
        work_order_id: wo.work_order_id,
        reject_reason: null,
        provider_id: group.created_by,
        updated_at: now,
      })
      .where('r_apply_groups_record_id', '=', id)
      .execute();
    return { r_apply_groups_record_id: id, work_order_id: wo.work_order_id };
  });
}

/** The work order's decision, inside its transaction. A decision on a superseded work order changes nothing. */
export async function applyOutcome(
  o: {
    trx: Trx;
    work_order_id: number;
    subject_id: string;
    outcome: 'approved' | 'rejected' | 'withdrawn';
    reason: string | null;
    now: Date;
  },
  dbKind: Deps['dbKind'],
) {
  const id = Number(o.subject_id);
  const rec = await o.trx
    .selectFrom('apply_records')
    .selectAll()
    .where('r_apply_groups_record_id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!rec || rec.work_order_id !== o.work_order_id || rec.state !== 'pending') return;
  if (o.outcome === 'approved') {
    const rule =
      rec.charge_rule_id === null
        ? undefined
        : await o.trx
            .selectFrom('charge_rules')
            .select('validity_days')
            .where('charge_rule_id', '=', rec.charge_rule_id)
            .executeTakeFirst();
    const end = rule?.validity_days ? new Date(o.now.getTime() + rule.validity_days * 86_400_000) : null;
    await o.trx
      .updateTable('apply_records')
      .set({ state: 'active', enabled: 1, start_time: o.now, end_time: end, reject_reason: null, updated_at: o.now })
      .where('r_apply_groups_record_id', '=', id)
      .execute();
  } else {
    await o.trx
      .updateTable('apply_records')
      .set({
        state: o.outcome,
        reject_reason: o.outcome === 'rejected' ? o.reason : null,
        updated_at: o.now,
      })
      .where('r_apply_groups_record_id', '=', id)
      .execute();
  }
  await bumpGatewayConfig(o.trx, dbKind, `access_${o.outcome}`, o.now);
  // the developer's callbacks hear the decision in the same transaction (sent once it commits)
  if (o.outcome !== 'withdrawn')
    await enqueueCallbackEvent(o.trx, {
      apply_id: rec.apply_id,
      env_type: rec.env_type,
      type: o.outcome === 'approved' ? 'access.approved' : 'access.rejected',
      key: `access:${id}:${o.work_order_id}`,
      data: {
        r_apply_groups_record_id: id,
        group_id: rec.group_id,
        work_order_id: o.work_order_id,
        ...(o.outcome === 'rejected' ? { reason: o.reason } : {}),
      },
      now: o.now,
    });
}

/**
 * The engine does not hand its dependencies to outcome handlers; the database kind only decides whether a NOTIFY
 * goes out with the bump, so it is read from the deciding transaction's own server (outcomes are rare).
 */
export async function dbKindOf(trx: Trx): Promise<Deps['dbKind']> {
  const r = await sql<{ v: string }>`select version() as v`.execute(trx);
  return /wasm|emscripten|pglite/i.test(r.rows[0]?.v ?? '') ? 'pglite' : 'postgres';
}

onWorkOrderOutcome('access_apply', async (o) => {
  await applyOutcome(o, await dbKindOf(o.trx));
});
