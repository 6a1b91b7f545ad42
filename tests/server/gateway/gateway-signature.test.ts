/**
 * The gateway's signature checks over real HTTP (DESIGN.md section 6): every required header missing, wrong key,
 * secret and method, the timestamp window's edges, replays, signed headers altered or absent, header-name case,
 * query order, encoding, empty and repeated values, forms, Content-MD5 and tampered bodies; 50 parallel copies of
 * one request; and a client written here from Alibaba Cloud's public description, without our signing module.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY,
  OLD_SECRET,
  SECRET,
  send,
  signedCall,
  startHarness,
  TEST_KEY,
  TEST_SECRET,
  type Harness,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const WINDOW = 15 * 60 * 1000;
const now = () => h.t.clock.now().getTime();

type Tweak = (headers: Record<string, string>) => void;
const drop =
  (name: string): Tweak =>
  (hd) => {
    for (const k of Object.keys(hd)) if (k.toLowerCase() === name.toLowerCase()) delete hd[k];
  };
const set =
  (name: string, value: string): Tweak =>
  (hd) => {
    drop(name)(hd);
    hd[name] = value;
  };

interface Case {
  name: string;
  input?: Parameters<typeof signedCall>[1];
  secret?: string;
  tweak?: Tweak;
  /** send something else than what was signed */
  sendAs?: { target?: string; body?: string; method?: string };
  status: number;
  code?: string;
}

const GET_NOW = { path: '/weather/v1/now', query: { city: 'beijing' } };
const cases: Case[] = [
  { name: 'HmacSHA256 GET', input: GET_NOW, status: 200 },
  { name: 'HmacSHA1 GET', input: { ...GET_NOW, signatureMethod: 'HmacSHA1' }, status: 200 },
  { name: 'no query', input: { path: '/demo/v1/echo' }, status: 200 },
  {
    name: 'path parameter (Chinese, percent-encoded)',
    input: { path: `/weather/v1/forecast/${encodeURIComponent('上海')}` },
    status: 200,
  },
  { name: 'secret in its grace period', input: GET_NOW, secret: OLD_SECRET, status: 200 },
  {
    name: 'test stage with its own key',
    input: { ...GET_NOW, appKey: TEST_KEY, stage: 'TEST' },
    secret: TEST_SECRET,
    status: 200,
  },
  { name: 'RELEASE stage named', input: { ...GET_NOW, stage: 'RELEASE' }, status: 200 },
  ...['X-Ca-Key', 'X-Ca-Signature', 'X-Ca-Timestamp', 'X-Ca-Nonce'].map((name): Case => ({
    name: `missing ${name}`,
    input: GET_NOW,
    tweak: drop(name),
    status: 400,
    code: 'MISSING_HEADER',
  })),
  {
    name: 'missing X-Ca-Signature-Headers',
    input: GET_NOW,
    tweak: drop('X-Ca-Signature-Headers'),
    status: 400,
    code: 'HEADER_NOT_SIGNED',
  },
  {
    name: 'timestamp not listed as signed',
    input: GET_NOW,
    tweak: set('X-Ca-Signature-Headers', 'x-ca-key,x-ca-nonce,x-ca-signature-method'),
    status: 400,
    code: 'HEADER_NOT_SIGNED',
  },
  {
    name: 'nonce not listed as signed',
    input: GET_NOW,
    tweak: set('X-Ca-Signature-Headers', 'x-ca-key,x-ca-timestamp,x-ca-signature-method'),
    status: 400,
    code: 'HEADER_NOT_SIGNED',
  },
  {
    name: 'listed header absent',
    input: GET_NOW,
    tweak: set('X-Ca-Signature-Headers', 'x-ca-key,x-ca-nonce,x-ca-timestamp,x-ca-signature-method,x-custom'),
    status: 400,
    code: 'SIGNED_HEADER_ABSENT',
  },
  { name: 'unknown key', input: { ...GET_NOW, appKey: '999999999' }, status: 401, code: 'APP_KEY_UNKNOWN' },
  {
    name: 'test key on the release stage',
    input: { ...GET_NOW, appKey: TEST_KEY },
    secret: TEST_SECRET,
    status: 401,
    code: 'APP_KEY_UNKNOWN',
  },
  {
    name: 'disabled application',
    input: { ...GET_NOW, appKey: '204100006' },
    secret: 'disabled-app-secret',
    status: 403,
    code: 'APP_DISABLED',
  },
  { name: 'wrong secret', input: GET_NOW, secret: 'not-the-secret', status: 401, code: 'SIGNATURE_MISMATCH' },
  { name: 'signature of another key', input: GET_NOW, secret: TEST_SECRET, status: 401, code: 'SIGNATURE_MISMATCH' },
  {
    name: 'bad signature method',
    input: GET_NOW,
    tweak: set('X-Ca-Signature-Method', 'HmacMD5'),
    status: 400,
    code: 'BAD_SIGNATURE_METHOD',
  },
  {
    name: 'method named SHA1 but signed SHA256',
    input: GET_NOW,
    tweak: set('X-Ca-Signature-Method', 'HmacSHA1'),
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'request method changed',
    input: { path: '/demo/v1/echo' },
    sendAs: { method: 'POST', body: '' },
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  { name: 'unknown stage', input: { ...GET_NOW, stage: 'PROD' as never }, status: 400, code: 'BAD_STAGE' },
  { name: 'no route', input: { path: '/weather/v1/nowhere' }, status: 404, code: 'NO_ROUTE' },
  {
    name: 'timestamp not a number',
    input: GET_NOW,
    tweak: set('X-Ca-Timestamp', 'yesterday'),
    status: 400,
    code: 'BAD_TIMESTAMP',
  },
  { name: 'nonce too long', input: { ...GET_NOW, nonce: 'n'.repeat(129) }, status: 400, code: 'BAD_NONCE' },
  { name: "timestamp at the window's past edge", input: { ...GET_NOW, timestamp: -WINDOW }, status: 200 },
  {
    name: 'timestamp just past the window',
    input: { ...GET_NOW, timestamp: -WINDOW - 1 },
    status: 401,
    code: 'TIMESTAMP_EXPIRED',
  },
  { name: "timestamp at the window's future edge", input: { ...GET_NOW, timestamp: WINDOW }, status: 200 },
  {
    name: 'timestamp too far in the future',
    input: { ...GET_NOW, timestamp: WINDOW + 1 },
    status: 401,
    code: 'TIMESTAMP_EXPIRED',
  },
  {
    name: 'a signed custom header',
    input: { ...GET_NOW, headers: { 'X-Custom': 'abc' }, signHeaders: ['X-Custom'] },
    status: 200,
  },
  {
    name: 'a signed custom header altered',
    input: { ...GET_NOW, headers: { 'X-Custom': 'abc' }, signHeaders: ['X-Custom'] },
    tweak: set('X-Custom', 'abd'),
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'an unsigned header altered',
    input: { ...GET_NOW, headers: { 'X-Other': 'abc' } },
    tweak: set('X-Other', 'xyz'),
    status: 200,
  },
  {
    name: 'Accept altered',
    input: GET_NOW,
    tweak: set('Accept', 'text/plain'),
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'X-Ca-Key in mixed case as listed',
    input: GET_NOW,
    tweak: (hd) => {
      const v = hd['X-Ca-Key'];
      delete hd['X-Ca-Key'];
      hd['x-ca-KEY'] = v;
    },
    status: 200,
  },
  {
    name: 'signed-header list with spaces and odd case',
    input: GET_NOW,
    tweak: (hd) => {
      hd['X-Ca-Signature-Headers'] = hd['X-Ca-Signature-Headers'].split(',').join(' , ');
    },
    status: 200,
  },
  {
    name: 'query in another order than signed',
    input: {
      path: '/demo/v1/echo',
      query: [
        ['b', '2'],
        ['a', '1'],
      ],
    },
    sendAs: { target: '/demo/v1/echo?a=1&b=2' },
    status: 200,
  },
  {
    name: 'query value altered',
    input: { path: '/weather/v1/now', query: { city: 'beijing' } },
    sendAs: { target: '/weather/v1/now?city=shanghai' },
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'query parameter added',
    input: { path: '/weather/v1/now', query: { city: 'beijing' } },
    sendAs: { target: '/weather/v1/now?city=beijing&x=1' },
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'query with encoded space and Chinese',
    input: { path: '/demo/v1/echo', query: { q: '北京 天气', r: 'a+b&c' } },
    status: 200,
  },
  {
    name: 'query with an empty value (key alone)',
    input: { path: '/demo/v1/echo', query: { flag: '', a: '1' } },
    status: 200,
  },
  {
    name: 'repeated query key (first value signed)',
    input: {
      path: '/demo/v1/echo',
      query: [
        ['k', '1'],
        ['k', '2'],
      ],
    },
    status: 200,
  },
  {
    name: 'path altered',
    input: { path: '/demo/v1/echo' },
    sendAs: { target: '/weather/v1/now' },
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'form body',
    input: {
      path: '/demo/v1/echo',
      method: 'POST',
      form: { b: '2', a: '1' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
    },
    status: 200,
  },
  {
    name: 'form value tampered',
    input: {
      path: '/demo/v1/echo',
      method: 'POST',
      form: { a: '1' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
    },
    sendAs: { body: 'a=2' },
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  {
    name: 'form and query merged',
    input: {
      path: '/demo/v1/echo',
      method: 'POST',
      query: { q: '1' },
      form: { f: '2' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    status: 200,
  },
  {
    name: 'JSON body with Content-MD5',
    input: { path: '/fx/v1/convert', method: 'POST', body: JSON.stringify({ from: 'USD', to: 'CNY', amount: '100' }) },
    status: 200,
  },
  {
    name: 'JSON body tampered (Content-MD5 catches it)',
    input: { path: '/fx/v1/convert', method: 'POST', body: '{"from":"USD","to":"CNY","amount":"100"}' },
    sendAs: { body: '{"from":"USD","to":"CNY","amount":"999"}' },
    status: 400,
    code: 'CONTENT_MD5_MISMATCH',
  },
  {
    name: 'Content-MD5 altered',
    input: { path: '/fx/v1/convert', method: 'POST', body: '{"from":"USD","to":"CNY","amount":"1"}' },
    tweak: set('Content-MD5', 'AAAAAAAAAAAAAAAAAAAAAA=='),
    status: 400,
    code: 'CONTENT_MD5_MISMATCH',
  },
  {
    name: 'Content-Type altered',
    input: { path: '/demo/v1/echo', method: 'POST', body: 'plain' },
    tweak: set('Content-Type', 'text/plain'),
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
  { name: 'Date signed', input: { ...GET_NOW, headers: { Date: new Date(0).toUTCString() } }, status: 200 },
  {
    name: 'Date altered',
    input: { ...GET_NOW, headers: { Date: new Date(0).toUTCString() } },
    tweak: set('Date', new Date(1000).toUTCString()),
    status: 401,
    code: 'SIGNATURE_MISMATCH',
  },
];

describe('signature checks at the gateway', () => {
  it('has at least 50 cases', () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)('$name → $status $code', async (c) => {
    const input: Parameters<typeof signedCall>[1] = { ...(c.input ?? GET_NOW) };
    if (typeof input.timestamp === 'number') input.timestamp = now() + input.timestamp;
    const res = c.sendAs
      ? await sendAltered(input, c.secret ?? SECRET, c.sendAs, c.tweak)
      : await signedCall(h, input, c.secret ?? SECRET, c.tweak);
    expect({ status: res.status, code: res.headers['x-ca-error-code'] }, res.text).toEqual({
      status: c.status,
      code: c.code,
    });
    if (c.code) {
      expect(res.json()).toMatchObject({ success: false, code: c.code });
      expect(String(res.headers['x-ca-error-message'])).toMatch(/\S/);
    }
    expect(res.headers['x-ca-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tells the client the server's string to sign on a mismatch, as Alibaba's SDKs expect", async () => {
    const res = await signedCall(h, GET_NOW, 'wrong');
    expect(String(res.headers['x-ca-error-message'])).toMatch(
      /^Invalid Signature, Server StringToSign:GET#application\/json####X-Ca-Key:204100001#/,
    );
  });

  it("answers in the caller's language", async () => {
    const zh = await signedCall(h, GET_NOW, 'wrong');
    expect(zh.json().message).toBe('签名错误');
    const en = await signedCall(h, { ...GET_NOW, headers: { language: 'en' } }, 'wrong');
    expect(en.json().message).toBe('Invalid Signature');
  });
});

async function sendAltered(
  input: Parameters<typeof signedCall>[1],
  secret: string,
  as: NonNullable<Case['sendAs']>,
  tweak?: Tweak,
) {
  const { signRequest } = await import('../../../src/shared/signature/index.ts');
  const { nodeHmac } = await import('../../../src/server/gateway/signature-crypto.ts');
  const signed = signRequest({ appKey: KEY, method: 'GET', timestamp: now(), ...input }, secret, nodeHmac);
  const headers = { ...signed.headers, 'X-Ca-Signature': signed.signature };
  tweak?.(headers);
  const body =
    as.body ??
    (input.form
      ? new URLSearchParams(input.form as Record<string, string>).toString()
      : (input.body as string | undefined));
  return send(h.url, as.method ?? input.method ?? 'GET', as.target ?? signed.target, headers, body);
}

describe('replays', () => {
  it('accepts exactly one of 50 parallel copies of one signed request', async () => {
    const { signRequest } = await import('../../../src/shared/signature/index.ts');
    const { nodeHmac } = await import('../../../src/server/gateway/signature-crypto.ts');
    const signed = signRequest(
      { appKey: KEY, method: 'GET', path: '/weather/v1/now', query: { city: 'beijing' }, timestamp: now() },
      SECRET,
      nodeHmac,
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () => send(h.url, 'GET', signed.target, signed.headers)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.headers['x-ca-error-code'] === 'NONCE_USED')).toHaveLength(49);
  });
});

// ---------------------------------------------------------------- an independent client
/**
 * Written from Alibaba Cloud API Gateway's public description ("使用摘要签名认证方式调用API"), not from our module:
 * HTTPMethod\nAccept\nContent-MD5\nContent-Type\nDate\n + each signed header "name:value\n" (sorted by name) + the
 * path and the query and form parameters sorted by key, "key=value" joined by "&", a key with an empty value alone.
 */
function independentHeaders(
  method: string,
  path: string,
  params: Record<string, string>,
  body: string | undefined,
  contentType: string | undefined,
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-ca-key': KEY,
    'x-ca-nonce': randomUUID(),
    'x-ca-timestamp': String(now()),
    'x-ca-signature-method': 'HmacSHA256',
  };
  if (contentType) headers['content-type'] = contentType;
  if (body && !contentType?.startsWith('application/x-www-form-urlencoded')) {
    headers['content-md5'] = createHash('md5').update(body).digest('base64');
  }
  const signedNames = Object.keys(headers)
    .filter((n) => n.startsWith('x-ca-'))
    .sort();
  headers['x-ca-signature-headers'] = signedNames.join(',');
  const keys = Object.keys(params).sort();
  const url = keys.length ? `${path}?${keys.map((k) => (params[k] === '' ? k : `${k}=${params[k]}`)).join('&')}` : path;
  const text =
    [method, headers.accept, headers['content-md5'] ?? '', headers['content-type'] ?? '', ''].join('\n') +
    '\n' +
    signedNames.map((n) => `${n}:${headers[n]}\n`).join('') +
    url;
  headers['x-ca-signature'] = createHmac('sha256', SECRET).update(text, 'utf8').digest('base64');
  return headers;
}

describe('a client nobody here wrote', () => {
  it('is accepted for a GET with a query', async () => {
    const params = { city: '北京', unit: 'c', empty: '' };
    const query = Object.entries(params)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    const res = await send(
      h.url,
      'GET',
      `/demo/v1/echo?${query}`,
      independentHeaders('GET', '/demo/v1/echo', params, undefined, undefined),
    );
    expect(res.status, res.text).toBe(200);
  });

  it('is accepted for a form POST and a JSON POST', async () => {
    const form = { amount: '100', note: '测试 a&b' };
    const formBody = new URLSearchParams(form).toString();
    const f = await send(
      h.url,
      'POST',
      '/demo/v1/echo',
      independentHeaders('POST', '/demo/v1/echo', form, formBody, 'application/x-www-form-urlencoded; charset=UTF-8'),
      formBody,
    );
    expect(f.status, f.text).toBe(200);
    const json = JSON.stringify({ from: 'USD', to: 'CNY', amount: '12.5' });
    const j = await send(
      h.url,
      'POST',
      '/fx/v1/convert',
      independentHeaders('POST', '/fx/v1/convert', {}, json, 'application/json; charset=UTF-8'),
      json,
    );
    expect(j.status, j.text).toBe(200);
    expect(j.json()).toMatchObject({ from: 'USD', to: 'CNY' });
  });
});
