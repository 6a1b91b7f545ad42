/**
 * The gateway side: checks a signed request and says precisely why it fails. The HMAC is injected (see hmac.ts);
 * the nonce's single use is the caller's to enforce (it needs shared state), with `claims.nonce`.
 */
import { md5Base64 } from '../md5.ts';
import { CA_HEADERS, headerMap, isHeaderLookup, type HeaderLookup, type HeadersInput } from './headers.ts';
import {
  constantTimeEqual,
  parseSignatureMethod,
  type HmacAsync,
  type HmacSync,
  type SignatureMethod,
} from './hmac.ts';
import { isFormContentType, listedSignedHeaders, stringToSignFrom, type SignableRequest } from './string-to-sign.ts';

export type SignatureFailure =
  | { reason: 'missing_header'; header: string }
  | { reason: 'bad_signature_method'; value: string }
  | { reason: 'bad_timestamp'; value: string }
  | { reason: 'bad_nonce' }
  /** X-Ca-Timestamp or X-Ca-Nonce sent but not listed in X-Ca-Signature-Headers: a replay could change them. */
  | { reason: 'header_not_signed'; header: string }
  | { reason: 'signed_header_absent'; header: string }
  | { reason: 'content_md5_mismatch' }
  /** (strict only) a key given twice in the query or in the form, or in both: only one of its values is signed. */
  | { reason: 'ambiguous_parameter'; key: string; where: 'query' | 'form' | 'query_and_form' }
  /** `stringToSign` is the server's, for the client to compare (Alibaba returns it in X-Ca-Error-Message). */
  | { reason: 'signature_mismatch'; stringToSign: string }
  | { reason: 'timestamp_expired'; timestamp: number; now: number };

export type SignatureFailureReason = SignatureFailure['reason'];

/** What a request claims, read from its headers before any secret is known. */
export interface SignatureClaims {
  appKey: string;
  signature: string;
  signatureMethod: SignatureMethod;
  timestamp: number;
  nonce: string;
  /** X-Ca-Stage as sent (see envTypeOfStage). */
  stage?: string;
  /** As listed in X-Ca-Signature-Headers, sorted, without the unsignable ones. */
  signedHeaders: readonly string[];
  /** The same names in lowercase, to look their values up by. */
  signedHeadersLower?: readonly string[];
}

export interface VerifyOptions {
  /** Checks X-Ca-Timestamp against this clock (ms) when given. */
  now?: number;
  /** Allowed distance from `now`, either way (default 15 minutes). */
  windowMs?: number;
  /** Headers that must be listed in X-Ca-Signature-Headers (default X-Ca-Timestamp and X-Ca-Nonce). */
  mustSign?: readonly string[];
  /**
   * Refuse a non-empty body that is not a form and has no Content-MD5 (missing_header Content-MD5). Off by default,
   * as in Alibaba's gateway: without Content-MD5 such a body is not covered by the signature.
   */
  requireContentMd5?: boolean;
  /**
   * Refuse a query or form key given twice, and a query key that is also a form field (ambiguous_parameter). Off by
   * default, as in Alibaba's gateway: only one of the values is signed (the first; the form's over the query's),
   * while the backend may read another one.
   */
  refuseAmbiguousParameters?: boolean;
  /** Base64 MD5 of the body, for Content-MD5 (default: the shared pure-JS one; Node passes node:crypto's). */
  md5Base64?: (body: string | Uint8Array) => string;
}

export type ClaimsResult = { ok: true; claims: SignatureClaims } | { ok: false; failure: SignatureFailure };
export type VerifyResult =
  | {
      ok: true;
      claims: SignatureClaims;
      stringToSign: string;
      /** Which of the secrets matched (0 = current). */ secretIndex: number;
    }
  | { ok: false; failure: SignatureFailure };

export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_NONCE_LENGTH = 128;
const DEFAULT_MUST_SIGN = [CA_HEADERS.timestamp, CA_HEADERS.nonce];

function fail(failure: SignatureFailure): { ok: false; failure: SignatureFailure } {
  return { ok: false, failure };
}

/** The X-Ca header names as Node and headerMap give them (lowercase), worked out once rather than per request. */
const LOWER = Object.fromEntries(Object.entries(CA_HEADERS).map(([k, name]) => [k, name.toLowerCase()])) as Record<
  keyof typeof CA_HEADERS,
  string
>;
const TIMESTAMP_FORM = /^\d{1,15}$/;

/**
 * X-Ca-Signature-Headers as read: the names sorted, and their lowercase set. A client sends the same list on every
 * call, so the gateway keeps the last few it saw rather than splitting and sorting it per request.
 */
interface ListedHeaders {
  sorted: readonly string[];
  /** `sorted` in lowercase, name by name */
  sortedLower: readonly string[];
  lower: ReadonlySet<string>;
}
const listedCache = new Map<string, ListedHeaders>();
const LISTED_CACHE_MAX = 256;

function listedHeaders(value: string | undefined): ListedHeaders {
  const key = value ?? '';
  let listed = listedCache.get(key);
  if (listed) return listed;
  const sorted = listedSignedHeaders(value);
  const sortedLower = sorted.map((name) => name.toLowerCase());
  listed = { sorted, sortedLower, lower: new Set(sortedLower) };
  if (listedCache.size >= LISTED_CACHE_MAX) listedCache.clear();
  listedCache.set(key, listed);
  return listed;
}

/** Reads and checks the X-Ca headers' presence and form; needs no secret, so the caller can look the key up next. */
export function readSignatureClaims(
  headers: HeadersInput | HeaderLookup,
  opts: Pick<VerifyOptions, 'mustSign'> = {},
): ClaimsResult {
  const h = isHeaderLookup(headers) ? headers : headerMap(headers);
  // each read once, checked in this order: key, signature, timestamp, nonce
  const appKey = h.get(LOWER.key)?.trim();
  if (!appKey) return fail({ reason: 'missing_header', header: CA_HEADERS.key });
  const signature = h.get(LOWER.signature)?.trim();
  if (!signature) return fail({ reason: 'missing_header', header: CA_HEADERS.signature });
  const timestampValue = h.get(LOWER.timestamp)?.trim();
  if (!timestampValue) return fail({ reason: 'missing_header', header: CA_HEADERS.timestamp });
  const nonce = h.get(LOWER.nonce)?.trim();
  if (!nonce) return fail({ reason: 'missing_header', header: CA_HEADERS.nonce });
  const methodValue = h.get(LOWER.signatureMethod);
  const signatureMethod = parseSignatureMethod(methodValue);
  if (!signatureMethod) return fail({ reason: 'bad_signature_method', value: methodValue ?? '' });
  if (!TIMESTAMP_FORM.test(timestampValue)) return fail({ reason: 'bad_timestamp', value: timestampValue });
  if (nonce.length > MAX_NONCE_LENGTH) return fail({ reason: 'bad_nonce' });
  const listed = listedHeaders(h.get(LOWER.signatureHeaders));
  for (const name of opts.mustSign ?? DEFAULT_MUST_SIGN) {
    if (!listed.lower.has(name.toLowerCase())) return fail({ reason: 'header_not_signed', header: name });
  }
  for (let i = 0; i < listed.sorted.length; i++) {
    if (!h.has(listed.sortedLower[i])) return fail({ reason: 'signed_header_absent', header: listed.sorted[i] });
  }
  return {
    ok: true,
    claims: {
      appKey,
      signature,
      signatureMethod,
      timestamp: Number(timestampValue),
      nonce,
      stage: h.get(LOWER.stage),
      signedHeaders: listed.sorted,
      signedHeadersLower: listed.sortedLower,
    },
  };
}

type Prepared = { ok: true; claims: SignatureClaims; stringToSign: string } | { ok: false; failure: SignatureFailure };

/** `h` and `read`: the headers already folded by headerMap and the claims already read from them (the gateway has both). */
function prepare(
  req: SignableRequest,
  opts: VerifyOptions,
  h: HeaderLookup = headerMap(req.headers),
  read = readSignatureClaims(h, opts),
): Prepared {
  if (!read.ok) return read;
  const contentMd5 = h.get('content-md5');
  if (
    contentMd5 === undefined &&
    opts.requireContentMd5 &&
    req.body?.length &&
    !isFormContentType(h.get('content-type'))
  ) {
    return fail({ reason: 'missing_header', header: 'Content-MD5' });
  }
  if (contentMd5 !== undefined) {
    const actual = (opts.md5Base64 ?? md5Base64)(req.body ?? '');
    if (!constantTimeEqual(actual, contentMd5.trim())) return fail({ reason: 'content_md5_mismatch' });
  }
  if (opts.refuseAmbiguousParameters) {
    const ambiguous = ambiguousParameter(req, h);
    if (ambiguous) return fail(ambiguous);
  }
  const { signedHeaders, signedHeadersLower } = read.claims;
  return { ok: true, claims: read.claims, stringToSign: stringToSignFrom(req, h, signedHeaders, signedHeadersLower) };
}

/** Every key of a query or form, repeats included (ParamsInput keeps only the first value of each). */
function keysOf(input: SignableRequest['query']): string[] {
  if (input === undefined) return [];
  if (typeof input === 'string') return [...new URLSearchParams(input.startsWith('?') ? input.slice(1) : input).keys()];
  if (input instanceof URLSearchParams) return [...input.keys()];
  if (Array.isArray(input)) return input.map(([k]) => k);
  return Object.entries(input).flatMap(([k, v]) => (Array.isArray(v) ? v.map(() => k) : [k]));
}

function formKeys(req: SignableRequest, h: HeaderLookup): string[] {
  if (req.form !== undefined) return keysOf(req.form);
  if (!req.body?.length || !isFormContentType(h.get('content-type'))) return [];
  return keysOf(typeof req.body === 'string' ? req.body : new TextDecoder().decode(req.body));
}

function ambiguousParameter(
  req: SignableRequest,
  h: HeaderLookup,
): Extract<SignatureFailure, { reason: 'ambiguous_parameter' }> | undefined {
  const query = new Set<string>();
  for (const key of keysOf(req.query)) {
    if (query.has(key)) return { reason: 'ambiguous_parameter', key, where: 'query' };
    query.add(key);
  }
  const form = new Set<string>();
  for (const key of formKeys(req, h)) {
    if (form.has(key)) return { reason: 'ambiguous_parameter', key, where: 'form' };
    if (query.has(key)) return { reason: 'ambiguous_parameter', key, where: 'query_and_form' };
    form.add(key);
  }
  return undefined;
}

function conclude(prepared: Extract<Prepared, { ok: true }>, computed: string[], opts: VerifyOptions): VerifyResult {
  const { claims, stringToSign } = prepared;
  let secretIndex = -1;
  for (let i = 0; i < computed.length && secretIndex < 0; i++)
    if (constantTimeEqual(computed[i], claims.signature)) secretIndex = i;
  if (secretIndex < 0) return fail({ reason: 'signature_mismatch', stringToSign });
  if (opts.now !== undefined && Math.abs(opts.now - claims.timestamp) > (opts.windowMs ?? DEFAULT_WINDOW_MS)) {
    return fail({ reason: 'timestamp_expired', timestamp: claims.timestamp, now: opts.now });
  }
  return { ok: true, claims, stringToSign, secretIndex };
}

const secretList = (secrets: string | readonly string[]) => (typeof secrets === 'string' ? [secrets] : [...secrets]);

/**
 * Verifies with a synchronous HMAC. `secrets` are the application's valid secrets (current first, then one still
 * in its grace period). Checks, in order: headers present and well-formed, timestamp and nonce signed, listed
 * headers present, Content-MD5, signature, then the timestamp window when `opts.now` is given.
 */
export function verifySignedRequest(
  req: SignableRequest,
  secrets: string | readonly string[],
  hmac: HmacSync,
  opts: VerifyOptions = {},
): VerifyResult {
  const prepared = prepare(req, opts);
  if (!prepared.ok) return prepared;
  const computed = secretList(secrets).map((s) => hmac(prepared.claims.signatureMethod, s, prepared.stringToSign));
  return conclude(prepared, computed, opts);
}

/**
 * verifySignedRequest for a caller that already folded the headers (headerMap, or a HeaderLookup over headers keyed
 * by lowercase name) and read the claims from them (readSignatureClaims on that), so neither is done twice per request.
 */
export function verifyReadRequest(
  req: SignableRequest,
  headers: HeaderLookup,
  claims: SignatureClaims,
  secrets: readonly string[],
  hmac: HmacSync,
  opts: VerifyOptions = {},
): VerifyResult {
  const prepared = prepare(req, opts, headers, { ok: true, claims });
  if (!prepared.ok) return prepared;
  const computed: string[] = [];
  for (const secret of secrets) computed.push(hmac(claims.signatureMethod, secret, prepared.stringToSign));
  return conclude(prepared, computed, opts);
}

/** The same with an asynchronous HMAC (WebCrypto). */
export async function verifySignedRequestAsync(
  req: SignableRequest,
  secrets: string | readonly string[],
  hmac: HmacAsync,
  opts: VerifyOptions = {},
): Promise<VerifyResult> {
  const prepared = prepare(req, opts);
  if (!prepared.ok) return prepared;
  const computed = await Promise.all(
    secretList(secrets).map((s) => hmac(prepared.claims.signatureMethod, s, prepared.stringToSign)),
  );
  return conclude(prepared, computed, opts);
}

/**
 * One ASCII line for the X-Ca-Error-Message header, in the words Alibaba's gateway uses where it has them (its
 * SDKs look for "Invalid Signature, Server StringToSign:"; newlines become "#" as header values cannot hold them).
 */
export function describeSignatureFailure(f: SignatureFailure): string {
  switch (f.reason) {
    case 'missing_header':
      return `Missing header ${f.header}`;
    case 'bad_signature_method':
      return `Invalid Signature Method ${JSON.stringify(f.value)}, use HmacSHA256 or HmacSHA1`;
    case 'bad_timestamp':
      return 'Invalid Timestamp, X-Ca-Timestamp must be milliseconds since the epoch';
    case 'bad_nonce':
      return `Invalid Nonce, at most ${MAX_NONCE_LENGTH} characters`;
    case 'header_not_signed':
      return `Header ${f.header} must be listed in X-Ca-Signature-Headers`;
    case 'signed_header_absent':
      return `Header ${f.header} is listed in X-Ca-Signature-Headers but not sent`;
    case 'content_md5_mismatch':
      return 'Invalid Content-MD5, it does not match the body';
    case 'ambiguous_parameter':
      return `Ambiguous parameter ${JSON.stringify(encodeNonAscii(f.key))}: ${
        f.where === 'query_and_form' ? 'in both the query and the form' : `repeated in the ${f.where}`
      }, refused by this API group's strict signature checks`;
    case 'signature_mismatch':
      return `Invalid Signature, Server StringToSign:${encodeNonAscii(f.stringToSign.replace(/\n/g, '#'))}`;
    case 'timestamp_expired':
      return 'Invalid Timestamp, outside the 15-minute window';
  }
}

/** Header values are Latin-1 at best: percent-encode what is not printable ASCII so the line stays readable. */
function encodeNonAscii(text: string): string {
  return text.replace(/[^\x20-\x7e]+/g, (s) => encodeURIComponent(s));
}
