/**
 * Personal notices: a notice addressed to one user (a work-order step waiting, an application approved) lives in
 * the same notice center as the broadcast ones. It applies to every environment (env_type null), carries both
 * languages because the system writes it, and links to the page it is about.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notices add column audience_user_id integer references users(user_id) on delete cascade`.execute(
    db,
  );
  await sql`alter table notices add column notice_title_en varchar(128)`.execute(db);
  await sql`alter table notices add column notice_content_en text`.execute(db);
  await sql`alter table notices add column link varchar(512)`.execute(db);
  await sql`alter table notices alter column env_type drop not null`.execute(db);
  await sql`create index notices_audience_idx on notices (audience_user_id, published_at desc) where audience_user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists notices_audience_idx`.execute(db);
  for (const c of ['audience_user_id', 'notice_title_en', 'notice_content_en', 'link']) {
    await sql`alter table notices drop column if exists ${sql.ref(c)}`.execute(db);
  }
}
