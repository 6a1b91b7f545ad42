/** Tickets (8 hours, server-side, revocable) and the sso/exchange tokens that turn into tickets. */
import { TICKET_LIFETIME_MS } from '../../shared/constants.ts';
import type { Caller, Deps } from '../context.ts';
import { authFailed, unauthorized } from '../http/errors.ts';
import { newSecret, sha256 } from './tokens.ts';

export const EXCHANGE_LIFETIME_MS = 60_000;

export interface IssuedSession {
  ticket: string;
  ticket_hash: string;
  expires_at: Date;
  sso_access_token: string;
}

export async function issueSession(deps: Deps, userId: number): Promise<IssuedSession> {
  const ticket = newSecret();
  const ssoToken = newSecret();
  const now = deps.now();
  const expires_at = new Date(now.getTime() + TICKET_LIFETIME_MS);
  const ticket_hash = sha256(ticket);
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('tickets').values({ ticket_hash, user_id: userId, created_at: now, expires_at }).execute();
    await trx.insertInto('sso_tokens')
      .values({ token_hash: sha256(ssoToken), user_id: userId, kind: 'sso', ticket_hash, expires_at })
      .execute();
  });
  return { ticket, ticket_hash, expires_at, sso_access_token: ssoToken };
}

/** The caller behind a ticket header: 401 when missing, unknown or expired; 403 AUTH_FAILED when revoked or disabled. */
export async function authenticate(deps: Deps, ticket: string | undefined): Promise<Caller> {
  if (!ticket) throw unauthorized();
  const ticket_hash = sha256(ticket);
  const row = await deps.db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select(['t.expires_at', 't.revoked_at', 'u.user_id', 'u.user_name', 'u.user_type', 'u.account_type', 'u.state'])
    .where('t.ticket_hash', '=', ticket_hash)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  if (row.revoked_at) throw authFailed('TICKET_REVOKED');
  if (new Date(row.expires_at).getTime() <= deps.now().getTime()) throw unauthorized('TICKET_EXPIRED');
  if (row.state !== 1) throw authFailed('ACCOUNT_DISABLED');
  return { user_id: row.user_id, user_name: row.user_name, user_type: row.user_type, account_type: row.account_type, ticket_hash };
}

export async function revokeTicket(deps: Deps, ticket_hash: string) {
  await deps.db.updateTable('tickets').set({ revoked_at: deps.now() })
    .where('ticket_hash', '=', ticket_hash).where('revoked_at', 'is', null).execute();
}

/**
 * Revokes every live ticket of a user except `keep` (password change, account disabled), and the one-time
 * exchange tokens not yet used: they would otherwise open a fresh session for up to a minute.
 */
export async function revokeUserTickets(deps: Deps, userId: number, keep?: string) {
  let q = deps.db.updateTable('tickets').set({ revoked_at: deps.now() })
    .where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep) q = q.where('ticket_hash', '!=', keep);
  await q.execute();
  await deps.db.updateTable('sso_tokens').set({ used_at: deps.now() })
    .where('user_id', '=', userId).where('kind', '=', 'exchange').where('used_at', 'is', null).execute();
}

export async function issueExchangeToken(deps: Deps, userId: number) {
  const token = newSecret();
  const expires_at = new Date(deps.now().getTime() + EXCHANGE_LIFETIME_MS);
  await deps.db.insertInto('sso_tokens')
    .values({ token_hash: sha256(token), user_id: userId, kind: 'exchange', ticket_hash: null, expires_at })
    .execute();
  return { token, expires_at };
}

/**
 * Finds the user behind an sso_access_token (reusable while its session lives) or a one-time exchange token
 * (consumed here). Any failure is the same 401 so tokens cannot be probed.
 */
export async function redeemToken(deps: Deps, token: string, kind: 'sso' | 'exchange'): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sso_tokens as s')
      .innerJoin('users as u', 'u.user_id', 's.user_id')
      .leftJoin('tickets as t', 't.ticket_hash', 's.ticket_hash')
      .select(['s.user_id', 's.expires_at', 's.used_at', 't.revoked_at', 'u.state'])
      .where('s.token_hash', '=', sha256(token)).where('s.kind', '=', kind)
      .forUpdate('s')
      .executeTakeFirst();
    if (!row || row.used_at || row.revoked_at || new Date(row.expires_at).getTime() <= now.getTime()) {
      throw unauthorized('TOKEN_INVALID');
    }
    // a token must not open a session that a password login would refuse
    if (row.state !== 1) throw authFailed('ACCOUNT_DISABLED');
    if (kind === 'exchange') {
      await trx.updateTable('sso_tokens').set({ used_at: now }).where('token_hash', '=', sha256(token)).execute();
    }
    return row.user_id;
  });
}
