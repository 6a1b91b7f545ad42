/**
 * Sends queued callback deliveries. Due rows are claimed atomically (UPDATE … WHERE id IN (SELECT … FOR UPDATE
 * SKIP LOCKED)), so instances share one queue and never send a row twice at once; a row claimed by an instance
 * that died is claimed again once its lock has run out. A failed attempt is retried with exponential backoff
 * (5 s, then ×4 each time: 20 s, 80 s, 5 min, 21 min, 85 min, 5.7 h), then the delivery is marked failed; the
 * console's redeliver queues it once more. The retry schedule is in the rows (next_attempt_at), so it outlives
 * restarts.
 */
import { sql, type Kysely } from 'kysely';
import type { Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { appSecretKey } from '../apps/secret-key.ts';
import { openSecret } from '../apps/secret-box.ts';
import { sendOnce, signHeaders } from './send.ts';

const IDLE_POLL_MS = 1000;
const BATCH = 10;
/** longer than one attempt may take (10 s to connect, 10 s for headers, 10 s for the body) */
const LOCK_MS = 60_000;
export const MAX_ATTEMPTS = 8;
export const backoffMs = (attempt: number) => 5000 * 4 ** (attempt - 1);

/** the sealed secret is bound to its callback, so a ciphertext copied onto another row does not open */
export const secretAad = (callbackId: number) => `callback:${callbackId}`;

interface Claimed {
  delivery_id: number;
  callback_id: number;
  msg_id: string;
  payload: string;
  attempts: number;
}

const workers = new Map<unknown, Set<() => void>>();

/** Wakes this database's workers (a delivery was just queued and committed); their poll would find it anyway. */
export function nudgeCallbacks(deps: Pick<Deps, 'db'>) {
  workers.get(deps.db)?.forEach((nudge) => nudge());
}

async function claim(db: Kysely<Database>, now: Date): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    update callback_deliveries set status = 'sending', attempts = attempts + 1,
      locked_until = ${new Date(now.getTime() + LOCK_MS)}, last_attempt_at = ${now}
    where delivery_id in (
      select delivery_id from callback_deliveries
      where (status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and locked_until < ${now})
      order by next_attempt_at limit ${BATCH}
      for update skip locked)
    returning delivery_id, callback_id, msg_id, payload, attempts`.execute(db);
  return rows;
}

export async function deliver(deps: Deps, d: Claimed): Promise<void> {
  const db = deps.db;
  const cb = await db
    .selectFrom('app_callbacks')
    .select(['url', 'secret_enc', 'enabled'])
    .where('callback_id', '=', d.callback_id)
    .executeTakeFirst();
  const now = deps.now();
  const outcome = !cb
    ? { ok: false, status: null, response: null, error: 'CALLBACK_GONE' }
    : !cb.enabled
      ? { ok: false, status: null, response: null, error: 'CALLBACK_DISABLED' }
      : await sendOnce(
          deps.config,
          cb.url,
          signHeaders(
            openSecret(appSecretKey(deps.config), secretAad(d.callback_id), cb.secret_enc),
            d.msg_id,
            now,
            d.payload,
          ),
          d.payload,
        );
  const done = deps.now();
  const retry = !outcome.ok && cb?.enabled && d.attempts < MAX_ATTEMPTS;
  await db
    .updateTable('callback_deliveries')
    .set({
      status: outcome.ok ? 'succeeded' : retry ? 'pending' : 'failed',
      next_attempt_at: retry ? new Date(done.getTime() + backoffMs(d.attempts)) : done,
      locked_until: null,
      last_status_code: outcome.status,
      last_response: outcome.response,
      last_error: outcome.error,
      delivered_at: outcome.ok ? done : null,
    })
    .where('delivery_id', '=', d.delivery_id)
    .where('status', '=', 'sending')
    .execute();
}

export function startCallbackWorker(deps: Deps, onError: (err: unknown) => void): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, IDLE_POLL_MS);
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        const due = await claim(deps.db, deps.now());
        if (due.length) {
          await Promise.all(due.map((d) => deliver(deps, d).catch(onError)));
          continue;
        }
      } catch (err) {
        if (!stopped) onError(err);
      }
      if (!stopped) await idle();
    }
  })();
  const nudge = () => wake?.();
  workers.set(deps.db, (workers.get(deps.db) ?? new Set()).add(nudge));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    wake?.();
    workers.get(deps.db)?.delete(nudge);
    await loop;
  };
}
