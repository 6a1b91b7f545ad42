/**
 * Applications' MCP tokens (DESIGN section 10): a random bearer token per application and environment, answered
 * once and stored as its SHA-256 (a leaked table opens nothing), expiring, revocable. The gateway reads the
 * hashes through its snapshot, so a revoke or an application switched off takes effect with the next refresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Ctx } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { gatewayPublicUrl } from '../gateway/public-url.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { Repository } from '../resources/repository.ts';

/** `mcp_` then 32 random bytes: recognisable in a leaked config, 256 bits of guessing */
export const newMcpToken = () => `mcp_${randomBytes(32).toString('base64url')}`;
export const hashMcpToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY = 86_400_000;

const stateOf = (r: { revoked_at: Date | string | null; expires_at: Date | string }, now: number) =>
  r.revoked_at ? 'revoked' : new Date(r.expires_at).getTime() <= now ? 'expired' : 'active';

/** The /mcp/{group_id} addresses of the MCP groups the application is approved for (active, enabled, unexpired). */
export async function mcpEndpoints(
  db: Kysely<Database>,
  ctx: Ctx,
  applyId: number,
  envType: number | undefined,
  now: Date,
) {
  let q = db
    .selectFrom('apply_records as r')
    .innerJoin('api_groups as g', 'g.group_id', 'r.group_id')
    .select(['g.group_id', 'g.group_name', 'g.group_name_en', 'r.env_type'])
    .where('r.apply_id', '=', applyId)
    .where('r.state', '=', 'active')
    .where('r.enabled', '=', 1)
    .where((eb) => eb.or([eb('r.end_time', 'is', null), eb('r.end_time', '>', now)]))
    .where('g.group_state', '=', 'published')
    .where('g.mcp_enabled', '=', true)
    .orderBy('g.group_id')
    .orderBy('r.env_type');
  if (envType !== undefined) q = q.where('r.env_type', '=', envType);
  const base = gatewayPublicUrl(ctx.deps.config, ctx.req).replace(/\/+$/, '');
  return (await q.execute()).map((r) => ({
    group_id: r.group_id,
    group_name: ctx.lang === 'en' && r.group_name_en ? r.group_name_en : r.group_name,
    env_type: r.env_type,
    url: `${base}/mcp/${r.group_id}`,
  }));
}

export function mcpTokenHandlers(apps: Repository) {
  /** the caller's own application (or any, for a platform admin); another owner's is not there for them */
  const ownApp = async (ctx: Ctx, applyId: unknown) => {
    if (applyId === undefined || !(await apps.findOne(ctx.deps.db, applyId, ctx.caller))) throw notFound();
    // tokens act as the application, so like secrets they belong to its owner (not an enterprise admin)
    const app = await ctx.deps.db
      .selectFrom('apps')
      .select(['created_by', 'enabled', 'archived_at'])
      .where('apply_id', '=', Number(applyId))
      .executeTakeFirst();
    if (!app || app.archived_at) throw notFound();
    if (ctx.caller && !isPlatformAdmin(ctx.caller) && app.created_by !== ctx.caller.user_id) throw notFound();
    return { apply_id: Number(applyId), enabled: app.enabled === 1 };
  };
  return {
    async appMcpTokenCreate(ctx: Ctx) {
      const { env_type, token_name, expires_in_days } = ctx.body;
      const app = await ownApp(ctx, ctx.body.apply_id);
      if (!app.enabled) throw new ApiError(409, 'INVALID_STATE', 'MCP_TOKEN_APP_DISABLED' as never);
      const { deps } = ctx;
      const now = deps.now();
      const token = newMcpToken();
      const expires = new Date(now.getTime() + (expires_in_days ?? 90) * DAY);
      const row = await deps.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('app_mcp_tokens')
          .values({
            apply_id: app.apply_id,
            env_type,
            token_hash: hashMcpToken(token),
            token_prefix: token.slice(0, 12),
            token_name: token_name?.trim() || null,
            created_by: ctx.caller?.user_id ?? null,
            created_at: now,
            expires_at: expires,
          })
          .returning(['mcp_token_id', 'token_prefix', 'token_name', 'expires_at', 'created_at'])
          .executeTakeFirstOrThrow();
        await bumpGatewayConfig(trx, deps.dbKind, 'mcp_token_created', now);
        return inserted;
      });
      return {
        mcp_token_id: row.mcp_token_id,
        apply_id: app.apply_id,
        env_type,
        token,
        token_prefix: row.token_prefix,
        token_name: row.token_name,
        created_at: row.created_at,
        expires_at: row.expires_at,
        endpoints: await mcpEndpoints(deps.db, ctx, app.apply_id, env_type, now),
      };
    },
    async appMcpTokenList(ctx: Ctx) {
      const app = await ownApp(ctx, ctx.query.apply_id);
      const env = ctx.query.env_type === undefined ? undefined : Number(ctx.query.env_type);
      const now = ctx.deps.now();
      let q = ctx.deps.db
        .selectFrom('app_mcp_tokens')
        .select([
          'mcp_token_id',
          'apply_id',
          'env_type',
          'token_name',
          'token_prefix',
          'created_at',
          'expires_at',
          'last_used_at',
          'revoked_at',
        ])
        .where('apply_id', '=', app.apply_id)
        .orderBy('mcp_token_id', 'desc');
      if (env !== undefined) q = q.where('env_type', '=', env);
      const rows = await q.execute();
      return {
        list: rows.map((r) => ({ ...r, state: stateOf(r, now.getTime()) })),
        endpoints: await mcpEndpoints(ctx.deps.db, ctx, app.apply_id, env, now),
      };
    },
    async appMcpTokenRevoke(ctx: Ctx) {
      const { deps } = ctx;
      const found = await deps.db
        .selectFrom('app_mcp_tokens')
        .select(['apply_id'])
        .where('mcp_token_id', '=', ctx.body.mcp_token_id)
        .executeTakeFirst();
      if (!found || (ctx.body.apply_id !== undefined && ctx.body.apply_id !== found.apply_id)) throw notFound();
      await ownApp(ctx, found.apply_id);
      const now = deps.now();
      const row = await deps.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('app_mcp_tokens')
          .set({ revoked_at: now })
          .where('mcp_token_id', '=', ctx.body.mcp_token_id)
          .where('revoked_at', 'is', null)
          .returning([
            'mcp_token_id',
            'apply_id',
            'env_type',
            'token_name',
            'token_prefix',
            'created_at',
            'expires_at',
            'last_used_at',
            'revoked_at',
          ])
          .executeTakeFirst();
        if (!r) throw new ApiError(409, 'INVALID_STATE', 'MCP_TOKEN_REVOKED' as never);
        await bumpGatewayConfig(trx, deps.dbKind, 'mcp_token_revoked', now);
        return r;
      });
      return { ...row, state: 'revoked' };
    },
  };
}
