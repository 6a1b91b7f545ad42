/**
 * Uploads and downloads. Files live in the database (every instance serves every file) under a random id.
 *
 * Private (the default): served only with a ticket, to the uploader, platform admins and whoever may see the
 * object the file is attached to (access.ts); a 404 otherwise, so ids cannot be probed. Public: only raster
 * images whose bytes were checked at upload (banners, logos, avatars), served to anyone holding the id.
 * Only checked raster images are served inline; anything else, SVG and HTML included, downloads as an
 * attachment with nosniff, so an uploaded file can never run script on the platform's origin. Each user may
 * keep at most UPLOAD_QUOTA_MB of files.
 */
import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { requireCaller, type Handlers } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { authenticate } from '../auth/sessions.ts';
import { mayReadFile } from './access.ts';

const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const fileUrl = (id: string) => `/newopen/service/file/${id}`;

const fieldError = (field: string, key: 'field.required' | 'NOT_AN_IMAGE') =>
  new ApiError(400, 'VALIDATION_FAILED', key === 'NOT_AN_IMAGE' ? 'NOT_AN_IMAGE' : 'VALIDATION_FAILED', { field }, [
    { field, message: key },
  ]);

/** The type the bytes say, when they are one of the images we serve inline; otherwise the declared one, never inline. */
async function storedType(data: Buffer, declared: string): Promise<{ type: string; image: boolean }> {
  // loaded with the first upload, not at every start (issue 28, cold start)
  const sniffed = await (await import('file-type')).fileTypeFromBuffer(data);
  if (sniffed && INLINE.has(sniffed.mime)) return { type: sniffed.mime, image: true };
  // an "image" whose bytes are something else (HTML declared as image/png) is stored as opaque bytes
  const type = INLINE.has(declared) || !declared ? 'application/octet-stream' : declared;
  return { type: type.slice(0, 128), image: false };
}

export const fileHandlers: Handlers = {
  async fileUpload(ctx) {
    const caller = requireCaller(ctx);
    const part = await (ctx.req as unknown as { file(): Promise<MultipartFile | undefined> }).file();
    if (!part) throw fieldError('file', 'field.required');
    const data = await part.toBuffer();
    const visibility =
      (part.fields.visibility as { value?: string } | undefined)?.value === 'public' ? 'public' : 'private';
    const { type, image } = await storedType(data, part.mimetype);
    if (visibility === 'public' && !image) throw fieldError('file', 'NOT_AN_IMAGE');
    const file_id = randomBytes(16).toString('hex');
    const row = {
      file_id,
      file_name: part.filename.slice(0, 255) || 'file',
      content_type: type,
      size: data.length,
      data,
      visibility,
      created_by: caller.user_id,
    };
    await ctx.deps.db.transaction().execute(async (trx) => {
      // one upload at a time per user, so parallel uploads cannot all squeeze under the quota
      await trx.selectFrom('users').select('user_id').where('user_id', '=', caller.user_id).forUpdate().execute();
      const used = await trx
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
        .where('created_by', '=', caller.user_id)
        .executeTakeFirstOrThrow();
      const limit = ctx.deps.config.uploadQuotaBytes;
      if (Number(used.bytes) + data.length > limit) {
        throw new ApiError(409, 'INVALID_STATE', 'STORAGE_QUOTA_EXCEEDED', { limit: Math.floor(limit / 1024 / 1024) });
      }
      await trx.insertInto('files').values(row).execute();
    });
    return {
      file_id,
      file_name: row.file_name,
      content_type: row.content_type,
      size: row.size,
      visibility,
      url: fileUrl(file_id),
    };
  },

  async fileDownload(ctx) {
    const row = await ctx.deps.db
      .selectFrom('files')
      .select(['file_id', 'file_name', 'content_type', 'data', 'visibility', 'created_by'])
      .where('file_id', '=', ctx.params.file_id)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.visibility !== 'public') {
      const header = ctx.req.headers.ticket;
      const caller = await authenticate(ctx.deps, Array.isArray(header) ? header[0] : header);
      if (!(await mayReadFile(ctx.deps, caller, row))) throw notFound();
    }
    const inline = INLINE.has(row.content_type);
    return ctx.reply
      .header('content-type', inline ? row.content_type : 'application/octet-stream')
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', row.visibility === 'public' ? 'public, max-age=86400' : 'private, no-store')
      .send(Buffer.from(row.data));
  },
};
