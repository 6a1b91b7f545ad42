/**
 * Applications: the generic repository does list/read/update/delete under owner scope; this adds what it cannot:
 * credentials issued inside the creating transaction (answered once), secret resets, enable/disable and publish
 * with row locks, IP whitelists, and a gateway configuration bump on every change.
 */
import { enqueueCallbackEvent } from '../callbacks/events.ts';
import { nudgeCallbacks } from '../callbacks/worker.ts';
import type { Transaction } from 'kysely';
import type { Ctx } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { bumpGatewayConfig } from '../gateway/config-version.ts';
import { gatewayPublicUrl } from '../gateway/public-url.ts';
import { invalidState, notFound } from '../http/errors.ts';
import type { Row } from '../resources/repository.ts';
import type { ResourceService } from '../resources/service.ts';
import { issueCredentials, resetSecret, type IssuedCredential } from './credentials.ts';
import { appSecretKey } from './secret-key.ts';
import { whitelistHandlers } from './whitelist.ts';
import { deleteOrArchiveApp } from './archive.ts';
// names the applications in the gateway's call logs and statistics
import './call-log-labels.ts';
import type { Database } from '../db/schema.ts';

/** The plain secrets made while creating, by the body object of the create call: handed back once, then gone. */
const issuedFor = new WeakMap<Row, IssuedCredential[]>();
const creating = new WeakSet<Row>();

async function assertTeamUsable(trx: Transaction<Database>, caller: Ctx['caller'], teamId: unknown) {
  if (teamId === undefined || teamId === null || !caller || isPlatformAdmin(caller)) return;
  const row = await trx
    .selectFrom('teams')
    .select('teams.team_id')
    .where('teams.team_id', '=', Number(teamId))
    .where((eb: any) =>
      eb.or([
        eb('teams.created_by', '=', caller.user_id),
        eb.exists(
          eb
            .selectFrom('team_users')
            .select('team_users.team_id')
            .whereRef('team_users.team_id', '=', 'teams.team_id')
            .where('team_users.user_id', '=', caller.user_id),
        ),
      ]),
    )
    .executeTakeFirst();
  // a team outside the caller's reach is not there for them (404, as for any row out of scope)
  if (!row) throw notFound();
}

export const appService: ResourceService = {
  async beforeWrite(ctx) {
    await assertTeamUsable(ctx.trx, ctx.caller, ctx.values.team_id);
    if (ctx.id === undefined) {
      creating.add(ctx.body);
      if (ctx.caller) {
        const u = await ctx.trx
          .selectFrom('users')
          .select('enterprise_id')
          .where('user_id', '=', ctx.caller.user_id)
          .executeTakeFirst();
        ctx.values.enterprise_id = u?.enterprise_id ?? null;
      }
    }
  },
  async afterWrite(ctx) {
    const now = ctx.deps.now();
    if (creating.has(ctx.body)) {
      creating.delete(ctx.body);
      issuedFor.set(ctx.body, await issueCredentials(ctx.trx, appSecretKey(ctx.deps.config), Number(ctx.id), now));
      await bumpGatewayConfig(ctx.trx, ctx.deps.dbKind, 'app_created', now);
    } else {
      await bumpGatewayConfig(ctx.trx, ctx.deps.dbKind, 'app_updated', now);
    }
  },
  archivable: true,
  async beforeDelete(ctx) {
    await bumpGatewayConfig(ctx.trx, ctx.deps.dbKind, 'app_deleted', ctx.deps.now());
    return deleteOrArchiveApp(ctx.trx, Number(ctx.row.apply_id), ctx.deps.now());
  },
  async decorate(deps, rows) {
    if (!rows.length) return rows;
    const creds = await deps.db
      .selectFrom('app_credentials')
      .select(['apply_id', 'env_type', 'app_key'])
      .where(
        'apply_id',
        'in',
        rows.map((r) => r.apply_id as number),
      )
      .execute();
    return rows.map((r) => {
      const mine = creds.filter((c) => c.apply_id === r.apply_id);
      return { ...r, app_key: mine.find((c) => c.env_type === 3)?.app_key ?? null };
    });
  },
  handlers: (repo) => {
    const owned = async (ctx: Ctx, applyId: unknown) => {
      if (applyId === undefined || !(await repo.findOne(ctx.deps.db, applyId, ctx.caller))) throw notFound();
      return Number(applyId);
    };
    return {
      async appCreate(ctx) {
        const body = { ...(ctx.body ?? {}) };
        const row = await repo.create(ctx.deps, ctx.caller, body);
        return { ...row, credentials: issuedFor.get(body) ?? [] };
      },
      async appCredentials(ctx) {
        const applyId = await owned(ctx, ctx.query.apply_id);
        const now = ctx.deps.now().getTime();
        const rows = await ctx.deps.db
          .selectFrom('app_credentials')
          .select(['env_type', 'app_key', 'created_at', 'secret_reset_at', 'previous_valid_until'])
          .where('apply_id', '=', applyId)
          .orderBy('env_type')
          .execute();
        return rows.map((r) => ({
          ...r,
          previous_valid_until:
            r.previous_valid_until && new Date(r.previous_valid_until).getTime() > now ? r.previous_valid_until : null,
        }));
      },
      async appSecretReset(ctx) {
        const { apply_id, env_type } = ctx.body;
        await owned(ctx, apply_id);
        // the new secret is answered once, so only to the application's owner (or a platform admin): the
        // enterprise admin who may see and switch off the enterprise's applications does not hold their secrets
        const app = await ctx.deps.db
          .selectFrom('apps')
          .select('created_by')
          .where('apply_id', '=', apply_id)
          .executeTakeFirstOrThrow();
        if (ctx.caller && !isPlatformAdmin(ctx.caller) && app.created_by !== ctx.caller.user_id) throw notFound();
        const { deps } = ctx;
        const now = deps.now();
        const out = await deps.db.transaction().execute(async (trx) => {
          const reset = await resetSecret(
            trx,
            appSecretKey(deps.config),
            apply_id,
            env_type,
            now,
            deps.config.appSecretGraceHours,
          );
          if (!reset) throw notFound();
          await bumpGatewayConfig(trx, deps.dbKind, 'secret_reset', now);
          // never the secret itself: only that it changed and until when the previous one works
          await enqueueCallbackEvent(trx, {
            apply_id,
            env_type,
            type: 'app.secret_reset',
            data: { previous_valid_until: reset.previous_valid_until ?? null },
            now,
          });
          return reset;
        });
        nudgeCallbacks(deps);
        return { apply_id, env_type, ...out };
      },
      async appUpdateState(ctx) {
        const applyId = await owned(ctx, ctx.query.apply_id);
        const enabled = Number(ctx.query.enabled);
        const { deps } = ctx;
        await deps.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('apps')
            .select('enabled')
            .where('apply_id', '=', applyId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (row.enabled === enabled) throw invalidState();
          await trx
            .updateTable('apps')
            .set({ enabled, updated_at: deps.now() })
            .where('apply_id', '=', applyId)
            .execute();
          await bumpGatewayConfig(trx, deps.dbKind, enabled ? 'app_enabled' : 'app_disabled', deps.now());
        });
        return repo.one(deps, ctx.caller, applyId);
      },
      async appPublish(ctx) {
        const applyId = await owned(ctx, ctx.body.apply_id);
        const { deps } = ctx;
        await deps.db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('apps')
            .select('published')
            .where('apply_id', '=', applyId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (row.published === 1) throw invalidState();
          await trx
            .updateTable('apps')
            .set({ published: 1, published_at: deps.now(), updated_at: deps.now() })
            .where('apply_id', '=', applyId)
            .execute();
          await bumpGatewayConfig(trx, deps.dbKind, 'app_published', deps.now());
        });
        return repo.one(deps, ctx.caller, applyId);
      },
      async gatewayInfo(ctx) {
        const { config } = ctx.deps;
        return {
          gateway_port: config.gatewayPort,
          gateway_url: gatewayPublicUrl(config, ctx.req),
          secret_grace_hours: config.appSecretGraceHours,
        };
      },
      ...whitelistHandlers(owned),
    };
  },
};
