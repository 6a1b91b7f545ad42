/**
 * The wire contract of DESIGN.md section 3 as a caller sees it: the envelope on every answer, status codes and
 * stable codes for the framework's own failures, localized messages (zh default, `language: en`), 500s
 * without internals, and message parity between the two languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './helpers.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { handlers } from '../../src/server/handlers.ts';
import { langOf, messages, translate } from '../../src/server/http/messages.ts';

let t: TestApp;
let broken: App;
beforeAll(async () => {
  t = await startTestApp();
  // the same app with two handlers that fail the way real code fails: a thrown error and a bad query
  broken = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' }),
    db: { db: t.deps.db, kind: t.deps.dbKind, close: async () => {} },
    now: t.clock.now,
    logger: false,
    handlers: {
      ...handlers,
      healthz: async () => {
        throw new Error('boom SELECT secret from users');
      },
      userDetail: async (ctx) =>
        sql`select password_hash from no_such_table where ${ctx.deps.now()} is not null`.execute(ctx.deps.db),
    },
  });
  await broken.app.ready();
});
afterAll(async () => {
  await broken?.close();
  await t.dispose();
});

const LOGIN = '/openauthor/v1/user/login';

describe('the envelope', () => {
  it('wraps a success as { success, code: OK, message, data } in JSON', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json())).toEqual(['success', 'code', 'message', 'data']);
    expect(res.json()).toMatchObject({ success: true, code: 'OK', message: '成功' });
  });

  it.each([
    [undefined, '成功'],
    ['zh', '成功'],
    ['zh-CN', '成功'],
    ['en', 'success'],
    ['en-US', 'success'],
    ['EN', 'success'],
    ['fr', '成功'],
  ])('localizes the message for language %s', async (language, message) => {
    const res = await t.app.inject({ url: '/healthz', headers: language ? { language } : {} });
    expect(res.json().message).toBe(message);
  });

  it("tags every answer with a request id, keeping the caller's own", async () => {
    const mine = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(mine.headers['x-request-id']).toBe('trace-123');
    const fresh = await t.app.inject({ url: '/nowhere' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown paths', () => {
  it('answers 404 NOT_FOUND with the path, in zh by default', async () => {
    const res = await t.app.inject({ url: '/openauthor/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: '接口不存在：/openauthor/v1/nothing-here',
      data: null,
    });
  });

  it('answers 404 for a known path with the wrong method', async () => {
    const res = await t.app.inject({ method: 'GET', url: LOGIN });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'DELETE', url: '/healthz' })).statusCode).toBe(404);
  });

  it('does not echo the query string (it may carry a token)', async () => {
    const res = await t.app.inject({ url: '/openauthor/v1/nothing?token=s3cr3t-value' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('s3cr3t');
  });

  it('answers 404 with the envelope outside the API prefixes too when no console is built', async () => {
    const res = await t.app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('request bodies', () => {
  it('refuses a body over 10 MiB with 413 PAYLOAD_TOO_LARGE, in en when asked', async () => {
    const big = JSON.stringify({ user_name: 'x'.repeat(10 * 1024 * 1024 + 10), password: '0'.repeat(32) });
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: big,
      headers: { 'content-type': 'application/json', language: 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Upload file or request too large, keep it within 10M',
      data: null,
    });
  });

  it('accepts a body just under 10 MiB as far as the size goes', async () => {
    const payload = JSON.stringify({ user_name: 'x'.repeat(10 * 1024 * 1024 - 100), password: '0'.repeat(32) });
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED'); // too long a user_name, not too large a body
  });

  it('answers 400 VALIDATION_FAILED with a clear message for malformed or empty JSON', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '{"user_name": "admin",',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: '请求体不是合法的 JSON',
      data: null,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '',
      headers: { 'content-type': 'application/json', language: 'en' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON',
      data: null,
    });
  });

  it('names the body when the body as a whole has the wrong shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: 'user_name=admin',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: 'body', message: 'body类型不正确，应为object' }]);
  });

  it('answers 415 for a media type no operation accepts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('lists field errors as data.errors = [{ field, message }]', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { user_name: 'admin', password: 'nope' },
      headers: { language: 'en' },
    });
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The request has invalid fields',
      data: { errors: [{ field: 'password', message: 'password must be a 32-character hex MD5' }] },
    });
  });
});

describe('500', () => {
  it('answers INTERNAL with a localized message and no internals for a thrown error', async () => {
    const res = await broken.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: '服务器内部错误，请稍后再试', data: null });
    for (const leak of ['boom', 'SELECT', 'secret', 'stack', 'Error', '.ts']) expect(res.body).not.toContain(leak);
    const en = await broken.app.inject({ url: '/healthz', headers: { language: 'en' } });
    expect(en.json().message).toBe('Internal server error, please try again later');
  });

  it('does not put SQL or table names on the wire when a query fails', async () => {
    const ticket = await t.login('developer');
    const res = await broken.app.inject({ url: '/openauthor/v1/user/detail', headers: { ticket } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: '服务器内部错误，请稍后再试', data: null });
    for (const leak of ['select', 'no_such_table', 'password_hash', 'relation'])
      expect(res.body.toLowerCase()).not.toContain(leak);
  });

  it('leaves the other operations of that app working', async () => {
    const res = await broken.app.inject({ url: '/openauthor/v1/is_check_code' });
    expect(res.statusCode).toBe(200);
  });
});

describe('messages', () => {
  const keys = (lang: 'zh' | 'en') => Object.keys(messages[lang]).sort();
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has the same keys in zh and en, none empty', () => {
    expect(keys('en')).toEqual(keys('zh'));
    for (const lang of ['zh', 'en'] as const) {
      for (const [key, text] of Object.entries(messages[lang])) expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of keys('zh')) {
      expect(placeholders((messages.en as Record<string, string>)[key]), key).toEqual(
        placeholders((messages.zh as Record<string, string>)[key]),
      );
    }
  });

  it('writes zh in Chinese and en without Chinese characters', () => {
    for (const [key, text] of Object.entries(messages.en)) expect(text, key).not.toMatch(/[\u4e00-\u9fff]/);
    const chinese = Object.values(messages.zh).filter((text) => /[\u4e00-\u9fff]/.test(text));
    expect(chinese.length).toBeGreaterThan(Object.keys(messages.zh).length * 0.9);
  });

  it('fills placeholders and falls back to the key for unknown keys', () => {
    expect(translate('en', 'API_NOT_FOUND', { path: '/x' })).toBe('No such API: /x');
    expect(translate('zh', 'NO_SUCH_KEY')).toBe('NO_SUCH_KEY');
    expect(langOf(['en', 'zh'])).toBe('en');
    expect(langOf(undefined)).toBe('zh');
  });
});
