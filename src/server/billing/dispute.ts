/**
 * Confirming and disputing a bill. A dispute runs as a `bill_dispute` work order to the group's provider (the
 * subject's owner): approved → the bill is adjusted by a credit line of the amount asked for, with the decision's
 * reason; rejected (or withdrawn) → the bill is upheld. Either way the consumer then confirms it. The bill's own
 * history (bill_events) and the work order's history both keep the story.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Caller, Deps } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { notifyUsers } from '../notices/notify.ts';
import { onWorkOrderOutcome, startWorkOrder } from '../workorders/events.ts';
import { isConsumer } from './scope.ts';
import { transition } from './states.ts';
import { yuan } from './money.ts';
import { billNo } from './format.ts';
import { refreshSettlements } from './settlements.ts';

export const BILL_PATH = '/billManage/reconciliationList';

async function consumerBill(trx: Transaction<Database>, caller: Caller, bill_id: number) {
  const bill = await trx.selectFrom('bills').selectAll().where('bill_id', '=', bill_id).executeTakeFirst();
  if (!bill) throw notFound();
  if (!(await isConsumer(trx, caller, bill))) {
    // the group's provider may see the bill but not act for the consumer; anyone else does not see it at all
    if (bill.provider_id === caller.user_id) throw new ApiError(403, 'NO_PERMISSION', 'BILL_NOT_CONSUMER');
    throw notFound();
  }
  return bill;
}

export async function confirmBill(deps: Deps, caller: Caller, bill_id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await consumerBill(trx, caller, bill_id);
    await transition(trx, bill_id, 'confirm', caller.user_id, deps.now());
    await refreshSettlements(trx, deps.now());
  });
}

export async function disputeBill(
  deps: Deps,
  caller: Caller,
  body: { bill_id: number; reason: string; credit_fen: number },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const bill = await consumerBill(trx, caller, body.bill_id);
    if (bill.state !== 'issued') throw new ApiError(409, 'INVALID_STATE', 'BILL_STATE');
    if (BigInt(body.credit_fen) > BigInt(bill.total_fen))
      throw new ApiError(409, 'INVALID_STATE', 'BILL_CREDIT_TOO_LARGE');
    const now = deps.now();
    const no = billNo(bill);
    const wo = await startWorkOrder(
      trx,
      {
        event: 'bill_dispute',
        subject_id: String(bill.bill_id),
        subject_owner_id: bill.provider_id,
        title: `账单申诉 ${no}`,
        title_en: `Bill dispute ${no}`,
        form: {
          bill_no: no,
          bill_month: String(bill.bill_month).slice(0, 10),
          total_yuan: yuan(bill.total_fen),
          credit_yuan: yuan(body.credit_fen),
          reason: body.reason,
        },
        applicant_id: caller.user_id,
        enterprise_id: bill.enterprise_id,
      },
      now,
    );
    await transition(trx, bill.bill_id, 'dispute', caller.user_id, now, body.reason, {
      dispute_reason: body.reason,
      requested_credit_fen: String(body.credit_fen),
      work_order_id: wo.work_order_id,
    });
    return wo.work_order_id;
  });
}

onWorkOrderOutcome('bill_dispute', async ({ trx, work_order_id, subject_id, outcome, reason, actor_id, now }) => {
  const bill_id = Number(subject_id);
  const bill = await trx.selectFrom('bills').selectAll().where('bill_id', '=', bill_id).forUpdate().executeTakeFirst();
  if (!bill || bill.state !== 'disputed') return;
  if (outcome === 'approved') {
    const credit = BigInt(bill.requested_credit_fen ?? 0);
    // an approval carries no reason in the outcome: the decision's comment (the engine's history) is the credit's reason
    const decided = await trx
      .selectFrom('wo_history')
      .select('comment')
      .where('work_order_id', '=', work_order_id)
      .where('comment', 'is not', null)
      .orderBy('history_id', 'desc')
      .executeTakeFirst();
    const note = reason ?? decided?.comment ?? '申诉成立 / dispute accepted';
    await trx
      .insertInto('bill_lines')
      .values({
        bill_id,
        line_kind: 'credit',
        line_date: null,
        api_id: null,
        calls: 0,
        billable_calls: 0,
        unit_price_fen: 0,
        amount_fen: (-credit).toString(),
        reason: note,
        created_by: actor_id,
        created_at: now,
      })
      .execute();
    await transition(trx, bill_id, 'adjust', actor_id, now, note, {
      credit_fen: (BigInt(bill.credit_fen) + credit).toString(),
      total_fen: (BigInt(bill.total_fen) - credit).toString(),
    });
  } else {
    await transition(trx, bill_id, 'uphold', actor_id, now, reason);
  }
  const no = billNo(bill);
  // a bill whose consumer account is gone (created_by set null) has nobody to tell
  await notifyUsers(
    trx,
    bill.created_by === null ? [] : [bill.created_by],
    outcome === 'approved'
      ? {
          title: { zh: `账单申诉已同意：${no}`, en: `Bill dispute accepted: ${no}` },
          content: {
            zh: `已减免 ${yuan(bill.requested_credit_fen ?? 0)} 元，请确认调整后的账单。`,
            en: `CNY ${yuan(bill.requested_credit_fen ?? 0)} was credited; please confirm the adjusted bill.`,
          },
          link: BILL_PATH,
        }
      : {
          title: { zh: `账单申诉未通过：${no}`, en: `Bill dispute declined: ${no}` },
          content: {
            zh: `提供方维持原账单${reason ? `：${reason}` : ''}。`,
            en: `The provider upheld the bill${reason ? `: ${reason}` : ''}.`,
          },
          link: BILL_PATH,
        },
    now,
  );
});
