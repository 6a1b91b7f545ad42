/** node:crypto for the shared signing module: synchronous HMAC and a native MD5 for large bodies. */
import { createHash, createHmac } from 'node:crypto';
import type { HmacSync } from '../../shared/signature/index.ts';

export const nodeHmac: HmacSync = (method, secret, message) =>
  createHmac(method === 'HmacSHA1' ? 'sha1' : 'sha256', secret)
    .update(message, 'utf8')
    .digest('base64');

export const nodeMd5Base64 = (body: string | Uint8Array): string => createHash('md5').update(body).digest('base64');
