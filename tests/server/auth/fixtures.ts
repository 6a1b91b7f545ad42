/**
 * Small helpers the auth tests share: throwaway accounts (so no test disturbs the demo accounts another test
 * logs in with), raw login calls from a chosen client address (the throttle counts per address too), and
 * the answer of the captcha the server just drew.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';
import type { TestApp } from '../helpers.ts';

export interface NewUser {
  user_id: number;
  user_name: string;
  md5: string;
}

export async function createUser(
  t: TestApp,
  user_name: string,
  opts: { password?: string; role?: string; init_pwd?: number; puser_name?: string; user_type?: number } = {},
): Promise<NewUser> {
  const md5 = md5Hex(opts.password ?? 'Pass@1234');
  const { db } = t.deps;
  const user = await db
    .insertInto('users')
    .values({
      user_name,
      uid: randomUUID(),
      password_hash: await hashPassword(md5),
      user_type: opts.user_type ?? 3,
      init_pwd: opts.init_pwd ?? 0,
      puser_name: opts.puser_name ?? null,
      user_real_name: user_name,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  if (opts.role) {
    const role = await db
      .selectFrom('roles')
      .select('role_id')
      .where('role_code', '=', opts.role)
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: role.role_id }).execute();
  }
  return { user_id: user.user_id, user_name, md5 };
}

export interface LoginOptions {
  ip?: string;
  login_code?: string;
  language?: string;
}

export function loginRaw(
  t: TestApp,
  user_name: string,
  password: string,
  opts: LoginOptions = {},
): Promise<InjectResponse> {
  const payload: Record<string, string> = { user_name, password };
  if (opts.login_code !== undefined) payload.login_code = opts.login_code;
  return t.app.inject({
    method: 'POST',
    url: '/openauthor/v1/user/login',
    payload,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.language ? { language: opts.language } : {},
  });
}

/** Logs in and answers the ticket, failing the test with the server's answer when it does not work. */
export async function ticketOf(t: TestApp, user: NewUser, ip = '127.0.0.1'): Promise<string> {
  const res = await loginRaw(t, user.user_name, user.md5, { ip });
  if (res.statusCode !== 200) throw new Error(`login ${user.user_name} failed: ${res.body}`);
  return res.json().data.ticket;
}

/** Draws a captcha for the account (as the login page does) and reads its answer where the server keeps it. */
export async function captchaFor(t: TestApp, user_name: string, ip = '127.0.0.1'): Promise<string> {
  const res = await t.app.inject({
    url: `/openauthor/v1/captcha?user_name=${encodeURIComponent(user_name)}`,
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.body}`);
  const row = await t.deps.db
    .selectFrom('captchas')
    .select('answer')
    .where('captcha_key', '=', `account:${user_name.toLowerCase()}|address:${ip}`)
    .executeTakeFirstOrThrow();
  return row.answer;
}

export function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  ticket?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(ticket ? { ticket } : {}), ...headers },
  });
}

export const WRONG_MD5 = md5Hex('definitely wrong');
