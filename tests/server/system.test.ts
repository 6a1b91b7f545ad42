import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, usePostgres, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('healthz and the wire contract', () => {
  it('answers the envelope with the database kind', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const kind = usePostgres() ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({
      success: true,
      code: 'OK',
      message: '成功',
      data: { status: 'up', db: kind, database: { kind, state: 'up', outages: 0 } },
    });
  });

  it('answers an unknown API path with a 404 envelope in the requested language', async () => {
    const res = await t.app.inject({ url: '/openauthor/v1/nothing-here', headers: { language: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such API: /openauthor/v1/nothing-here',
      data: null,
    });
  });

  it('refuses a body over 10 MiB with 413', async () => {
    const big = JSON.stringify({ user_name: 'x'.repeat(10 * 1024 * 1024 + 10), password: '0'.repeat(32) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/openauthor/v1/user/login',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: '上传文件或请求过大，请控制在10M以内',
    });
  });
});
