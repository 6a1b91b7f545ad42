/**
 * Charge rule versions: prices change forward, with notice, never backward (issue 23).
 *
 * What a rule charges (PRICE_FIELDS) lives in versions, each with the time it takes effect. A bill prices each
 * rollup bucket with the version in force at the bucket's start (compute.ts). Editing those fields never touches a
 * version already in force: it adds a version, effective
 *   - at once when the rule has no active subscription (nobody priced by it now);
 *   - otherwise no earlier than the notice period (billing_settings.price_notice_days, default 7; a pure decrease may
 *     take effect at once), rounded up to a whole hour, so every hour rollup bucket falls under one version.
 * A version not yet in force is replaced by a later edit. The rule's own row shows the version in force: a future
 * version is copied onto it when it takes effect (applyDueVersions in price-schedule.ts, run by the billing job every
 * minute).
 * Free → paid: each subscription active at the edit stays on the free version (apply_records.rule_version_pin)
 * until its subscriber accepts the new price (acceptPrice, price-schedule.ts: calls from then on are priced by the
 * version in force) or the subscription ends.
 * The terms as values (versionAt, isPureDecrease, the price's wording) are price-terms.ts.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { fieldError } from '../http/field-error.ts';
import { notifyUsers } from '../notices/notify.ts';
import { translate } from '../http/messages.ts';
import { enqueueCallbackEvent } from '../callbacks/events.ts';
import type { Database } from '../db/schema.ts';
import {
  PRICE_FIELDS,
  ceilHour,
  isFree,
  isPureDecrease,
  sameTerms,
  termsOf,
  texts,
  versionAt,
  type PriceChange,
  type Version,
} from './price-terms.ts';

type Db = Kysely<Database> | Transaction<Database>;

const DAY = 86_400_000;

/** Every version of the rules, oldest first; a rule with none (made outside the API) is its row, in force since always. */
export async function loadVersions(db: Db, ruleIds: number[]): Promise<Map<number, Version[]>> {
  const out = new Map<number, Version[]>();
  if (!ruleIds.length) return out;
  const rows = await db
    .selectFrom('charge_rule_versions')
    .selectAll()
    .where('charge_rule_id', 'in', ruleIds)
    .orderBy('effective_at')
    .orderBy('version')
    .execute();
  for (const r of rows as any[]) {
    out.set(r.charge_rule_id, [
      ...(out.get(r.charge_rule_id) ?? []),
      { ...termsOf(r), charge_rule_id: r.charge_rule_id, version: r.version, effective_at: new Date(r.effective_at) },
    ]);
  }
  const missing = ruleIds.filter((id) => !out.has(id));
  if (missing.length) {
    for (const r of (await db
      .selectFrom('charge_rules')
      .selectAll()
      .where('charge_rule_id', 'in', missing)
      .execute()) as any[]) {
      out.set(r.charge_rule_id, [
        { ...termsOf(r), charge_rule_id: r.charge_rule_id, version: 1, effective_at: new Date(0) },
      ]);
    }
  }
  return out;
}

export async function priceNoticeDays(db: Db): Promise<number> {
  const row = await db
    .selectFrom('billing_settings')
    .select('int_value')
    .where('setting_key', '=', 'price_notice_days')
    .executeTakeFirst();
  return row?.int_value ?? 7;
}

async function activeSubscriptions(db: Db, ruleId: number, now: Date) {
  return db
    .selectFrom('apply_records')
    .select(['r_apply_groups_record_id', 'created_by', 'rule_version_pin', 'apply_id', 'env_type', 'group_id'])
    .where('charge_rule_id', '=', ruleId)
    .where('state', '=', 'active')
    .where((eb: any) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]))
    .execute() as Promise<any[]>;
}

/**
 * Called inside a charge rule's update, before its row is written: when the edit changes the rule's terms, records
 * the new version and decides when it takes effect (refusing an effective time earlier than allowed, naming
 * effective_at), pins free subscriptions on a free → paid change, notifies the subscribers, and takes the terms out
 * of `values` while the version is not in force yet (the row keeps showing the terms in force).
 */
export async function versionEdit(
  trx: Transaction<Database>,
  deps: Deps,
  caller: Caller | undefined,
  existing: Record<string, unknown>,
  values: Record<string, unknown>,
  requested: string | null | undefined,
): Promise<PriceChange | null> {
  const ruleId = existing.charge_rule_id as number;
  const now = deps.now();
  const versions = (await loadVersions(trx, [ruleId])).get(ruleId) ?? [];
  const current = versionAt(versions, now.getTime())!;
  const next = termsOf({ ...existing, ...values });
  if (sameTerms(current, next)) {
    if (requested) throw fieldError('effective_at', 'PRICE_NOT_CHANGED');
    return null;
  }
  const subs = await activeSubscriptions(trx, ruleId, now);
  const notice = await priceNoticeDays(trx);
  const decrease = isPureDecrease(current, next);
  const earliest = subs.length === 0 || decrease ? now.getTime() : now.getTime() + notice * DAY;
  const wanted = requested ? Date.parse(requested) : earliest;
  if (!(wanted >= earliest)) {
    throw fieldError(
      'effective_at',
      decrease || subs.length === 0 ? 'PRICE_NOT_RETROACTIVE' : 'PRICE_NOTICE_TOO_SHORT',
      { days: notice, date: new Date(earliest).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' },
    );
  }
  // with subscribers, a change starts at a whole hour: an hour rollup bucket is then priced by one version
  const effective = subs.length === 0 && !requested ? now : new Date(ceilHour(wanted));
  // a version not in force yet is replaced; versions in force are never touched
  await trx
    .deleteFrom('charge_rule_versions')
    .where('charge_rule_id', '=', ruleId)
    .where('effective_at', '>', now)
    .execute();
  const base = await trx
    .selectFrom('charge_rule_versions')
    .select(sql<number>`coalesce(max(version), 0)`.as('v'))
    .where('charge_rule_id', '=', ruleId)
    .executeTakeFirstOrThrow();
  if (!versions.length || Number(base.v) === 0) {
    // the rule's first edit: its terms until now become version 1, in force since always
    await trx
      .insertInto('charge_rule_versions')
      .values({
        ...current,
        charge_rule_id: ruleId,
        version: 1,
        effective_at: new Date(0),
        applied_at: now,
        created_by: caller?.user_id ?? null,
      })
      .execute();
  }
  const version = Math.max(Number(base.v), 1) + 1;
  const inForce = effective.getTime() <= now.getTime();
  await trx
    .insertInto('charge_rule_versions')
    .values({
      ...next,
      charge_rule_id: ruleId,
      version,
      effective_at: effective,
      applied_at: inForce ? now : null,
      created_by: caller?.user_id ?? null,
    })
    .execute();
  if (!inForce) for (const f of PRICE_FIELDS) delete values[f];
  if (!subs.length) return null;
  if (isFree(current) && !isFree(next)) {
    // free → paid: nobody starts paying without saying yes; each subscription stays on the free version until then
    await trx
      .updateTable('apply_records')
      .set({ rule_version_pin: current.version, rule_version_pin_until: null, updated_at: now })
      .where(
        'r_apply_groups_record_id',
        'in',
        subs.map((s) => s.r_apply_groups_record_id),
      )
      .where('rule_version_pin', 'is', null)
      .execute();
  }
  const group = await trx
    .selectFrom('api_groups')
    .select('group_name')
    .where('group_id', '=', existing.group_id as number)
    .executeTakeFirstOrThrow();
  const change: PriceChange = {
    charge_rule_id: ruleId,
    rule_name: String(values.rule_name ?? existing.rule_name),
    group_name: group.group_name,
    effective_at: effective,
    terms: next,
    subscribers: [...new Set(subs.map((s) => s.created_by as number).filter(Boolean))],
    free_to_paid: isFree(current) && !isFree(next),
  };
  const freeToPaid = change.free_to_paid;
  await notifyUsers(
    trx,
    change.subscribers,
    {
      title: {
        zh: translate('zh', 'PRICE_CHANGE_TITLE', texts(change, 'zh')),
        en: translate('en', 'PRICE_CHANGE_TITLE', texts(change, 'en')),
      },
      content: {
        zh: translate('zh', freeToPaid ? 'PRICE_CHANGE_ACCEPT' : 'PRICE_CHANGE_BODY', texts(change, 'zh')),
        en: translate('en', freeToPaid ? 'PRICE_CHANGE_ACCEPT' : 'PRICE_CHANGE_BODY', texts(change, 'en')),
      },
      link: '/developers/capacityInventory',
    },
    now,
  );
  // and each subscribing application's callbacks, in the same transaction (sent once it commits)
  for (const sub of subs)
    await enqueueCallbackEvent(trx, {
      apply_id: sub.apply_id,
      env_type: sub.env_type,
      type: 'price.change_announced',
      data: {
        r_apply_groups_record_id: sub.r_apply_groups_record_id,
        group_id: sub.group_id,
        charge_rule_id: ruleId,
        rule_name: change.rule_name,
        effective_at: effective.toISOString(),
        terms: next,
        free_to_paid: change.free_to_paid,
      },
      now,
    });
  return change;
}

/** Mails each subscriber about a committed price change (the notice is already in their notice center). */
export async function mailPriceChange(
  deps: Deps,
  change: PriceChange,
  send: (to: string, subject: string, text: string) => Promise<void>,
): Promise<void> {
  const key = change.free_to_paid ? 'PRICE_CHANGE_ACCEPT' : 'PRICE_CHANGE_BODY';
  const users = await deps.db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('user_id', 'in', change.subscribers)
    .execute();
  for (const u of users as any[]) {
    if (!u.email) continue;
    const zh = texts(change, 'zh'),
      en = texts(change, 'en');
    await send(
      u.email,
      `${translate('zh', 'PRICE_CHANGE_TITLE', zh)} / ${translate('en', 'PRICE_CHANGE_TITLE', en)}`,
      `${translate('zh', key, zh)}\n\n${translate('en', key, en)}`,
    );
  }
}
