// @vitest-environment node
/**
 * The signature tool (console) against fixed vectors: the string to sign written out by hand from DESIGN.md
 * section 6, the signature from node:crypto independently of the shared module, and the browser's WebCrypto
 * path that the screen uses.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webCryptoHmac } from '../../../src/shared/signature/index.ts';
import {
  curlCommand,
  parseHeaderLines,
  parseQueryLines,
  shellQuote,
  signForTool,
  type ToolInput,
} from '../../../src/admin/features/apps/sign-tool.ts';

const base: ToolInput = {
  appKey: '204000001',
  secret: 'sEcReT-0123456789abcdef',
  stage: 'RELEASE',
  method: 'GET',
  path: '/weather/v1/now',
  query: 'city=beijing\nlang',
  headers: '',
  body: '',
  signatureMethod: 'HmacSHA256',
  gateway: 'http://localhost:8081/',
  timestamp: 1_767_225_600_000,
  nonce: 'nonce-1',
};
const hmac = (algo: 'sha256' | 'sha1', secret: string, s: string) =>
  createHmac(algo, secret).update(s, 'utf8').digest('base64');

describe('signature tool', () => {
  it('GET with query: string to sign, HmacSHA256 signature, headers and curl', async () => {
    const out = await signForTool(base, webCryptoHmac);
    const expected =
      'GET\napplication/json\n\n\n\n' +
      'X-Ca-Key:204000001\nX-Ca-Nonce:nonce-1\nX-Ca-Signature-Method:HmacSHA256\nX-Ca-Stage:RELEASE\nX-Ca-Timestamp:1767225600000\n' +
      '/weather/v1/now?city=beijing&lang';
    expect(out.stringToSign).toBe(expected);
    expect(out.signature).toBe(hmac('sha256', base.secret, expected));
    expect(out.signature).toBe('NPC4F5XvDMbyGrw2hfyf4/TD7T6spm7plWEHCYRtZQ4=');
    expect(out.headers['X-Ca-Signature-Headers']).toBe(
      'X-Ca-Key,X-Ca-Nonce,X-Ca-Signature-Method,X-Ca-Stage,X-Ca-Timestamp',
    );
    expect(out.headers['X-Ca-Signature']).toBe(out.signature);
    expect(out.curl.split(' \\\n  ')[0]).toBe("curl -X GET 'http://localhost:8081/weather/v1/now?city=beijing&lang='");
    expect(out.curl).toContain(`-H 'X-Ca-Signature: ${out.signature}'`);
  });

  it('HmacSHA1, JSON body with Content-MD5, a signed custom header', async () => {
    const body = '{"phone":"13800000000","text":"你好"}';
    const out = await signForTool(
      {
        ...base,
        method: 'POST',
        path: '/sms/v1/send',
        query: '',
        headers: 'Content-Type: application/json\nX-Trace: t1',
        body,
        signatureMethod: 'HmacSHA1',
        stage: 'TEST',
      },
      webCryptoHmac,
    );
    const md5 = createHash('md5').update(body, 'utf8').digest('base64');
    const expected =
      `POST\napplication/json\n${md5}\napplication/json\n\n` +
      'X-Ca-Key:204000001\nX-Ca-Nonce:nonce-1\nX-Ca-Signature-Method:HmacSHA1\nX-Ca-Stage:TEST\nX-Ca-Timestamp:1767225600000\nX-Trace:t1\n' +
      '/sms/v1/send';
    expect(out.stringToSign).toBe(expected);
    expect(out.signature).toBe(hmac('sha1', base.secret, expected));
    expect(out.headers['Content-MD5']).toBe(md5);
    expect(out.curl).toContain(`--data-raw '${body}'`);
  });

  it('form body: parameters join the query in the resource, no Content-MD5', async () => {
    const out = await signForTool(
      {
        ...base,
        method: 'POST',
        path: '/f',
        query: 'b=2',
        headers: 'Content-Type: application/x-www-form-urlencoded; charset=UTF-8',
        body: 'a=1&c=%E4%B8%AD',
      },
      webCryptoHmac,
    );
    expect(out.headers['Content-MD5']).toBeUndefined();
    expect(out.stringToSign.endsWith('\n/f?a=1&b=2&c=中')).toBe(true);
    expect(
      out.stringToSign.startsWith('POST\napplication/json\n\napplication/x-www-form-urlencoded; charset=UTF-8\n\n'),
    ).toBe(true);
    expect(out.signature).toBe(hmac('sha256', base.secret, out.stringToSign));
  });

  it('parses what a developer types and quotes for the shell', () => {
    expect(parseQueryLines(' a = 1 \n\nflag\nq=x=y')).toEqual([
      ['a', '1'],
      ['flag', ''],
      ['q', 'x=y'],
    ]);
    expect(parseHeaderLines('X-A: 1\nbad line\nX-B:  two: parts ')).toEqual({ 'X-A': '1', 'X-B': 'two: parts' });
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(curlCommand('get', 'http://h/p', {}, '')).toBe("curl -X GET 'http://h/p'");
  });
});
