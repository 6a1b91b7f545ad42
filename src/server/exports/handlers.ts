/**
 * Starting an export: every list's 导出 posts its current filters and sort here; the job is queued, a worker
 * writes the file, and the export record shows its progress and offers the download (records-service.ts).
 */
import type { ResourceDescriptor } from '../../shared/descriptors/types.ts';
import { handlerOf, requireCaller, type Handlers } from '../context.ts';
import { ApiError, validation } from '../http/errors.ts';
import type { Repository } from '../resources/repository.ts';
import { services } from '../services.ts';
import { repositoryListGuard } from '../resources/list-guards.ts';
import { descriptorSource } from './descriptor-source.ts';
import { publicRecord } from './records-service.ts';
import { exportSource, registerExportSource } from './sources.ts';
import type { ExportFormat } from './params.ts';
import { nudgeExports } from './worker.ts';

/** queued or running exports one user may have at once */
export const MAX_OPEN_EXPORTS = 3;

/**
 * Registers each descriptor whose list the generic repository serves, directly or behind a check (a group's APIs,
 * pricing and releases: the export runs the same check). A list a service answers itself (the notice center)
 * reads rows the repository knows nothing about, so it would need a source of its own.
 */
export function registerDescriptorSources(descriptors: ResourceDescriptor[], repos: Map<string, Repository>) {
  const byName = new Map(descriptors.map((d) => [d.name, d]));
  for (const d of descriptors) {
    const repo = repos.get(d.name);
    if (!repo || !d.operations.list || d.export === false) continue;
    const handlers = services[d.name]?.handlers?.(repo);
    const handler = handlers && handlerOf(handlers, d.operations.list);
    const guard = repositoryListGuard(handler);
    if (handler && !guard) continue;
    registerExportSource(descriptorSource(d, repo, byName, guard));
  }
}

const unsafeInName = /[\\/:*?"<>|\s]+/g;

function fileName(label: string, format: ExportFormat, zone: string | undefined, now: Date): string {
  const at = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  })
    .format(now)
    .replace(/\D/g, '');
  return `${label.replace(unsafeInName, '_')}_${at.slice(0, 8)}-${at.slice(8)}.${format}`;
}

export function exportHandlers(descriptors: ResourceDescriptor[], repos: Map<string, Repository>): Handlers {
  registerDescriptorSources(descriptors, repos);
  return {
    async exportCreate(ctx) {
      const caller = requireCaller(ctx);
      const body = ctx.body;
      const source = exportSource(body.source);
      if (!source) throw validation([{ field: 'source', message: 'field.invalid', params: { field: 'source' } }]);
      const params = await source.prepare(ctx.deps, caller, {
        filter: body.filter ?? {},
        sort_field: body.sort_field,
        sort_order: body.sort_order,
        time_zone: body.time_zone,
      });
      const db = ctx.deps.db;
      const [{ n }] = await db
        .selectFrom('export_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_by', '=', caller.user_id)
        .where('state', 'in', ['queued', 'running'])
        .execute();
      if (Number(n) >= MAX_OPEN_EXPORTS) throw new ApiError(409, 'INVALID_STATE', 'EXPORT_BUSY', { count: Number(n) });
      const now = ctx.deps.now();
      const label = source.label[ctx.lang];
      const row = await db
        .insertInto('export_jobs')
        .values({
          source: source.name,
          source_label: label,
          file_name: fileName(label, body.format, params.time_zone, now),
          format: body.format,
          lang: ctx.lang,
          params: JSON.stringify(params),
          created_by: caller.user_id,
          created_at: now,
          updated_at: now,
          total_rows: null,
          file_size: null,
          error_message: null,
          claimed_by: null,
          heartbeat_at: null,
          started_at: null,
          finished_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      nudgeExports(ctx.deps);
      return publicRecord(row);
    },
  };
}
