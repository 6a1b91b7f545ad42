/** Text captchas drawn as SVG: 4 characters from an alphabet without look-alikes, valid 5 minutes, single use. */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
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

export function captchaSvg(text: string): string {
  const w = 120, h = 40;
  const noise = Array.from({ length: 5 }, () =>
    `<line x1="${randomInt(w)}" y1="${randomInt(h)}" x2="${randomInt(w)}" y2="${randomInt(h)}" stroke="#${randomInt(0x888888).toString(16).padStart(6, '0')}" stroke-width="1"/>`,
  ).join('');
  const chars = [...text].map((c, i) => {
    const x = 14 + i * 26, y = 28 + randomInt(-4, 5), rot = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" font-size="24" font-family="monospace" font-weight="bold" fill="#1f3a68" transform="rotate(${rot} ${x} ${y})">${c}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#eef2f7"/>${noise}${chars}</svg>`;
}
