/**
 * Exports started in this browser tab, followed until their file is ready: the export button adds a job,
 * the tray (ExportTray.tsx) polls it and offers the download. Kept outside React so the button, which lives in
 * a list's chunk, and the tray, which lives in the layout, share it.
 */
import { useSyncExternalStore } from 'react';
import { operations } from '../../api/generated/operations.ts';
import { request, type Download } from '../../api/request.ts';

export interface ExportRecord {
  export_job_id: number;
  file_name: string;
  source_label: string;
  format: 'csv' | 'xlsx';
  state: 'queued' | 'running' | 'done' | 'failed';
  total_rows: number | null;
  processed_rows: number;
  error_message: string | null;
}

const [, CREATE] = operations.exportCreate;
const [, DETAIL] = operations.exportRecordDetail;
const [, DOWNLOAD] = operations.exportRecordDownload;

const at = (template: string, id: number) => template.replace('{export_job_id}', String(id));

let jobs: ExportRecord[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function trackExport(job: ExportRecord) {
  jobs = [job, ...jobs.filter((j) => j.export_job_id !== job.export_job_id)];
  emit();
}

export function dismissExport(id: number) {
  jobs = jobs.filter((j) => j.export_job_id !== id);
  emit();
}

export const isOpen = (j: ExportRecord) => j.state === 'queued' || j.state === 'running';

export async function refreshExports() {
  const open = jobs.filter(isOpen);
  if (!open.length) return;
  const fresh = await Promise.all(
    open.map((j) =>
      request<ExportRecord>({ url: at(DETAIL, j.export_job_id), method: 'GET' }, { notify: false }).catch(
        () => undefined,
      ),
    ),
  );
  jobs = jobs.map((j) => fresh.find((f) => f?.export_job_id === j.export_job_id) ?? j);
  emit();
}

export interface ExportRequest {
  source: string;
  format: 'csv' | 'xlsx';
  filter: Record<string, unknown>;
  sort_field?: string;
  sort_order?: 'ASC' | 'DESC';
}

export async function startExport(body: ExportRequest): Promise<ExportRecord> {
  const time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const job = await request<ExportRecord>({ url: CREATE, method: 'POST', body: { ...body, time_zone } });
  trackExport(job);
  return job;
}

export const downloadExport = (id: number) =>
  request<Download>({ url: at(DOWNLOAD, id), method: 'GET', download: true });

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useExports = () =>
  useSyncExternalStore(
    subscribe,
    () => jobs,
    () => jobs,
  );
