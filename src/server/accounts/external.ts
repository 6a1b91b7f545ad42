/**
 * External identities (OIDC subject, workplace-chat user id) linked to platform accounts: found on sign-in, created
 * as a new account on the first sign-in, bound to and unbound from the caller's account.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../context.ts';
import { hashPassword, md5Hex } from '../auth/passwords.ts';
import { newSecret } from '../auth/tokens.ts';
import { issueExchangeToken, issueSession } from '../auth/sessions.ts';
import { invalidState } from '../http/errors.ts';
import { taken } from './users.ts';

export type Provider = 'oidc' | 'workchat';

export interface ExternalProfile {
  subject: string;
  display_name: string | null;
  preferred_name: string | null;
  email: string | null;
}

export async function linkedAccount(deps: Deps, provider: Provider, subject: string): Promise<number | undefined> {
  const linked = await deps.db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return linked?.user_id;
}

/** The linked account, or a new one made for this identity (the first sign-in links it). */
export async function accountFor(deps: Deps, provider: Provider, p: ExternalProfile): Promise<number> {
  const linked = await linkedAccount(deps, provider, p.subject);
  if (linked) return linked;
  const base =
    (p.preferred_name ?? p.email?.split('@')[0] ?? p.subject).replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'user';
  const stem = `${provider}.${/^[A-Za-z]/.test(base) ? base : `u${base}`}`.slice(0, 28);
  let user_name = stem;
  for (let i = 2; await taken(deps.db, 'user_name', user_name); i++) user_name = `${stem}${i}`;
  // a password nobody knows: the account signs in through its provider until its owner resets one by email
  const password_hash = await hashPassword(md5Hex(newSecret()));
  const email = p.email && !(await taken(deps.db, 'email', p.email)) ? p.email.toLowerCase() : null;
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        user_name,
        uid: randomUUID(),
        password_hash,
        account_type: 0,
        user_type: 3,
        email,
        user_real_name: p.display_name,
        pnick_name: p.display_name ?? user_name,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_identities')
      .values({ provider, subject: p.subject, user_id: user.user_id, display_name: p.display_name ?? p.email })
      .execute();
    return user.user_id;
  });
}

export async function bindIdentity(deps: Deps, userId: number, provider: Provider, p: ExternalProfile) {
  await deps.db.transaction().execute(async (trx) => {
    const other = await trx
      .selectFrom('user_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', p.subject)
      .forUpdate()
      .executeTakeFirst();
    if (other && other.user_id !== userId) throw invalidState('IDENTITY_BOUND');
    // one identity per provider and account: binding a new one replaces the old
    await trx.deleteFrom('user_identities').where('user_id', '=', userId).where('provider', '=', provider).execute();
    await trx
      .insertInto('user_identities')
      .values({ provider, subject: p.subject, user_id: userId, display_name: p.display_name ?? p.email })
      .execute();
  });
}

/** A login for the account, handed to the browser as a one-time token the console exchanges (`?token=`). */
export async function oneTimeLogin(deps: Deps, userId: number): Promise<string> {
  const s = await issueSession(deps, userId);
  const { token } = await issueExchangeToken(deps, {
    user_id: userId,
    user_name: '',
    user_type: 3,
    account_type: 0,
    ticket_hash: s.ticket_hash,
  });
  return token;
}
