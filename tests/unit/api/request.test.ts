// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/api/client.ts';
import { bindApiEvents } from '../../../src/api/events.ts';
import { ApiRequestError } from '../../../src/api/errors.ts';
import { resetFailureState } from '../../../src/api/failures.ts';
import { request, type Download } from '../../../src/api/request.ts';
import { saveSession, setLocale, getTicket } from '../../../src/api/session.ts';
import { API_VERSION, PLATFORM_CODE, REQUEST_TIMEOUT_MS, UPLOAD_LIMIT_BYTES } from '../../../src/shared/constants.ts';
import { translator } from '../../../src/app/i18n/all.ts';
import { envelope, failure, useTestServer } from './http-server.ts';

const server = useTestServer();
const notify = vi.fn();
const sessionLost = vi.fn();

beforeEach(() => {
  notify.mockReset();
  sessionLost.mockReset();
  resetFailureState();
  bindApiEvents({ translate: translator('zh'), notify, sessionLost });
});

const last = () => server.seen[server.seen.length - 1];

describe('request headers', () => {
  it('sends ticket, api-version, language and platform-code', async () => {
    saveSession('T-123');
    setLocale('en');
    await request({ url: '/openauthor/v1/user/detail', method: 'GET' });
    const h = last().headers;
    expect(h.ticket).toBe('T-123');
    expect(h['api-version']).toBe(API_VERSION);
    expect(h.language).toBe('en');
    expect(h['platform-code']).toBe(PLATFORM_CODE);
  });

  it('sends no ticket when logged out, and zh by default', async () => {
    await request({ url: '/x', method: 'GET' });
    expect(last().headers.ticket).toBeUndefined();
    expect(last().headers.language).toBe('zh');
  });

  it('treats an expired ticket as logged out', async () => {
    saveSession('OLD', undefined, Date.now() - 1000);
    expect(getTicket()).toBeNull();
    await request({ url: '/x', method: 'GET' });
    expect(last().headers.ticket).toBeUndefined();
  });
});

describe('placement of path, query and body', () => {
  it('POSTs JSON by default and resolves the envelope data', async () => {
    server.reply = envelope({ id: 7 });
    const data = await request<{ id: number }>({ url: '/newopen/service/team', body: { team_name: '研发' } });
    expect(data).toEqual({ id: 7 });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(last().body.toString())).toEqual({ team_name: '研发' });
  });

  it('appends path params as encoded segments and puts query fields in the query string', async () => {
    await request({
      url: '/newopen/service/team/',
      method: 'DELETE',
      path: [12, 'a b/c'],
      query: { page_num: 2, name: '张三', empty: '', none: undefined, ids: [1, 2] },
    });
    const url = new URL(last().url, server.origin);
    expect(last().method).toBe('DELETE');
    expect(url.pathname).toBe('/newopen/service/team/12/a%20b%2Fc');
    expect(url.searchParams.get('page_num')).toBe('2');
    expect(url.searchParams.get('name')).toBe('张三');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
  });

  it('sends no body on GET', async () => {
    await request({ url: '/y', method: 'GET', body: { a: 1 } });
    expect(last().body.length).toBe(0);
  });

  it('form-encodes plain forms and uses multipart when a file is present', async () => {
    await request({ url: '/f', form: { a: '1', b: '两' } });
    expect(last().headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(last().body.toString()).get('b')).toBe('两');
    // jsdom's FormData and Blob are not the ones Node's fetch can serialize; a browser has a single realm
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    await request({
      url: '/f',
      form: { name: 'x', file: new NodeBlob(['hello'], { type: 'text/plain' }) as unknown as Blob },
    });
    expect(last().headers['content-type']).toMatch(/multipart\/form-data; boundary=/);
    vi.unstubAllGlobals();
    expect(last().body.toString()).toContain('hello');
  });

  it('refuses an upload over 10M before sending it', async () => {
    const big = new Blob([new Uint8Array(UPLOAD_LIMIT_BYTES + 1)]);
    const err = (await request({ url: '/upload', form: { file: big } }).catch(
      (e: ApiRequestError) => e,
    )) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.status).toBe(413);
    expect(err.message).toBe('上传文件或请求过大，请控制在10M以内');
    expect(server.seen).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith('上传文件或请求过大，请控制在10M以内', 'error');
  });
});

describe('downloads', () => {
  const file = (disposition: string) => (_: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': disposition });
    res.end('abc');
  };

  it('takes the UTF-8 filename* from Content-Disposition', async () => {
    server.reply = file(`attachment; filename="bill.xlsx"; filename*=UTF-8''${encodeURIComponent('对账单 2025.xlsx')}`);
    const d = await request<Download>({ url: '/bill/export', method: 'GET', download: true });
    expect(d.fileName).toBe('对账单 2025.xlsx');
    expect(await d.blob.text()).toBe('abc');
  });

  it('falls back to the plain filename', async () => {
    server.reply = file('attachment; filename="report.csv"');
    const d = await request<Download>({ url: '/r', method: 'GET', download: true });
    expect(d.fileName).toBe('report.csv');
  });
});

describe('failures (SPEC.md section 8)', () => {
  it('403 AUTH_FAILED: notifies with the server message, logs out and goes to login', async () => {
    saveSession('T');
    server.reply = failure(403, 'AUTH_FAILED', '会话已失效，请重新登录');
    const err = (await request({ url: '/a', method: 'GET' }).catch((e: ApiRequestError) => e)) as ApiRequestError;
    expect(err).toMatchObject({ status: 403, code: 'AUTH_FAILED', message: '会话已失效，请重新登录' });
    expect(notify).toHaveBeenCalledWith('认证失败，请重新登录（会话已失效，请重新登录）', 'error');
    expect(sessionLost).toHaveBeenCalledWith('auth_failed');
  });

  it('401: notifies at most once per second and logs out every time', async () => {
    saveSession('T');
    server.reply = failure(401, 'UNAUTHORIZED', 'x');
    await Promise.all([1, 2, 3].map(() => request({ url: '/a', method: 'GET' }).catch(() => undefined)));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('未授权或票据校验失败', 'error');
    expect(sessionLost).toHaveBeenCalledTimes(3);
    expect(sessionLost).toHaveBeenCalledWith('unauthorized');
    await new Promise((r) => setTimeout(r, 1050));
    await request({ url: '/a', method: 'GET' }).catch(() => undefined);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('401 without a ticket is an ordinary failure (a refused token login)', async () => {
    server.reply = failure(401, 'UNAUTHORIZED', '登录令牌无效或已过期');
    await request({ url: '/a', method: 'GET' }).catch(() => undefined);
    expect(sessionLost).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('登录令牌无效或已过期', 'error');
  });

  it('413 from the server: the 10M message', async () => {
    server.reply = failure(413, 'PAYLOAD_TOO_LARGE', 'whatever');
    const err = (await request({ url: '/a', body: {} }).catch((e: ApiRequestError) => e)) as ApiRequestError;
    expect(err).toMatchObject({ status: 413, message: '上传文件或请求过大，请控制在10M以内' });
    expect(notify).toHaveBeenCalledWith('上传文件或请求过大，请控制在10M以内', 'error');
  });

  it('403 NO_PERMISSION: shows the server message and stays logged in', async () => {
    saveSession('T');
    server.reply = failure(403, 'NO_PERMISSION', '当前用户无此操作权限');
    const err = (await request({ url: '/a', body: {} }).catch((e: ApiRequestError) => e)) as ApiRequestError;
    expect(err).toMatchObject({ status: 403, code: 'NO_PERMISSION' });
    expect(notify).toHaveBeenCalledWith('当前用户无此操作权限', 'error');
    expect(sessionLost).not.toHaveBeenCalled();
    expect(getTicket()).toBe('T');
  });

  it('400 VALIDATION_FAILED: carries the field errors', async () => {
    server.reply = failure(400, 'VALIDATION_FAILED', '请求参数校验失败', {
      errors: [{ field: 'old_password', message: '请输入旧密码' }],
    });
    const err = (await request({ url: '/a', body: {} }).catch((e: ApiRequestError) => e)) as ApiRequestError;
    expect(err.fieldErrors).toEqual([{ field: 'old_password', message: '请输入旧密码' }]);
    expect(notify).toHaveBeenCalledWith('请求参数校验失败', 'error');
  });

  it('success:false on HTTP 200 rejects too; quiet callers get no notification', async () => {
    server.reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, code: 'INVALID_STATE', message: '不允许', data: null }));
    };
    const err = (await request({ url: '/a', body: {} }, { notify: false }).catch(
      (e: ApiRequestError) => e,
    )) as ApiRequestError;
    expect(err).toMatchObject({ status: 200, code: 'INVALID_STATE', message: '不允许' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('times out and aborts the request', async () => {
    configureApi({ timeoutMs: 150 });
    server.reply = () => undefined;
    const started = Date.now();
    const err = (await request({ url: '/slow', method: 'GET' }).catch((e: ApiRequestError) => e)) as ApiRequestError;
    configureApi({ timeoutMs: REQUEST_TIMEOUT_MS });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(err).toMatchObject({ status: 0, code: 'TIMEOUT', message: '请求超时，请稍后重试' });
    expect(notify).toHaveBeenCalledWith('请求超时，请稍后重试', 'error');
  });

  it('the default timeout is 60 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('a caller abort rejects quietly', async () => {
    server.reply = () => undefined;
    const ctrl = new AbortController();
    const p = request({ url: '/slow', method: 'GET', signal: ctrl.signal }).catch((e: ApiRequestError) => e);
    setTimeout(() => ctrl.abort(), 50);
    expect(await p).toMatchObject({ code: 'ABORTED' });
    expect(notify).not.toHaveBeenCalled();
  });
});
