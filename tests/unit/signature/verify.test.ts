// @vitest-environment node
/** The verifier: every way a signed request can be wrong, and the ways it may legitimately differ. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeHmac, nodeMd5Base64 } from '../../../src/server/gateway/signature-crypto.ts';
import {
  buildStringToSign,
  describeSignatureFailure,
  readSignatureClaims,
  signRequestAsync,
  verifySignedRequest,
  verifySignedRequestAsync,
  webCryptoHmac,
  type SignatureFailure,
  type VerifyOptions,
} from '../../../src/shared/signature/index.ts';
import { APP_KEY, NOW, received, SECRET, sign, signedRequest, type Received } from './helpers.ts';

const verify = (req: Received, secrets: string | string[] = SECRET, opts: VerifyOptions = { now: NOW }) =>
  verifySignedRequest(req, secrets, nodeHmac, opts);
const failure = (req: Received, secrets?: string | string[], opts?: VerifyOptions): SignatureFailure | undefined => {
  const r = verify(req, secrets, opts);
  return r.ok ? undefined : r.failure;
};
const reason = (req: Received, secrets?: string | string[], opts?: VerifyOptions) =>
  failure(req, secrets, opts)?.reason;
const without = (req: Received, name: string): Received => {
  const headers = { ...req.headers };
  delete headers[name.toLowerCase()];
  return { ...req, headers };
};
const withHeader = (req: Received, name: string, value: string): Received => ({
  ...req,
  headers: { ...req.headers, [name.toLowerCase()]: value },
});
/** Re-signs a hand-made request with our string to sign (for shapes our signer would not produce). */
const resign = (req: Received, method: 'HmacSHA256' | 'HmacSHA1' = 'HmacSHA256', secret = SECRET): Received =>
  withHeader(
    req,
    'x-ca-signature',
    createHmac(method === 'HmacSHA1' ? 'sha1' : 'sha256', secret)
      .update(buildStringToSign(req))
      .digest('base64'),
  );

const JSON_BODY = JSON.stringify({ from: 'CNY', to: 'USD', amount: '100.00' });
const post = (body: string | Uint8Array = JSON_BODY, extra: Parameters<typeof signedRequest>[0] = {}) =>
  signedRequest({ method: 'POST', path: '/fx/v1/convert', body, ...extra });

describe('accepts', () => {
  it('a GET signed with HmacSHA256, and says who it claims to be', () => {
    const r = verify(signedRequest({ queryPairs: [['city', '北京']], stage: 'TEST' }));
    expect(r).toMatchObject({
      ok: true,
      secretIndex: 0,
      claims: { appKey: APP_KEY, signatureMethod: 'HmacSHA256', timestamp: NOW, nonce: 'nonce-1', stage: 'TEST' },
    });
  });

  it('a request signed with HmacSHA1', () => {
    const req = signedRequest({ signatureMethod: 'HmacSHA1' });
    expect(req.headers['x-ca-signature-method']).toBe('HmacSHA1');
    expect(verify(req)).toMatchObject({ ok: true, claims: { signatureMethod: 'HmacSHA1' } });
  });

  it('a POST with a JSON body and its Content-MD5', () => {
    const req = post();
    expect(req.headers['content-md5']).toBe(nodeMd5Base64(JSON_BODY));
    expect(verify(req).ok).toBe(true);
  });

  it('a binary body, its Content-MD5 over the bytes', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const req = post(bytes, { headers: { 'Content-Type': 'application/octet-stream' } });
    expect(verify(req).ok).toBe(true);
    expect(verify(req, SECRET, { now: NOW, md5Base64: nodeMd5Base64 }).ok).toBe(true);
  });

  it('without X-Ca-Signature-Method, as HmacSHA256 (the Node SDK sends none)', () => {
    const req = resign({
      ...without(signedRequest(), 'X-Ca-Signature-Method'),
      headers: {
        ...without(signedRequest(), 'X-Ca-Signature-Method').headers,
        'x-ca-signature-headers': 'X-Ca-Key,X-Ca-Nonce,X-Ca-Timestamp',
      },
    });
    expect(verify(req)).toMatchObject({ ok: true, claims: { signatureMethod: 'HmacSHA256' } });
  });

  it('the signature method named in any letter case', () => {
    const req = signedRequest({ signatureMethod: 'HmacSHA1' });
    expect(verify(resign(withHeader(req, 'x-ca-signature-method', 'hmacsha1'), 'HmacSHA1')).ok).toBe(true);
  });

  it('header names in the list as a client wrote them (lowercase, as the Node SDK does), whatever case they arrive in', () => {
    const req = signedRequest({ headers: { 'x-custom': 'v' } });
    const listed = withHeader(
      req,
      'x-ca-signature-headers',
      'x-ca-key,x-ca-nonce,x-ca-timestamp,x-ca-signature-method,x-custom',
    );
    const re = resign(listed);
    expect(buildStringToSign(re)).toContain(
      'x-ca-key:204000001\nx-ca-nonce:nonce-1\nx-ca-signature-method:HmacSHA256\nx-ca-timestamp:',
    );
    expect(verify(re).ok).toBe(true);
    expect(
      verify({ ...re, headers: Object.fromEntries(Object.entries(re.headers).map(([k, v]) => [k.toUpperCase(), v])) })
        .ok,
    ).toBe(true);
  });

  it('a custom header the client chose to sign', () => {
    const req = signedRequest({ headers: { 'X-Trace': 't-1' }, signHeaders: ['X-Trace'] });
    expect(req.headers['x-ca-signature-headers']).toContain('X-Trace');
    expect(verify(req).ok).toBe(true);
    expect(reason(withHeader(req, 'x-trace', 't-2'))).toBe('signature_mismatch');
  });

  it('unsignable names in the list are ignored rather than signed twice', () => {
    const req = signedRequest();
    const listed = withHeader(
      req,
      'x-ca-signature-headers',
      `${req.headers['x-ca-signature-headers']},Accept,Content-Type,Date,Content-MD5`,
    );
    expect(verify(listed).ok).toBe(true);
  });

  it('a list with spaces and repeated names', () => {
    const req = signedRequest();
    const names = req.headers['x-ca-signature-headers'].split(',');
    expect(verify(withHeader(req, 'x-ca-signature-headers', [...names, names[0]].join(' , '))).ok).toBe(true);
  });

  it('changed headers that are not signed (User-Agent, Host)', () => {
    const req = withHeader(withHeader(signedRequest(), 'user-agent', 'curl/8'), 'host', 'gw.example');
    expect(verify(req).ok).toBe(true);
  });

  it('the query in another order', () => {
    const signed = sign({
      query: [
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ],
    });
    expect(
      verify(
        received(signed, {
          query: [
            ['c', '3'],
            ['a', '1'],
            ['b', '2'],
          ],
        }),
      ).ok,
    ).toBe(true);
  });

  it('%-encoded and unicode query values, signed decoded', () => {
    const pairs: [string, string][] = [
      ['q', 'a b&c=d/é?#%'],
      ['city', '北京'],
      ['emoji', '🙂'],
      ['plus', '1+1'],
    ];
    const req = signedRequest({ queryPairs: pairs });
    expect(req.query).toContain('%E5%8C%97');
    expect(buildStringToSign(req)).toContain('?city=北京&emoji=🙂&plus=1+1&q=a b&c=d/é?#%');
    expect(verify(req).ok).toBe(true);
  });

  it('the same query encoded differently (%20 or +, lowercase hex)', () => {
    const signed = sign({
      query: [
        ['q', 'a b'],
        ['c', '中'],
      ],
    });
    expect(verify(received(signed, { query: 'q=a%20b&c=%e4%b8%ad' })).ok).toBe(true);
    expect(verify(received(signed, { query: 'c=%E4%B8%AD&q=a+b' })).ok).toBe(true);
  });

  it('empty query values, written as the key alone', () => {
    const req = signedRequest({
      queryPairs: [
        ['flag', ''],
        ['x', '1'],
      ],
    });
    expect(buildStringToSign(req).endsWith('/weather/v1/now?flag&x=1')).toBe(true);
    expect(
      verify(
        received(
          sign({
            query: [
              ['flag', ''],
              ['x', '1'],
            ],
          }),
          { query: 'flag&x=1' },
        ),
      ).ok,
    ).toBe(true);
  });

  it('repeated query keys: the first value is signed, the rest may change', () => {
    const signed = sign({
      query: [
        ['a', '1'],
        ['a', '2'],
      ],
    });
    expect(signed.stringToSign.endsWith('?a=1')).toBe(true);
    expect(verify(received(signed, { query: 'a=1&a=9' })).ok).toBe(true);
    expect(reason(received(signed, { query: 'a=2&a=1' }))).toBe('signature_mismatch');
  });

  it('a url-encoded form: its fields are signed with the query, and no Content-MD5 is sent', () => {
    const body = 'phone=13800138000&template_code=T1&note=%E4%BD%A0%E5%A5%BD';
    const req = post(body, {
      path: '/sms/v1/send',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      queryPairs: [['z', '1']],
    });
    expect(req.headers['content-md5']).toBeUndefined();
    expect(buildStringToSign(req).endsWith('/sms/v1/send?note=你好&phone=13800138000&template_code=T1&z=1')).toBe(true);
    expect(verify({ ...req, path: '/sms/v1/send' }).ok).toBe(true);
  });

  it('a form field sharing a key with the query: the form value is signed', () => {
    const req = post('k=form', {
      path: '/f',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      queryPairs: [['k', 'query']],
    });
    expect(buildStringToSign({ ...req, path: '/f' }).endsWith('/f?k=form')).toBe(true);
    expect(verify({ ...req, path: '/f' }).ok).toBe(true);
  });

  it('a previous secret still in its grace period, saying which one matched', () => {
    const req = signedRequest({}, 'old-secret');
    expect(verify(req, ['new-secret', 'old-secret'])).toMatchObject({ ok: true, secretIndex: 1 });
  });

  it('timestamps at both edges of the 15-minute window', () => {
    const req = signedRequest();
    const w = 15 * 60 * 1000;
    expect(verify(req, SECRET, { now: NOW + w }).ok).toBe(true);
    expect(verify(req, SECRET, { now: NOW - w }).ok).toBe(true);
    expect(verify(req, SECRET, {}).ok).toBe(true); // no clock: the caller checks time itself
  });

  it('the same answer from the WebCrypto verifier, and a WebCrypto signature from the Node verifier', async () => {
    const req = post();
    expect(await verifySignedRequestAsync(req, SECRET, webCryptoHmac, { now: NOW })).toEqual(verify(req));
    const signed = await signRequestAsync(
      { appKey: APP_KEY, method: 'GET', path: '/x', query: { a: '1' }, timestamp: NOW, signatureMethod: 'HmacSHA1' },
      SECRET,
      webCryptoHmac,
    );
    expect(verify(received(signed, { path: '/x', query: 'a=1' })).ok).toBe(true);
  });
});

describe('refuses', () => {
  it.each(['X-Ca-Key', 'X-Ca-Signature', 'X-Ca-Timestamp', 'X-Ca-Nonce'])('a request without %s', (name) => {
    expect(failure(without(signedRequest(), name))).toEqual({ reason: 'missing_header', header: name });
  });

  it.each(['X-Ca-Key', 'X-Ca-Signature', 'X-Ca-Nonce'])('an empty %s as missing', (name) => {
    expect(failure(withHeader(signedRequest(), name, '  '))).toEqual({ reason: 'missing_header', header: name });
  });

  it.each(['HmacMD5', 'HmacSHA512', 'SHA256'])('the signature method %s', (value) => {
    expect(failure(withHeader(signedRequest(), 'x-ca-signature-method', value))).toEqual({
      reason: 'bad_signature_method',
      value,
    });
  });

  it.each(['abc', '1.7e12', '-1', '1767225600000000'])('the timestamp %s', (value) => {
    expect(reason(withHeader(signedRequest(), 'x-ca-timestamp', value))).toBe('bad_timestamp');
  });

  it('a nonce longer than 128 characters', () => {
    expect(reason(signedRequest({ nonce: 'n'.repeat(129) }))).toBe('bad_nonce');
    expect(verify(signedRequest({ nonce: 'n'.repeat(128) })).ok).toBe(true);
  });

  it.each(['X-Ca-Timestamp', 'X-Ca-Nonce'])(
    '%s left out of X-Ca-Signature-Headers (a replay could change it)',
    (name) => {
      const req = signedRequest();
      const list = req.headers['x-ca-signature-headers']
        .split(',')
        .filter((n) => n !== name)
        .join(',');
      expect(failure(resign(withHeader(req, 'x-ca-signature-headers', list)))).toEqual({
        reason: 'header_not_signed',
        header: name,
      });
      expect(
        verify(resign(withHeader(req, 'x-ca-signature-headers', list)), SECRET, { now: NOW, mustSign: [] }).ok,
      ).toBe(true);
    },
  );

  it('a signed header listed but absent', () => {
    const req = signedRequest();
    expect(
      failure(withHeader(req, 'x-ca-signature-headers', `${req.headers['x-ca-signature-headers']},X-Ca-Missing`)),
    ).toEqual({ reason: 'signed_header_absent', header: 'X-Ca-Missing' });
  });

  it('the wrong secret, answering with the server string to sign', () => {
    const req = signedRequest();
    expect(failure(req, 'another-secret')).toEqual({
      reason: 'signature_mismatch',
      stringToSign: buildStringToSign(req),
    });
    expect(reason(req, [])).toBe('signature_mismatch');
  });

  it('another application key with this signature', () => {
    expect(reason(withHeader(signedRequest(), 'x-ca-key', '204000002'))).toBe('signature_mismatch');
  });

  it('another HTTP method than the one signed', () => {
    const req = signedRequest({ method: 'GET' });
    expect(reason({ ...req, method: 'DELETE' })).toBe('signature_mismatch');
    expect(verify({ ...req, method: 'get' }).ok).toBe(true); // the method is compared uppercase
  });

  it('HmacSHA1 claimed for a HmacSHA256 signature', () => {
    const req = signedRequest();
    expect(reason(withHeader(req, 'x-ca-signature-method', 'HmacSHA1'))).toBe('signature_mismatch');
  });

  it.each([
    ['x-ca-timestamp', String(NOW + 1)],
    ['x-ca-nonce', 'nonce-2'],
    ['x-ca-stage', 'RELEASE'],
    ['accept', '*/*'],
    ['date', 'Fri, 02 Jan 2026 00:00:00 GMT'],
  ])('an altered %s', (name, value) => {
    expect(
      reason(
        withHeader(signedRequest({ stage: 'TEST', headers: { Date: 'Thu, 01 Jan 2026 00:00:00 GMT' } }), name, value),
      ),
    ).toBe('signature_mismatch');
  });

  it('an altered Content-Type', () => {
    expect(reason(withHeader(post(), 'content-type', 'text/plain'))).toBe('signature_mismatch');
  });

  it('the list of signed headers rewritten in another letter case (names are signed as listed)', () => {
    const req = signedRequest();
    expect(reason(withHeader(req, 'x-ca-signature-headers', req.headers['x-ca-signature-headers'].toLowerCase()))).toBe(
      'signature_mismatch',
    );
  });

  it('another path', () => {
    expect(reason({ ...signedRequest(), path: '/weather/v1/forecast/beijing' })).toBe('signature_mismatch');
  });

  it('a changed, added or removed query parameter', () => {
    const signed = sign({
      query: [
        ['city', '北京'],
        ['days', '3'],
      ],
    });
    expect(
      reason(
        received(signed, {
          query: [
            ['city', '上海'],
            ['days', '3'],
          ],
        }),
      ),
    ).toBe('signature_mismatch');
    expect(
      reason(
        received(signed, {
          query: [
            ['city', '北京'],
            ['days', '3'],
            ['x', '1'],
          ],
        }),
      ),
    ).toBe('signature_mismatch');
    expect(reason(received(signed, { query: [['city', '北京']] }))).toBe('signature_mismatch');
    expect(
      reason(
        received(signed, {
          query: [
            ['city', '北京'],
            ['days', ''],
          ],
        }),
      ),
    ).toBe('signature_mismatch');
  });

  it("a tampered form body (form fields are the body's protection)", () => {
    const req = post('amount=1', { path: '/f', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(reason({ ...req, path: '/f', body: 'amount=100' })).toBe('signature_mismatch');
  });

  it('a tampered JSON body through its Content-MD5', () => {
    expect(failure({ ...post(), body: JSON_BODY.replace('100.00', '999.00') })).toEqual({
      reason: 'content_md5_mismatch',
    });
  });

  it('a flipped byte of a binary body', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => i);
    const req = post(bytes, { headers: { 'Content-Type': 'application/octet-stream' } });
    const flipped = bytes.slice();
    flipped[10] ^= 1;
    expect(reason({ ...req, body: flipped }, SECRET, { now: NOW, md5Base64: nodeMd5Base64 })).toBe(
      'content_md5_mismatch',
    );
  });

  it('a Content-MD5 recomputed for a tampered body (the header is signed)', () => {
    const tampered = JSON_BODY.replace('100.00', '999.00');
    expect(reason(withHeader({ ...post(), body: tampered }, 'content-md5', nodeMd5Base64(tampered)))).toBe(
      'signature_mismatch',
    );
  });

  it('a Content-MD5 removed', () => {
    expect(reason(without(post(), 'content-md5'))).toBe('signature_mismatch');
  });

  it('a body without Content-MD5 when the gateway requires one (forms and empty bodies excepted)', () => {
    const opts = { now: NOW, requireContentMd5: true };
    const bare = post(JSON_BODY, { contentMd5: false });
    expect(verify(bare).ok).toBe(true); // allowed by default, as in Alibaba's gateway
    expect(failure(bare, SECRET, opts)).toEqual({ reason: 'missing_header', header: 'Content-MD5' });
    expect(verify(post(), SECRET, opts).ok).toBe(true);
    expect(verify(signedRequest(), SECRET, opts).ok).toBe(true);
    const form = post('a=1', { path: '/f', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(verify({ ...form, path: '/f' }, SECRET, opts).ok).toBe(true);
  });

  it('a Content-MD5 on an empty body that is not the MD5 of nothing', () => {
    const req = resign(withHeader(signedRequest(), 'content-md5', nodeMd5Base64('x')));
    expect(reason(req)).toBe('content_md5_mismatch');
    expect(verify(resign(withHeader(signedRequest(), 'content-md5', nodeMd5Base64('')))).ok).toBe(true);
  });

  it('timestamps just outside the window, in the past and in the future', () => {
    const req = signedRequest();
    const w = 15 * 60 * 1000;
    expect(failure(req, SECRET, { now: NOW + w + 1 })).toEqual({
      reason: 'timestamp_expired',
      timestamp: NOW,
      now: NOW + w + 1,
    });
    expect(reason(req, SECRET, { now: NOW - w - 1 })).toBe('timestamp_expired');
    expect(reason(req, SECRET, { now: NOW + 60_000, windowMs: 59_999 })).toBe('timestamp_expired');
    expect(reason(signedRequest({ timestamp: Math.floor(NOW / 1000) }))).toBe('timestamp_expired'); // seconds, not ms
  });
});

describe('readSignatureClaims', () => {
  it('answers before any secret is known, for the key lookup', () => {
    expect(readSignatureClaims(signedRequest().headers)).toMatchObject({ ok: true, claims: { appKey: APP_KEY } });
  });
});

describe('describeSignatureFailure', () => {
  it('gives one printable ASCII line, with the server string to sign in the words Alibaba clients look for', () => {
    const f = failure(signedRequest({ queryPairs: [['city', '北京']] }), 'wrong')!;
    const line = describeSignatureFailure(f);
    expect(line.startsWith('Invalid Signature, Server StringToSign:GET#application/json#')).toBe(true);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    expect(line).toContain('city=%E5%8C%97%E4%BA%AC');
  });

  it.each<SignatureFailure>([
    { reason: 'missing_header', header: 'X-Ca-Key' },
    { reason: 'bad_signature_method', value: 'x' },
    { reason: 'bad_timestamp', value: 'x' },
    { reason: 'bad_nonce' },
    { reason: 'header_not_signed', header: 'X-Ca-Nonce' },
    { reason: 'signed_header_absent', header: 'X-A' },
    { reason: 'content_md5_mismatch' },
    { reason: 'timestamp_expired', timestamp: 1, now: 2 },
  ])('describes $reason', (f) => {
    expect(describeSignatureFailure(f)).toMatch(/^[\x20-\x7e]{10,}$/);
  });
});
