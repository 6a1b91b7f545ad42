/** What an export job is asked for: its format and the list's filter, sort and time zone (export_jobs.format, .params). */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportParams {
  filter: Record<string, unknown>;
  sort_field?: string;
  sort_order?: 'ASC' | 'DESC';
  /** IANA zone the dates are written in, the one the user's browser runs in */
  time_zone?: string;
}
