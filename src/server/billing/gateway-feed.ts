/**
 * What the gateway enforces of prepaid packages, published for its snapshot loader (the gateway never reads
 * billing's tables): per active subscription on a package rule, the calls its valid orders have left, or why none
 * may be made (PACKAGE_NONE / PACKAGE_EXHAUSTED / PACKAGE_EXPIRED, answered with 429), and when that changes by
 * itself (an order expires or starts), so the snapshot lapses then and is rebuilt.
 */
import type { Kysely } from 'kysely';
import type { PackageAllowance } from '../gateway/snapshot-build.ts';
import { balances, refusalOf } from './packages.ts';
import type { Database } from '../db/schema.ts';

export async function loadPackageAllowances(db: Kysely<Database>, now: Date): Promise<Map<number, PackageAllowance>> {
  const subs = (await db
    .selectFrom('apply_records as r')
    .innerJoin('charge_rules as c', 'c.charge_rule_id', 'r.charge_rule_id')
    .select(['r.r_apply_groups_record_id', 'r.apply_id', 'r.group_id', 'r.env_type'])
    .where('r.state', '=', 'active')
    .where('c.rule_type', '=', 'package')
    .execute()) as { r_apply_groups_record_id: number; apply_id: number; group_id: number; env_type: number }[];
  const out = new Map<number, PackageAllowance>();
  for (const s of subs) {
    const list = await balances(db, s, now);
    const active = list.filter((o) => o.state === 'active');
    const changes = [
      ...active.map((o) => new Date(o.expires_at).getTime()),
      ...list.filter((o) => o.state === 'future').map((o) => new Date(o.starts_at).getTime()),
    ];
    out.set(s.r_apply_groups_record_id, {
      remaining: active.reduce((sum, o) => sum + o.balance, 0),
      refusal: refusalOf(list),
      changes_at: changes.length ? Math.min(...changes) : null,
    });
  }
  return out;
}
