/**
 * Linking a first OIDC sign-in to the existing account that holds its verified email, instead of making a second
 * account: the callback parks the identity under a one-time token (10 minutes) and sends the browser to the login
 * page; once the account's owner logs in there with the local password, the page confirms the token and the
 * identity is bound to that account. Proving the password matters: an email claim alone, even a verified one, is the
 * provider's word, and taking over an account on it would hand the account to whoever controls that provider.
 */
import type { Deps, Handlers } from '../context.ts';
import { requireCaller } from '../context.ts';
import { invalidState } from '../http/errors.ts';
import { newSecret, sha256 } from '../auth/tokens.ts';
import { bindIdentity, type ExternalProfile, type Provider } from './external.ts';

const LINK_LIFETIME_MS = 10 * 60_000;

/** The account whose email is this verified email, if any (compared without case, as uniqueness is). */
export async function accountWithEmail(deps: Deps, email: string | null): Promise<number | undefined> {
  if (!email) return undefined;
  const row = await deps.db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .orderBy('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Parks the identity for `userId` and answers the token the login page carries. */
export async function parkLink(deps: Deps, provider: Provider, p: ExternalProfile, userId: number): Promise<string> {
  const token = newSecret();
  const at = deps.now();
  await deps.db.deleteFrom('oidc_pending_links').where('expires_at', '<=', at).execute();
  await deps.db
    .insertInto('oidc_pending_links')
    .values({
      token_hash: sha256(token),
      provider,
      subject: p.subject,
      display_name: p.display_name ?? p.email,
      user_id: userId,
      expires_at: new Date(at.getTime() + LINK_LIFETIME_MS),
    })
    .execute();
  return token;
}

async function pending(deps: Deps, token: string) {
  const row = await deps.db
    .selectFrom('oidc_pending_links')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= deps.now().getTime()) throw invalidState('OIDC_LINK_EXPIRED');
  return row;
}

export const oidcLinkHandlers: Handlers = {
  async oidcLinkDetail(ctx) {
    const row = await pending(ctx.deps, String(ctx.query.link_token));
    const user = await ctx.deps.db
      .selectFrom('users')
      .select('user_name')
      .where('user_id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    // the holder of the token signed in at the provider with this account's verified email: the name is theirs to know
    return {
      user_name: user.user_name,
      provider: row.provider,
      provider_name: ctx.deps.config.oidc?.name ?? row.provider,
    };
  },

  async oidcLinkConfirm(ctx) {
    const caller = requireCaller(ctx);
    const token = ctx.body.link_token;
    const row = await pending(ctx.deps, token);
    if (row.user_id !== caller.user_id) throw invalidState('OIDC_LINK_OTHER_ACCOUNT');
    // spent once used: a second confirmation finds nothing
    const gone = await ctx.deps.db
      .deleteFrom('oidc_pending_links')
      .where('token_hash', '=', row.token_hash)
      .executeTakeFirst();
    if (!Number(gone.numDeletedRows)) throw invalidState('OIDC_LINK_EXPIRED');
    await bindIdentity(ctx.deps, caller.user_id, row.provider as Provider, {
      subject: row.subject,
      display_name: row.display_name,
      preferred_name: null,
      email: null,
    });
    return { provider: row.provider, linked: true };
  },
};
