/** Accounts for the applications' tests: the demo developer, a second developer, and how to call as them. */
import { randomUUID } from 'node:crypto';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';
import type { TestApp } from '../helpers.ts';

/** A developer account besides the demo one (same built-in developer role). */
export async function addDeveloper(t: TestApp, user_name: string): Promise<{ user_id: number; ticket: string }> {
  const { db } = t.deps;
  const role = await db
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', 'developer')
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  const password_hash = await hashPassword(md5Hex('Dev@123456'));
  const u = await db
    .insertInto('users')
    .values({ user_name, uid: randomUUID(), password_hash, user_type: 3, account_type: 0, user_real_name: user_name })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
  return { user_id: u.user_id, ticket: await t.login(user_name, md5Hex('Dev@123456')) };
}

export function caller(t: TestApp, ticket: string, language = 'zh') {
  const call = async (method: string, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ticket, language },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: res.json(), raw: res.body };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body?: unknown) => call('PUT', url, body),
    del: (url: string) => call('DELETE', url),
  };
}
