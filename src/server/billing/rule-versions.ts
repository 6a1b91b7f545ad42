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
 * version is copied onto it when it takes effect (applyDueVersions, run by the billing job every minute).
 * Free → paid: each subscription active at the edit stays on the free version (apply_records.rule_version_pin)
 * until its subscriber accepts the new price (acceptPrice: calls from then on are priced by the version in force) or
 * the subscription ends.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { notifyUsers } from '../notices/notify.ts';
import { translate } from '../http/messages.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { dbKindOf } from '../apps/access.ts';
import { enqueueCallbackEvent } from '../callbacks/events.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const PRICE_FIELDS = [
  'rule_type',
  'price_per_thousand',
  'package_calls',
  'package_price',
  'validity_days',
  'bill_on',
] as const;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export interface Terms {
  rule_type: string;
  price_per_thousand: number | null;
  package_calls: number | null;
  package_price: number | null;
  validity_days: number | null;
  bill_on: string;
}
export interface Version extends Terms {
  charge_rule_id: number;
  version: number;
  effective_at: Date;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
function termsOf(r: Record<string, unknown>): Terms {
  return {
    rule_type: String(r.rule_type),
    price_per_thousand: num(r.price_per_thousand),
    package_calls: num(r.package_calls),
    package_price: num(r.package_price),
    validity_days: num(r.validity_days),
    bill_on: String(r.bill_on ?? 'ok'),
  };
}

export const ceilHour = (t: number) => Math.ceil(t / HOUR) * HOUR;

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

/** The version in force at `at` (the latest to take effect by then), held to `pin` when the subscription is pinned. */
export function versionAt(versions: Version[], at: number, pin: number | null = null): Version | undefined {
  let found: Version | undefined;
  for (const v of versions) {
    if (v.effective_at.getTime() > at) break;
    if (pin !== null && v.version > pin) continue;
    found = v;
  }
  return found ?? versions[0];
}

export const isFree = (t: Terms) => t.rule_type === 'free' || (t.rule_type === 'per_call' && !t.price_per_thousand);
const BILL_ON_BREADTH: Record<string, number> = { ok: 0, answered: 1, all: 2 };

/** No subscriber can pay more under `next` than under `prev` for any call: 0 notice is allowed only then. */
export function isPureDecrease(prev: Terms, next: Terms): boolean {
  if ((BILL_ON_BREADTH[next.bill_on] ?? 2) > (BILL_ON_BREADTH[prev.bill_on] ?? 2)) return false;
  if (isFree(next)) return true;
  if (prev.rule_type !== next.rule_type) return false;
  if (next.rule_type === 'per_call') return (next.price_per_thousand ?? 0) <= (prev.price_per_thousand ?? 0);
  return (
    (next.package_price ?? 0) <= (prev.package_price ?? 0) &&
    (next.package_calls ?? 0) >= (prev.package_calls ?? 0) &&
    (next.validity_days ?? 0) >= (prev.validity_days ?? 0)
  );
}

const sameTerms = (a: Terms, b: Terms) => PRICE_FIELDS.every((f) => a[f] === b[f]);

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

/** What an edit of a rule's terms did, for the mail sent once its transaction has committed. */
export interface PriceChange {
  charge_rule_id: number;
  rule_name: string;
  group_name: string;
  effective_at: Date;
  terms: Terms;
  subscribers: number[];
  free_to_paid: boolean;
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

/** the notice's and mail's parameters in one language: what, from when, at what price (business time, UTC+8) */
export function texts(c: Pick<PriceChange, 'rule_name' | 'group_name' | 'effective_at' | 'terms'>, lang: 'zh' | 'en') {
  return {
    group: c.group_name,
    rule: c.rule_name,
    date: businessTime(c.effective_at),
    price: priceText(c.terms, lang),
  };
}

export function businessTime(t: Date): string {
  return new Date(t.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

export function priceText(t: Terms, lang: 'zh' | 'en'): string {
  if (isFree(t)) return translate(lang, 'PRICE_FREE');
  if (t.rule_type === 'per_call')
    return translate(lang, 'PRICE_PER_CALL', { price: (t.price_per_thousand ?? 0).toFixed(2) });
  return translate(lang, 'PRICE_PACKAGE', {
    price: (t.package_price ?? 0).toFixed(2),
    calls: t.package_calls ?? 0,
    days: t.validity_days ?? 0,
  });
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

/** Copies every version that has taken effect onto its rule's row (the row shows the rule in force). */
export async function applyDueVersions(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = (await trx
      .selectFrom('charge_rule_versions')
      .selectAll()
      .where('applied_at', 'is', null)
      .where('effective_at', '<=', now)
      .orderBy('effective_at')
      .orderBy('version')
      .forUpdate()
      .execute()) as any[];
    for (const v of due) {
      const { rule_type, price_per_thousand, package_calls, package_price, validity_days, bill_on } = v;
      await trx
        .updateTable('charge_rules')
        .set({ rule_type, price_per_thousand, package_calls, package_price, validity_days, bill_on, updated_at: now })
        .where('charge_rule_id', '=', v.charge_rule_id)
        .execute();
      await trx
        .updateTable('charge_rule_versions')
        .set({ applied_at: now })
        .where('charge_rule_version_id', '=', v.charge_rule_version_id)
        .execute();
    }
    // the gateway's snapshot carries rule terms (package or not): it rebuilds, as after any catalog change
    if (due.length) await bumpGatewayConfig(trx, await dbKindOf(trx), 'price_version_applied', now);
    return due.length;
  });
}

/** The next change of each rule not in force yet, for the console's rule view and the store's product page. */
export async function pendingChanges(db: Db, ruleIds: number[], now: Date): Promise<Map<number, Version>> {
  const out = new Map<number, Version>();
  if (!ruleIds.length) return out;
  const rows = await db
    .selectFrom('charge_rule_versions')
    .selectAll()
    .where('charge_rule_id', 'in', ruleIds)
    .where('effective_at', '>', now)
    .orderBy('effective_at')
    .execute();
  for (const r of rows as any[])
    if (!out.has(r.charge_rule_id))
      out.set(r.charge_rule_id, {
        ...termsOf(r),
        charge_rule_id: r.charge_rule_id,
        version: r.version,
        effective_at: new Date(r.effective_at),
      });
  return out;
}

/** A rule's change ahead, as the console and the store show it ("price changes on …"): when, and the new price. */
export function nextPrice(v: Version | undefined): {
  price_changes_at: string | null;
  next_rule_type: string | null;
  next_price: number | null;
} {
  if (!v) return { price_changes_at: null, next_rule_type: null, next_price: null };
  const price = v.rule_type === 'per_call' ? v.price_per_thousand : v.rule_type === 'package' ? v.package_price : 0;
  return { price_changes_at: v.effective_at.toISOString(), next_rule_type: v.rule_type, next_price: price ?? 0 };
}

/** The subscriber accepts the price in force: calls from now on leave the pinned version (earlier ones keep it). */
export async function acceptPrice(deps: Deps, caller: Caller, recordId: number): Promise<void> {
  const rec = await deps.db
    .selectFrom('apply_records')
    .select(['created_by', 'rule_version_pin', 'rule_version_pin_until'])
    .where('r_apply_groups_record_id', '=', recordId)
    .executeTakeFirst();
  if (!rec || !(isPlatformAdmin(caller) || rec.created_by === caller.user_id)) throw notFound();
  if (rec.rule_version_pin === null || rec.rule_version_pin_until !== null) return;
  const now = deps.now();
  await deps.db
    .updateTable('apply_records')
    .set({ rule_version_pin_until: now, updated_at: now })
    .where('r_apply_groups_record_id', '=', recordId)
    .execute();
}

/** a subscription's pin at an instant: the pinned version before its developer accepted, none after */
export const pinAt = (s: { pin: number | null; pinUntil: number }, at: number) =>
  s.pin !== null && at < s.pinUntil ? s.pin : null;
