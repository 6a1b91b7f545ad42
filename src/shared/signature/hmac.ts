/**
 * HMAC behind an injected function, so one signing and verifying code serves Node (node:crypto, synchronous; see
 * src/server/gateway/signature-crypto.ts) and the browser (WebCrypto, asynchronous, below).
 */

export const SIGNATURE_METHODS = ['HmacSHA256', 'HmacSHA1'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** Base64 of HMAC(secret as UTF-8, message as UTF-8). */
export type HmacSync = (method: SignatureMethod, secret: string, message: string) => string;
export type HmacAsync = (method: SignatureMethod, secret: string, message: string) => Promise<string>;

/** X-Ca-Signature-Method: HmacSHA256 when absent (the Node SDK sends none), case-insensitive; undefined when unknown. */
export function parseSignatureMethod(value: string | undefined): SignatureMethod | undefined {
  if (value === 'HmacSHA256' || value === 'HmacSHA1') return value;
  if (value === undefined || value.trim() === '') return 'HmacSHA256';
  const v = value.trim().toLowerCase();
  return SIGNATURE_METHODS.find((m) => m.toLowerCase() === v);
}

/** Compares every character whatever the first difference, so timing does not reveal how much of a guess was right. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const encoder = new TextEncoder();

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * WebCrypto HMAC (browsers, and Node 20+). Browsers offer crypto.subtle only in secure contexts (HTTPS or
 * localhost); elsewhere this throws an Error whose message says so.
 */
export const webCryptoHmac: HmacAsync = async (method, secret, message) => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) is unavailable: open the console over HTTPS or on localhost');
  const key = await subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: method === 'HmacSHA1' ? 'SHA-1' : 'SHA-256' },
    false,
    ['sign'],
  );
  return toBase64(await subtle.sign('HMAC', key, encoder.encode(message)));
};
