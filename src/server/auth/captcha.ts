/**
 * Captchas: 4 characters from an alphabet without look-alikes, valid 5 minutes, single use, drawn as a warped,
 * cluttered raster image (captcha-image.ts).
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export { captchaPng } from './captcha-image.ts';

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LIFETIME_MS = 5 * 60_000;

export async function newCaptcha(db: Kysely<Database>, key: string, now: Date): Promise<string> {
  const answer = Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
  const expires_at = new Date(now.getTime() + LIFETIME_MS);
  await db
    .insertInto('captchas')
    .values({ captcha_key: key, answer, expires_at })
    .onConflict((oc) => oc.column('captcha_key').doUpdateSet({ answer, expires_at }))
    .execute();
  return answer;
}

/** True when `given` matches the captcha last drawn for one of the keys; a checked captcha is spent either way. */
export async function checkCaptcha(db: Kysely<Database>, keys: string[], given: string, now: Date): Promise<boolean> {
  // one DELETE ... RETURNING: two parallel logins cannot both read the same captcha before it is spent
  const rows = await db
    .deleteFrom('captchas')
    .where('captcha_key', 'in', keys)
    .returning(['answer', 'expires_at'])
    .execute();
  return rows.some((r) => new Date(r.expires_at).getTime() > now.getTime() && r.answer === given.trim().toUpperCase());
}
