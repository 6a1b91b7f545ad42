/**
 * The string to sign of the Alibaba Cloud API Gateway signature scheme ("摘要签名认证"), written to follow, in this
 * order of authority:
 *  1. Alibaba Cloud's help page "使用摘要签名认证方式调用API" / "Signature mechanism" (help.aliyun.com
 *     document_detail/29475 and 143207): the five lines, empty values still ending in "\n"; the Headers block
 *     sorted by name, `name:value\n` each, an empty value written `name:\n`, and leaving out X-Ca-Signature,
 *     X-Ca-Signature-Headers, Accept, Content-MD5, Content-Type and Date; Url = Path + Query + Body form
 *     parameters, sorted by key, a parameter with an empty value written as its key alone (no "="), no "?" when
 *     there are none, and of several values of one key only the first is signed; Content-MD5 =
 *     base64(md5(body bytes)), computed only when the body is not a form.
 *  2. Alibaba's own SDKs where the page is silent: aliyun/api-gateway-demo-sign-java `SignUtil.buildResource`,
 *     aliyun/api-gateway-nodejs-sdk `lib/client.js`, aliyun/api-gateway-demo-sign-python `signature_composer.py`
 *     and the backend demo aliyun/api-gateway-demo-sign-backend-java `Sign.java`. From them: a key present in
 *     both the query and the form is signed with the FORM value; form parameters are those of an
 *     application/x-www-form-urlencoded body; values are the decoded values (the Node SDK signs the object that
 *     url.parse(…, true) decoded); keys sort by UTF-16 code units (Java's TreeMap, JavaScript's default sort);
 *     header names sort the same way and are written as the client listed them.
 *
 * Choices where the sources differ or say nothing, made so that every SDK above verifies:
 *  - Only the empty string counts as an empty value (the Java demo also treats whitespace-only values as empty;
 *    the page says "为空").
 *  - The path is signed as it appears on the request line (still percent-encoded), which is what the SDKs sign
 *    for the URLs they send.
 *  - Names in X-Ca-Signature-Headers are trimmed, exact duplicates count once, and the six unsignable names are
 *    ignored even when listed.
 */
import { headerMap, UNSIGNABLE_HEADERS, CA_HEADERS, type HeaderLookup, type HeadersInput } from './headers.ts';

type ParamValue = string | number | boolean | null | undefined;
/**
 * Query or form parameters with DECODED values: a raw (still encoded) query string or form body, URLSearchParams,
 * [key, value] pairs, or an object whose values may be arrays.
 */
export type ParamsInput =
  | string
  | URLSearchParams
  | ReadonlyArray<readonly [string, string]>
  | Readonly<Record<string, ParamValue | readonly ParamValue[]>>;

/** What the string to sign is made of. `body` is the raw body; `form` overrides the form parsed from it. */
export interface SignableRequest {
  method: string;
  /** The path as on the request line, without the query. */
  path: string;
  query?: ParamsInput;
  headers: HeadersInput;
  form?: ParamsInput;
  body?: string | Uint8Array;
}

/**
 * What makes a raw query or form need URLSearchParams' decoding: "%" and "+" (decoded), a UTF-16 surrogate (a lone
 * one becomes U+FFFD) and a leading "?" (URLSearchParams drops one more). Without them its parse is a plain split.
 */
const NEEDS_DECODING = /^\?|[%+\uD800-\uDFFF]/;

/** First value of each key, in input order. (Loops without closures: the gateway calls this on every request.) */
export function paramMap(input: ParamsInput | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (input === undefined) return map;
  if (typeof input === 'string') {
    const text = input.startsWith('?') ? input.slice(1) : input;
    if (NEEDS_DECODING.test(text)) {
      for (const [k, v] of new URLSearchParams(text)) if (!map.has(k)) map.set(k, v);
      return map;
    }
    // URLSearchParams' parse where nothing is decoded: "&"-separated, empty parts skipped, split at the first "="
    for (let start = 0; start < text.length;) {
      let end = text.indexOf('&', start);
      if (end < 0) end = text.length;
      if (end > start) {
        const eq = text.indexOf('=', start);
        const k = eq >= 0 && eq < end ? text.slice(start, eq) : text.slice(start, end);
        if (!map.has(k)) map.set(k, eq >= 0 && eq < end ? text.slice(eq + 1, end) : '');
      }
      start = end + 1;
    }
  } else if (input instanceof URLSearchParams || Array.isArray(input)) {
    for (const [k, v] of input as Iterable<[string, string]>) if (!map.has(k)) map.set(k, v);
  } else {
    const record = input as Record<string, ParamValue | readonly ParamValue[]>;
    for (const k of Object.keys(record)) {
      const raw = record[k];
      const first = Array.isArray(raw) ? (raw.length ? raw[0] : '') : raw;
      if (first === undefined || map.has(k)) continue;
      map.set(k, first === null ? '' : String(first));
    }
  }
  return map;
}

export function isFormContentType(contentType: string | undefined): boolean {
  return !!contentType && contentType.trim().toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** The form parameters that take part: `form` when given, else those of a url-encoded body. */
export function formParams(
  req: Pick<SignableRequest, 'form' | 'body' | 'headers'>,
  headers: HeaderLookup = headerMap(req.headers),
): Map<string, string> {
  if (req.form !== undefined) return paramMap(req.form);
  if (req.body === undefined || req.body.length === 0 || !isFormContentType(headers.get('content-type')))
    return new Map();
  const text = typeof req.body === 'string' ? req.body : new TextDecoder().decode(req.body);
  return paramMap(text);
}

/** Path + sorted query and form parameters (form wins on a shared key). */
export function canonicalResource(path: string, query?: ParamsInput, form?: ParamsInput | Map<string, string>): string {
  const formMap = form instanceof Map ? form : paramMap(form);
  let merged = paramMap(query);
  if (formMap.size) {
    const queryMap = merged;
    merged = new Map(formMap);
    for (const [k, v] of queryMap) if (!merged.has(k)) merged.set(k, v);
  }
  if (merged.size === 0) return path;
  const keys = [...merged.keys()].sort();
  let out = `${path}?`;
  for (let i = 0; i < keys.length; i++) {
    const v = merged.get(keys[i])!;
    out += `${i ? '&' : ''}${keys[i]}${v === '' ? '' : `=${v}`}`;
  }
  return out;
}

/** The names a client listed in X-Ca-Signature-Headers, as spelled there, sorted, without the unsignable ones. */
export function listedSignedHeaders(value: string | undefined): string[] {
  if (!value) return [];
  const names = new Set<string>();
  for (const part of value.split(',')) {
    const name = part.trim();
    if (name && !UNSIGNABLE_HEADERS.has(name.toLowerCase())) names.add(name);
  }
  return [...names].sort();
}

/**
 * The string to sign. `signedHeaders` defaults to the request's own X-Ca-Signature-Headers. A listed header the
 * request lacks is written with an empty value (the verifier refuses such requests before it gets here).
 */
export function buildStringToSign(req: SignableRequest, signedHeaders?: readonly string[]): string {
  const headers = headerMap(req.headers);
  const names = signedHeaders
    ? [...new Set(signedHeaders)].filter((n) => !UNSIGNABLE_HEADERS.has(n.toLowerCase())).sort()
    : listedSignedHeaders(headers.get(CA_HEADERS.signatureHeaders.toLowerCase()));
  return stringToSignFrom(req, headers, names);
}

const LINE_HEADERS = ['accept', 'content-md5', 'content-type', 'date'] as const;

/**
 * The same from headers already folded (headerMap, or a HeaderLookup) and names already sorted (the verifier has
 * both, and the names in lowercase too).
 */
export function stringToSignFrom(
  req: SignableRequest,
  headers: HeaderLookup,
  sortedNames: readonly string[],
  sortedLower?: readonly string[],
): string {
  let out = `${req.method.toUpperCase()}\n`;
  for (const line of LINE_HEADERS) out += `${headers.get(line) ?? ''}\n`;
  for (let i = 0; i < sortedNames.length; i++)
    out += `${sortedNames[i]}:${headers.get(sortedLower ? sortedLower[i] : sortedNames[i].toLowerCase()) ?? ''}\n`;
  return out + canonicalResource(req.path, req.query, formParams(req, headers));
}
