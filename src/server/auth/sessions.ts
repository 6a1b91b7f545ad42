/**
 * Tickets (8 hours, server-side, revocable) and the sso/exchange tokens that turn into tickets, once each.
 *
 * One login starts a session family: its ticket, the SSO token handed out with it, and every ticket later made
 * from that SSO token or from a one-time exchange token the family issued. A family member never outlives the
 * login (it expires with the login's ticket, however late it was made) and logout ends the whole family.
 */
import { TICKET_LIFETIME_MS } from '../../shared/constants.ts';
import type { Caller, Deps } from '../context.ts';
import { authFailed, unauthorized } from '../http/errors.ts';
import { newSecret, sha256 } from './tokens.ts';
import { NEGATIVE_TTL_MS, POSITIVE_TTL_MS } from './cache/index.ts';

export const EXCHANGE_LIFETIME_MS = 60_000;

export interface IssuedSession {
  ticket: string;
  ticket_hash: string;
  expires_at: Date;
  sso_access_token: string;
}

/** The family a new ticket joins: a login's own (none given) or an existing one, whose expiry it keeps. */
export interface Family {
  family_hash: string;
  expires_at: Date;
}

export async function issueSession(deps: Deps, userId: number, family?: Family): Promise<IssuedSession> {
  const ticket = newSecret();
  const ssoToken = newSecret();
  const now = deps.now();
  const ticket_hash = sha256(ticket);
  const expires_at = family?.expires_at ?? new Date(now.getTime() + TICKET_LIFETIME_MS);
  const family_hash = family?.family_hash ?? ticket_hash;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tickets')
      .values({ ticket_hash, user_id: userId, family_hash, created_at: now, expires_at })
      .execute();
    await trx
      .insertInto('sso_tokens')
      .values({ token_hash: sha256(ssoToken), user_id: userId, kind: 'sso', ticket_hash, family_hash, expires_at })
      .execute();
  });
  return { ticket, ticket_hash, expires_at, sso_access_token: ssoToken };
}

/** The caller behind a ticket header: 401 when missing, unknown or expired; 403 AUTH_FAILED when revoked or disabled. */
export async function authenticate(deps: Deps, ticket: string | undefined): Promise<Caller> {
  if (!ticket) throw unauthorized();
  const ticket_hash = sha256(ticket);
  const read = async () =>
    (await deps.db
      .selectFrom('tickets as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select(['t.expires_at', 't.revoked_at', 'u.user_id', 'u.user_name', 'u.user_type', 'u.account_type', 'u.state'])
      .where('t.ticket_hash', '=', ticket_hash)
      .executeTakeFirst()) ?? null;
  // the row as read, judged below on every call: expiry moves with the clock, not with the cache
  const row = deps.authCache
    ? await deps.authCache.through('tickets', ticket_hash, read, (r) => (r ? POSITIVE_TTL_MS : NEGATIVE_TTL_MS))
    : await read();
  if (!row) throw unauthorized();
  if (row.revoked_at) throw authFailed('TICKET_REVOKED');
  if (new Date(row.expires_at).getTime() <= deps.now().getTime()) throw unauthorized('TICKET_EXPIRED');
  if (row.state !== 1) throw authFailed('ACCOUNT_DISABLED');
  return {
    user_id: row.user_id,
    user_name: row.user_name,
    user_type: row.user_type,
    account_type: row.account_type,
    ticket_hash,
  };
}

/** Logout: every ticket of the caller's session family, and every token it issued that is not yet spent. */
export async function endFamily(deps: Deps, ticket_hash: string) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('tickets')
      .select('family_hash')
      .where('ticket_hash', '=', ticket_hash)
      .executeTakeFirst();
    if (!own) return;
    await trx
      .updateTable('tickets')
      .set({ revoked_at: now })
      .where('family_hash', '=', own.family_hash)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('sso_tokens')
      .set({ used_at: now })
      .where('family_hash', '=', own.family_hash)
      .where('used_at', 'is', null)
      .execute();
  });
}

/**
 * Revokes every live ticket of a user except `keep` (password change or reset, account disabled), and every
 * token not yet spent: SSO tokens of other sessions and one-time exchange tokens would otherwise open a fresh
 * session afterwards.
 */
export async function revokeUserTickets(deps: Deps, userId: number, keep?: string) {
  let q = deps.db
    .updateTable('tickets')
    .set({ revoked_at: deps.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) q = q.where('ticket_hash', '!=', keep);
  await q.execute();
  let tokens = deps.db
    .updateTable('sso_tokens')
    .set({ used_at: deps.now() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (keep) tokens = tokens.where((eb) => eb.or([eb('ticket_hash', 'is', null), eb('ticket_hash', '!=', keep)]));
  await tokens.execute();
}

/** A one-time token (60 s) that opens a session in the caller's family: the mobile hand-off, the token login. */
export async function issueExchangeToken(deps: Deps, caller: Caller) {
  const token = newSecret();
  const expires_at = new Date(deps.now().getTime() + EXCHANGE_LIFETIME_MS);
  const own = await deps.db
    .selectFrom('tickets')
    .select('family_hash')
    .where('ticket_hash', '=', caller.ticket_hash)
    .executeTakeFirstOrThrow();
  await deps.db
    .insertInto('sso_tokens')
    .values({
      token_hash: sha256(token),
      user_id: caller.user_id,
      kind: 'exchange',
      ticket_hash: null,
      family_hash: own.family_hash,
      expires_at,
    })
    .execute();
  return { token, expires_at };
}

/**
 * Finds the user and session family behind an sso_access_token or a one-time exchange token, and spends it: both
 * travel in URLs, where browser history, proxies and Referer headers keep them, so each opens one session and is
 * then dead (a copied link logs nobody in, and a link planted in someone's browser works once, not for 8 hours).
 * The session it opened answers a fresh sso_access_token for the next hand-off. Any failure is the same 401 so
 * tokens cannot be probed. The family's expiry is its login ticket's: a ticket made from the token ends when the
 * login would have.
 */
export async function redeemToken(
  deps: Deps,
  token: string,
  kind: 'sso' | 'exchange',
): Promise<{ user_id: number; family: Family }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sso_tokens as s')
      .innerJoin('users as u', 'u.user_id', 's.user_id')
      .leftJoin('tickets as t', 't.ticket_hash', 's.ticket_hash')
      .leftJoin('tickets as root', 'root.ticket_hash', 's.family_hash')
      .select([
        's.user_id',
        's.expires_at',
        's.used_at',
        's.family_hash',
        't.revoked_at',
        'root.revoked_at as root_revoked_at',
        'root.expires_at as family_expires_at',
        'u.state',
      ])
      .where('s.token_hash', '=', sha256(token))
      .where('s.kind', '=', kind)
      .forUpdate('s')
      .executeTakeFirst();
    const expired = (at: Date | string | null) => !at || new Date(at).getTime() <= now.getTime();
    if (
      !row ||
      row.used_at ||
      row.revoked_at ||
      row.root_revoked_at ||
      !row.family_hash ||
      expired(row.expires_at) ||
      expired(row.family_expires_at)
    ) {
      throw unauthorized('TOKEN_INVALID');
    }
    // a token must not open a session that a password login would refuse
    if (row.state !== 1) throw authFailed('ACCOUNT_DISABLED');
    await trx.updateTable('sso_tokens').set({ used_at: now }).where('token_hash', '=', sha256(token)).execute();
    return {
      user_id: row.user_id,
      family: { family_hash: row.family_hash, expires_at: new Date(row.family_expires_at!) },
    };
  });
}
