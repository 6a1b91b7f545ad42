/**
 * The client side: the complete header set of a signed request, for the console's signature tool, /apitry,
 * tests and scripts. Follows the SDKs: every X-Ca-* header is signed, Accept is always sent (an HTTP client
 * would otherwise add its own, e.g. curl's "*\/*", and break the signature), and a body that is not a form gets
 * Content-MD5.
 */
import { md5Base64 } from '../md5.ts';
import { CA_HEADERS, headerMap, UNSIGNABLE_HEADERS, type HeadersInput, type Stage } from './headers.ts';
import type { HmacAsync, HmacSync, SignatureMethod } from './hmac.ts';
import { buildStringToSign, isFormContentType, type ParamsInput } from './string-to-sign.ts';

export interface SignInput {
  appKey: string;
  method: string;
  /** As it will appear on the request line (percent-encoded where needed), without the query. */
  path: string;
  query?: ParamsInput;
  headers?: HeadersInput;
  form?: ParamsInput;
  body?: string | Uint8Array;
  signatureMethod?: SignatureMethod;
  /** Sent as X-Ca-Stage when given (the gateway assumes RELEASE without it). */
  stage?: Stage;
  /** Milliseconds since the epoch; now when absent. */
  timestamp?: number;
  /** A random UUID when absent. */
  nonce?: string;
  /** Further header names (present in `headers`) to sign besides the X-Ca-* ones. */
  signHeaders?: readonly string[];
  /** Add Content-MD5 to a non-form body (default true; a Content-MD5 already in `headers` is kept). */
  contentMd5?: boolean;
}

export interface PreparedSignature {
  /** Every header to send except X-Ca-Signature. */
  headers: Record<string, string>;
  /** As listed in X-Ca-Signature-Headers, sorted. */
  signedHeaders: string[];
  stringToSign: string;
  signatureMethod: SignatureMethod;
}

export interface SignedRequest extends PreparedSignature {
  signature: string;
  /** Path and encoded query to put on the request line (e.g. in a curl command). */
  target: string;
}

export const DEFAULT_ACCEPT = 'application/json';
export const DEFAULT_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A random version-4 UUID; uses getRandomValues, which (unlike randomUUID) browsers also offer over plain HTTP. */
export function newNonce(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Everything but the HMAC itself: the header set and the string to sign. */
export function prepareSignature(input: SignInput): PreparedSignature {
  const signatureMethod = input.signatureMethod ?? 'HmacSHA256';
  const generated: Record<string, string> = {
    [CA_HEADERS.key]: input.appKey,
    [CA_HEADERS.timestamp]: String(input.timestamp ?? Date.now()),
    [CA_HEADERS.nonce]: input.nonce ?? newNonce(),
    [CA_HEADERS.signatureMethod]: signatureMethod,
  };
  if (input.stage) generated[CA_HEADERS.stage] = input.stage;
  const generatedLower = new Set(
    [...Object.keys(generated), CA_HEADERS.signature, CA_HEADERS.signatureHeaders].map((n) => n.toLowerCase()),
  );

  const headers: Record<string, string> = { ...generated };
  for (const [name, raw] of headerMap(input.headers ?? {})) {
    if (generatedLower.has(name)) continue;
    const original = Object.keys(input.headers ?? {}).find((n) => n.toLowerCase() === name) ?? name;
    headers[original] = raw;
  }
  const has = (name: string) => Object.keys(headers).some((n) => n.toLowerCase() === name);
  const hasBody = input.body !== undefined && input.body.length > 0;
  if (!has('accept')) headers.Accept = DEFAULT_ACCEPT;
  if (hasBody && !has('content-type')) headers['Content-Type'] = DEFAULT_CONTENT_TYPE;
  const contentType = headerMap(headers).get('content-type');
  if (hasBody && input.contentMd5 !== false && !has('content-md5') && !isFormContentType(contentType)) {
    headers['Content-MD5'] = md5Base64(input.body!);
  }

  const extra = new Set((input.signHeaders ?? []).map((n) => n.toLowerCase()));
  const signedHeaders = Object.keys(headers)
    .filter(
      (n) =>
        !UNSIGNABLE_HEADERS.has(n.toLowerCase()) && (n.toLowerCase().startsWith('x-ca-') || extra.has(n.toLowerCase())),
    )
    .sort();
  headers[CA_HEADERS.signatureHeaders] = signedHeaders.join(',');

  const stringToSign = buildStringToSign(
    { method: input.method, path: input.path, query: input.query, headers, form: input.form, body: input.body },
    signedHeaders,
  );
  return { headers, signedHeaders, stringToSign, signatureMethod };
}

/**
 * Path + "?" + the query encoded as a browser form would (every value, repeats and order kept), or the path alone.
 * A raw query string is used as it is.
 */
export function requestTarget(path: string, query?: ParamsInput): string {
  if (query === undefined) return path;
  let encoded: string;
  if (typeof query === 'string') encoded = query.startsWith('?') ? query.slice(1) : query;
  else if (query instanceof URLSearchParams || Array.isArray(query))
    encoded = new URLSearchParams(query as URLSearchParams | string[][]).toString();
  else {
    const params = new URLSearchParams();
    for (const [k, raw] of Object.entries(query)) {
      for (const v of Array.isArray(raw) ? raw : [raw])
        if (v !== undefined) params.append(k, v === null ? '' : String(v));
    }
    encoded = params.toString();
  }
  return encoded ? `${path}?${encoded}` : path;
}

function finish(input: SignInput, prepared: PreparedSignature, signature: string): SignedRequest {
  return {
    ...prepared,
    headers: { ...prepared.headers, [CA_HEADERS.signature]: signature },
    signature,
    target: requestTarget(input.path, input.query),
  };
}

/** Signs with a synchronous HMAC (Node: `nodeHmac`). */
export function signRequest(input: SignInput, appSecret: string, hmac: HmacSync): SignedRequest {
  const prepared = prepareSignature(input);
  return finish(input, prepared, hmac(prepared.signatureMethod, appSecret, prepared.stringToSign));
}

/** Signs with an asynchronous HMAC (browser: `webCryptoHmac`). */
export async function signRequestAsync(input: SignInput, appSecret: string, hmac: HmacAsync): Promise<SignedRequest> {
  const prepared = prepareSignature(input);
  return finish(input, prepared, await hmac(prepared.signatureMethod, appSecret, prepared.stringToSign));
}
