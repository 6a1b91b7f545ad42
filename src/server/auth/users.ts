/** Reading the user shapes the wire needs: the session user and the user-info object. */
import { sql } from 'kysely';
import type { Deps } from '../context.ts';
import type { Lang } from '../http/messages.ts';

export async function findUserByName(deps: Deps, userName: string) {
  return deps.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function sessionUser(deps: Deps, userId: number, sso_access_token: string) {
  const u = await deps.db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'check_state', 'pdingding', 'pnick_name', 'init_pwd'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...u, sso_access_token };
}

export async function userInfo(deps: Deps, userId: number, lang: Lang) {
  // one round trip: the user, the enterprise and the roles (as a JSON array) together
  const u = await deps.db
    .selectFrom('users as u')
    .leftJoin('enterprises as e', 'e.enterprise_id', 'u.enterprise_id')
    .select([
      'u.user_id',
      'u.user_name',
      'u.puser_name',
      'u.user_real_name',
      'u.uid',
      'u.account_type',
      'u.user_type',
      'u.check_state',
      'u.init_pwd',
      'u.email',
      'u.phone',
      'u.enterprise_id',
      'e.enterprise_name',
      'e.enterprise_check_state',
    ])
    .select(
      sql<{ role_code: string; role_name: string; role_name_en: string | null }[]>`coalesce((
      select json_agg(json_build_object('role_code', r.role_code, 'role_name', r.role_name, 'role_name_en', r.role_name_en) order by r.role_id)
      from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id), '[]'::json)`.as('roles'),
    )
    .where('u.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const { roles, ...user } = u;
  return {
    ...user,
    role_names: roles.map((r) => (lang === 'en' && r.role_name_en) || r.role_name),
    role_codes: roles.map((r) => r.role_code),
  };
}
