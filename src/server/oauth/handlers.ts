/**
 * The account center's authorized applications (a user sees and revokes their agents' grants) and the platform
 * admin's agent access settings. A revoke ends everything issued under the grant at once (adapter.ts revokeGrant).
 */
import type { Deps, Handlers } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import { revokeGrant } from './adapter.ts';
import { forgetSettings, loadSettings } from './settings.ts';

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function grants(db: Deps['db']) {
  return db
    .selectFrom('oauth_consents as c')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select([
      'c.user_id',
      'u.user_name',
      'c.client_id',
      'c.client_name',
      'c.scopes',
      'c.remember',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.grant_id', 'is not', null)
    .orderBy('c.updated_at', 'desc');
}
const row = (r: { scopes: unknown; created_at: Date | string; updated_at: Date | string }) => ({
  ...r,
  scopes: parse(r.scopes) as string[],
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const oauthHandlers: Handlers = {
  async oauthGrantList(ctx) {
    return (await grants(ctx.deps.db).where('c.user_id', '=', ctx.caller!.user_id).execute()).map(row);
  },

  async oauthGrantAll(ctx) {
    return (await grants(ctx.deps.db).limit(1000).execute()).map(row);
  },

  async oauthGrantRevoke(ctx) {
    const { client_id } = ctx.body;
    await ctx.deps.db.transaction().execute(async (trx) => {
      const c = await trx
        .selectFrom('oauth_consents')
        .select(['consent_id', 'grant_id'])
        .where('user_id', '=', ctx.caller!.user_id)
        .where('client_id', '=', client_id)
        .where('grant_id', 'is not', null)
        .forUpdate()
        .executeTakeFirst();
      if (!c) throw notFound();
      // the consent row goes (audited as the user's delete); the grant's tokens, codes and the grant itself with it
      await trx.deleteFrom('oauth_consents').where('consent_id', '=', c.consent_id).execute();
      await revokeGrant(trx as never, c.grant_id!);
    });
    return null;
  },

  async oauthSettingsGet(ctx) {
    const { version: _v, ...s } = await loadSettings(ctx.deps.db, true);
    return s;
  },

  async oauthSettingsUpdate(ctx) {
    const body = ctx.body;
    body.redirect_patterns?.forEach((p, i) => {
      if (p !== 'loopback' && !/^https?:\/\/[^\s/]+/.test(p))
        throw fieldError(`redirect_patterns.${i}`, 'OAUTH_REDIRECT_PATTERN');
    });
    const set: Record<string, unknown> = { updated_at: ctx.deps.now(), updated_by: ctx.caller!.user_id };
    if (body.enabled !== undefined) set.enabled = body.enabled;
    if (body.registration_enabled !== undefined) set.registration_enabled = body.registration_enabled;
    if (body.scopes) set.scopes = JSON.stringify(body.scopes);
    if (body.redirect_patterns) set.redirect_patterns = JSON.stringify(body.redirect_patterns);
    if (body.allowed_clients !== undefined)
      set.allowed_clients = body.allowed_clients === null ? null : JSON.stringify(body.allowed_clients);
    await ctx.deps.db.updateTable('oauth_settings').set(set).where('id', '=', 1).execute();
    forgetSettings();
    const { version: _v, ...s } = await loadSettings(ctx.deps.db, true);
    return s;
  },
};
