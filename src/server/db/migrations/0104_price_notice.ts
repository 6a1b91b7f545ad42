/**
 * The notice period of a price change (issue 23): a charge rule with active subscriptions changes price no earlier
 * than this many days after the edit (a pure decrease may take effect at once). Set by a platform admin.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into billing_settings (setting_key, int_value) values ('price_notice_days', 7) on conflict do nothing`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from billing_settings where setting_key = 'price_notice_days'`.execute(db);
}
