/**
 * Export records (/openUser/provider/exportRecord): a user's own export jobs, their progress and their files.
 * They are personal: the file holds what its owner's scope showed, so even a platform admin sees, polls,
 * deletes and downloads only their own (descriptor scope `owner`, applied here without the admin exception).
 */
import { Readable } from 'node:stream';
import { requireCaller, type Caller, type Ctx } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { Row } from '../resources/repository.ts';
import type { ResourceService } from '../resources/service.ts';
import { readChunks } from './chunks.ts';

const ORDINARY_USER = 3;

/** The caller with the owner rule applying to them too (scope checks skip it for user types 0 and 1). */
const asOwner = (caller: Caller): Caller => ({ ...caller, user_type: Math.max(caller.user_type, ORDINARY_USER) });

const FIELDS = [
  'export_job_id',
  'source',
  'source_label',
  'file_name',
  'format',
  'state',
  'total_rows',
  'processed_rows',
  'file_size',
  'error_message',
  'started_at',
  'finished_at',
  'created_at',
  'updated_at',
  'created_by',
] as const;

export const publicRecord = (row: Row) => Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? null]));

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const idOf = (ctx: Ctx) => ctx.params.export_job_id;

export const exportRecordService: ResourceService = {
  handlers: (repo) => ({
    async exportRecordPage(ctx) {
      return repo.list(ctx.deps, asOwner(requireCaller(ctx)), ctx.query ?? {});
    },
    async exportRecordDetail(ctx) {
      return repo.one(ctx.deps, asOwner(requireCaller(ctx)), idOf(ctx));
    },
    async exportRecordDelete(ctx) {
      return repo.remove(ctx.deps, asOwner(requireCaller(ctx)), [idOf(ctx)]);
    },
    async exportRecordDownload(ctx) {
      const row = await repo.findOne(ctx.deps.db, idOf(ctx), asOwner(requireCaller(ctx)));
      if (!row) throw notFound();
      if (row.state !== 'done') {
        throw new ApiError(409, 'INVALID_STATE', 'EXPORT_NOT_READY', {
          state: translate(ctx.lang, `export.state.${String(row.state)}`),
        });
      }
      const format = row.format as keyof typeof MIME;
      return ctx.reply
        .header('content-type', MIME[format] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(String(row.file_name))}`)
        .header('content-length', String(row.file_size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(readChunks(ctx.deps.db, Number(row.export_job_id))));
    },
  }),
};
