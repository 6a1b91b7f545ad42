/**
 * Archived applications (issue 23): an application that has subscriptions, calls or bills is archived instead of
 * deleted (row kept, credentials gone, hidden from its owner's lists), so every bill and report keeps its name; its
 * name is free again for its owner. Subscriptions are records too: deleting an application, a group or a charge rule
 * no longer takes them along (the delete paths archive or refuse instead).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table apps add column archived_at timestamptz`.execute(db);
  await sql`drop index apps_scoped_apply_name_key`.execute(db);
  await sql`create unique index apps_scoped_apply_name_key on apps (coalesce(created_by, 0), lower(apply_name)) where archived_at is null`.execute(
    db,
  );
  await sql`alter table apply_records drop constraint apply_records_apply_id_fkey`.execute(db);
  await sql`alter table apply_records add constraint apply_records_apply_id_fkey foreign key (apply_id) references apps(apply_id)`.execute(
    db,
  );
  await sql`alter table apply_records drop constraint apply_records_group_id_fkey`.execute(db);
  await sql`alter table apply_records add constraint apply_records_group_id_fkey foreign key (group_id) references api_groups(group_id)`.execute(
    db,
  );
  await sql`alter table apply_records drop constraint apply_records_charge_rule_id_fkey`.execute(db);
  await sql`alter table apply_records add constraint apply_records_charge_rule_id_fkey foreign key (charge_rule_id) references charge_rules(charge_rule_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table apply_records drop constraint apply_records_charge_rule_id_fkey`.execute(db);
  await sql`alter table apply_records add constraint apply_records_charge_rule_id_fkey foreign key (charge_rule_id) references charge_rules(charge_rule_id) on delete set null`.execute(
    db,
  );
  await sql`alter table apply_records drop constraint apply_records_group_id_fkey`.execute(db);
  await sql`alter table apply_records add constraint apply_records_group_id_fkey foreign key (group_id) references api_groups(group_id) on delete cascade`.execute(
    db,
  );
  await sql`alter table apply_records drop constraint apply_records_apply_id_fkey`.execute(db);
  await sql`alter table apply_records add constraint apply_records_apply_id_fkey foreign key (apply_id) references apps(apply_id) on delete cascade`.execute(
    db,
  );
  await sql`drop index apps_scoped_apply_name_key`.execute(db);
  await sql`create unique index apps_scoped_apply_name_key on apps (coalesce(created_by, 0), lower(apply_name))`.execute(
    db,
  );
  await sql`alter table apps drop column archived_at`.execute(db);
}
