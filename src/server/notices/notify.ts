/**
 * Personal notices: how any domain tells people that something concerns them (a task waiting, an application
 * approved, a group published). They land in each user's notice center and header bell, in both languages.
 * Call it inside the transaction that made the change, so a rolled-back change notifies nobody.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Texts {
  zh: string;
  en: string;
}

export interface PersonalNotice {
  title: Texts;
  content: Texts;
  /** a console or public path the notice is about, e.g. /process/handle-ticket?work_order_id=3&process_id=1 */
  link?: string;
}

/** notice_type of personal notices, next to the broadcast types 1-4 */
export const PERSONAL_NOTICE_TYPE = 5;
const PUBLISHED = 1;

export async function notifyUsers(
  db: Kysely<Database> | Transaction<Database>,
  userIds: number[],
  notice: PersonalNotice,
  now: Date,
): Promise<void> {
  const to = [...new Set(userIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (!to.length) return;
  await db
    .insertInto('notices')
    .values(
      to.map((audience_user_id) => ({
        notice_title: notice.title.zh.slice(0, 128),
        notice_title_en: notice.title.en.slice(0, 128),
        notice_content: notice.content.zh,
        notice_content_en: notice.content.en,
        notice_type: PERSONAL_NOTICE_TYPE,
        env_type: null,
        notice_state: PUBLISHED,
        published_at: now,
        link: notice.link ?? null,
        audience_user_id,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
