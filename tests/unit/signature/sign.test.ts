// @vitest-environment node
/** The client side: the header set a caller sends, as the signature tool will show it. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeHmac, nodeMd5Base64 } from '../../../src/server/gateway/signature-crypto.ts';
import {
  newNonce,
  prepareSignature,
  requestTarget,
  signRequest,
  webCryptoHmac,
} from '../../../src/shared/signature/index.ts';

const base = { appKey: '204000001', method: 'POST', path: '/fx/v1/convert', timestamp: 1767225600000, nonce: 'n-1' };

describe('signRequest', () => {
  it('gives the complete header set, X-Ca-* signed and listed sorted', () => {
    const body = '{"from":"CNY","to":"USD","amount":"1.00"}';
    const s = signRequest({ ...base, body, stage: 'TEST', query: { debug: '' } }, 'secret', nodeHmac);
    expect(s.headers).toEqual({
      'X-Ca-Key': '204000001',
      'X-Ca-Timestamp': '1767225600000',
      'X-Ca-Nonce': 'n-1',
      'X-Ca-Signature-Method': 'HmacSHA256',
      'X-Ca-Stage': 'TEST',
      Accept: 'application/json',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-MD5': nodeMd5Base64(body),
      'X-Ca-Signature-Headers': 'X-Ca-Key,X-Ca-Nonce,X-Ca-Signature-Method,X-Ca-Stage,X-Ca-Timestamp',
      'X-Ca-Signature': s.signature,
    });
    expect(s.stringToSign).toBe(
      `POST\napplication/json\n${nodeMd5Base64(body)}\napplication/json; charset=utf-8\n\nX-Ca-Key:204000001\nX-Ca-Nonce:n-1\nX-Ca-Signature-Method:HmacSHA256\nX-Ca-Stage:TEST\nX-Ca-Timestamp:1767225600000\n/fx/v1/convert?debug`,
    );
    expect(s.signature).toBe(createHmac('sha256', 'secret').update(s.stringToSign).digest('base64'));
    expect(s.target).toBe('/fx/v1/convert?debug=');
  });

  it("keeps the caller's Accept, Content-Type and Content-MD5, and lets generated X-Ca headers win over the caller's", () => {
    const s = signRequest(
      {
        ...base,
        body: 'x',
        headers: {
          accept: '*/*',
          'content-type': 'text/plain',
          'Content-MD5': 'given',
          'x-ca-key': 'spoof',
          'X-CA-NONCE': 'spoof',
        },
      },
      's',
      nodeHmac,
    );
    expect(s.headers).toMatchObject({
      accept: '*/*',
      'content-type': 'text/plain',
      'Content-MD5': 'given',
      'X-Ca-Key': '204000001',
      'X-Ca-Nonce': 'n-1',
    });
    expect(Object.keys(s.headers).filter((k) => k.toLowerCase() === 'x-ca-key')).toEqual(['X-Ca-Key']);
  });

  it('sends no Content-MD5 for a form, for an empty body, or when told not to', () => {
    expect(
      prepareSignature({ ...base, body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
        .headers['Content-MD5'],
    ).toBeUndefined();
    expect(prepareSignature({ ...base, body: '' }).headers['Content-MD5']).toBeUndefined();
    expect(prepareSignature({ ...base, body: 'x', contentMd5: false }).headers['Content-MD5']).toBeUndefined();
    expect(prepareSignature({ ...base, method: 'GET' }).headers['Content-Type']).toBeUndefined();
  });

  it('signs extra headers by the name the caller gave them, and signs with HmacSHA1 when asked', () => {
    const s = signRequest(
      { ...base, headers: { 'x-Trace-ID': 't' }, signHeaders: ['X-TRACE-ID'], signatureMethod: 'HmacSHA1' },
      's',
      nodeHmac,
    );
    expect(s.signedHeaders).toContain('x-Trace-ID');
    expect(s.stringToSign).toContain('x-Trace-ID:t\n');
    expect(s.signature).toBe(createHmac('sha1', 's').update(s.stringToSign).digest('base64'));
  });

  it('uses the clock and a fresh version-4 nonce when none is given', () => {
    const before = Date.now();
    const s = prepareSignature({ appKey: 'k', method: 'GET', path: '/' });
    expect(Number(s.headers['X-Ca-Timestamp'])).toBeGreaterThanOrEqual(before);
    expect(s.headers['X-Ca-Nonce']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});

describe('requestTarget', () => {
  it('encodes every value, keeping repeats and order; a raw query is kept as it is', () => {
    expect(requestTarget('/p')).toBe('/p');
    expect(
      requestTarget('/p', [
        ['a', '1'],
        ['a', '2'],
        ['q', '北 京'],
      ]),
    ).toBe('/p?a=1&a=2&q=%E5%8C%97+%E4%BA%AC');
    expect(requestTarget('/p', { a: ['1', '2'], b: null, c: undefined, n: 3 })).toBe('/p?a=1&a=2&b=&n=3');
    expect(requestTarget('/p', '?x=%20')).toBe('/p?x=%20');
    expect(requestTarget('/p', {})).toBe('/p');
  });
});

describe('HMAC providers', () => {
  // RFC 4231 test case 2 (HMAC-SHA256) and RFC 2202 test case 2 (HMAC-SHA1): key "Jefe".
  const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
  const vectors = [
    ['HmacSHA256', b64('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')],
    ['HmacSHA1', b64('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79')],
  ] as const;

  it.each(vectors)('node:crypto gives the RFC value for %s', (method, expected) => {
    expect(nodeHmac(method, 'Jefe', 'what do ya want for nothing?')).toBe(expected);
  });

  it.each(vectors)('WebCrypto gives the RFC value for %s', async (method, expected) => {
    expect(await webCryptoHmac(method, 'Jefe', 'what do ya want for nothing?')).toBe(expected);
  });

  it('both hash secrets and messages as UTF-8', async () => {
    expect(await webCryptoHmac('HmacSHA256', '密钥🙂', '北京\n')).toBe(nodeHmac('HmacSHA256', '密钥🙂', '北京\n'));
  });
});
