/** Uploads and downloads through the real operations: limits, inline images, attachments for the rest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let ticket: string;
beforeAll(async () => {
  t = await startTestApp();
  ticket = await t.login('admin');
});
afterAll(async () => { await t.dispose(); });

function multipart(name: string, type: string, data: Buffer) {
  const boundary = `----oap${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (name: string, type: string, data: Buffer, withTicket = true) => {
  const body = multipart(name, type, data);
  return t.app.inject({ method: 'POST', url: '/newopen/service/file/upload', payload: body.payload, headers: { ...body.headers, ...(withTicket ? { ticket } : {}) } });
};

// the smallest valid PNG: 1x1 transparent pixel
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
  '0d0a2db40000000049454e44ae426082', 'hex');

describe('files', () => {
  it('stores an upload and serves an image inline, by an unguessable id', async () => {
    const res = await upload('横幅.png', 'image/png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ file_name: '横幅.png', content_type: 'image/png', size: PNG.length });
    expect(file.file_id).toMatch(/^[0-9a-f]{32}$/);
    const got = await t.app.inject({ url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('横幅.png')}`);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves anything that could run script (SVG, HTML) as an attachment, never inline', async () => {
    const svg = (await upload('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))).json().data;
    const got = await t.app.inject({ url: svg.url });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toMatch(/^attachment;/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses uploads without a ticket (401) and over 10M (413 with the envelope)', async () => {
    expect((await upload('a.png', 'image/png', PNG, false)).statusCode).toBe(401);
    const big = await upload('big.bin', 'application/octet-stream', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const n = await t.deps.db.selectFrom('files').select((eb) => eb.fn.countAll().as('n')).where('file_name', '=', 'big.bin').executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: `/newopen/service/file/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/newopen/service/file/../../etc' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
