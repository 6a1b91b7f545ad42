/**
 * Uploads and downloads. Files live in the database (every instance serves every file) under a random id.
 * Only raster images are served inline: anything else, SVG and HTML included, downloads as an attachment
 * with nosniff, so an uploaded file can never run script on the platform's origin.
 */
import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { requireCaller, type Handlers } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';

const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const fileUrl = (id: string) => `/newopen/service/file/${id}`;

export const fileHandlers: Handlers = {
  async fileUpload(ctx) {
    const caller = requireCaller(ctx);
    const part = await (ctx.req as unknown as { file(): Promise<MultipartFile | undefined> }).file();
    if (!part) throw new ApiError(400, 'VALIDATION_FAILED', 'field.required', { field: 'file' }, [{ field: 'file', message: 'field.required' }]);
    const data = await part.toBuffer();
    const file_id = randomBytes(16).toString('hex');
    const row = {
      file_id, file_name: part.filename.slice(0, 255) || 'file', content_type: (part.mimetype || 'application/octet-stream').slice(0, 128),
      size: data.length, data, created_by: caller.user_id,
    };
    await ctx.deps.db.insertInto('files').values(row).execute();
    return { file_id, file_name: row.file_name, content_type: row.content_type, size: row.size, url: fileUrl(file_id) };
  },

  async fileDownload(ctx) {
    const row = await ctx.deps.db.selectFrom('files').select(['file_name', 'content_type', 'data'])
      .where('file_id', '=', ctx.params.file_id).executeTakeFirst();
    if (!row) throw notFound();
    const inline = INLINE.has(row.content_type);
    return ctx.reply
      .header('content-type', inline ? row.content_type : 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .send(Buffer.from(row.data));
  },
};
