/** Reading the user shapes the wire needs: the session user and the user-info object. */
import type { Deps } from '../context.ts';
import type { Lang } from '../http/messages.ts';

export async function findUserByName(deps: Deps, userName: string) {
  return deps.db.selectFrom('users').selectAll()
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function sessionUser(deps: Deps, userId: number, sso_access_token: string) {
  const u = await deps.db.selectFrom('users')
    .select(['user_id', 'user_name', 'check_state', 'pdingding', 'pnick_name', 'init_pwd'])
    .where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { ...u, sso_access_token };
}

export async function userInfo(deps: Deps, userId: number, lang: Lang) {
  const u = await deps.db.selectFrom('users as u')
    .leftJoin('enterprises as e', 'e.enterprise_id', 'u.enterprise_id')
    .select(['u.user_id', 'u.user_name', 'u.puser_name', 'u.user_real_name', 'u.uid', 'u.account_type', 'u.user_type',
      'u.check_state', 'u.init_pwd', 'u.email', 'u.phone', 'u.enterprise_id', 'e.enterprise_name', 'e.enterprise_check_state'])
    .where('u.user_id', '=', userId).executeTakeFirstOrThrow();
  const roles = await deps.db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['r.role_code', 'r.role_name', 'r.role_name_en']).where('ur.user_id', '=', userId).orderBy('r.role_id').execute();
  return {
    ...u,
    role_names: roles.map((r) => (lang === 'en' && r.role_name_en) || r.role_name),
    role_codes: roles.map((r) => r.role_code),
  };
}
