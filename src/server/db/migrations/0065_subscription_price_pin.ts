/**
 * A subscription can stay on a charge rule's version (issue 23): when a free rule becomes paid, each subscription
 * active then keeps the free version (rule_version_pin) until its subscriber accepts the new price or it ends.
 * rule_version_pin_until: when the subscriber accepted; calls before it stay on the pinned version.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table apply_records add column rule_version_pin integer`.execute(db);
  await sql`alter table apply_records add column rule_version_pin_until timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table apply_records drop column rule_version_pin_until`.execute(db);
  await sql`alter table apply_records drop column rule_version_pin`.execute(db);
}
