/**
 * Application secrets at rest: AES-256-GCM with a random 96-bit IV per encryption. The app_key is bound in as
 * additional data, so a ciphertext copied onto another credential's row fails to decrypt instead of granting
 * that application the other's secret. Stored as "v1." + base64url(iv | tag | ciphertext).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1.';

export function sealSecret(key: Buffer, appKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(appKey, 'utf8'));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

export function openSecret(key: Buffer, appKey: string, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('unknown secret encoding');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(appKey, 'utf8'));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** app_key: 24 hex digits; secret: 32 characters of base64url (192 bits), both from the CSPRNG. */
export function newAppKey(): string {
  return randomBytes(12).toString('hex');
}

export function newAppSecret(): string {
  return randomBytes(24).toString('base64url');
}
