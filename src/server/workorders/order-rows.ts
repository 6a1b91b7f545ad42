/**
 * The rows the approval engine works on and the small reads every part of it shares: the work order under its row
 * lock, its title in both languages, a user's display name, the link a notice points at and how its times are sent.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database, WoProcessSteps, WoTasks, WorkOrders } from '../db/schema.ts';

export type Trx = Transaction<Database>;
export type OrderRow = Selectable<WorkOrders>;
export type StepRow = Selectable<WoProcessSteps>;
export type TaskRow = Selectable<WoTasks>;

export const handleLink = (o: { work_order_id: number; process_id: number }) =>
  `/process/handle-ticket?work_order_id=${o.work_order_id}&process_id=${o.process_id}`;

/** Locks the work order, then re-reads its state: what a decision stands on. */
export async function lockOrder(trx: Trx, workOrderId: number): Promise<OrderRow | undefined> {
  return trx
    .selectFrom('work_orders')
    .selectAll()
    .where('work_order_id', '=', workOrderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function userName(trx: Trx, id: number | null): Promise<string> {
  if (!id) return '';
  const u = await trx
    .selectFrom('users')
    .select(['user_name', 'user_real_name'])
    .where('user_id', '=', id)
    .executeTakeFirst();
  return u ? u.user_real_name || u.user_name : String(id);
}

/** timestamps leave the API as ISO strings; an unset one as null */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export const titleOf = (o: OrderRow) => ({ zh: o.title, en: o.title_en || o.title });
