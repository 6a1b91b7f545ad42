/** Helpers the accounts tests share: codes read from the outbox, captchas from where the server keeps them. */
import type { TestApp } from '../helpers.ts';
import { md5Hex } from '../../../src/server/auth/passwords.ts';

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  opts: { ticket?: string; ip?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...(opts.ticket ? { ticket: opts.ticket } : {}), ...(opts.language ? { language: opts.language } : {}) },
  });
}

export function get(t: TestApp, url: string, opts: { ticket?: string; ip?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...(opts.ticket ? { ticket: opts.ticket } : {}), ...(opts.language ? { language: opts.language } : {}) },
  });
}

/** The code in the newest outbox message to `to`. */
export async function codeFromOutbox(t: TestApp, to: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', to.toLowerCase())
    .orderBy('message_id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1];
}

/** Draws a captcha for the address (no account, as the registration page does) and answers it. */
export async function captcha(t: TestApp, ip = '127.0.0.1'): Promise<string> {
  const res = await t.app.inject({ url: '/openauthor/v1/captcha', remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.body}`);
  const row = await t.deps.db
    .selectFrom('captchas')
    .select('answer')
    .where('captcha_key', '=', `address:${ip}`)
    .executeTakeFirstOrThrow();
  return row.answer;
}

let n = 0;
/** A distinct client address per use, so the per-address limits of one test do not reach the next. */
export const nextIp = () => `10.1.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

export const PASSWORD = md5Hex('Str0ng!pass');

/** Registers through the API (code from the outbox) and answers the new user's id and name. */
export async function registerUser(t: TestApp, user_name: string, extra: Record<string, unknown> = {}) {
  const ip = nextIp();
  const email = `${user_name.toLowerCase()}@example.test`;
  const sent = await post(t, '/openauthor/v1/user/register/send_code', { channel: 'email', address: email }, { ip });
  if (sent.statusCode !== 200) throw new Error(`send_code failed: ${sent.body}`);
  const res = await post(
    t,
    '/openauthor/v1/user/register',
    {
      user_name,
      password: PASSWORD,
      channel: 'email',
      email,
      code: await codeFromOutbox(t, email),
      agreement: true,
      captcha_code: await captcha(t, ip),
      ...extra,
    },
    { ip },
  );
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { ...(res.json().data as { user_id: number; user_name: string }), email, md5: PASSWORD };
}
