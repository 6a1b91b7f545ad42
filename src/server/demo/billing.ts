/**
 * Demo mode: the demo developer buys one package for each of Demo App's subscriptions on a package rule (the SMS
 * group's default), through the same call as the capacity screen's Buy, so the demo's SMS calls pass the gateway.
 */
import type { Deps } from '../context.ts';
import { demoDeveloper } from './apps.ts';
import { buyPackage } from '../billing/packages.ts';

export async function seedBillingDemo(deps: Deps): Promise<void> {
  const caller = await demoDeveloper(deps);
  if (!caller) return;
  const subs = await deps.db
    .selectFrom('apply_records as r')
    .innerJoin('charge_rules as c', 'c.charge_rule_id', 'r.charge_rule_id')
    .select('r.r_apply_groups_record_id')
    .where('r.created_by', '=', caller.user_id)
    .where('r.state', '=', 'active')
    .where('c.rule_type', '=', 'package')
    .orderBy('r.r_apply_groups_record_id')
    .execute();
  for (const s of subs) await buyPackage(deps, caller, s.r_apply_groups_record_id);
}
