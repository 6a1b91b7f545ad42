/**
 * Captchas: 4 characters from an alphabet without look-alikes, valid 5 minutes, single use, drawn by svg-captcha as
 * glyph outlines with noise lines (no <text> a script could read the answer from).
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/schema.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LIFETIME_MS = 5 * 60_000;

export async function newCaptcha(db: Kysely<Database>, key: string, now: Date): Promise<string> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const expires_at = new Date(now.getTime() + LIFETIME_MS);
  await db.insertInto('captchas').values({ captcha_key: key, answer, expires_at })
    .onConflict((oc) => oc.column('captcha_key').doUpdateSet({ answer, expires_at })).execute();
  return answer;
}

/** True when `given` matches the captcha last drawn for one of the keys; a checked captcha is spent either way. */
export async function checkCaptcha(db: Kysely<Database>, keys: string[], given: string, now: Date): Promise<boolean> {
  // one DELETE ... RETURNING: two parallel logins cannot both read the same captcha before it is spent
  const rows = await db.deleteFrom('captchas').where('captcha_key', 'in', keys).returning(['answer', 'expires_at']).execute();
  return rows.some((r) => new Date(r.expires_at).getTime() > now.getTime() && r.answer === given.trim().toUpperCase());
}

// svg-captcha's module is also a function that draws a given text; its typings only declare create()
const draw = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

/** The answer drawn as outlines; the answer itself never appears in the SVG. */
export function captchaSvg(text: string): string {
  return draw(text, { width: 120, height: 40, noise: 3, color: true, background: '#eef2f7', fontSize: 44 });
}
