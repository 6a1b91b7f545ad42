/** Account lookups the registration, reset and profile calls share: uniqueness and the domain-account prefixes. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { DOMAIN_ACCOUNT_PREFIXES } from '../../shared/constants.ts';
import type { Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { duplicate } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { normalizeAddress } from './codes.ts';
import type { Channel } from './sender.ts';

type Db = Kysely<Database> | Transaction<Database>;

export { USER_NAME } from '../../shared/user-name.ts';
import { USER_NAME } from '../../shared/user-name.ts';

/** The account prefixes of the enabled user sources (domain accounts), plus the built-in ones. */
export async function domainPrefixes(db: Db): Promise<string[]> {
  const rows = await sql<{ account_prefix: string }>`select account_prefix from user_sources
    where state = 1 and account_prefix is not null`.execute(db);
  return [...new Set([...rows.rows.map((r) => r.account_prefix), ...DOMAIN_ACCOUNT_PREFIXES])];
}

/** What is wrong with an account name by the rules (not whether it is taken); undefined when nothing. */
export async function userNameProblem(
  db: Db,
  userName: string,
): Promise<{ key: 'USER_NAME_RULE' | 'USER_NAME_RESERVED'; params: Record<string, string> } | undefined> {
  if (!USER_NAME.test(userName)) return { key: 'USER_NAME_RULE', params: {} };
  const prefix = (await domainPrefixes(db)).find((p) => userName.toLowerCase().startsWith(p.toLowerCase()));
  if (prefix) return { key: 'USER_NAME_RESERVED', params: { prefix } };
  return undefined;
}

export async function checkUserName(db: Db, userName: string) {
  const problem = await userNameProblem(db, userName);
  if (problem) throw fieldError('user_name', problem.key, problem.params);
}

export type Unique = 'user_name' | 'email' | 'phone';

export async function taken(db: Db, field: Unique, value: string, exceptUserId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('user_id');
  if (field === 'user_name') q = q.where((eb) => eb(eb.fn('lower', ['user_name']), '=', value.trim().toLowerCase()));
  else if (field === 'email') q = q.where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeAddress('email', value)));
  else q = q.where('phone', '=', normalizeAddress('sms', value));
  if (exceptUserId) q = q.where('user_id', '!=', exceptUserId);
  return !!(await q.executeTakeFirst());
}

export async function assertFree(db: Db, field: Unique, value: string, exceptUserId?: number) {
  if (await taken(db, field, value, exceptUserId)) throw duplicate(field);
}

export const contactField = (channel: Channel) => (channel === 'email' ? 'email' : 'phone');

/** The user a reset code goes to: by email or phone, enabled, and not a domain account (those reset elsewhere). */
export async function findByContact(deps: Deps, channel: Channel, address: string) {
  const field = contactField(channel);
  const value = normalizeAddress(channel, address);
  const user = await deps.db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'puser_name', 'state'])
    .where((eb) => (field === 'email' ? eb(eb.fn('lower', ['email']), '=', value) : eb('phone', '=', value)))
    .executeTakeFirst();
  if (!user || user.state !== 1) return undefined;
  const prefixes = await domainPrefixes(deps.db);
  if (prefixes.some((p) => user.user_name.startsWith(p) || user.puser_name?.startsWith(p))) return undefined;
  return user;
}
