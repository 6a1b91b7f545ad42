// @vitest-environment node
/**
 * An independent implementation of the scheme, written here from the public description (Alibaba Cloud's
 * "使用摘要签名认证方式调用API" page and its SDKs) without importing src/shared/signature, signs and verifies
 * generated requests against ours in both directions.
 */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeHmac } from '../../../src/server/gateway/signature-crypto.ts';
import {
  buildStringToSign,
  signRequest,
  verifySignedRequest,
  type SignatureMethod,
} from '../../../src/shared/signature/index.ts';

// ---------------------------------------------------------------- the independent implementation
type Pairs = [string, string][];
interface Call {
  method: string;
  path: string;
  query: Pairs;
  headers: Record<string, string>;
  body?: string;
  form?: Pairs;
}

/** Java's String.compareTo: UTF-16 code units. */
function javaCompare(a: string, b: string): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = a.charCodeAt(i) - b.charCodeAt(i);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function firstValues(pairs: Pairs): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of pairs) if (!(k in out)) out[k] = v;
  return out;
}

function urlPart(path: string, query: Pairs, form: Pairs): string {
  const params = firstValues(query);
  Object.assign(params, firstValues(form)); // body form parameters take precedence, as in the SDKs
  const keys = Object.keys(params).sort(javaCompare);
  if (keys.length === 0) return path;
  return path + '?' + keys.map((k) => (params[k] ? k + '=' + params[k] : k)).join('&');
}

function get(headers: Record<string, string>, name: string): string {
  const hit = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return hit === undefined ? '' : headers[hit];
}

function isForm(headers: Record<string, string>) {
  return get(headers, 'content-type').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

function stringToSign(call: Call, signedNames: string[]): string {
  const lines = [
    call.method.toUpperCase(),
    get(call.headers, 'accept'),
    get(call.headers, 'content-md5'),
    get(call.headers, 'content-type'),
    get(call.headers, 'date'),
  ];
  let s = lines.join('\n') + '\n';
  for (const name of [...signedNames].sort(javaCompare)) s += name + ':' + get(call.headers, name) + '\n';
  return s + urlPart(call.path, call.query, isForm(call.headers) ? (call.form ?? []) : []);
}

const hmacOf = (algo: SignatureMethod, secret: string, text: string) =>
  createHmac(algo === 'HmacSHA1' ? 'sha1' : 'sha256', Buffer.from(secret, 'utf8'))
    .update(Buffer.from(text, 'utf8'))
    .digest('base64');

const EXCLUDED = ['x-ca-signature', 'x-ca-signature-headers', 'accept', 'content-md5', 'content-type', 'date'];

/** Client side: adds the X-Ca headers, signs every X-Ca-* header plus `alsoSign`, as the Java demo does. */
function independentSign(
  call: Call,
  key: string,
  secret: string,
  algo: SignatureMethod,
  now: number,
  nonce: string,
  alsoSign: string[],
): Call {
  const headers: Record<string, string> = {
    ...call.headers,
    'X-Ca-Key': key,
    'X-Ca-Timestamp': String(now),
    'X-Ca-Nonce': nonce,
    'X-Ca-Signature-Method': algo,
  };
  if (call.body && !isForm(headers))
    headers['Content-MD5'] = createHash('md5').update(Buffer.from(call.body, 'utf8')).digest('base64');
  const names = Object.keys(headers).filter(
    (n) => !EXCLUDED.includes(n.toLowerCase()) && (n.toLowerCase().startsWith('x-ca-') || alsoSign.includes(n)),
  );
  headers['X-Ca-Signature-Headers'] = names.join(',');
  const signed = { ...call, headers };
  headers['X-Ca-Signature'] = hmacOf(algo, secret, stringToSign(signed, names));
  return signed;
}

/** Server side: parses the raw query and body itself, then recomputes. */
function independentVerify(
  received: { method: string; path: string; rawQuery: string; headers: Record<string, string>; body?: string },
  secret: string,
): boolean {
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  const parse = (raw: string): Pairs =>
    raw
      .split('&')
      .filter(Boolean)
      .map((part) => {
        const i = part.indexOf('=');
        return i < 0 ? [decode(part), ''] : [decode(part.slice(0, i)), decode(part.slice(i + 1))];
      });
  const names = get(received.headers, 'x-ca-signature-headers')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !EXCLUDED.includes(n.toLowerCase()));
  const algo = (get(received.headers, 'x-ca-signature-method') || 'HmacSHA256') as SignatureMethod;
  const call: Call = {
    method: received.method,
    path: received.path,
    query: parse(received.rawQuery),
    headers: received.headers,
    body: received.body,
    form: received.body && isForm(received.headers) ? parse(received.body) : [],
  };
  if (
    get(received.headers, 'content-md5') &&
    createHash('md5')
      .update(received.body ?? '')
      .digest('base64') !== get(received.headers, 'content-md5')
  )
    return false;
  return hmacOf(algo, secret, stringToSign(call, [...new Set(names)])) === get(received.headers, 'x-ca-signature');
}

const encodePairs = (pairs: Pairs) =>
  pairs.map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v)).join('&');
const lowercased = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

// ---------------------------------------------------------------- generators
const tricky = fc.constantFrom(
  '',
  ' ',
  'a b',
  '&',
  '=',
  '+',
  '%',
  '%20',
  '?',
  '#',
  '/',
  '北京',
  'Ünïcödé',
  '🙂',
  'a=b&c',
  '\u00a0',
  'Z',
  'z',
  '_',
  '~',
);
const text = fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 8 }), fc.string({ maxLength: 8 }));
const keyText = fc.oneof(
  fc.constantFrom('a', 'A', 'b', 'city', 'days', '中', 'k k', 'x=y', 'a&b', '_', 'Z', '🙂', '\ue000'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
);
const pairs = fc.array(fc.tuple(keyText, text), { maxLength: 6 }) as fc.Arbitrary<Pairs>;
const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,10}$/);
const headerValue = fc.stringMatching(/^[!-~]([ -~]{0,20}[!-~])?$/);
const algo = fc.constantFrom<SignatureMethod>('HmacSHA256', 'HmacSHA1');
const segment = fc.oneof(
  fc.stringMatching(/^[a-z0-9_.-]{1,8}$/),
  text.filter((s) => s.length > 0).map(encodeURIComponent),
);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => '/' + s.join('/'));
const secret = fc.string({ minLength: 1, maxLength: 40 });

const callArb = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  path,
  query: pairs,
  accept: fc.option(fc.constantFrom('application/json', '*/*', 'text/plain; q=0.5'), { nil: undefined }),
  date: fc.option(fc.constant('Thu, 01 Jan 2026 00:00:00 GMT'), { nil: undefined }),
  bodyKind: fc.constantFrom('none', 'json', 'form'),
  json: text,
  form: pairs,
  extra: fc.uniqueArray(fc.tuple(token, headerValue), { maxLength: 4, selector: ([n]) => n.toLowerCase() }),
  caExtra: fc.uniqueArray(
    fc.tuple(
      fc.tuple(fc.boolean(), token).map(([upper, t]) => (upper ? 'X-Ca-' : 'x-ca-') + t),
      headerValue,
    ),
    { maxLength: 3, selector: ([n]) => n.toLowerCase() },
  ),
  signExtra: fc.boolean(),
  algo,
  secret,
  nonce: fc.uuid(),
  timestamp: fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
});

type Gen = typeof callArb extends fc.Arbitrary<infer T> ? T : never;
const RESERVED = new Set([
  'x-ca-key',
  'x-ca-timestamp',
  'x-ca-nonce',
  'x-ca-signature-method',
  'x-ca-signature',
  'x-ca-signature-headers',
  'x-ca-stage',
  'accept',
  'content-type',
  'content-md5',
  'date',
]);

function toCall(g: Gen): { call: Call; alsoSign: string[] } {
  const headers: Record<string, string> = {};
  if (g.accept) headers.Accept = g.accept;
  if (g.date) headers.Date = g.date;
  const extra = [...g.extra, ...g.caExtra].filter(([n]) => !RESERVED.has(n.toLowerCase()));
  const seen = new Set<string>();
  for (const [n, v] of extra)
    if (!seen.has(n.toLowerCase())) {
      seen.add(n.toLowerCase());
      headers[n] = v;
    }
  let body: string | undefined;
  let form: Pairs | undefined;
  if (g.bodyKind === 'json') {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    body = JSON.stringify({ v: g.json });
  }
  if (g.bodyKind === 'form' && g.form.length) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    form = g.form;
    body = encodePairs(g.form);
  }
  const alsoSign = g.signExtra ? g.extra.map(([n]) => n).filter((n) => n in headers) : [];
  return { call: { method: g.method, path: g.path, query: g.query, headers, body, form }, alsoSign };
}

// ---------------------------------------------------------------- properties
describe('independent implementation', () => {
  it('signs requests that our verifier accepts, with the same string to sign', () => {
    fc.assert(
      fc.property(callArb, (g) => {
        const { call, alsoSign } = toCall(g);
        const signed = independentSign(call, 'app-key', g.secret, g.algo, g.timestamp, g.nonce, alsoSign);
        const req = {
          method: call.method,
          path: call.path,
          query: encodePairs(call.query),
          headers: lowercased(signed.headers),
          body: call.body,
        };
        const result = verifySignedRequest(req, g.secret, nodeHmac, { now: g.timestamp });
        expect(result).toMatchObject({ ok: true });
        const names = signed.headers['X-Ca-Signature-Headers'].split(',');
        expect(buildStringToSign(req)).toBe(stringToSign(signed, names));
      }),
      { numRuns: 300 },
    );
  });

  it('verifies requests that our signer signed', () => {
    fc.assert(
      fc.property(callArb, (g) => {
        const { call, alsoSign } = toCall(g);
        const signed = signRequest(
          {
            appKey: 'app-key',
            method: call.method,
            path: call.path,
            query: call.query,
            headers: call.headers,
            body: call.body,
            signatureMethod: g.algo,
            timestamp: g.timestamp,
            nonce: g.nonce,
            signHeaders: alsoSign,
          },
          g.secret,
          nodeHmac,
        );
        const rawQuery = new URLSearchParams(call.query).toString(); // another encoder: '+' for spaces
        expect(
          independentVerify(
            { method: call.method, path: call.path, rawQuery, headers: lowercased(signed.headers), body: call.body },
            g.secret,
          ),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('and our verifier refuses its requests once a signed part changes', () => {
    const change = fc.constantFrom('query', 'path', 'method', 'secret', 'header', 'body');
    fc.assert(
      fc.property(callArb, change, (g, what) => {
        const { call, alsoSign } = toCall(g);
        const signed = independentSign(call, 'app-key', g.secret, g.algo, g.timestamp, g.nonce, alsoSign);
        const req = {
          method: call.method,
          path: call.path,
          query: encodePairs(call.query),
          headers: lowercased(signed.headers),
          body: call.body,
        };
        let secretUsed = g.secret;
        if (what === 'query') req.query = encodePairs([['zz-added', 'x'], ...call.query]);
        if (what === 'path') req.path = call.path + '/x';
        if (what === 'method') req.method = call.method === 'GET' ? 'HEAD' : 'GET';
        if (what === 'secret') secretUsed = g.secret + '!';
        if (what === 'header') req.headers['x-ca-nonce'] = g.nonce + '0';
        if (what === 'body') {
          if (!call.body) return; // nothing to tamper with
          req.body = call.body + (g.bodyKind === 'form' ? '&zz-added=1' : ' ');
        }
        expect(verifySignedRequest(req, secretUsed, nodeHmac, { now: g.timestamp }).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
