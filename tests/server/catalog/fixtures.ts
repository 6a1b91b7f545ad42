/** Shared set-up of the catalog tests: accounts with the provider role, and requests as them. */
import { randomUUID } from 'node:crypto';
import { hashPassword, md5Hex } from '../../../src/server/auth/passwords.ts';
import type { TestApp } from '../helpers.ts';

export async function providerAccount(t: TestApp, user_name: string): Promise<{ ticket: string; user_id: number }> {
  const { db } = t.deps;
  const role = await db
    .selectFrom('roles')
    .select('role_id')
    .where('role_code', '=', 'provider')
    .where('built_in', '=', 1)
    .executeTakeFirstOrThrow();
  const u = await db
    .insertInto('users')
    .values({
      user_name,
      uid: randomUUID(),
      password_hash: await hashPassword(md5Hex('Prov@12345')),
      user_type: 3,
      user_real_name: user_name,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: u.user_id, role_id: role.role_id }).execute();
  return { ticket: await t.login(user_name, md5Hex('Prov@12345')), user_id: u.user_id };
}

export function caller(t: TestApp) {
  return (method: string, url: string, body: unknown, ticket: string, lang = 'zh') =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: { ticket, language: lang },
    });
}

let n = 0;
/** A fresh group with one upstream per environment; answers its id. */
export async function makeGroup(t: TestApp, ticket: string, extra: Record<string, unknown> = {}): Promise<number> {
  const call = caller(t);
  const r = await call(
    'POST',
    '/newopen/service/group',
    {
      group_name: `测试能力${Date.now()}${n++}`,
      description: 'test',
      upstreams: [1, 2, 3].map((env_type) => ({
        env_type,
        base_url: 'https://backend.example.com/base',
        timeout_ms: 5000,
      })),
      ...extra,
    },
    ticket,
  );
  if (r.statusCode !== 200) throw new Error(r.body);
  return r.json().data.group_id;
}

export async function makeApi(
  t: TestApp,
  ticket: string,
  group_id: number,
  listen_path: string,
  method_type = 'GET',
  api_name = `api ${listen_path} ${method_type}`,
) {
  const r = await caller(t)(
    'POST',
    '/newopen/service/api',
    { group_id, api_name, listen_path, method_type, sort: 0 },
    ticket,
  );
  return r;
}
