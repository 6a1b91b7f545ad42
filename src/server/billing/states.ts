/**
 * The bill's state machine, in one table: every change of a bill's state goes through `transition`, which checks
 * the move, writes the bill and appends the history row in the caller's transaction.
 *
 *   open ──close──► issued ──confirm──► confirmed ──settle──► settled
 *                     │                    ▲
 *                     └─dispute─► disputed ├─ adjust (provider grants: credit line) ─► adjusted ─confirm─┘
 *                                          └─ uphold (provider keeps the bill)       ─► upheld  ─confirm─┘
 */
import { sql, type Transaction } from 'kysely';
import { ApiError } from '../http/errors.ts';
import type { Database } from '../db/schema.ts';

export type BillState = 'open' | 'issued' | 'confirmed' | 'disputed' | 'adjusted' | 'upheld' | 'settled';
export type BillAction = 'close' | 'confirm' | 'dispute' | 'adjust' | 'uphold' | 'settle';

export const TRANSITIONS: Record<BillAction, { from: BillState[]; to: BillState }> = {
  close: { from: ['open'], to: 'issued' },
  confirm: { from: ['issued', 'adjusted', 'upheld'], to: 'confirmed' },
  dispute: { from: ['issued'], to: 'disputed' },
  adjust: { from: ['disputed'], to: 'adjusted' },
  uphold: { from: ['disputed'], to: 'upheld' },
  settle: { from: ['confirmed'], to: 'settled' },
};

export const STATE_TIME: Partial<Record<BillState, string>> = {
  issued: 'issued_at',
  confirmed: 'confirmed_at',
  settled: 'settled_at',
};

export function canMove(from: BillState, action: BillAction): boolean {
  return TRANSITIONS[action].from.includes(from);
}

/**
 * Moves one bill (row-locked) by `action`; 409 INVALID_STATE when its state does not allow it. `patch` adds columns
 * to the same update (a dispute's reason, a work order id, a settlement id).
 */
export async function transition(
  trx: Transaction<Database>,
  bill_id: number,
  action: BillAction,
  actor_id: number | null,
  now: Date,
  note: string | null = null,
  patch: Record<string, unknown> = {},
): Promise<{ from: BillState; to: BillState }> {
  const row = await trx
    .selectFrom('bills')
    .select(['state'])
    .where('bill_id', '=', bill_id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'NOT_FOUND');
  const from = row.state as BillState;
  if (!canMove(from, action)) throw new ApiError(409, 'INVALID_STATE', 'BILL_STATE');
  const to = TRANSITIONS[action].to;
  const stamp = STATE_TIME[to];
  await trx
    .updateTable('bills')
    .set({ ...patch, state: to, updated_at: now, ...(stamp ? { [stamp]: now } : {}) })
    .where('bill_id', '=', bill_id)
    .execute();
  await trx
    .insertInto('bill_events')
    .values({ bill_id, action, from_state: from, to_state: to, note, actor_id, created_at: now })
    .execute();
  return { from, to };
}

/** many bills at once by one action (closing a month, settling a provider's month): one statement each, plus history */
export async function transitionAll(
  trx: Transaction<Database>,
  where: { bill_month?: string; settlement_id?: number; ids?: number[] },
  action: BillAction,
  actor_id: number | null,
  now: Date,
  patch: Record<string, unknown> = {},
): Promise<number> {
  const { from, to } = TRANSITIONS[action];
  const stamp = STATE_TIME[to];
  let q = trx
    .updateTable('bills')
    .set({ ...patch, state: to, updated_at: now, ...(stamp ? { [stamp]: now } : {}) })
    .where('state', 'in', from);
  if (where.bill_month) q = q.where('bill_month', '=', where.bill_month);
  if (where.ids) q = q.where('bill_id', 'in', where.ids.length ? where.ids : [0]);
  const moved = await q.returning(['bill_id']).execute();
  if (moved.length) {
    await trx
      .insertInto('bill_events')
      .values(
        moved.map((m: any) => ({
          bill_id: m.bill_id,
          action,
          from_state: from.length === 1 ? from[0] : null,
          to_state: to,
          note: null,
          actor_id,
          created_at: now,
        })),
      )
      .execute();
  }
  void sql;
  return moved.length;
}
