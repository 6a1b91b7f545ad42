/**
 * The store's reads of its own content (schemas/store.yaml). Rows carry both languages; `pick` chooses the
 * visitor's, falling back to Chinese where no English was written.
 */
import { call } from '../../api/call.ts';
import type { OperationId, QueryOf } from '../../api/operation-types.ts';
import type { store } from '../../api/generated/index.ts';
import { formatDate as formatDay } from '../../shared/dates.ts';

type S = store.components['schemas'];
export type DocumentNode = S['DocumentNode'];
export type PublicDocument = S['PublicDocument'];
export type PublicAnnouncement = S['PublicAnnouncement'];
export type PublicAnnouncementPage = S['PublicAnnouncementPage'];
export type PublicSection = S['PublicSection'];

export type PageKey = NonNullable<store.operations['sitePageSections']['parameters']['query']>['page_key'];

/** English where the operator wrote it, else the Chinese text */
export { pick } from '../../shell/pick-locale.ts';

const get = <Id extends OperationId, T>(operationId: Id, query: QueryOf<Id> | undefined, signal?: AbortSignal) =>
  call<Id, T>(operationId, { query, signal }, { notify: false });

export const contentApi = {
  documentTree: (signal?: AbortSignal) => get<'documentTree', DocumentNode[]>('documentTree', undefined, signal),
  document: (key: { index_doc_id?: number; doc_id?: number }, signal?: AbortSignal) =>
    get<'documentRead', PublicDocument>('documentRead', key, signal),
  announcements: (page_num: number, page_size: number, signal?: AbortSignal) =>
    get<'announcementPublicPage', PublicAnnouncementPage>('announcementPublicPage', { page_num, page_size }, signal),
  announcement: (announcement_id: number, signal?: AbortSignal) =>
    get<'announcementPublicDetail', PublicAnnouncement>('announcementPublicDetail', { announcement_id }, signal),
  markRead: (announcement_id: number) => call('announcementMarkRead', { body: { announcement_id } }, { notify: false }),
  sections: (page_key: PageKey, signal?: AbortSignal) =>
    get<'sitePageSections', PublicSection[]>('sitePageSections', { page_key }, signal),
};

/** A positive integer from the query, else undefined */
export function queryId(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** the product's one date format per language (shared/dates.ts) */
export function formatDate(locale: string, iso: string): string {
  return formatDay(iso, locale);
}
