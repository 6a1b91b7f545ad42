/** Kysely's view of the export tables (migration 0030). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ExportState = 'queued' | 'running' | 'done' | 'failed';
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportParams {
  filter: Record<string, unknown>;
  sort_field?: string;
  sort_order?: 'ASC' | 'DESC';
  /** IANA zone the dates are written in, the one the user's browser runs in */
  time_zone?: string;
}

export interface ExportJobsTable {
  export_job_id: Generated<number>;
  /** the registry name of the export source (a descriptor name, or e.g. call_logs) */
  source: string;
  source_label: string;
  file_name: string;
  format: ExportFormat;
  lang: 'zh' | 'en';
  params: ColumnType<ExportParams, ExportParams | string, ExportParams | string>;
  state: Generated<ExportState>;
  total_rows: number | null;
  processed_rows: Generated<number>;
  file_size: ColumnType<string | number | null, number | null | undefined, number | null>;
  error_message: string | null;
  /** the instance running the job; heartbeat_at says it is still alive */
  claimed_by: string | null;
  heartbeat_at: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: number;
}

export interface ExportChunksTable {
  export_job_id: number;
  seq: number;
  data: Uint8Array;
}

export interface ExportTables {
  export_jobs: ExportJobsTable;
  export_chunks: ExportChunksTable;
}
