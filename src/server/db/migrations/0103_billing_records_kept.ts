/**
 * Bills are records (issue 23): no foreign key from billing to applications, groups, charge rules or subscriptions
 * cascades or nulls any more, so no delete can take a bill, a bill line, a package purchase or a cost-center
 * assignment along (the delete paths archive or refuse; a stray delete fails on the key).
 */
import { type Kysely, sql } from 'kysely';

const KEYS: [table: string, column: string, target: string][] = [
  ['bills', 'apply_id', 'apps(apply_id)'],
  ['bills', 'group_id', 'api_groups(group_id)'],
  ['bills', 'charge_rule_id', 'charge_rules(charge_rule_id)'],
  ['package_orders', 'r_apply_groups_record_id', 'apply_records(r_apply_groups_record_id)'],
  ['package_orders', 'apply_id', 'apps(apply_id)'],
  ['package_orders', 'group_id', 'api_groups(group_id)'],
  ['package_orders', 'charge_rule_id', 'charge_rules(charge_rule_id)'],
  ['bill_lines', 'package_order_id', 'package_orders(package_order_id)'],
  ['cost_center_apps', 'apply_id', 'apps(apply_id)'],
];

async function rekey(db: Kysely<any>, table: string, column: string, target: string, action: string): Promise<void> {
  const name = `${table}_${column}_fkey`;
  await sql.raw(`alter table ${table} drop constraint ${name}`).execute(db);
  await sql
    .raw(`alter table ${table} add constraint ${name} foreign key (${column}) references ${target}${action}`)
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, target] of KEYS) await rekey(db, table, column, target, '');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column, target] of KEYS) {
    await rekey(
      db,
      table,
      column,
      target,
      column === 'charge_rule_id' && table === 'package_orders' ? ' on delete set null' : ' on delete cascade',
    );
  }
}
