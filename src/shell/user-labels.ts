/** Labels for the user-info codes of SPEC.md section 3. */
import type { UserInfo } from './authProvider.ts';

type T = (key: string, args?: Record<string, unknown>) => string;

export const accountTypeLabel = (t: T, u: UserInfo) => t(`app.user.account_types.${u.account_type}`);
export const userTypeLabel = (t: T, u: UserInfo) => t(`app.user.user_types.${u.user_type}`);
/** 0 or anything unknown = not authenticated (SPEC.md section 4) */
export const enterpriseStateLabel = (t: T, u: UserInfo) =>
  t(`app.user.enterprise_states.${[1, 2, 3].includes(u.enterprise_check_state ?? 0) ? u.enterprise_check_state : 0}`);

const CJK = /[\u3400-\u9fff]/;

/** A person's name is theirs in every language; a Chinese-only one reads as the account name in English. */
export function displayName(user: Pick<UserInfo, 'user_name' | 'user_real_name'>, locale: string): string {
  const real = user.user_real_name?.trim();
  if (!real) return user.user_name;
  return locale === 'en' && CJK.test(real) ? user.user_name : real;
}
