/** Kysely's view of the store content tables (migration 0090). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DocumentsTable {
  doc_id: Generated<number>;
  show_name: string;
  show_name_en: string | null;
  parent_id: number | null;
  /** 1 folder, 2 document */
  type: number;
  /** the stable number links use (/doccenter/details?id=…, footer entries), kept when a document is recreated */
  index_doc_id: number | null;
  content: string | null;
  content_en: string | null;
  sort: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface AnnouncementsTable {
  announcement_id: Generated<number>;
  title: string;
  title_en: string | null;
  summary: string | null;
  summary_en: string | null;
  content: string;
  content_en: string | null;
  pinned: number;
  /** 1 published, 0 draft */
  state: number;
  published_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface AnnouncementReadsTable {
  announcement_id: number;
  user_id: number;
  read_at: Timestamp;
}

export interface SitePagesTable {
  section_id: Generated<number>;
  page_key: string;
  title: string;
  title_en: string | null;
  text: string | null;
  text_en: string | null;
  image: string | null;
  cta_text: string | null;
  cta_text_en: string | null;
  cta_url: string | null;
  sort: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number | null;
}

export interface StoreTables {
  documents: DocumentsTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  site_pages: SitePagesTable;
}
