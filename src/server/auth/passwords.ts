/**
 * Passwords arrive as the hex MD5 of what was typed (the wire contract); we store argon2id of that MD5.
 * argon2's verify compares in constant time. A dummy hash keeps the timing of an unknown account close
 * to that of a known one.
 */
import { hash, verify } from '@node-rs/argon2';
import { createHash } from 'node:crypto';

// Algorithm.Argon2id; the enum is a const enum, which isolatedModules cannot import
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const md5Hex = (plain: string) => createHash('md5').update(plain, 'utf8').digest('hex');

export async function hashPassword(md5: string): Promise<string> {
  return hash(md5.toLowerCase(), OPTIONS);
}

let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, md5: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword(md5Hex('not-a-real-password'));
    await verify(await dummy, md5.toLowerCase());
    return false;
  }
  try {
    return await verify(stored, md5.toLowerCase());
  } catch {
    return false;
  }
}
