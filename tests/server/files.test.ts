/**
 * Uploads and downloads through the real operations: limits, inline images, attachments for the rest; private
 * files need a ticket and the right to see them, public ones must be real images (issue 7, finding 12); quota.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFileReader } from '../../src/server/files/access.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let ticket: string;
beforeAll(async () => {
  t = await startTestApp();
  ticket = await t.login('admin');
});
afterAll(async () => {
  await t.dispose();
});

function multipart(name: string, type: string, data: Buffer, visibility?: string) {
  const boundary = `----oap${Date.now()}`;
  const field = visibility
    ? `--${boundary}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\n${visibility}\r\n`
    : '';
  const head = Buffer.from(
    `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  name: string,
  type: string,
  data: Buffer,
  withTicket: boolean | string = true,
  visibility?: string,
  app = t,
) => {
  const body = multipart(name, type, data, visibility);
  const auth = withTicket === true ? { ticket } : typeof withTicket === 'string' ? { ticket: withTicket } : {};
  return app.app.inject({
    method: 'POST',
    url: '/newopen/service/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
};

// the smallest valid PNG: 1x1 transparent pixel
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

describe('files', () => {
  it('stores a public image and serves it inline to anyone holding its unguessable id', async () => {
    const res = await upload('横幅.png', 'image/png', PNG, true, 'public');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({
      file_name: '横幅.png',
      content_type: 'image/png',
      size: PNG.length,
      visibility: 'public',
    });
    expect(file.file_id).toMatch(/^[0-9a-f]{32}$/);
    const got = await t.app.inject({ url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('横幅.png')}`);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves anything that could run script (SVG, HTML) as an attachment, never inline', async () => {
    const svg = (await upload('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))).json().data;
    const got = await t.app.inject({ url: svg.url, headers: { ticket } });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses uploads without a ticket (401) and over 10M (413 with the envelope)', async () => {
    expect((await upload('a.png', 'image/png', PNG, false)).statusCode).toBe(401);
    const big = await upload('big.bin', 'application/octet-stream', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const n = await t.deps.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('file_name', '=', 'big.bin')
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: `/newopen/service/file/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/newopen/service/file/../../etc' })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('keeps files private by default: a ticket and the right to see them, 404 for anyone else', async () => {
    const provider = await t.login('provider');
    const file = (await upload('合同.pdf', 'application/pdf', Buffer.from('%PDF-1.4 contract'), provider)).json().data;
    expect(file.visibility).toBe('private');
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: file.url, headers: { ticket: await t.login('developer') } })).statusCode).toBe(
      404,
    );
    const own = await t.app.inject({ url: file.url, headers: { ticket: provider } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: file.url, headers: { ticket } })).statusCode).toBe(200);
  });

  it('lets a domain grant a private file to those who may see the object it is attached to', async () => {
    const developer = await t.login('developer');
    const file = (await upload('附件.txt', 'text/plain', Buffer.from('attachment'))).json().data;
    registerFileReader(async (_deps, caller, f) => f.file_id === file.file_id && caller.user_name === 'developer');
    expect((await t.app.inject({ url: file.url, headers: { ticket: developer } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: file.url, headers: { ticket: await t.login('provider') } })).statusCode).toBe(
      404,
    );
  });

  it('trusts the bytes, not the declared type: HTML declared as a PNG is never an image', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const asPublic = await upload('fake.png', 'image/png', html, true, 'public');
    expect(asPublic.statusCode).toBe(400);
    expect(asPublic.json().data.errors[0]).toMatchObject({
      field: 'file',
      message: '公开文件只能是 PNG、JPEG、GIF 或 WebP 图片',
    });
    const stored = (await upload('fake.png', 'image/png', html)).json().data;
    expect(stored.content_type).toBe('application/octet-stream');
    const got = await t.app.inject({ url: stored.url, headers: { ticket } });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    // a real PNG declared as something else is recognised as the image it is
    expect((await upload('real.bin', 'application/octet-stream', PNG)).json().data.content_type).toBe('image/png');
  });

  it('keeps each user within the storage quota', async () => {
    const small = await startTestApp({ UPLOAD_QUOTA_MB: '1' });
    try {
      const admin = await small.login('admin');
      const chunk = Buffer.alloc(600 * 1024, 1);
      expect((await upload('a.bin', 'application/octet-stream', chunk, admin, undefined, small)).statusCode).toBe(200);
      const over = await upload('b.bin', 'application/octet-stream', chunk, admin, undefined, small);
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toContain('1MB');
      const other = await upload(
        'c.bin',
        'application/octet-stream',
        chunk,
        await small.login('provider'),
        undefined,
        small,
      );
      expect(other.statusCode).toBe(200);
    } finally {
      await small.dispose();
    }
    // seeds an app of its own (its environment is not the cached demo's): minutes on a loaded machine, not a speed check
  }, 240_000);
});
