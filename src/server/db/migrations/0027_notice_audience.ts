/**
 * Who a broadcast notice reaches: `platform` (every user; only platform admins send these) or `subscribers` (users
 * with an active subscription to one of the sender's groups). Notices already sent by a platform admin, or by
 * nobody (seeded), stay platform-wide; everyone else's reach their subscribers from now on.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notices add column audience varchar(16) not null default 'subscribers'
    constraint notices_audience_check check (audience in ('platform', 'subscribers'))`.execute(db);
  await sql`update notices set audience = 'platform'
    where audience_user_id is null and (created_by is null or created_by in (select user_id from users where user_type <= 1))`.execute(
    db,
  );
  // the publish limit counts a sender's notices of the last day
  await sql`create index notices_sender_published_idx on notices (created_by, published_at) where audience_user_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists notices_sender_published_idx`.execute(db);
  await sql`alter table notices drop column if exists audience`.execute(db);
}
