/**
 * Versions over time: a version that has taken effect is copied onto its rule's row (applyDueVersions, run by the
 * billing job), the next change of each rule is shown ahead (pendingChanges), and a pinned subscriber accepts the
 * price in force (acceptPrice).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound } from '../http/errors.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { dbKindOf } from '../apps/access.ts';
import type { Database } from '../db/schema.ts';
import { termsOf, type Version } from './price-terms.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
