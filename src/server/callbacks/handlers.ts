/**
 * Callbacks' operations (schemas/callbacks.yaml): a developer registers URLs per application and environment,
 * sees the `whsec_…` signing secret, sends a test event, lists deliveries with their answers and redelivers.
 * Like secrets and MCP tokens they belong to the application's owner (or a platform admin): anyone else, an
 * enterprise admin included, gets 404 and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Ctx, Handlers } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';
import { notFound, ApiError } from '../http/errors.ts';
import { fieldError } from '../http/field-error.ts';
import type { MessageKey } from '../http/messages.ts';
import type { Repository } from '../resources/repository.ts';
import { appSecretKey } from '../apps/secret-key.ts';
import { openSecret, sealSecret } from '../apps/secret-box.ts';
import { CALLBACK_EVENTS, enqueueCallbackEvent } from './events.ts';
import { refuseCallbackUrl } from './send.ts';
import { nudgeCallbacks, secretAad } from './worker.ts';

const LIMIT = 10;
/** `whsec_` + base64 of 24 random bytes: the Standard Webhooks secret format its libraries read */
const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const COLUMNS = [
  'callback_id',
  'apply_id',
  'env_type',
  'url',
  'events',
  'enabled',
  'remark',
  'created_at',
  'updated_at',
] as const;
const DELIVERY_COLUMNS = [
  'delivery_id',
  'callback_id',
  'apply_id',
  'env_type',
  'event_type',
  'msg_id',
  'payload',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_status_code',
  'last_response',
  'last_error',
  'created_at',
  'delivered_at',
] as const;

const shape = (r: Record<string, unknown>) => ({ ...r, events: JSON.parse(String(r.events)) as string[] });

function checkUrl(ctx: Ctx, url: string) {
  const refused = refuseCallbackUrl(ctx.deps.config, url.trim());
  if (refused) throw fieldError('url', refused as MessageKey);
}

function checkEvents(events: unknown): string[] {
  const list = [...new Set(Array.isArray(events) ? (events as string[]) : [])];
  if (!list.length) throw fieldError('events', 'CALLBACK_EVENTS_EMPTY');
  return list;
}

export function callbackHandlers(apps: Repository): Handlers {
  /** the caller's own application (any, for a platform admin), not archived; otherwise not there for them */
  const ownApp = async (ctx: Ctx, applyId: unknown) => {
    if (applyId === undefined || !(await apps.findOne(ctx.deps.db, applyId, ctx.caller))) throw notFound();
    const app = await ctx.deps.db
      .selectFrom('apps')
      .select(['created_by', 'archived_at'])
      .where('apply_id', '=', Number(applyId))
      .executeTakeFirst();
    if (!app || app.archived_at) throw notFound();
    if (ctx.caller && !isPlatformAdmin(ctx.caller) && app.created_by !== ctx.caller.user_id) throw notFound();
    return Number(applyId);
  };
  const ownCallback = async (ctx: Ctx, callbackId: unknown) => {
    const row = await ctx.deps.db
      .selectFrom('app_callbacks')
      .select([...COLUMNS, 'secret_enc'])
      .where('callback_id', '=', Number(callbackId))
      .executeTakeFirst();
    if (!row) throw notFound();
    await ownApp(ctx, row.apply_id);
    return row;
  };

  return {
    async callbackList(ctx) {
      const applyId = await ownApp(ctx, ctx.query.apply_id);
      let q = ctx.deps.db
        .selectFrom('app_callbacks')
        .select([...COLUMNS])
        .where('apply_id', '=', applyId)
        .orderBy('callback_id', 'desc');
      if (ctx.query.env_type !== undefined) q = q.where('env_type', '=', Number(ctx.query.env_type));
      return { list: (await q.execute()).map(shape), events: [...CALLBACK_EVENTS] };
    },
    async callbackCreate(ctx) {
      const { env_type, url, remark } = ctx.body;
      const applyId = await ownApp(ctx, ctx.body.apply_id);
      checkUrl(ctx, url);
      const events = checkEvents(ctx.body.events);
      const { deps } = ctx;
      const now = deps.now();
      const secret = newWebhookSecret();
      const row = await deps.db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('app_callbacks')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('apply_id', '=', applyId)
          .where('env_type', '=', env_type)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= LIMIT) throw new ApiError(409, 'INVALID_STATE', 'CALLBACK_LIMIT', { limit: LIMIT });
        const inserted = await trx
          .insertInto('app_callbacks')
          .values({
            apply_id: applyId,
            env_type,
            url: url.trim(),
            events: JSON.stringify(events),
            secret_enc: 'pending',
            remark: remark?.trim() || null,
            created_by: ctx.caller?.user_id ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('callback_id')
          .executeTakeFirstOrThrow();
        // sealed with its own id as additional data, so the id must exist first
        return trx
          .updateTable('app_callbacks')
          .set({ secret_enc: sealSecret(appSecretKey(deps.config), secretAad(inserted.callback_id), secret) })
          .where('callback_id', '=', inserted.callback_id)
          .returning([...COLUMNS])
          .executeTakeFirstOrThrow();
      });
      return { ...shape(row), secret };
    },
    async callbackUpdate(ctx) {
      const cb = await ownCallback(ctx, ctx.body.callback_id);
      const { url, remark, enabled } = ctx.body;
      const values: Record<string, unknown> = { updated_at: ctx.deps.now() };
      if (url !== undefined) {
        checkUrl(ctx, url);
        values.url = url.trim();
      }
      if (ctx.body.events !== undefined) values.events = JSON.stringify(checkEvents(ctx.body.events));
      if (remark !== undefined) values.remark = remark?.trim() || null;
      if (enabled !== undefined) values.enabled = enabled;
      const row = await ctx.deps.db
        .updateTable('app_callbacks')
        .set(values)
        .where('callback_id', '=', cb.callback_id)
        .returning([...COLUMNS])
        .executeTakeFirstOrThrow();
      return shape(row);
    },
    async callbackDelete(ctx) {
      const cb = await ownCallback(ctx, ctx.body.callback_id);
      await ctx.deps.db.deleteFrom('app_callbacks').where('callback_id', '=', cb.callback_id).execute();
      return { callback_id: cb.callback_id };
    },
    async callbackSecret(ctx) {
      const cb = await ownCallback(ctx, ctx.query.callback_id);
      return {
        callback_id: cb.callback_id,
        secret: openSecret(appSecretKey(ctx.deps.config), secretAad(cb.callback_id), cb.secret_enc),
      };
    },
    async callbackTest(ctx) {
      const cb = await ownCallback(ctx, ctx.body.callback_id);
      if (!cb.enabled) throw new ApiError(409, 'INVALID_STATE', 'CALLBACK_DISABLED');
      const now = ctx.deps.now();
      const [id] = await enqueueCallbackEvent(ctx.deps.db, {
        apply_id: cb.apply_id,
        env_type: cb.env_type,
        type: 'callback.test',
        callback_id: cb.callback_id,
        data: { message: 'This is a test event from the Open API Platform.' },
        now,
      });
      nudgeCallbacks(ctx.deps);
      return ctx.deps.db
        .selectFrom('callback_deliveries')
        .select([...DELIVERY_COLUMNS])
        .where('delivery_id', '=', id)
        .executeTakeFirstOrThrow();
    },
    async callbackDeliveries(ctx) {
      const applyId = await ownApp(ctx, ctx.query.apply_id);
      const page = Number(ctx.query.page_num ?? 1);
      const size = Number(ctx.query.page_size ?? 10);
      let q = ctx.deps.db.selectFrom('callback_deliveries').where('apply_id', '=', applyId);
      if (ctx.query.callback_id !== undefined) q = q.where('callback_id', '=', Number(ctx.query.callback_id));
      if (ctx.query.env_type !== undefined) q = q.where('env_type', '=', Number(ctx.query.env_type));
      if (ctx.query.status) q = q.where('status', '=', String(ctx.query.status));
      const [list, total] = await Promise.all([
        q
          .select([...DELIVERY_COLUMNS])
          .orderBy('delivery_id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n), page_num: page, page_size: size };
    },
    async callbackRedeliver(ctx) {
      const found = await ctx.deps.db
        .selectFrom('callback_deliveries')
        .select(['callback_id'])
        .where('delivery_id', '=', ctx.body.delivery_id)
        .executeTakeFirst();
      if (!found) throw notFound();
      await ownCallback(ctx, found.callback_id);
      const now = ctx.deps.now();
      const row = await ctx.deps.db
        .updateTable('callback_deliveries')
        .set({ status: 'pending', next_attempt_at: now, locked_until: null })
        .where('delivery_id', '=', ctx.body.delivery_id)
        .where('status', '!=', 'sending')
        .returning([...DELIVERY_COLUMNS])
        .executeTakeFirst();
      if (!row) throw new ApiError(409, 'INVALID_STATE', 'INVALID_STATE');
      nudgeCallbacks(ctx.deps);
      return row;
    },
  };
}
