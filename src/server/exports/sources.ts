/**
 * The export sources: what can be exported, who may, and how its rows are read. Every descriptor list
 * registers one (descriptor-source.ts); any other table registers its own the same way (the gateway's call
 * logs will), and exports, export records and downloads then work for it with no further code.
 */
import type { Caller, Deps } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import type { ExportParams } from './params.ts';

export interface Texts {
  zh: string;
  en: string;
}

/** env_type as an export's cell reads it, the same in every file */
export const ENV_TEXTS: Record<number, Texts> = {
  1: { zh: '测试', en: 'Test' },
  2: { zh: '预发布', en: 'UAT' },
  3: { zh: '生产', en: 'Production' },
};

export interface ExportColumn {
  /** header in the job's language */
  header: string;
  /** numbers stay numbers in a spreadsheet; everything else is text */
  kind: 'number' | 'text';
}

/** One row as written: a value per column, already in the job's language. */
export type ExportRow = (string | number | null)[];

export interface ExportRun {
  lang: Lang;
  params: ExportParams;
}

export interface ExportSource {
  name: string;
  label: Texts;
  /**
   * Checks the caller may export this (throws NO_PERMISSION) and that the params are valid (throws
   * VALIDATION_FAILED); answers the params as they will be stored.
   */
  prepare(deps: Deps, caller: Caller, params: ExportParams): Promise<ExportParams>;
  columns(deps: Deps, caller: Caller, run: ExportRun): Promise<ExportColumn[]>;
  /** how many rows the export will have, for progress; null when counting would cost too much */
  count(deps: Deps, caller: Caller, run: ExportRun): Promise<number | null>;
  /** the rows in the list's order, in batches, read in the caller's scope: never the whole table at once */
  rows(deps: Deps, caller: Caller, run: ExportRun): AsyncIterable<ExportRow[]>;
}

const sources = new Map<string, ExportSource>();

export function registerExportSource(source: ExportSource) {
  sources.set(source.name, source);
}

export const exportSource = (name: string) => sources.get(name);
