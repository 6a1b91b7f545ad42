/**
 * Platform events for callbacks (issue 25 item 23): each is written as one delivery row per enabled callback of
 * the application and environment that asked for its type, inside the transaction that made the event happen (a
 * rolled-back approval sends nothing). The worker (worker.ts) sends them; the payload is Standard Webhooks'
 * recommended shape `{type, timestamp, data}`.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export const CALLBACK_EVENTS = [
  'access.approved',
  'access.rejected',
  'app.secret_reset',
  'quota.threshold',
  'price.change_announced',
] as const;
export type CallbackEvent = (typeof CALLBACK_EVENTS)[number] | 'callback.test';

/** `msg_` then 16 random bytes: the webhook-id, unique per event and kept across retries and redeliveries */
export const newMsgId = () => `msg_${randomBytes(16).toString('base64url')}`;

type Db = Kysely<Database> | Transaction<Database>;

export interface EventInput {
  apply_id: number;
  env_type: number;
  type: CallbackEvent;
  data: Record<string, unknown>;
  /** an event that must reach a callback once only (a period's quota threshold): repeats are dropped */
  key?: string;
  now: Date;
  /** only this callback (the console's test event); otherwise every enabled one subscribed to the type */
  callback_id?: number;
}

/** Queues the event for the application's callbacks; answers the delivery ids written. */
export async function enqueueCallbackEvent(db: Db, e: EventInput): Promise<number[]> {
  let q = db
    .selectFrom('app_callbacks')
    .select(['callback_id', 'events'])
    .where('apply_id', '=', e.apply_id)
    .where('env_type', '=', e.env_type)
    .where('enabled', '=', true);
  if (e.callback_id !== undefined) q = q.where('callback_id', '=', e.callback_id);
  const targets = (await q.execute()).filter(
    (c) => e.callback_id !== undefined || (JSON.parse(c.events) as string[]).includes(e.type),
  );
  const ids: number[] = [];
  for (const c of targets) {
    const payload = JSON.stringify({
      type: e.type,
      timestamp: e.now.toISOString(),
      data: { apply_id: e.apply_id, env_type: e.env_type, ...e.data },
    });
    const row = await db
      .insertInto('callback_deliveries')
      .values({
        callback_id: c.callback_id,
        apply_id: e.apply_id,
        env_type: e.env_type,
        event_type: e.type,
        msg_id: newMsgId(),
        event_key: e.key ?? null,
        payload,
        next_attempt_at: e.now,
        created_at: e.now,
      })
      .onConflict((oc) => oc.columns(['callback_id', 'event_key']).doNothing())
      .returning('delivery_id')
      .executeTakeFirst();
    if (row) ids.push(row.delivery_id);
  }
  return ids;
}
