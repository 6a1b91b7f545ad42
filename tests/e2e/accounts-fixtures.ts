/**
 * What the accounts browser tests share: accounts registered through the real API (code from the outbox, captcha
 * from where the server keeps it), so each test starts from a fresh user without repeating the registration screen
 * the first accounts test already drives.
 */
import { md5Hex } from '../../src/server/auth/passwords.ts';
import type { Running } from './helpers.ts';

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

let n = 0;
const nextIp = () => `10.9.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function inject(r: Running, method: 'GET' | 'POST', url: string, ip: string, payload?: object) {
  const res = await r.app.app.inject({ method, url, payload, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** Registers `user_name` (password `password`) through the API; `account_type` 2 is an enterprise account. */
export async function registerViaApi(
  r: Running,
  user_name: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const ip = nextIp();
  const email = `${user_name.toLowerCase()}@example.test`;
  await inject(r, 'POST', '/openauthor/v1/user/register/send_code', ip, { channel: 'email', address: email });
  const msg = await r.app.deps.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', email)
    .orderBy('message_id', 'desc')
    .executeTakeFirstOrThrow();
  await inject(r, 'GET', '/openauthor/v1/captcha', ip);
  const cap = await r.app.deps.db
    .selectFrom('captchas')
    .select('answer')
    .where('captcha_key', '=', `address:${ip}`)
    .executeTakeFirstOrThrow();
  const res = await inject(r, 'POST', '/openauthor/v1/user/register', ip, {
    user_name,
    password: md5Hex(password),
    channel: 'email',
    email,
    code: /\b(\d{6})\b/.exec(msg.body)![1],
    agreement: true,
    captcha_code: cap.answer,
    ...extra,
  });
  return { ...(res.json().data as { user_id: number; user_name: string }), email };
}
