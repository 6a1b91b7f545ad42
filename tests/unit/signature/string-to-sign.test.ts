// @vitest-environment node
/** The string to sign, piece by piece, against the published description and Alibaba's published demo. */
import { describe, expect, it } from 'vitest';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import {
  buildStringToSign,
  canonicalResource,
  envTypeOfStage,
  headerMap,
  listedSignedHeaders,
  paramMap,
  stageOfEnvType,
} from '../../../src/shared/signature/index.ts';

describe('published vector', () => {
  it('reproduces the signature of aliyun/api-gateway-demo-sign-backend-java Sign.java main()', () => {
    // The demo's inputs and printed signature (C7Lq…gv0=). Its envelope is the gateway-to-backend variant
    // (METHOD, body MD5, lowercased headers), but the resource (path + sorted query and form parameters)
    // and the HMAC are this scheme's.
    const resource = canonicalResource(
      '/demo/uri',
      { QueryKey1: 'QueryValue1', QueryKey2: 'QueryValue2' },
      { FormKey1: 'FormValue1', FormKey2: 'FormValue2' },
    );
    expect(resource).toBe(
      '/demo/uri?FormKey1=FormValue1&FormKey2=FormValue2&QueryKey1=QueryValue1&QueryKey2=QueryValue2',
    );
    const stringToSign = `POST\n\nheaderkey1:HeaderValue1\nheaderkey2:HeaderValue2\n${resource}`;
    expect(nodeHmac('HmacSHA256', 'DemoSecret1', stringToSign)).toBe('C7Lqfn8Spz0DxQTfUJq0NrkEbwNUuTNtC9p3SzRWgv0=');
  });
});

describe('canonicalResource', () => {
  it('is the bare path without parameters (no "?")', () => {
    expect(canonicalResource('/a/b')).toBe('/a/b');
    expect(canonicalResource('/a/b', '', {})).toBe('/a/b');
  });

  it('sorts keys by UTF-16 code units, uppercase before lowercase, like Java TreeMap', () => {
    expect(canonicalResource('/p', 'b=2&a=1&B=3&_=4&%E4%B8%AD=5')).toBe('/p?B=3&_=4&a=1&b=2&中=5');
  });

  it('writes a key with an empty value alone, without "="', () => {
    expect(canonicalResource('/p', 'flag=&x=1&bare')).toBe('/p?bare&flag&x=1');
    expect(canonicalResource('/p', { a: '', b: null, c: [] })).toBe('/p?a&b&c');
  });

  it('signs only the first of repeated values', () => {
    expect(canonicalResource('/p', 'a=2&a=1&a=3')).toBe('/p?a=2');
    expect(canonicalResource('/p', { a: ['x', 'y'] })).toBe('/p?a=x');
    expect(
      canonicalResource('/p', [
        ['a', 'first'],
        ['a', 'second'],
      ]),
    ).toBe('/p?a=first');
  });

  it('uses decoded values, not URL-encoded ones ("+" is a space in a query)', () => {
    expect(canonicalResource('/p', 'q=a%20b%26c%3Dd&u=%E5%8C%97%E4%BA%AC&plus=1%2B1&space=x+y')).toBe(
      '/p?plus=1+1&q=a b&c=d&space=x y&u=北京',
    );
  });

  it('merges form and query; the form value wins on a shared key', () => {
    expect(canonicalResource('/p', 'k=query&q=1', 'k=form&f=2')).toBe('/p?f=2&k=form&q=1');
  });

  it('skips undefined object values and stringifies numbers and booleans', () => {
    expect(canonicalResource('/p', { a: undefined, n: 7, t: true })).toBe('/p?n=7&t=true');
  });

  it('accepts a leading "?" and URLSearchParams', () => {
    expect(canonicalResource('/p', '?b=1&a=2')).toBe('/p?a=2&b=1');
    expect(
      canonicalResource(
        '/p',
        new URLSearchParams([
          ['z', '1'],
          ['y', ''],
        ]),
      ),
    ).toBe('/p?y&z=1');
  });
});

describe('paramMap and listedSignedHeaders', () => {
  it('keeps the first value per key in input order', () => {
    expect([...paramMap('b=1&a=2&b=3')]).toEqual([
      ['b', '1'],
      ['a', '2'],
    ]);
  });

  it('reads a query with nothing to decode as URLSearchParams does (empty parts, "=" in values, no "=")', () => {
    const urlSearchParams = (q: string) => {
      const map = new Map<string, string>();
      for (const [k, v] of new URLSearchParams(q)) if (!map.has(k)) map.set(k, v);
      return [...map];
    };
    for (const q of [
      'a=1&&b=2&',
      '=x&c&d=1=2&a=3',
      '&&',
      'k=',
      '北京=天津&é=ü',
      '?a=1',
      '??a=1',
      'a=%41',
      'a=b+c',
      'a=\uD800',
    ])
      expect([...paramMap(q)], q).toEqual(urlSearchParams(q.startsWith('?') ? q.slice(1) : q));
  });

  it('keeps names as listed, trimmed, sorted, deduplicated, without the unsignable six', () => {
    expect(
      listedSignedHeaders(
        ' x-ca-nonce ,X-Ca-Key,x-ca-nonce,Accept,content-type,Content-MD5,Date,X-Ca-Signature,X-Ca-Signature-Headers,,',
      ),
    ).toEqual(['X-Ca-Key', 'x-ca-nonce']);
    expect(listedSignedHeaders(undefined)).toEqual([]);
  });
});

describe('buildStringToSign', () => {
  const base = {
    method: 'post',
    path: '/fx/v1/convert',
    query: 'b=2&a=1',
    headers: {
      accept: 'application/json',
      'content-md5': 'MD5==',
      'content-type': 'application/json',
      date: 'Thu, 01 Jan 2026 00:00:00 GMT',
      'x-ca-key': 'k',
      'x-ca-nonce': 'n',
      'x-custom': 'v',
      'x-ca-signature-headers': 'X-Custom,x-ca-key,x-ca-nonce',
    },
  };

  it('has the five lines, the signed headers as listed and sorted, then the resource', () => {
    expect(buildStringToSign(base)).toBe(
      'POST\napplication/json\nMD5==\napplication/json\nThu, 01 Jan 2026 00:00:00 GMT\nX-Custom:v\nx-ca-key:k\nx-ca-nonce:n\n/fx/v1/convert?a=1&b=2',
    );
  });

  it('keeps the newline of empty Accept, Content-MD5, Content-Type and Date, and adds none for no headers', () => {
    expect(buildStringToSign({ method: 'GET', path: '/x', headers: {} })).toBe('GET\n\n\n\n\n/x');
  });

  it('looks header values up case-insensitively and writes an empty one as "name:"', () => {
    expect(
      buildStringToSign({ method: 'GET', path: '/x', headers: { 'X-CA-KEY': 'K', 'x-empty': '' } }, [
        'x-ca-key',
        'X-Empty',
      ]),
    ).toBe('GET\n\n\n\n\nX-Empty:\nx-ca-key:K\n/x');
  });

  it('parses the form of a url-encoded body, whatever its charset parameter', () => {
    const req = {
      method: 'POST',
      path: '/f',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: 'b=%E4%B8%AD&a=',
    };
    expect(buildStringToSign(req, [])).toBe('POST\n\n\napplication/x-www-form-urlencoded; charset=UTF-8\n\n/f?a&b=中');
    expect(buildStringToSign({ ...req, body: new TextEncoder().encode('z=1') }, [])).toMatch(/\/f\?z=1$/);
  });

  it('does not treat a JSON or multipart body as form parameters', () => {
    expect(
      buildStringToSign(
        { method: 'POST', path: '/f', headers: { 'content-type': 'application/json' }, body: 'a=1' },
        [],
      ),
    ).toMatch(/\n\/f$/);
    expect(
      buildStringToSign(
        { method: 'POST', path: '/f', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'a=1' },
        [],
      ),
    ).toMatch(/\n\/f$/);
  });

  it('lets an explicit form override the body', () => {
    expect(
      buildStringToSign(
        {
          method: 'POST',
          path: '/f',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
          form: { b: '2' },
        },
        [],
      ),
    ).toMatch(/\/f\?b=2$/);
  });
});

describe('headers and stages', () => {
  it('folds header names to lowercase and joins repeated values', () => {
    expect(headerMap({ 'X-A': '1', 'x-a': '2', 'set-cookie': ['p', 'q'], n: 5, u: undefined })).toEqual(
      new Map([
        ['x-a', '1, 2'],
        ['set-cookie', 'p, q'],
        ['n', '5'],
      ]),
    );
  });

  it('maps TEST / PRE / RELEASE to env_type 1 / 2 / 3, RELEASE when absent', () => {
    expect([
      envTypeOfStage('TEST'),
      envTypeOfStage('PRE'),
      envTypeOfStage('RELEASE'),
      envTypeOfStage(undefined),
      envTypeOfStage(''),
      envTypeOfStage('test'),
    ]).toEqual([1, 2, 3, 3, 3, 1]);
    expect(envTypeOfStage('PROD')).toBeUndefined();
    expect([stageOfEnvType(1), stageOfEnvType(2), stageOfEnvType(3), stageOfEnvType(4)]).toEqual([
      'TEST',
      'PRE',
      'RELEASE',
      undefined,
    ]);
  });
});
