/**
 * First-start content of the store, in every mode (production too): the platform's guides in the documentation
 * center and the content pages' sections, so a fresh platform has no blank public page. Announcements are seeded
 * in demo mode only (they are dated news). Each part is written only while its table is empty, so operators'
 * edits and deletions are never overwritten on the next start.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guideDocuments } from './seed-guides.ts';
import { seedLegalDocuments } from './seed-legal.ts';
import { sitePageSections, demoAnnouncements } from './seed-pages.ts';

type Trx = Transaction<Database>;

const isEmpty = async (trx: Trx, table: 'documents' | 'site_pages' | 'announcements') =>
  !(await trx
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst());

export async function seedStoreContent(trx: Trx, opts: { demo: boolean; now: Date; by: number | null }): Promise<void> {
  if (await isEmpty(trx, 'documents')) {
    const ids = new Map<string, number>();
    for (const [i, { key, parent, ...doc }] of guideDocuments().entries()) {
      const row = await trx
        .insertInto('documents')
        .values({
          show_name: doc.show_name,
          show_name_en: doc.show_name_en,
          type: doc.type,
          index_doc_id: doc.index_doc_id ?? null,
          content: doc.content ?? null,
          content_en: doc.content_en ?? null,
          parent_id: parent ? ids.get(parent)! : null,
          sort: i,
          created_by: opts.by,
        })
        .returning('doc_id')
        .executeTakeFirstOrThrow();
      ids.set(key, row.doc_id);
    }
  }
  await seedLegalDocuments(trx, opts.by);
  if (await isEmpty(trx, 'site_pages')) {
    await trx
      .insertInto('site_pages')
      .values(sitePageSections().map((s) => ({ ...s, created_by: opts.by })))
      .execute();
  }
  if (opts.demo) await seedDemoAnnouncements(trx, opts);
}

/**
 * Demo mode's dated news, while there is none: dated from `now`, so not in the database image (db/image.ts), whose
 * base seed is seedStoreContent without them (seed/base.ts).
 */
export async function seedDemoAnnouncements(trx: Trx, opts: { now: Date; by: number | null }): Promise<void> {
  if (!(await isEmpty(trx, 'announcements'))) return;
  const day = 86_400_000;
  await trx
    .insertInto('announcements')
    .values(
      demoAnnouncements().map(({ days_ago, ...a }) => ({
        ...a,
        published_at: new Date(opts.now.getTime() - days_ago * day),
        created_by: opts.by,
      })),
    )
    .execute();
}
