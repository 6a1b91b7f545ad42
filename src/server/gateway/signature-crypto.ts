/** node:crypto for the shared signing module: synchronous HMAC and a native MD5 for large bodies. */
import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { HmacSync } from '../../shared/signature/index.ts';

/**
 * Secrets as KeyObjects, made once per secret: createHmac given a string prepares a key from it on every call
 * (prepareSecretKey showed in the gateway's profile under load). Bounded: cleared when it holds more secrets than
 * a gateway's applications plausibly have, so rotated-out secrets do not pile up.
 */
const keys = new Map<string, KeyObject>();
const KEYS_MAX = 10_000;

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= KEYS_MAX) keys.clear();
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export const nodeHmac: HmacSync = (method, secret, message) =>
  createHmac(method === 'HmacSHA1' ? 'sha1' : 'sha256', keyOf(secret))
    .update(message, 'utf8')
    .digest('base64');

export const nodeMd5Base64 = (body: string | Uint8Array): string => createHash('md5').update(body).digest('base64');
